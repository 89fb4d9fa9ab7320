"""The lesson, step by step, in the order a first game brings them (their words:
ui/lesson/lesson_words.py).

In order: the window; taking a die from the Cathedral Board; the first die anywhere; the
snake draft and the Start Player; adjacency; the objectives; the same colour or value never
sharing an edge; printed colour and value spaces; stars; what a broken window costs; an
ability, chained with a flip by a window tool, and the tool's point boxes; then the game
played on to the end, and the score added up step by step on the scoring table. When their
moment comes, whatever step is on show: Cathedral Construction at the end of a round (and,
on the round's last turn before it, leaving a die for it), the Round Track, and giving up a
die that fits nowhere.
"""

from __future__ import annotations

from ..engine import (
    Action,
    DraftDie,
    FillSpace,
    GameState,
    Stage,
    UseAbility,
    UseWindowTool,
    final_scores,
)
from ..engine.objectives import score_objective, score_private
from .setup import ABILITY_ID, PERSON, flip_tool
from .situations import (
    Way,
    ability_used,
    after,
    beside_a_die,
    chained,
    counted_spaces,
    dice_placed,
    empty_or_broken,
    every_die_fits_nowhere,
    fits_nowhere,
    flipped,
    flips_used,
    leaving_to_build,
    person_turn,
    person_window,
    printed,
    spaces,
    starred,
    to_construct,
)
from .steps import (
    BOARD,
    FINISHED,
    GIVE_UP,
    HAND,
    OBJECTIVES,
    ROUND_TRACK,
    SCORE_TABLE,
    TOOLS,
    TURN_ORDER,
    WINDOW,
    FillWanted,
    LessonStep,
    Mark,
    Move,
    PlaceDie,
    Refusal,
    Waits,
)


class TakeDie(Move):
    def met(self, s: GameState, baseline: int) -> bool:
        holding = s.in_hand is not None and s.active_seat == PERSON
        return holding or dice_placed(s) > 0


def _back_to_you(s: GameState) -> bool:
    """The computer has taken its two turns of the snake: the person's turn again."""
    return s.round > 1 or s.is_over or (person_turn(s) and dice_placed(s) > 0)


class UseAbilityStep(Move):
    """Sea Glass on a blue or green die that the Grinding Stone's flip then makes fit."""

    def ready(self, s: GameState) -> bool:
        return chained(s) is not None

    def met(self, s: GameState, baseline: int) -> bool:
        return s.active_seat == PERSON and ability_used(s)

    def way(self, s: GameState) -> Way | None:
        return chained(s)

    def marks(self, s: GameState) -> tuple[Mark, ...]:
        way = chained(s)
        if way is not None and s.stage is Stage.DRAFT:
            return (Mark(BOARD, dice=(way.die,)),)
        return (Mark(HAND, effect=UseAbility(ABILITY_ID) if way is not None else None),)

    def refusal(self, s: GameState, action: Action) -> Refusal | None:
        way = chained(s)
        if way is None or after(s, action) is None:
            return None
        if isinstance(action, DraftDie):
            held = after(s, action)
            if held is None or chained(held) is None:
                return Refusal(self.id, die=way.die)
        elif s.stage is Stage.PLACE and action != UseAbility(ABILITY_ID):
            return Refusal("ability-first", die=way.die)
        return None


class ChainFlip(Move):
    """The die as Sea Glass left it, flipped by the window tool (a point box filled)."""

    def ready(self, s: GameState) -> bool:
        if not person_turn(s) or s.stage is not Stage.PLACE:
            return False
        flip = flipped(s)
        return flip is not None and bool(spaces(flip))

    def baseline(self, s: GameState) -> int:
        return flips_used(s)

    def met(self, s: GameState, baseline: int) -> bool:
        return flips_used(s) > baseline

    def way(self, s: GameState) -> Way | None:
        flip = flipped(s) if self.ready(s) else None
        if flip is None or s.in_hand is None:
            return None
        return Way(s.in_hand.die, (UseWindowTool(flip_tool(s.setup.window)),), spaces(flip)[0])

    def marks(self, s: GameState) -> tuple[Mark, ...]:
        flip = UseWindowTool(flip_tool(s.setup.window)) if self.ready(s) else None
        return Mark(HAND, effect=flip), Mark(TOOLS)

    def refusal(self, s: GameState, action: Action) -> Refusal | None:
        flip = UseWindowTool(flip_tool(s.setup.window))
        if isinstance(action, FillSpace) or (
                isinstance(action, UseAbility | UseWindowTool) and action != flip
                and action != UseAbility(ABILITY_ID)):
            return Refusal(self.id) if after(s, action) is not None else None
        return None


