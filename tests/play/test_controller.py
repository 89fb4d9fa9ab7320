"""The play controller, without Qt: one step per player intent, one change set per step, the
turn's undo policy, and a referee that may refuse a finished turn."""

from __future__ import annotations

import pytest

from sagrada_desktop.engine import (
    Ability,
    Action,
    Color,
    Die,
    DraftDie,
    FillSpace,
    GameState,
    Stage,
    UseAbility,
    apply,
    fill_errors,
    new_game,
)
from sagrada_desktop.engine.effects import Reroll
from sagrada_desktop.engine.reasons import Deed, WrongStep
from sagrada_desktop.play import Changes, PlayController, Refused, Undo, states_through
from sagrada_desktop.wording import reasons_text
from tests.engine.fixtures import FLIP, PLUS_ONE, RED_TO_YELLOW, setup

REROLL = Ability("reroll", "Fresh Throw", Reroll())


def controller(seed: int = 1, seats: int = 2, abilities=(RED_TO_YELLOW, PLUS_ONE, FLIP, REROLL)
               ) -> PlayController:
    return PlayController(new_game(setup(seats=seats, seed=seed, abilities=abilities,
                                         start_seat=0)))


def legal_and_refused(state: GameState, die: Die):
    """For `die` drafted now: a space it may fill, and a space that refuses it with reasons."""
    drafted = apply(state, DraftDie(die))
    w = state.seats[state.active_seat].window
    cells = [(r, c) for r in range(w.rows) for c in range(w.cols) if w.space(r, c).exists]
    legal = next((rc for rc in cells if not fill_errors(drafted, *rc)), None)
    refused = next(((*rc, reasons_text(fill_errors(drafted, *rc))) for rc in cells
                    if fill_errors(drafted, *rc)), None)
    return legal, refused


def die_with_both(ctl: PlayController):
    for die in ctl.state.pool:
        legal, refused = legal_and_refused(ctl.state, die)
        if legal and refused:
            return die, legal, refused
    raise AssertionError("no pool die with both a legal and a refused space")


# --- the drop: one step ----------------------------------------------------------------------
def test_a_drop_from_the_pool_is_one_step_draft_and_fill():
    ctl = controller()
    die, (r, c), _ = die_with_both(ctl)
    start = ctl.checkpoint
    step = ctl.drop(die, r, c)
    assert step.actions == (DraftDie(die), FillSpace(r, c))
    assert ctl.actions == step.actions and step.before == start and step.after == ctl.checkpoint
    assert ctl.state.seats[0].window.die_at(r, c) == die
    assert step.changes == Changes(windows=frozenset({0}), pool=True, turn=True)
    assert step.undo is Undo.CLEAR and step.turn_ended == 0 and not step.game_over
    assert ctl.state.active_seat == 1 and ctl.state.stage is Stage.DRAFT


def test_a_refused_drop_says_the_engines_reasons_and_drafts_nothing():
    ctl = controller()
    die, _, (r, c, reasons) = die_with_both(ctl)
    start = ctl.checkpoint
    with pytest.raises(Refused) as refused:
        ctl.drop(die, r, c)
    assert str(refused.value) == "; ".join(reasons)
    assert ctl.checkpoint is start


def test_the_die_in_hand_drops_with_a_fill_alone():
    ctl = controller()
    die, (r, c), _ = die_with_both(ctl)
    ctl.play(DraftDie(die))
    step = ctl.drop(die, r, c)
    assert step.actions == (FillSpace(r, c),)
    assert step.changes.hand and step.changes.windows == frozenset({0})


def test_another_die_cannot_be_dropped_while_one_is_in_hand():
    ctl = controller()
    first, second = ctl.state.pool[:2]
    ctl.play(DraftDie(first))
    why = "cannot draft a die now: the game is at the place step"  # the engine's reason
    with pytest.raises(Refused, match=why):
        ctl.drop(second, 0, 0)
    assert ctl.drop_errors(second, 0, 0) == [why] == reasons_text(
        [WrongStep(Deed.DRAFT, Stage.PLACE)])  # worded by the wording module, in either language


def test_hovers_and_the_drop_draft_the_die_once():
    ctl = controller()
    die, (r, c), (rr, cc, reasons) = die_with_both(ctl)
    drafted = ctl.drafting_state(die)
    assert drafted is not None and ctl.drafting_state(die) is drafted
    assert ctl.drop_errors(die, rr, cc) == reasons and ctl.drop_errors(die, r, c) == []
    assert (r, c) in ctl.legal_cells(die) and (rr, cc) not in ctl.legal_cells(die)
    ctl.drop(die, r, c)
    assert ctl.state.seats[0].window.die_at(r, c) == die
    assert ctl.drafting_state(die) is None  # the die is no longer in the pool


