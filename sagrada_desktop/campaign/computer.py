"""The computer families' campaign choices, each the best option by a stated value (the games
themselves are played by sagrada_desktop.ai players). Values are in Legacy Points or their
worth; ties go to the option listed first.

- A Tool Card is worth TOOL_CARD, plus TOOL_OPTION for each way it may change an average die
  (its options over the 30 standard dice, averaged): tool_worth. The Hard and Expert families
  judge it instead (`judged`): TOOL_CARD plus the points the one-turn judge finds it adds to
  a game (tool_trials.py) on the window being set up (Tool Box), or on average over the last
  JUDGED_WINDOWS windows reached (rewards, Market): only windows the families have seen.
- Tool Box (which to bring), reward Tool Cards (which to take): the highest tool_worth first.
- Market (purchase_value, per coin spent; leaving is worth 0): a box's Legacy Points, its Tool
  Card (the whole worth while the Tool Box has room for it, OVERFLOW of it otherwise) or its
  Family Crest ability (CREST_ABILITY, less the one it covers), minus the reward a box shows
  but cannot give now, plus the track's Dedication Ability shared over the boxes still to
  cross (DEDICATION / boxes left). A Tool Box slot is worth the best owned Tool Card it lets
  the family bring, or SPARE_SLOT when every owned card fits already.
- Magic Square (square_value): each Color Variety group still able to hold four different
  colours is worth its objective's points shared over its groups, times (coloured cells / 4)
  squared; objectives already awarded count nothing.
- Start Player (start_value): FIRST_PICK for each round the family starts, TIE_BREAK for
  starting the last round (ties are broken by the last round's turn order).
- Masterpiece (masterpiece_name): the suggestion ("<family>'s <window name>") named after the
  colour that shines most in the family's finished window: the most pips of one colour (then
  the most dice, then the colour listed first); no new age. The same game gives the same name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from ..engine import ROUNDS, STANDARD_COLORS, Color, Die, Window, WindowDesign
from ..engine.effects import option_count
from ..engine.legacy_types import CampaignContent
from ..saves.setup_checks import MAX_NAME
from ..wording import color_name, current_language
from .campaign_state import Campaign
from .decisions import (
    Answer,
    BringTools,
    ChooseStartPlayer,
    Decision,
    ExpandToolBox,
    FillSquareCell,
    LeaveMarket,
    MagicSquareChoice,
    MarketChoice,
    MasterpieceChoice,
    NameMasterpiece,
    Purchase,
    StartPlayerChoice,
    TakeTools,
    ToolBoxChoice,
    ToolRewardChoice,
)
from .families import SquareCell
from .tool_box import next_slot_cost
from .tool_trials import tool_gain
from .unlocks import game_design
from .visible import windows_reached

TOOL_CARD = 2.0
TOOL_OPTION = 0.5
OVERFLOW = 0.25
CREST_ABILITY = 2.0
DEDICATION = 4.0
SPARE_SLOT = 0.5
FIRST_PICK = 1.0
TIE_BREAK = 0.5

_DICE = tuple(Die(c, v) for c in STANDARD_COLORS for v in range(1, 7))


JUDGED_WINDOWS = 3

Worth = Callable[[str], float]  # a Tool Card's worth, by its id


def computer_answer(campaign: Campaign, content: CampaignContent, decision: Decision,
                    judged: bool = False) -> Answer:
    """The computer policy's answer to any campaign decision; `judged`: Tool Cards are worth
    what the one-turn judge finds they add to the windows reached (the Hard and Expert
    families), not the formula's value."""
    worth: Worth = lambda t: tool_worth(t, content)  # noqa: E731
    if judged:
        designs = ([game_design(campaign, content)] if isinstance(decision, ToolBoxChoice)
                   else [c.design for c in windows_reached(campaign, content)[-JUDGED_WINDOWS:]])
        worth = lambda t: judged_worth(t, content, designs)  # noqa: E731
    if isinstance(decision, StartPlayerChoice):
        return ChooseStartPlayer(_best(decision.options, lambda s: start_value(
            len(campaign.families), s, decision.family)))
    if isinstance(decision, ToolBoxChoice):
        return BringTools(_by_worth(decision.owned, worth)[:decision.capacity])
    if isinstance(decision, ToolRewardChoice):
        return TakeTools(_by_worth(decision.offer, worth)[:decision.count])
    if isinstance(decision, MagicSquareChoice):
        return FillSquareCell(_square_cell(campaign, content, decision))
    if isinstance(decision, MarketChoice):
        return _best(decision.options, lambda o: purchase_value(campaign, content,
                                                                 decision.family, o, worth))
    return NameMasterpiece(masterpiece_name(campaign, decision))


T = TypeVar("T")


def _best(options: Sequence[T], value: Callable[[T], float]) -> T:
    """The option of highest value, the first listed among equals."""
    best, top = options[0], value(options[0])
    for o in options[1:]:
        v = value(o)
        if v > top + 1e-9:
            best, top = o, v
    return best


# --- Tool Cards ------------------------------------------------------------------------------

def tool_worth(tool: str, content: CampaignContent) -> float:
    effect = content.tools[tool].effect
    options = sum(option_count(effect, d, False) for d in _DICE) / len(_DICE)
    return TOOL_CARD + TOOL_OPTION * options


