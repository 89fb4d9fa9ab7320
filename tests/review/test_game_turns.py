"""Stepping through a saved game: the review's states are the log's, replayed, at every step;
the turns cover the log; each moment shows the reviewing seat only what it could see."""

from __future__ import annotations

import pytest

from sagrada_desktop.engine import DraftDie, Stage, observe
from sagrada_desktop.review.game_turns import TURN_ENDS, ReviewedGame
from sagrada_desktop.review.moment_scores import moment_scores
from sagrada_desktop.saves import load_game, replay

from .games import BLUNDER, NEWCOMER


@pytest.fixture(scope="module")
def game() -> ReviewedGame:
    return ReviewedGame.of(load_game(NEWCOMER))


def test_every_state_is_the_log_replayed_to_that_step(game: ReviewedGame) -> None:
    for step in range(len(game.actions) + 1):
        assert game.states[step] == replay(game.setup, game.actions[:step]), step


def test_every_moment_is_the_state_replayed_to_its_step(game: ReviewedGame) -> None:
    for moment in game.moments:
        assert game.state_at(moment) == replay(game.setup, game.actions[:moment.step])


def test_the_turns_cover_the_log_each_ending_a_turn(game: ReviewedGame) -> None:
    assert game.turns[0].start == 0 and game.turns[-1].end == len(game.actions)
    for before, after in zip(game.turns, game.turns[1:], strict=False):
        assert before.end == after.start
    for turn in game.turns:
        actions = game.turn_actions(turn)
        assert isinstance(actions[-1], TURN_ENDS)
        assert not any(isinstance(a, TURN_ENDS) for a in actions[:-1])
        assert game.before(turn).active_seat == turn.seat
        if turn.kind == "draft":
            assert isinstance(actions[0], DraftDie)
            assert game.before(turn).stage is Stage.DRAFT


def test_a_two_seat_game_has_twenty_four_turns_a_seat(game: ReviewedGame) -> None:
    assert [len(game.seat_turns(s)) for s in (0, 1)] == [24, 24]
    # a construction at a round's end when a leftover die sits on its lowest open space
    assert sum(t.kind == "construct" for t in game.turns) <= 12
    assert len(game.moments) == len(game.turns) + 1
    assert [r for r, _ in game.round_starts()] == list(range(1, 13))
    first = game.seat_turns(0)[0]
    assert (first.round, first.number) in ((1, 1), (1, 2))


def test_the_seat_sees_its_observation_until_the_end(game: ReviewedGame) -> None:
    last = game.moments[-1]
    for moment in game.moments[:-1]:
        state = game.state_at(moment)
        assert not state.is_over
        assert game.seen_by(moment, 0) == observe(state, 0)
    assert game.seen_by(last, 0) == game.state_at(last)


def test_another_seats_private_objective_is_hidden_until_the_end(game: ReviewedGame) -> None:
    real = game.states[-1].seats[1].private_objective
    stand_in = game.setup.window.private_objectives[0]
    assert real != stand_in  # in this game the stand-in cannot be taken for it
    for moment in game.moments[:-1]:
        assert game.seen_by(moment, 0).seats[1].private_objective == stand_in
    assert game.seen_by(game.moments[-1], 0).seats[1].private_objective == real


def test_the_scores_of_a_moment_leave_out_what_the_seat_could_not_see(
        game: ReviewedGame) -> None:
    middle = game.moments[len(game.moments) // 2]
    own, other = moment_scores(game.state_at(middle), 0)
    assert own.private is not None and other.private is None and other.place is None
    assert other.total == sum(other.public) + other.tools + other.broken_empty + \
        other.extra + other.starting_tools
    assert own.total == sum(own.public) + own.private + own.tools + own.broken_empty + \
        own.extra + own.starting_tools
    end = moment_scores(game.states[-1], 0)
    assert all(s.private is not None and s.place is not None for s in end)


def test_the_game_must_lead_to_the_saved_state() -> None:
    loaded = load_game(BLUNDER)
    other = load_game(NEWCOMER)
    from attrs import evolve

    with pytest.raises(ValueError, match="does not lead"):
        ReviewedGame.of(evolve(loaded, state=other.state))