# --- the undo policy ---------------------------------------------------------------------------
def red_die_controller() -> tuple[PlayController, Die]:
    for seed in range(1, 60):
        ctl = controller(seed)
        red = [d for d in ctl.state.pool if d.color is Color.RED and d.value <= 5]
        if red:
            return ctl, red[0]
    raise AssertionError("no seed with a red die")


@pytest.mark.parametrize(("intent", "undo", "ends_turn"), [
    ("draft", Undo.KEEP, False),
    ("ability", Undo.KEEP, False),
    ("fill", Undo.CLEAR, True),
])
def test_the_undo_policy_of_each_intent(intent: str, undo: Undo, ends_turn: bool):
    ctl, die = red_die_controller()
    if intent != "draft":
        ctl.play(DraftDie(die))
    seat = ctl.state.active_seat
    if intent == "draft":
        step = ctl.play(DraftDie(ctl.state.pool[0]))
    elif intent == "ability":
        step = ctl.play(UseAbility("plus-one"))
    else:
        step = ctl.play(FillSpace(*sorted(ctl.legal_cells())[0]))
    assert step.undo is undo
    assert step.turn_ended == (seat if ends_turn else None)


def test_a_reroll_clears_the_undo_history():
    for seed in range(1, 80):
        ctl = controller(seed)
        ctl.play(DraftDie(ctl.state.pool[0]))
        face = ctl.state.in_hand.die
        step = ctl.play(UseAbility("reroll"))
        if ctl.state.in_hand.die != face:
            assert step.undo is Undo.CLEAR and step.turn_ended is None
            return
    raise AssertionError("no re-roll showed a new face")


def test_restoring_a_checkpoint_goes_back_and_forward_with_its_log():
    ctl, die = red_die_controller()
    start = ctl.checkpoint
    drafted = ctl.play(DraftDie(die))
    plus = ctl.play(UseAbility("plus-one"))
    back = ctl.restore(plus.before)
    assert ctl.checkpoint == drafted.after and back.hand and not back.windows
    assert ctl.restore(start).pool and ctl.actions == ()
    ctl.restore(plus.after)
    assert ctl.actions == (DraftDie(die), UseAbility("plus-one"))
    assert ctl.state.in_hand is not None and ctl.state.in_hand.current.value == die.value + 1


# --- the referee ---------------------------------------------------------------------------------
class Referee:
    def __init__(self, answer: str | None) -> None:
        self.answer = answer
        self.seen: list[tuple[tuple[Action, ...], GameState]] = []

    def turn_over(self, actions: tuple[Action, ...], state: GameState) -> str | None:
        self.seen.append((actions, state))
        return self.answer


def test_the_referee_sees_each_finished_turn_whole():
    ctl = controller()
    ctl.referee = referee = Referee(None)
    die, (r, c), _ = die_with_both(ctl)
    ctl.play(DraftDie(die))
    assert referee.seen == []  # drafting does not end the turn
    step = ctl.drop(die, r, c)
    assert referee.seen == [(step.after.actions, step.after.state)]


def test_a_turn_the_referee_refuses_does_not_happen():
    ctl = controller()
    ctl.referee = Referee("the campaign did not accept the turn: no")
    die, (r, c), _ = die_with_both(ctl)
    start = ctl.checkpoint
    with pytest.raises(Refused, match="did not accept the turn: no"):
        ctl.drop(die, r, c)
    assert ctl.checkpoint is start


# --- the change set ------------------------------------------------------------------------------
def test_the_change_set_names_only_what_changed():
    ctl = controller()
    state = ctl.state
    assert not Changes.between(state, state)
    die = state.pool[0]
    drafted = apply(state, DraftDie(die))
    changes = Changes.between(state, drafted)
    assert changes.pool and changes.hand and changes.turn
    assert not changes.round_track and not changes.cathedral and not changes.scores


def test_states_through_previews_a_way_without_playing_it():
    ctl, die = red_die_controller()
    start = ctl.checkpoint
    way = [DraftDie(die), UseAbility("plus-one")]
    states = states_through(ctl.state, way)
    assert len(states) == 3 and states[0] is ctl.state
    assert states[2].in_hand is not None and states[2].in_hand.current.value == die.value + 1
    assert ctl.checkpoint is start