def judged_worth(tool: str, content: CampaignContent, designs: Sequence[WindowDesign]) -> float:
    """TOOL_CARD plus the judged points the card adds to a game, averaged over `designs`."""
    card = content.tools[tool]
    if not designs:
        return TOOL_CARD
    return TOOL_CARD + sum(tool_gain(card, d) for d in designs) / len(designs)


def _by_worth(tools: Sequence[str], worth: Worth) -> tuple[str, ...]:
    order = {t: k for k, t in enumerate(tools)}
    return tuple(sorted(tools, key=lambda t: (-worth(t), order[t])))


# --- Start Player ----------------------------------------------------------------------------

def start_value(families: int, start: int, family: int) -> float:
    """The worth to `family` of `start` being the first round's Start Player (the Start Player
    moves one seat on each round)."""
    starts = [(start + r) % families for r in range(ROUNDS)]
    return FIRST_PICK * starts.count(family) + TIE_BREAK * (starts[-1] == family)


# --- Magic Square ----------------------------------------------------------------------------

def square_value(square: Sequence[SquareCell], content: CampaignContent,
                 awarded: Sequence[str] = ()) -> float:
    total = 0.0
    for objective in content.magic_square.color_variety:
        points = (0 if f"{objective.id}:first" in awarded else objective.first_points) + (
            0 if f"{objective.id}:all" in awarded else objective.all_points)
        share = points / len(objective.groups)
        for group in objective.groups:
            cells = [square[i] for i in group]
            colors = [c.color for c in cells if c.color is not None]
            if any(c.broken for c in cells) or len(set(colors)) < len(colors):
                continue
            total += share * (len(colors) / len(group)) ** 2
    return total


def _square_cell(campaign: Campaign, content: CampaignContent, decision: MagicSquareChoice
                 ) -> int:
    family = campaign.families[decision.family]
    mark = SquareCell(broken=True) if decision.color is None else SquareCell(decision.color)

    def value(cell: int) -> float:
        square = family.square[:cell] + (mark,) + family.square[cell + 1:]
        return square_value(square, content, family.variety_awarded)

    return _best(decision.cells, value)


# --- the Market ------------------------------------------------------------------------------

def purchase_value(campaign: Campaign, content: CampaignContent, family: int,
                   purchase: Purchase, worth: Worth | None = None) -> float:
    """The worth of a purchase per coin it costs (leaving: 0); `worth`: of a Tool Card
    (default: tool_worth)."""
    if worth is None:
        worth = lambda t: tool_worth(t, content)  # noqa: E731
    f = campaign.families[family]
    if isinstance(purchase, LeaveMarket):
        return 0.0
    if isinstance(purchase, ExpandToolBox):
        cost = next_slot_cost(f, content) or 1
        left_out = _by_worth(f.tools, worth)[f.tool_box_slots:]
        slot = worth(left_out[0]) if left_out else SPARE_SLOT
        return slot / max(cost, 1)
    track = content.market_tracks[purchase.track]
    crossed = f.crossed(purchase.track)
    box = track.boxes[crossed]
    after = campaign.after
    taken = 0 if after is None else next(
        (t.crossed for t in after.taken if t.track == purchase.track), 0)
    capped = bool(track.rewards_per_game) and taken >= track.rewards_per_game
    value = 0.0 if capped else float(box.legacy_points)
    if purchase.tool is not None:
        card = worth(purchase.tool)
        value += card if len(f.tools) < f.tool_box_slots else OVERFLOW * card
    elif box.tool:
        value -= TOOL_CARD  # the box's Tool Card is crossed off with it
    if purchase.crest is not None:
        value += CREST_ABILITY - (CREST_ABILITY if f.crest[purchase.slot] is not None else 0.0)
    elif box.crest_ability:
        value -= CREST_ABILITY
    return value + DEDICATION / (len(track.boxes) - crossed)


# --- the masterpiece's name ------------------------------------------------------------------

NAME_IN_COLOUR = {"en": "{name} in {colour}", "zh_TW": "{name}（{colour}）"}


def brightest_colour(window: Window) -> Color | None:
    """The colour with the most pips in the window (then the most dice, then the first listed);
    None for a window without dice."""
    pips: dict[Color, tuple[int, int]] = {}
    for f in window.fills:
        if isinstance(f, Die):
            total, count = pips.get(f.color, (0, 0))
            pips[f.color] = (total + f.value, count + 1)
    order = {c: k for k, c in enumerate(Color)}
    return min(pips, key=lambda c: (-pips[c][0], -pips[c][1], order[c]), default=None)


def masterpiece_name(campaign: Campaign, decision: MasterpieceChoice) -> str:
    """The suggestion, named after the colour that shines most in the family's window."""
    family = campaign.families[decision.family]
    window = family.journal[-1].final_window if family.journal else None
    colour = brightest_colour(window) if window is not None else None
    if colour is None:
        return decision.suggestion
    template = NAME_IN_COLOUR[current_language()]
    name = template.format(name=decision.suggestion, colour=color_name(colour))
    return name if len(name) <= MAX_NAME else decision.suggestion
