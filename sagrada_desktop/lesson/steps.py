"""The kinds of lesson step: what one step points at, when it can be taught, what completes
it and which moves it asks for. The script (script.py) is a list of them; progress.py follows
a game through it.

Every step reads the engine's state only, so a lesson left half-way goes on from its game
alone and the step on show. A step's goal may be measured from where the game stood when the
step first came up (its `baseline`, kept with the lesson).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from attrs import frozen

from ..engine import Action, Die, DraftDie, FillSpace, GameState, Stage, Window
from .setup import PERSON
from .situations import (
    Space,
    Way,
    after,
    dice_placed,
    first_way,
    person_turn,
    placed_where,
    refused_beside,
    spaces,
)


class Advance(Enum):
    """How a step gives way to the next."""

    GOAL = "goal"  # as soon as its goal is met (a step met when it comes up waits for Next)
    NEXT = "next"  # when the person presses Next, which is offered once its goal is met


@frozen
class Mark:
    """A part of the screen a step points at: a widget by its object name, and on it, when it
    is a window or the Cathedral Board, the spaces or dice it speaks of; on the scoring table,
    a row (a ScoreCard field, or "public" with its index); on the hand panel, the button of an
    ability or tool use."""

    widget: str
    spaces: tuple[Space, ...] = ()
    dice: tuple[Die, ...] = ()
    row: str = ""
    public: int = -1
    effect: Action | None = None  # on the hand panel: the button of this ability or tool use
    refused: tuple[Space, ...] = ()  # on a window: spaces the rules refuse, crossed out


@frozen
class Refusal:
    """Why the lesson refuses a move the rules allow: what the step asks for instead (worded
    by the screen, ui/lesson/lesson_words.py, by `kind`)."""

    kind: str
    die: Die | None = None
    space: Space | None = None
    other: Die | None = None


# the widgets the steps point at, by object name (set on the game and score screens' parts)
BOARD, WINDOW, TURN_ORDER = "cathedralBoard", "activeWindow", "turnOrder"
ROUND_TRACK, TOOLS, HAND = "roundTrack", "windowTools", "handPanel"
GIVE_UP, OBJECTIVES = "giveUpDie", "objectivesPanel"
SCORE_TABLE, FINISHED = "scoreTable", f"finishedWindow{PERSON}"


class LessonStep:
    """A step that is read: on show until Next. Subclasses wait for a move."""

    advance = Advance.NEXT
    when = False     # taught when its moment comes, before the step in order
    in_game = True   # False: taught on the scoring table
    moot_after = ""  # not taught once this step is done or skipped

    def __init__(self, id: str, widget: str) -> None:
        self.id = id
        self.widget = widget

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.id!r})"

    def ready(self, s: GameState) -> bool:
        """Whether the step can be taught now (else the screen says what it waits for)."""
        return not s.is_over if self.in_game else s.is_over

    def baseline(self, s: GameState) -> int:
        return 0

    def met(self, s: GameState, baseline: int) -> bool:
        return True

    def marks(self, s: GameState) -> tuple[Mark, ...]:
        return (Mark(self.widget),)

    def way(self, s: GameState) -> Way | None:
        """The way through the turn the step suggests (named in its words, marked)."""
        return None

    def refusal(self, s: GameState, action: Action) -> Refusal | None:
        """Why the step refuses `action` now (only asked while the step is ready)."""
        return None


class Waits(LessonStep):
    """Read, then Next once the game has reached what the step speaks of."""

    def __init__(self, id: str, widget: str, reached: Callable[[GameState], bool]) -> None:
        super().__init__(id, widget)
        self._reached = reached

    def met(self, s: GameState, baseline: int) -> bool:
        return self._reached(s)


class Move(LessonStep):
    """Ends when the person has done what it asks (from `baseline`)."""

    advance = Advance.GOAL

    def ready(self, s: GameState) -> bool:
        return person_turn(s)


class PlaceDie(Move):
    """A die placed on the person's window (counted from the baseline, or at least `least`)."""

    def __init__(self, id: str, widget: str, least: int = 0) -> None:
        super().__init__(id, widget)
        self.least = least

    def baseline(self, s: GameState) -> int:
        return dice_placed(s)

    def met(self, s: GameState, baseline: int) -> bool:
        placed = dice_placed(s)
        return placed >= self.least if self.least else placed > baseline


class FillWanted(Move):
    """A die placed on a space of a kind (printed, a star, beside a die): the step asks for
    a die that can go there and for that space, while the dice allow it."""

    def __init__(self, id: str, widget: str, wanted: Callable[[Window, int, int], bool],
                 *, show_refused: bool = False) -> None:
        super().__init__(id, widget)
        self.wanted = wanted
        self.show_refused = show_refused  # cross out the spaces the neighbour rule refuses

    def ready(self, s: GameState) -> bool:
        return person_turn(s) and first_way(s, self.wanted) is not None

    def baseline(self, s: GameState) -> int:
        return placed_where(s, self.wanted)

    def met(self, s: GameState, baseline: int) -> bool:
        return placed_where(s, self.wanted) > baseline

    def way(self, s: GameState) -> Way | None:
        return first_way(s, self.wanted)

    def marks(self, s: GameState) -> tuple[Mark, ...]:
        way = self.way(s)
        if way is None:
            return (Mark(self.widget),)
        held = s if s.stage is Stage.PLACE else after(s, DraftDie(way.die))
        where = tuple(spaces(held, self.wanted)) if held is not None else (way.space,)
        crossed = tuple(refused_beside(held)) if held is not None and self.show_refused else ()
        window = Mark(self.widget, spaces=where, refused=crossed)
        if s.stage is Stage.DRAFT:
            return Mark(BOARD, dice=(way.die,)), window
        return (window,)

    def refusal(self, s: GameState, action: Action) -> Refusal | None:
        way = self.way(s)
        if way is None or after(s, action) is None:  # not this step's now, or the rules refuse
            return None
        if isinstance(action, DraftDie):
            held = after(s, action)
            if held is not None and not spaces(held, self.wanted):
                return Refusal(self.id, die=way.die, space=way.space)
        elif isinstance(action, FillSpace) and s.stage is Stage.PLACE:
            if (action.row, action.col) not in spaces(s, self.wanted):
                return Refusal(self.id, die=way.die, space=way.space)
        return None
