"""The engine's reasons and steps in English (engine/reasons.py says what each kind means)."""

from __future__ import annotations

from ..engine import Die, Stage, steps
from ..engine import reasons as r
from .dice import color_name
from .places import space_name

_DEEDS: dict[r.Deed, str] = {
    r.Deed.DRAFT: "draft a die",
    r.Deed.USE_EFFECT: "use an ability or tool",
    r.Deed.FILL: "fill a space",
    r.Deed.GIVE_UP: "give up the die",
    r.Deed.KEEP_FLOURISH: "keep or discard Flourish Cards",
    r.Deed.CONSTRUCT: "construct a Cathedral space",
}

STAGES: dict[Stage, str] = {
    Stage.DRAFT: "draft", Stage.PLACE: "place", Stage.CONSTRUCT: "construct",
    Stage.OVER: "over", Stage.FLOURISH: "flourish",
}

BOARDS: dict[str, str] = {
    "three-pillars": "the Strife Board allows gray dice only in the left, centre and right "
                     "columns",
    "lintel-and-sill": "the Strife Board allows gray dice only in the top or bottom row",
    "no-crossed-shadows": "the Strife Board forbids a gray die diagonally next to another gray die",
    "measured-places": "the Strife Board allows gray dice only on spaces with a value restriction",
    "mortar-joints": "the Strife Board allows a gray die only where it shares an edge with at "
                     "least two other dice",
}


def _die(die: Die) -> str:
    return f"{color_name(die.color, 'en', lower=True)} {die.value}"


def _space(row: int, col: int) -> str:
    return space_name(row, col, "en")


def words(item: object) -> str:
    match item:
        case r.OutsideWindow(row, col):
            return f"{_space(row, col)} is outside the window"
        case r.NotInShape(row, col):
            return f"{_space(row, col)} is not part of this window's shape"
        case r.SpaceBroken():
            return "this space is crossed out (broken)"
        case r.SpaceFilled(die):
            return f"this space is already filled ({_die(die)})"
        case r.NeedsColor(need, die_color):
            return (f"this space needs {color_name(need, 'en', lower=True)}; "
                    f"the die is {color_name(die_color, 'en', lower=True)}")
        case r.NeedsValue(need, value):
            return f"this space needs a {need}; the die shows {value}"
        case r.MustTouchFilled():
            return "it must touch a filled space (edge or corner)"
        case r.MustTouchNoDie():
            return "the placement ability used this turn needs a space touching no die"
        case r.SameColorNeighbour(color, row, col):
            return (f"it would share an edge with a {color_name(color, 'en', lower=True)} die "
                    f"({_space(row, col)})")
        case r.SameValueNeighbour(value, row, col):
            return f"it would share an edge with another {value} ({_space(row, col)})"
        case r.StrifeBoardRefuses(board_id):
            return BOARDS.get(board_id, "the Strife Board does not allow a gray die here")
        case r.FirstOnEdge():
            return "this window's New Rules put the first die on the outer edge"
        case r.NothingDrafted():
            return "no die has been drafted this turn"
        case r.WrongStep(deed, stage):
            return f"cannot {_DEEDS[deed]} now: the game is at the {STAGES[stage]} step"
        case r.NotInPool(die):
            return f"there is no {_die(die)} die on the Cathedral Board"
        case r.NoSuchAbility(seat, ability_id):
            return f"{seat} has no ability {ability_id!r}"
        case r.AbilityUsedUp(ability):
            return f"{ability} is used up for this turn"
        case r.NoSuchTool(tool):
            return f"this window has no tool {tool}"
        case r.NoFavorToken(seat):
            return f"{seat} has no Favor Token left"
        case r.NoPointBox(tool_name):
            return f"{tool_name} has no empty point box left"
        case r.ToolCardNotBrought(seat, card_id):
            return f"{seat} did not bring the Tool Card {card_id!r}"
        case r.ToolCardUsed(card):
            return f"{card} was already used this game"
        case r.EffectUnusable(name, die):
            return f"{name} cannot be used on a {_die(die)} now"
        case r.ValueOutOfRange(ability, value, floor, ceiling):
            return (f"{ability} cannot take the die to {value}: values stay from {floor} to "
                    f"{ceiling}")
        case r.FormSeenThisTurn(ability, die):
            return f"{ability} cannot bring the die back to {_die(die)}: it was that already this turn"
        case r.DieStillFits():
            return "the die can still fill a space, so it cannot be given up"
        case r.FlourishCount(seat, held, given):
            return (f"{seat} holds {held} Flourish Cards: say keep or discard for each, "
                    f"not {given}")
        case r.CannotConstruct(die):
            return (f"the {_die(die)} space cannot be constructed: a remaining die must sit on "
                    "the lowest unconstructed space of its colour")
        case r.UnknownAction(action):
            return f"unknown action {action}"
        case steps.EffectUsed(name, die):
            return f"{name}: {die}"
        case steps.SwapMade(name, window_die, row, col, pool_die):
            return f"{name}: {window_die} at {_space(row, col)} swapped with {pool_die}"
    raise TypeError(f"no English words for {item!r}")
