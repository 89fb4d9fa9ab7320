"""Checks of campaign.toml (rewards, Market, Tool Box, Magic Square) and the public objectives."""

from __future__ import annotations

from collections.abc import Callable

from ..codec.details import Detail, Quoted, rule
from ..engine import STANDARD_COLORS
from ..engine.legacy_types import CampaignContent
from .errors import Entry
from .sources import Sources

CAMPAIGN = Entry("campaign")
REWARDS = Entry("reward chart")
TOOL_BOX = Entry("Tool Box")
SQUARE = Entry("Magic Square")
CAMPAIGN_PLAYERS = (1, 2, 3, 4)
SQUARE_SIZE = 4
Add = Callable[[Entry, str, Detail], None]
REQUIRED_OBJECTIVES = (
    "column-shade-variety", "vertical-color-balance", "row-shade-variety",
)


def check_campaign(content: CampaignContent, sources: Sources) -> None:
    file = sources.file("campaign.toml")

    def add(entry: Entry, field: str, found: Detail) -> None:
        sources.add_at(file, entry, field, found)

    colors = content.family_colors
    if len(set(colors)) != len(colors) or not set(colors) <= set(STANDARD_COLORS):
        add(CAMPAIGN, "family_colors", rule("family-colours"))
    if len(colors) < max(CAMPAIGN_PLAYERS):
        add(CAMPAIGN, "family_colors", rule("family-colour-count", least=max(CAMPAIGN_PLAYERS)))
    if content.crest_slots < 1:
        add(CAMPAIGN, "crest_slots", rule("crest-slot-least"))
    if content.tool_card_copies < 1:
        add(CAMPAIGN, "tool_card_copies", rule("copies-least"))
    _check_rewards(content, add)
    _check_market(content, add)
    _check_magic_square(content, add)


def _check_rewards(content: CampaignContent, add: Add) -> None:
    rows = content.reward_chart.rows
    for players in CAMPAIGN_PLAYERS:
        places = sorted((r.place, r) for r in rows if r.players == players)
        if [p for p, _ in places] != list(range(1, players + 1)):
            add(REWARDS, "rewards", rule("reward-rows", players=players))
            continue
        coins = [r.coins for _, r in places]
        if coins != sorted(coins):
            add(REWARDS, "rewards", rule("reward-coins", players=players))
        for place, row in places:
            if row.window_legacy_points != (place == 1):
                add(REWARDS, "rewards", rule("reward-window-legacy", players=players))
            for name in ("tools", "coins", "legacy_points"):
                if getattr(row, name) < 0:
                    number = rows.index(row)
                    add(REWARDS, f"rewards[{number}].{name}",
                        rule("reward-negative", players=players, place=place))
    for row in rows:
        if row.players not in CAMPAIGN_PLAYERS:
            add(REWARDS, "rewards", rule("reward-players", most=max(CAMPAIGN_PLAYERS)))


def _check_market(content: CampaignContent, add: Add) -> None:
    for track in content.market_tracks.values():
        entry = Entry("market track", track.id)
        if not track.boxes:
            add(entry, "boxes", rule("track-boxes"))
        for number, box in enumerate(track.boxes):
            icons = (box.legacy_points > 0) + box.crest_ability + box.tool
            if icons > 1 or box.legacy_points < 0:
                add(entry, f"boxes[{number}]", rule("box-icons"))
        if track.rewards_per_game < 0:
            add(entry, "rewards_per_game", rule("no-cap"))
    slots = content.tool_box
    if not slots:
        add(TOOL_BOX, "tool_box", rule("tool-box-least"))
    started = [slot.filled_at_start for slot in slots]
    if started != sorted(started, reverse=True):
        add(TOOL_BOX, "tool_box", rule("tool-box-order"))
    for number, slot in enumerate(slots):
        if slot.cost < 0 or (not slot.filled_at_start and slot.cost < 1):
            add(TOOL_BOX, f"tool_box[{number}].cost", rule("slot-cost"))


def _check_magic_square(content: CampaignContent, add: Add) -> None:
    square = content.magic_square
    if len(square.numbers) != SQUARE_SIZE or any(len(r) != SQUARE_SIZE for r in square.numbers):
        add(SQUARE, "magic_square.numbers", rule("square-size"))
    cells = SQUARE_SIZE * SQUARE_SIZE
    for number, objective in enumerate(square.color_variety):
        where = f"magic_square.color_variety[{number}]"
        if not objective.groups:
            add(SQUARE, f"{where}.groups", rule("square-groups"))
        for group in objective.groups:
            if len(group) != SQUARE_SIZE or any(not 0 <= c < cells for c in group):
                add(SQUARE, f"{where}.groups", rule("square-group", last=cells - 1))
        if objective.first_points < 1 or objective.all_points < 0:
            add(SQUARE, where, rule("square-points"))
    collections = square.color_collections
    if collections.min_count < 1 or collections.points_per_color < 1:
        add(SQUARE, "magic_square.color_collections", rule("collections-least"))


def check_public_objectives(content: CampaignContent, sources: Sources) -> None:
    objectives = content.public_objectives
    for ident in REQUIRED_OBJECTIVES:
        if ident not in objectives:
            sources.add_at(sources.file("objectives"), None, "",
                           rule("objective-missing", ident=Quoted(ident)))
    for objective in objectives.values():
        if not objective.points:
            sources.add("public objective", objective.id, "points", rule("objective-points"))
        if not objective.name.strip() or not objective.text.strip():
            sources.add("public objective", objective.id, "text", rule("name-and-text"))
        if objective.set == "rivalry" and len(objective.points) != 3:
            sources.add("public objective", objective.id, "points", rule("rivalry-points"))
