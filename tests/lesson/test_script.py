"""The lesson's script against the engine: on its seed every lesson comes up when the person
follows it, each step is met by what the rulebook says it teaches, a move the step does not
ask for is refused with the lesson's reason while the rules' own refusals stay the engine's,
and skipped steps never stop the lesson from reaching the scoring table."""

from __future__ import annotations

from attrs import evolve

from sagrada_desktop.engine import (
    Color,
    Die,
    DraftDie,
    FillSpace,
    LoseDie,
    Stage,
    UseAbility,
    UseWindowTool,
    apply,
    final_scores,
    legal_actions,
    new_game,
    parse_window,
)
from sagrada_desktop.engine.objectives import score_objective
from sagrada_desktop.lesson import situations as at
from sagrada_desktop.lesson.progress import Lesson
from sagrada_desktop.lesson.rehearsal import Rehearsal, computer, person_move, rehearse
from sagrada_desktop.lesson.script import SCRIPT, STEP_IDS, step
from sagrada_desktop.lesson.setup import (
    ABILITY_ID,
    LESSON_SEED,
    PERSON,
    PUBLIC_OBJECTIVES,
    flip_tool,
    lesson_setup,
)
from sagrada_desktop.lesson.steps import (
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
)
from sagrada_desktop.saves import replay

WIDGETS = {BOARD, WINDOW, TURN_ORDER, ROUND_TRACK, TOOLS, HAND, GIVE_UP, OBJECTIVES,
           SCORE_TABLE, FINISHED}


def test_every_lesson_comes_up_on_the_lessons_seed(rehearsal: Rehearsal) -> None:
    closed = rehearsal.lesson.progress.closed
    shown = [m.step for m in rehearsal.shown]
    expected = [s.id for s in SCRIPT if s.moot_after not in closed]
    assert rehearsal.missed == []
    assert set(expected) <= set(shown), set(expected) - set(shown)
    assert rehearsal.lesson.finished and rehearsal.lesson.progress.skipped == ()
    assert rehearsal.state.is_over


def test_the_lessons_come_in_the_order_of_a_first_game(rehearsal: Rehearsal) -> None:
    first = {}
    for m in rehearsal.shown:
        first.setdefault(m.step, (m.round, m.turn))
    # the turn's lessons are over by round 3; Cathedral Construction comes in round 1
    assert first["point_boxes"][0] <= 3
    assert first["cathedral_build"] == (1, 3)
    assert first["round_track"] == (2, 0)
    order = [m.step for m in rehearsal.shown if m.step in ("take_die", "first_die",
                                                            "snake_draft", "adjacency")]
    assert order == ["take_die", "first_die", "snake_draft", "adjacency"]


def test_the_lesson_game_is_window_1_against_an_easy_computer(content) -> None:
    setup = lesson_setup(content, "Apprentice", "Rival")
    assert setup.window.id == "w01" and setup.seed == LESSON_SEED
    assert [a.id for a in setup.seats[PERSON].abilities] == [ABILITY_ID]
    assert setup.seats[1].abilities == () and setup.start_seat == PERSON
    s = new_game(setup)
    assert s.objectives == PUBLIC_OBJECTIVES
    assert len(s.pool) == 5  # 2 dice per player and 1 more
    tool = setup.window.tools[flip_tool(setup.window)]
    assert tool.name == "Grinding Stone"


def test_the_game_played_is_a_game_the_rules_replay(rehearsal: Rehearsal) -> None:
    assert replay(rehearsal.state.setup, rehearsal.actions) == rehearsal.state
    mine = next(c for c in final_scores(rehearsal.state) if c.seat == PERSON)
    assert min(mine.public) > 0 and mine.private > 0  # each scoring step has dice to show


def test_every_step_points_at_a_part_of_the_screen_by_name(rehearsal: Rehearsal) -> None:
    assert len(set(STEP_IDS)) == len(STEP_IDS)
    for m in rehearsal.shown:
        s = replay(rehearsal.state.setup, rehearsal.actions[:m.played])
        marks = step(m.step).marks(s)
        assert marks and {mark.widget for mark in marks} <= WIDGETS, m.step


def _at_step(rehearsal: Rehearsal, step_id: str):
    m = next(m for m in rehearsal.shown if m.step == step_id)
    s = replay(rehearsal.state.setup, rehearsal.actions[:m.played])
    return s, Lesson(m.progress)


def test_a_move_the_step_does_not_ask_for_is_refused_with_its_reason(
        rehearsal: Rehearsal) -> None:
    s, lesson = _at_step(rehearsal, "printed")
    while not at.person_turn(s):  # the step comes up on the computer's turn: play on to ours
        s = apply(s, computer(s.setup)(s))
    assert lesson.current(s).id == "printed" and lesson.current(s).ready(s)
    way = lesson.current(s).way(s)
    assert way is not None and at.person_window(s).space(*way.space).is_restricted
    wrong = [d for d, held in at.in_hand_ways(s) if at.spaces(held) and not at.spaces(
        held, at.printed)]
    assert wrong, "a die the rules allow but the lesson does not"
    why = lesson.refusal(s, DraftDie(wrong[0]))
    assert why is not None and why.kind == "printed" and why.die == way.die
    assert lesson.refusal(s, DraftDie(way.die)) is None
    held = apply(s, DraftDie(way.die))
    plain = [sp for sp in at.spaces(held) if sp not in at.spaces(held, at.printed)]
    if plain:
        assert lesson.refusal(held, FillSpace(*plain[0])).kind == "printed"
    assert lesson.refusal(held, FillSpace(*way.space)) is None
    # a move the rules refuse is the engine's to refuse, with the engine's reason
    w = at.person_window(held)
    illegal = next((r, c) for r in range(w.rows) for c in range(w.cols)
                   if (r, c) not in at.spaces(held))
    assert lesson.refusal(held, FillSpace(*illegal)) is None
    assert FillSpace(*illegal) not in legal_actions(held)


