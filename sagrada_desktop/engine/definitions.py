"""The game's data vocabulary: abilities, tools, window rules, triggers, objectives, windows.

Content files (resources/) are loaded into these types; a game's setup carries the ones it
uses, so a saved game replays the same whatever the content files say later.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from attrs import field, frozen

from .color import Color
from .effects import Effect
from .window import Window


def _ints(items: Iterable[int]) -> tuple[int, ...]:
    return tuple(items)


def _tools(items: Iterable[WindowTool]) -> tuple[WindowTool, ...]:
    return tuple(items)


def _rules(items: Iterable[WindowRule]) -> tuple[WindowRule, ...]:
    return tuple(items)


def _triggers(items: Iterable[Trigger]) -> tuple[Trigger, ...]:
    return tuple(items)


def _privates(items: Iterable[PrivateObjective]) -> tuple[PrivateObjective, ...]:
    return tuple(items)


def _object_ids(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(items)



@frozen
class Ability:
    """A Family Crest, Dedication or window ability: one effect. per_turn = 0: used as often as
    the player likes in a turn (the rulebook's default, within ability_limits' rule); n: at most
    n times a turn (a card that says "once")."""

    id: str
    name: str
    effect: Effect
    text: str = ""
    per_turn: int = 0


@frozen
class ToolCard:
    """A Tool Card: usable once in each game it is brought into."""

    id: str
    name: str
    effect: Effect
    text: str = ""


@frozen
class WindowTool:
    """One of a window's 3 tools: used by filling the next of its point boxes."""

    name: str
    effect: Effect
    boxes: tuple[int, ...] = field(converter=_ints)
    text: str = ""


WindowRuleKind = Literal[
    "star-points",       # points: each filled star space scores this many
    "magic-points",      # points: each filled Magic Square space scores this many
    "color-points",      # color, points: each die of this colour scores this many
    "first-on-edge",     # the first die must fill a space on the window's outer edge
    "grant-ability",     # ability: every seat has this ability in this game
    "extra-pool-die",    # the pool holds one more die each round
    "empty-penalty",     # points: each empty space costs this many (instead of 1)
]


@frozen
class WindowRule:
    kind: WindowRuleKind
    points: int = 0
    color: Color | None = None
    ability: Ability | None = None


TriggerKind = Literal["end-of-round", "stars-filled"]


@frozen
class Trigger:
    """An unlock the engine watches: at the end of a round, or once every seat filled its stars."""

    kind: TriggerKind
    envelope: str
    round: int = 0


PrivateKind = Literal["color-sum", "value-count", "color-count", "star-sum", "magic-sum"]


@frozen
class PrivateObjective:
    """color-sum: sum of values of `color`; value-count / color-count: `points` per die of
    `value` / `color`; star-sum, magic-sum: sum of values on star / Magic Square spaces."""

    id: str
    name: str
    kind: PrivateKind
    color: Color | None = None
    value: int = 0
    points: int = 1
    text: str = ""


@frozen
class WindowDesign:
    """Everything about a window that the rules need (stories and art live in content)."""

    id: str
    name: str
    pattern: Window
    tools: tuple[WindowTool, ...] = field(converter=_tools)
    rules: tuple[WindowRule, ...] = field(default=(), converter=_rules)
    triggers: tuple[Trigger, ...] = field(default=(), converter=_triggers)
    private_objectives: tuple[PrivateObjective, ...] = field(default=(), converter=_privates)
    legacy_points: int = 0
    rules_text: str = ""
    # public objectives never dealt at random with this window (none of them could score)
    objectives_left_out: tuple[str, ...] = field(default=(), converter=_object_ids)