class LeaveForCathedral(Move):
    """The round's last turn: take a die that leaves one Cathedral Construction can use."""

    when = True
    moot_after = "cathedral_build"

    def ready(self, s: GameState) -> bool:
        return bool(leaving_to_build(s))

    def met(self, s: GameState, baseline: int) -> bool:
        return not self.ready(s)

    def marks(self, s: GameState) -> tuple[Mark, ...]:
        take = leaving_to_build(s)
        if not take:
            return (Mark(BOARD),)
        left = tuple(d for d in s.pool if d not in take)
        return Mark(BOARD, dice=(take[0],)), Mark(BOARD, dice=left)

    def refusal(self, s: GameState, action: Action) -> Refusal | None:
        take = leaving_to_build(s)
        if isinstance(action, DraftDie) and take and action.die not in take:
            left = next(d for d in s.pool if d not in take)
            return Refusal(self.id, die=take[0], other=left)
        return None


class Construct(Move):
    when = True

    def ready(self, s: GameState) -> bool:
        return bool(to_construct(s))

    def baseline(self, s: GameState) -> int:
        return len(s.seats[PERSON].constructed)

    def met(self, s: GameState, baseline: int) -> bool:
        return len(s.seats[PERSON].constructed) > baseline

    def marks(self, s: GameState) -> tuple[Mark, ...]:
        return (Mark(BOARD, dice=tuple(to_construct(s))),)


class GiveUp(Move):
    """A die that fits nowhere, even with the ability and the tools: given up."""

    when = True

    def ready(self, s: GameState) -> bool:
        if not person_turn(s):
            return False
        if s.stage is Stage.PLACE:
            return fits_nowhere(s)
        return every_die_fits_nowhere(s)

    def baseline(self, s: GameState) -> int:
        return s.seats[PERSON].lost_dice

    def met(self, s: GameState, baseline: int) -> bool:
        return s.seats[PERSON].lost_dice > baseline

    def marks(self, s: GameState) -> tuple[Mark, ...]:
        return (Mark(GIVE_UP if s.stage is Stage.PLACE else BOARD),)


class RoundTrack(LessonStep):
    when = True

    def ready(self, s: GameState) -> bool:
        return not s.is_over and s.round > 1

    def marks(self, s: GameState) -> tuple[Mark, ...]:
        """The track, and on it the slot of the round just over."""
        return (Mark(ROUND_TRACK, spaces=((s.round - 2, 0),) if s.round > 1 else ()),)


class Scoring(LessonStep):
    """A scoring step on the scoring table, and on the person's finished window the spaces
    it counts."""

    in_game = False

    def __init__(self, id: str, row: str, public: int = -1) -> None:
        super().__init__(id, SCORE_TABLE)
        self.row, self.public = row, public

    def marks(self, s: GameState) -> tuple[Mark, ...]:
        table = Mark(SCORE_TABLE, row=self.row, public=self.public)
        where = tuple(self.counted(s)) if s.is_over else ()
        return (table, Mark(FINISHED, spaces=where)) if where else (table,)

    def counted(self, s: GameState) -> list[tuple[int, int]]:
        w = person_window(s)
        if self.public >= 0:
            oid = s.objectives[self.public]
            return counted_spaces(w, lambda x: score_objective(oid, [x])[0])
        if self.row == "private":
            objective = s.seats[PERSON].private_objective
            return counted_spaces(w, lambda x: score_private(objective, x))
        if self.row == "broken_empty":
            return empty_or_broken(w)
        return []

    def points(self, s: GameState) -> int:
        card = next(c for c in final_scores(s) if c.seat == PERSON)
        return card.public[self.public] if self.public >= 0 else int(getattr(card, self.row))


SCRIPT: tuple[LessonStep, ...] = (
    LessonStep("welcome", WINDOW),
    TakeDie("take_die", BOARD),
    PlaceDie("first_die", WINDOW, least=1),
    Waits("snake_draft", TURN_ORDER, _back_to_you),
    PlaceDie("adjacency", WINDOW),
    LessonStep("objectives", OBJECTIVES),
    FillWanted("same_neighbour", WINDOW, beside_a_die, show_refused=True),
    FillWanted("printed", WINDOW, printed),
    FillWanted("stars", WINDOW, starred),
    LessonStep("broken", WINDOW),
    UseAbilityStep("ability", HAND),
    ChainFlip("chain_flip", HAND),
    PlaceDie("point_boxes", TOOLS),
    Waits("play_on", WINDOW, lambda s: s.is_over),
    # when their moment comes
    LeaveForCathedral("cathedral_plan", BOARD),
    Construct("cathedral_build", BOARD),
    RoundTrack("round_track", ROUND_TRACK),
    GiveUp("give_up", GIVE_UP),
    # on the scoring table
    Scoring("score_public_a", "public", 0),
    Scoring("score_public_b", "public", 1),
    Scoring("score_public_c", "public", 2),
    Scoring("score_private", "private"),
    Scoring("score_tools", "tools"),
    Scoring("score_empty", "broken_empty"),
    Scoring("score_extra", "extra"),
    Scoring("score_total", "total"),
)

STEP_IDS = tuple(step.id for step in SCRIPT)


def step(step_id: str) -> LessonStep:
    return next(s for s in SCRIPT if s.id == step_id)
