"""Every number in the content bounded by what the game can use: a Family Crest of a billion
slots or a window worth 2**63 Legacy Points is a mistake in the file, found when it is read
(not by a crash later). Each problem names file, entry and field.

The limits are at most those the save format accepts (saves.setup_checks), so a game set up
from valid content always saves and loads.
"""

from __future__ import annotations

from ..codec.details import Detail, detail, rule
from ..engine.legacy_types import CampaignContent
from .errors import Entry
from .sources import Sources

MAX_WINDOW_LEGACY = 20   # Legacy Points printed on a window
MAX_BOX = 6              # a window tool's point box
MAX_BOXES = 6            # point boxes of one window tool
MAX_RULE_POINTS = 6      # points of a window rule or an envelope's rule
MAX_CREST_SLOTS = 8      # Family Crest slots
MAX_COPIES = 4           # copies of each Tool Card in the Main Deck
MAX_REWARD = 20          # Tool Cards, coins or Legacy Points of one reward chart row
MAX_BOX_LEGACY = 10      # Legacy Points of one Market box
MAX_SLOT_COST = 20       # coins of a Tool Box Capacity slot
MAX_TOOL_BOX = 6         # Tool Box Capacity slots (the Tool Cards a family brings)
MAX_GRANT = 20           # Legacy Points or free slots an envelope grants
MAX_PER_GAME = 20        # a Market track's rewards per game
MAX_PER_COLOR = 10       # Legacy Points of Color Collections for each colour


def _out(value: int, low: int, high: int) -> Detail | None:
    return None if low <= value <= high else rule("out-of-range", value=value, low=low,
                                                  high=high)


def check_bounds(content: CampaignContent, sources: Sources) -> None:
    for card in [*content.windows.values(), *content.booster_windows.values()]:
        design = card.design

        def add(field: str, found: Detail, ident: str = design.id) -> None:
            sources.add("window", ident, field, found)

        if m := _out(design.legacy_points, 0, MAX_WINDOW_LEGACY):
            add("legacy_points", m)
        for i, tool in enumerate(design.tools):
            if not 1 <= len(tool.boxes) <= MAX_BOXES:
                add(f"tools[{i}].boxes", detail("point-boxes", most=MAX_BOXES,
                                                count=len(tool.boxes)))
            for j, box in enumerate(tool.boxes):
                if m := _out(box, 0, MAX_BOX):
                    add(f"tools[{i}].boxes[{j}]", m)
        for i, window_rule in enumerate(design.rules):
            if m := _out(window_rule.points, 0, MAX_RULE_POINTS):
                add(f"rules[{i}].points", m)
    file = sources.file("campaign.toml")

    def at(entry: Entry, field: str, value: int, low: int, high: int) -> None:
        if m := _out(value, low, high):
            sources.add_at(file, entry, field, m)

    at(Entry("campaign"), "crest_slots", content.crest_slots, 1, MAX_CREST_SLOTS)
    at(Entry("campaign"), "tool_card_copies", content.tool_card_copies, 1, MAX_COPIES)
    for i, row in enumerate(content.reward_chart.rows):
        for name in ("tools", "coins", "legacy_points"):  # (negative ones: campaign_checks)
            value = getattr(row, name)
            at(Entry("reward chart"), f"rewards[{i}].{name}", value, min(value, 0), MAX_REWARD)
    square = content.magic_square
    for i, variety in enumerate(square.color_variety):
        for name in ("first_points", "all_points"):
            at(Entry("Magic Square"), f"magic_square.color_variety[{i}].{name}",
               getattr(variety, name), 0, MAX_REWARD)
    at(Entry("Magic Square"), "magic_square.color_collections.points_per_color",
       square.color_collections.points_per_color, 0, MAX_PER_COLOR)
    for track in content.market_tracks.values():
        entry = Entry("market track", track.id)
        at(entry, "rewards_per_game", track.rewards_per_game, 0, MAX_PER_GAME)
        for i, market_box in enumerate(track.boxes):
            at(entry, f"boxes[{i}].legacy_points", market_box.legacy_points, 0,
               MAX_BOX_LEGACY)
    if len(content.tool_box) > MAX_TOOL_BOX:
        sources.add_at(file, Entry("Tool Box"), "tool_box",
                       rule("tool-box-slots", count=len(content.tool_box), most=MAX_TOOL_BOX))
    for i, slot in enumerate(content.tool_box):
        at(Entry("Tool Box"), f"tool_box[{i}].cost", slot.cost, 0, MAX_SLOT_COST)
    for envelope in content.envelopes.values():
        grants = envelope.grants
        for name in ("legacy_points", "free_tool_box_slots"):
            if m := _out(getattr(grants, name), 0, MAX_GRANT):
                sources.add("envelope", envelope.id, f"grants.{name}", m)
        for i, window_rule in enumerate(grants.rules):
            if m := _out(window_rule.points, 0, MAX_RULE_POINTS):
                sources.add("envelope", envelope.id, f"grants.rules[{i}].points", m)
