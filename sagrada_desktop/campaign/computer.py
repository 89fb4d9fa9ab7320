"""A simple, deterministic computer policy for the campaign's choices (the games themselves
are played by sagrada_desktop.ai players).

- Start Player: itself.  - Tool Box: the first Tool Cards it owns, up to capacity.
- Reward Tool Cards: as many as allowed, in the order offered.
- Magic Square: the cell whose row and column do not hold the colour yet (else the first).
- Market: a Tool Box slot when it owns more Tool Cards than it can bring; then the open track
  closest to completion (a Dedication Ability), preferring boxes whose reward can be taken,
  with the first reward variant (a crest sticker into an empty top slot when there is one);
  then leave.
- Masterpiece: "<family>'s <window name>", no new age.
"""

from __future__ import annotations

from ..engine.legacy_types import CampaignContent
from .campaign_state import Campaign
from .decisions import (
    Answer,
    BringTools,
    ChooseStartPlayer,
    CrossBox,
    Decision,
    ExpandToolBox,
    FillSquareCell,
    LeaveMarket,
    MagicSquareChoice,
    MarketChoice,
    NameMasterpiece,
    StartPlayerChoice,
    TakeTools,
    ToolBoxChoice,
    ToolRewardChoice,
)


def computer_answer(campaign: Campaign, content: CampaignContent, decision: Decision) -> Answer:
    """The computer policy's answer to any campaign decision."""
    if isinstance(decision, StartPlayerChoice):
        return ChooseStartPlayer(decision.family)
    if isinstance(decision, ToolBoxChoice):
        return BringTools(decision.owned[:decision.capacity])
    if isinstance(decision, ToolRewardChoice):
        return TakeTools(decision.offer[:decision.count])
    if isinstance(decision, MagicSquareChoice):
        return FillSquareCell(_square_cell(campaign, decision))
    if isinstance(decision, MarketChoice):
        return _purchase(campaign, content, decision)
    return NameMasterpiece(decision.suggestion)


def _square_cell(campaign: Campaign, decision: MagicSquareChoice) -> int:
    square = campaign.families[decision.family].square
    if decision.color is None:
        return decision.cells[-1]
    for cell in decision.cells:
        r, c = divmod(cell, 4)
        line = [square[r * 4 + k].color for k in range(4)] + [square[k * 4 + c].color
                                                              for k in range(4)]
        if decision.color not in line:
            return cell
    return decision.cells[0]


def _purchase(campaign: Campaign, content: CampaignContent, decision: MarketChoice
              ) -> CrossBox | ExpandToolBox | LeaveMarket:
    family = campaign.families[decision.family]
    options = decision.options
    if len(family.tools) > family.tool_box_slots and ExpandToolBox() in options:
        return ExpandToolBox()
    crosses = [o for o in options if isinstance(o, CrossBox)]
    if not crosses:
        return LeaveMarket()
    rewarded = [o for o in crosses if not _forfeits(campaign, content, decision.family, o)]
    crosses = rewarded or crosses

    def left(option: CrossBox) -> int:
        return len(content.market_tracks[option.track].boxes) - family.crossed(option.track)

    fewest = min(left(o) for o in crosses)
    best = next(o.track for o in crosses if left(o) == fewest)
    track = [o for o in crosses if o.track == best]
    empty_slot = [o for o in track if o.crest is not None and family.crest[o.slot] is None]
    return (empty_slot or track)[0]


def _forfeits(campaign: Campaign, content: CampaignContent, family: int, option: CrossBox
              ) -> bool:
    """A box whose Tool Card or sticker reward is crossed off with nothing left to take."""
    boxes = content.market_tracks[option.track].boxes
    box = boxes[campaign.families[family].crossed(option.track)]
    return (box.tool and option.tool is None) or (box.crest_ability and option.crest is None)
