"""A window played at the table, on paper with real dice, while the program keeps the
campaign: what the campaign save keeps of it until it is closed. The steps and checks are
sagrada_desktop/table/'s; this is their data.

TableWindow holds the window's setup (exactly as the campaign sets the window up, so the same
Public and Private Objectives are dealt as on screen), the round the table companion is at,
the Unlock Triggers the table confirmed (each envelope opens only then) and the results
entered so far, one step after another: undoing an entry mistake drops the last step, until
the window is closed and its results go into the End of Game.

The entry steps, saved tagged by `kind`:
- SpacesEntered: spaces of a family's window filled with a die, crossed out, or emptied;
- ConstructionsEntered: the Cathedral spaces the family constructed in this window;
- ToolBoxesEntered: the point boxes used of each window tool;
- ScorecardEntered: the scorecard's numbers typed in instead of the window (None: back to
  the window).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, Union

from attrs import field, frozen

from ..codec import register_union
from ..engine import Die, GameSetup, GameState, new_game
from ..engine.replace import replace
from ..engine.unlocks import open_envelope
from .paper_score import PaperScore


@frozen
class FiredTrigger:
    """One of the window's Unlock Triggers (its index in the window's triggers), confirmed by
    the table at the end of `round` (a star trigger never confirmed opens before scoring:
    round 12)."""

    trigger: int
    round: int


@frozen
class EnteredSpace:
    """A space of the window (its index, row-major): filled with `die`, crossed out
    (`broken`), or emptied (neither)."""

    space: int
    die: Die | None = None
    broken: bool = False


def _spaces(values: Iterable[EnteredSpace]) -> tuple[EnteredSpace, ...]:
    return tuple(values)


def _dice(values: Iterable[Die]) -> tuple[Die, ...]:
    return tuple(values)


def _ints(values: Iterable[int]) -> tuple[int, ...]:
    return tuple(values)


@frozen
class SpacesEntered:
    family: int
    spaces: tuple[EnteredSpace, ...] = field(converter=_spaces)
    kind: Literal["spaces"] = "spaces"


@frozen
class ConstructionsEntered:
    family: int
    spaces: tuple[Die, ...] = field(converter=_dice)
    kind: Literal["constructed"] = "constructed"


@frozen
class ToolBoxesEntered:
    family: int
    used: tuple[int, ...] = field(converter=_ints)
    kind: Literal["tool-boxes"] = "tool-boxes"


@frozen
class ScorecardEntered:
    family: int
    card: PaperScore | None = None
    kind: Literal["scorecard"] = "scorecard"


TableEntry = Union[SpacesEntered, ConstructionsEntered, ToolBoxesEntered,  # noqa: UP007
                   ScorecardEntered]
TABLE_ENTRY_TYPES: tuple[type, ...] = (SpacesEntered, ConstructionsEntered, ToolBoxesEntered,
                                       ScorecardEntered)
register_union(TableEntry, TABLE_ENTRY_TYPES)

OVER = 13  # TableWindow.round once the twelfth round is played: the results are entered


def _fired(values: Iterable[FiredTrigger]) -> tuple[FiredTrigger, ...]:
    return tuple(values)


def _entries(values: Iterable[TableEntry]) -> tuple[TableEntry, ...]:
    return tuple(values)


@frozen
class TableWindow:
    """round: 0 before the first round (the Game Setup's last step, the Starting Tool Count),
    1-12 the round the companion is at, OVER (13) once the game is over."""

    setup: GameSetup
    round: int = 0
    fired: tuple[FiredTrigger, ...] = field(default=(), converter=_fired)
    entries: tuple[TableEntry, ...] = field(default=(), converter=_entries)


_last: tuple[object, object, GameState | None] = (None, None, None)


def table_state(table: TableWindow) -> GameState:
    """The window's game as the program knows it: dealt (Public and Private Objectives) and
    with the envelopes of the confirmed triggers opened, their rules in force (kept for the
    last window asked about: the screens ask often)."""
    global _last
    setup, fired, state = _last
    if setup is table.setup and fired is table.fired and state is not None:
        return state
    state = new_game(table.setup)
    triggers = table.setup.window.triggers
    for f in table.fired:
        if 0 <= f.trigger < len(triggers):
            state = open_envelope(replace(state, fired_triggers=state.fired_triggers
                                          + (f.trigger,)), triggers[f.trigger].envelope)
    _last = (table.setup, table.fired, state)
    return state