def test_the_ability_comes_before_the_fill_and_the_flip_chains_on_it(
        rehearsal: Rehearsal) -> None:
    s, lesson = _at_step(rehearsal, "chain_flip")
    assert at.ability_used(s) and s.stage is Stage.PLACE
    assert lesson.refusal(s, FillSpace(*at.spaces(s)[0])).kind == "chain_flip"
    flip = UseWindowTool(flip_tool(s.setup.window))
    assert lesson.refusal(s, flip) is None
    before = s.in_hand.current
    after = apply(s, flip)
    # the flip works on the die as Sea Glass left it: its colour kept, its value turned over
    assert after.in_hand.current == Die(before.color, 7 - before.value)
    assert after.in_hand.current.color != after.in_hand.die.color  # Sea Glass's colour kept
    assert after.seats[PERSON].tool_boxes_used[flip.tool] == 1  # its first point box
    s, lesson = _at_step(rehearsal, "ability")
    while not (at.person_turn(s) and lesson.current(s).ready(s)):
        s = apply(s, computer(s.setup)(s) if s.active_seat != PERSON else person_move(s, lesson))
        lesson.observe(s)
    way = lesson.current(s).way(s)
    held = apply(s, DraftDie(way.die))
    assert lesson.refusal(held, FillSpace(*at.spaces(held)[0])).kind == "ability-first"
    assert lesson.refusal(held, UseAbility(ABILITY_ID)) is None


def test_skipped_steps_leave_the_lesson_going_to_the_scoring_table(content) -> None:
    skipped = ("take_die", "printed", "ability", "round_track")
    r = rehearse(content, skip=skipped)
    assert set(skipped) <= set(r.lesson.progress.skipped)
    assert r.lesson.finished and r.state.is_over


def test_a_die_is_given_up_only_when_nothing_places_it(content) -> None:
    """The rulebook: "If you're unable to fill a space with the die you selected (even after
    using abilities), do not return the die to the Cathedral Board"."""
    setup = lesson_setup(content, "A", "B")
    s = new_game(setup)
    # a window with one space left, printed green: a purple die fits it as it is nowhere
    # and Sea Glass cannot make purple green; a blue die can be Sea Glass'd into green
    full = parse_window(
        ".=R1 4=Y4 .=G1 R=R3 .=B1 .=P2\n"
        "Y=Y2 .=P5 *=R4 .=B6 2=G2 .=Y3\n"
        ".=P3 .=G6 B=B5 .=Y1 M1=P4 G\n"
        ".=G4 5=R5 .=P6 *=R2 .=Y5 .=B3")
    seats = list(s.seats)
    seats[PERSON] = evolve(seats[PERSON], window=full)
    s = evolve(s, seats=tuple(seats), pool=(Die(Color.PURPLE, 1), Die(Color.BLUE, 6)))
    purple = apply(s, DraftDie(Die(Color.PURPLE, 1)))
    blue = apply(s, DraftDie(Die(Color.BLUE, 6)))
    assert at.fits_nowhere(purple) and LoseDie() in legal_actions(purple)
    assert not at.fits_nowhere(blue)  # Sea Glass makes it green
    assert not at.every_die_fits_nowhere(s)
    assert step("give_up").ready(purple) and not step("give_up").ready(blue)


def test_counted_spaces_are_the_dice_a_scoring_step_counts() -> None:
    w = parse_window(
        ".=R1 .=Y2 . . . .\n"
        ".=G2 .=B3 . . . .\n"
        ".=P1 .=R4 . . . .\n"
        ".=Y4 .=R6 . . . .")
    column_variety = at.counted_spaces(w, lambda x: score_objective("column-shade-variety",
                                                                    [x])[0])
    assert column_variety == [(0, 1), (1, 1), (2, 1), (3, 1)]  # column 0 repeats its 1
    assert at.empty_or_broken(w)[0] == (0, 2) and len(at.empty_or_broken(w)) == 16


def test_the_last_turn_of_a_round_leaves_a_die_to_build(content) -> None:
    """The rulebook: the last player "will construct that space" when a die left on the
    Cathedral Board is on the lowest unconstructed space of its colour."""
    s = new_game(lesson_setup(content, "A", "B"))
    last = evolve(s, turn=3, pool=(Die(Color.RED, 1), Die(Color.GREEN, 4)))
    assert at.last_turn_of_round(last) and at.person_turn(last)
    assert at.leaving_to_build(last) == [Die(Color.GREEN, 4)]  # leaves the red 1 to build
    lesson = Lesson()
    lesson.observe(last)
    assert lesson.current(last).id == "cathedral_plan"
    why = lesson.refusal(last, DraftDie(Die(Color.RED, 1)))
    assert why is not None and why.other == Die(Color.RED, 1) and why.die == Die(Color.GREEN, 4)
