"""Checks of campaign.toml (rewards, Market, Tool Box, Magic Square) and the public objectives."""

from __future__ import annotations

from collections.abc import Callable

from ..engine import STANDARD_COLORS
from ..engine.legacy_types import CampaignContent
from .sources import Sources

CAMPAIGN_PLAYERS = (1, 2, 3, 4)
SQUARE_SIZE = 4
Add = Callable[[str, str, str], None]
REQUIRED_OBJECTIVES = (
    "column-shade-variety", "vertical-color-balance", "row-shade-variety",
)


def check_campaign(content: CampaignContent, sources: Sources) -> None:
    file = sources.file("campaign.toml")

    def add(entry: str, field: str, message: str) -> None:
        sources.add_at(file, entry, field, message)

    colors = content.family_colors
    if len(set(colors)) != len(colors) or not set(colors) <= set(STANDARD_COLORS):
        add("campaign", "family_colors", "family colours are different standard colours")
    if len(colors) < max(CAMPAIGN_PLAYERS):
        add("campaign", "family_colors", f"give at least {max(CAMPAIGN_PLAYERS)} family colours")
    if content.crest_slots < 1:
        add("campaign", "crest_slots", "a Family Crest has at least one ability slot")
    if content.tool_card_copies < 1:
        add("campaign", "tool_card_copies", "the Main Deck holds at least one copy of each tool")
    _check_rewards(content, add)
    _check_market(content, add)
    _check_magic_square(content, add)


def _check_rewards(content: CampaignContent, add: Add) -> None:
    rows = content.reward_chart.rows
    for players in CAMPAIGN_PLAYERS:
        places = sorted((r.place, r) for r in rows if r.players == players)
        if [p for p, _ in places] != list(range(1, players + 1)):
            add("reward chart", "rewards",
                f"{players} players need exactly one row for each place 1 to {players}")
            continue
        coins = [r.coins for _, r in places]
        if coins != sorted(coins):
            add("reward chart", "rewards",
                f"{players} players: lower places earn at least as many coins as higher ones")
        for place, row in places:
            if row.window_legacy_points != (place == 1):
                add("reward chart", "rewards",
                    f"{players} players: 1st place, and only 1st, earns the window's Legacy Points")
            for name in ("tools", "coins", "legacy_points"):
                if getattr(row, name) < 0:
                    number = rows.index(row)
                    add("reward chart", f"rewards[{number}].{name}",
                        f"{players} players, place {place}: no negative rewards")
    for row in rows:
        if row.players not in CAMPAIGN_PLAYERS:
            add("reward chart", "rewards",
                f"the campaign is played by 1 to {max(CAMPAIGN_PLAYERS)} families")


def _check_market(content: CampaignContent, add: Add) -> None:
    for track in content.market_tracks.values():
        entry = f"market track {track.id!r}"
        if not track.boxes:
            add(entry, "boxes", "a track has at least one box")
        for number, box in enumerate(track.boxes):
            icons = (box.legacy_points > 0) + box.crest_ability + box.tool
            if icons > 1 or box.legacy_points < 0:
                add(entry, f"boxes[{number}]", "a box shows at most one icon")
        if track.rewards_per_game < 0:
            add(entry, "rewards_per_game", "0 (no cap) or more")
    slots = content.tool_box
    if not slots:
        add("Tool Box", "tool_box", "give at least one Tool Box Capacity slot")
    started = [slot.filled_at_start for slot in slots]
    if started != sorted(started, reverse=True):
        add("Tool Box", "tool_box", "slots filled at the start come first")
    for number, slot in enumerate(slots):
        if slot.cost < 0 or (not slot.filled_at_start and slot.cost < 1):
            add("Tool Box", f"tool_box[{number}].cost",
                "a slot bought with coins costs 1 coin or more")


def _check_magic_square(content: CampaignContent, add: Add) -> None:
    square = content.magic_square
    if len(square.numbers) != SQUARE_SIZE or any(len(r) != SQUARE_SIZE for r in square.numbers):
        add("Magic Square", "magic_square.numbers", "the Magic Square is 4 x 4")
    cells = SQUARE_SIZE * SQUARE_SIZE
    for number, objective in enumerate(square.color_variety):
        where = f"magic_square.color_variety[{number}]"
        if not objective.groups:
            add("Magic Square", f"{where}.groups", "give at least one group of cells")
        for group in objective.groups:
            if len(group) != SQUARE_SIZE or any(not 0 <= c < cells for c in group):
                add("Magic Square", f"{where}.groups",
                    f"a group is 4 different cells numbered 0 to {cells - 1}")
        if objective.first_points < 1 or objective.all_points < 0:
            add("Magic Square", where, "points: first 1 or more, all 0 or more")
    collections = square.color_collections
    if collections.min_count < 1 or collections.points_per_color < 1:
        add("Magic Square", "magic_square.color_collections",
            "min_count and points_per_color are 1 or more")


def check_public_objectives(content: CampaignContent, sources: Sources) -> None:
    objectives = content.public_objectives
    for ident in REQUIRED_OBJECTIVES:
        if ident not in objectives:
            sources.add_at(sources.file("objectives"), "", "",
                           f"the rulebook's public objective {ident!r} is missing")
    for objective in objectives.values():
        if not objective.points:
            sources.add("public objective", objective.id, "points", "print at least one value")
        if not objective.name.strip() or not objective.text.strip():
            sources.add("public objective", objective.id, "text", "needs a name and a text")
        if objective.set == "rivalry" and len(objective.points) != 3:
            sources.add("public objective", objective.id, "points",
                        "Rivalry objectives print three placement values (1st, 2nd, 3rd)")
