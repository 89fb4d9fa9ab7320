"""What abilities and tools do to the drafted die: the four ability types as data.

Every ability, window tool and Tool Card carries exactly one effect. An effect offers
zero or more options for the die as it currently is (after earlier effects this turn:
chaining); using it picks one option by index.

kinds (the `kind` tag in content files)  -> ability type
  change-color  (to=[colours], when=[colours])   -> colour
  change-value  (add=[deltas], when=[values])    -> value
  set-value     (to=[values],  when=[values])    -> value
  reroll        ()                               -> value (a chance event)
  flip-value    (when=[values])                  -> flip
  ignore-adjacency ()                            -> placement
  gray-window-value ()   (Strife Tool I)          -> value
  gray-pool-value   ()   (Strife Tool II)         -> value
  swap-gray         ()   (Strife Tool III)        -> placement

The three gray (Strife) effects depend on the game, not only on the die: their options come
from effect_choices(state, effect) (engine/effect_choices.py); effect_options, which sees only
the die, offers none for them.
"""

from __future__ import annotations

from typing import Literal, Union

from attrs import field, frozen

from .color import Color
from .die import Die, flip
from .worded import words_for


def _colors(v: object) -> tuple[Color, ...]:
    return tuple(c if isinstance(c, Color) else Color.from_letter(str(c)) for c in v)  # type: ignore[attr-defined]


def _ints(v: object) -> tuple[int, ...]:
    return tuple(int(x) for x in v)  # type: ignore[attr-defined]


@frozen
class ChangeColor:
    to: tuple[Color, ...] = field(converter=_colors)
    when: tuple[Color, ...] = field(default=(), converter=_colors)
    kind: Literal["change-color"] = "change-color"


@frozen
class ChangeValue:
    add: tuple[int, ...] = field(converter=_ints)
    when: tuple[int, ...] = field(default=(), converter=_ints)
    kind: Literal["change-value"] = "change-value"


@frozen
class SetValue:
    to: tuple[int, ...] = field(converter=_ints)
    when: tuple[int, ...] = field(default=(), converter=_ints)
    kind: Literal["set-value"] = "set-value"


@frozen
class FlipValue:
    when: tuple[int, ...] = field(default=(), converter=_ints)
    kind: Literal["flip-value"] = "flip-value"


@frozen
class Reroll:
    kind: Literal["reroll"] = "reroll"


@frozen
class IgnoreAdjacency:
    kind: Literal["ignore-adjacency"] = "ignore-adjacency"


@frozen
class GrayWindowValue:
    """Strife Tool I: the drafted die takes the value of a gray die in the seat's window."""

    kind: Literal["gray-window-value"] = "gray-window-value"


@frozen
class GrayPoolValue:
    """Strife Tool II: the drafted die takes the value of a gray die on the Cathedral Board."""

    kind: Literal["gray-pool-value"] = "gray-pool-value"


@frozen
class SwapGray:
    """Strife Tool III: a gray die and a non-gray die change places between the seat's window
    and the Cathedral Board, the die entering the window obeying every placement restriction."""

    kind: Literal["swap-gray"] = "swap-gray"


Effect = Union[  # noqa: UP007
    ChangeColor, ChangeValue, SetValue, FlipValue, Reroll, IgnoreAdjacency,
    GrayWindowValue, GrayPoolValue, SwapGray,
]
EFFECT_TYPES: tuple[type, ...] = (
    ChangeColor, ChangeValue, SetValue, FlipValue, Reroll, IgnoreAdjacency,
    GrayWindowValue, GrayPoolValue, SwapGray,
)
STATE_EFFECT_TYPES: tuple[type, ...] = (GrayWindowValue, GrayPoolValue, SwapGray)

AbilityType = Literal["color", "value", "flip", "placement"]


def ability_type(effect: Effect) -> AbilityType:
    if isinstance(effect, ChangeColor):
        return "color"
    if isinstance(effect, ChangeValue | SetValue | Reroll | GrayWindowValue | GrayPoolValue):
        return "value"
    if isinstance(effect, FlipValue):
        return "flip"
    return "placement"


def effect_options(effect: Effect, die: Die, ignoring_adjacency: bool) -> list[Die | None]:
    """What the die may become; None stands for 'placement rule changes' or 'reroll'.

    An empty list means the effect cannot be used now (its condition is not met, or it
    would change nothing).
    """
    if isinstance(effect, ChangeColor):
        if effect.when and die.color not in effect.when:
            return []
        return [Die(c, die.value) for c in effect.to if c is not die.color]
    if isinstance(effect, ChangeValue):
        if effect.when and die.value not in effect.when:
            return []
        return [Die(die.color, die.value + d) for d in effect.add if d != 0]
    if isinstance(effect, SetValue):
        if effect.when and die.value not in effect.when:
            return []
        return [Die(die.color, v) for v in effect.to if v != die.value]
    if isinstance(effect, FlipValue):
        if effect.when and die.value not in effect.when:
            return []
        return [Die(die.color, flip(die.value))]
    if isinstance(effect, Reroll):
        return [None]
    if isinstance(effect, IgnoreAdjacency):
        return [] if ignoring_adjacency else [None]
    return []  # the gray effects: their options need the state (effect_choices)


def option_count(effect: Effect, die: Die, ignoring_adjacency: bool) -> int:
    """len(effect_options(effect, die, ignoring_adjacency)), without making the dice."""
    if isinstance(effect, ChangeColor):
        if effect.when and die.color not in effect.when:
            return 0
        color = die.color
        return sum(1 for c in effect.to if c is not color)
    if isinstance(effect, ChangeValue):
        if effect.when and die.value not in effect.when:
            return 0
        return sum(1 for d in effect.add if d != 0)
    if isinstance(effect, SetValue):
        if effect.when and die.value not in effect.when:
            return 0
        value = die.value
        return sum(1 for v in effect.to if v != value)
    if isinstance(effect, FlipValue):
        return 0 if effect.when and die.value not in effect.when else 1
    if isinstance(effect, Reroll):
        return 1
    if isinstance(effect, IgnoreAdjacency):
        return 0 if ignoring_adjacency else 1
    return len(effect_options(effect, die, ignoring_adjacency))


def describe_effect(effect: Effect) -> str:
    """A short line, for a card with no text of its own, in the current language: the words are
    sagrada_desktop/wording's (wording/effects.py), given to the engine at import (worded.py)."""
    return words_for(effect)
