"""Hard's judgement of a seat's turns: a turn played as Hard would have played it costs 0, the
same ways give the same values in every sampled game, a known blunder is found, and the
judgement is decided from what the seat saw and is the same every time."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.engine import observe
from sagrada_desktop.review.game_turns import ReviewedGame, Turn
from sagrada_desktop.review.hard_pick import hard_turn
from sagrada_desktop.review.judgement import Judging, judge_seat, judge_turn
from sagrada_desktop.review.summary import COSTLY, cost_points, summary
from sagrada_desktop.review.turn_value import sampled_values
from sagrada_desktop.saves import load_game

from .games import BLUNDER, BLUNDER_ROUND, NEWCOMER

QUICK = Judging(simulations=24, samples=12)


@pytest.fixture(scope="module")
def newcomer() -> ReviewedGame:
    return ReviewedGame.of(load_game(NEWCOMER))


def _played_as_hard(game: ReviewedGame, turn: Turn, judging: Judging) -> tuple[ReviewedGame, Turn]:
    """The game up to `turn`, then Hard's pick played instead of the turn played."""
    pick = hard_turn(observe(game.before(turn), turn.seat), turn.seat, judging.simulations,
                     judging.seed)
    log = game.actions[:turn.start] + pick
    replayed = ReviewedGame.play(game.setup, log, game.plans)
    return replayed, replayed.turns[turn.index]


def test_a_turn_played_as_hard_would_costs_nothing(newcomer: ReviewedGame) -> None:
    differing = [t for t in newcomer.seat_turns(0)[:8]
                 if not judge_turn(newcomer, t, QUICK).same]
    assert len(differing) >= 3  # the newcomer's game has turns Hard would have played otherwise
    for turn in differing[:3]:
        game, same_turn = _played_as_hard(newcomer, turn, QUICK)
        judged = judge_turn(game, same_turn, QUICK)
        assert judged.same
        assert judged.cost == 0.0 and judged.error == 0.0 and judged.samples == 0
        assert judged.played == evolve(judged.hard, actions=judged.played.actions)


def test_the_same_way_twice_is_worth_the_same_in_every_sample(newcomer: ReviewedGame) -> None:
    turn = newcomer.seat_turns(0)[5]
    seen = observe(newcomer.before(turn), 0)
    played = newcomer.turn_actions(turn)
    sampled = sampled_values(seen, 0, (played, played), 8)
    assert sampled.values[0] == sampled.values[1]
    assert sampled.gain(0, 1) == (0.0, 0.0)


def test_a_turn_judged_twice_is_judged_the_same(newcomer: ReviewedGame) -> None:
    turn = newcomer.seat_turns(0)[2]
    assert judge_turn(newcomer, turn, QUICK) == judge_turn(newcomer, turn, QUICK)


def test_a_known_blunder_is_found() -> None:
    game = ReviewedGame.of(load_game(BLUNDER))
    judged = list(judge_seat(game, 0, QUICK))
    assert len(judged) == 24
    s = summary(0, judged)
    blunder = s.biggest
    assert blunder is not None
    assert (blunder.turn.round, blunder.turn.number) == (BLUNDER_ROUND, 2)
    assert blunder.cost >= 4 * COSTLY
    assert not blunder.same and blunder.hard.die != blunder.played.die
    assert blunder in s.costly and s.points >= blunder.cost
    assert all(cost_points(j) == (j in s.costly) for j in judged)
    assert s.points == pytest.approx(sum(j.cost for j in s.costly))


def test_the_judgement_is_decided_from_what_the_seat_saw(newcomer: ReviewedGame) -> None:
    """The other seat's Private Objective and the bag's future changed: the same judgement."""
    turn = next(t for t in newcomer.seat_turns(0)[3:] if not judge_turn(newcomer, t, QUICK).same)
    before = newcomer.before(turn)
    other = before.setup.window.private_objectives
    hidden = evolve(before.seats[1], private_objective=next(
        p for p in other if p not in (before.seats[0].private_objective,
                                       before.seats[1].private_objective)))
    changed = evolve(before, seats=(before.seats[0], hidden), rng=before.rng ^ 0x5DEECE66D)
    assert observe(changed, 0) == observe(before, 0)
    states = newcomer.states[:turn.start] + (changed,) + newcomer.states[turn.start + 1:]
    altered = evolve(newcomer, states=states)
    first, second = judge_turn(newcomer, turn, QUICK), judge_turn(altered, turn, QUICK)
    assert (first.hard, first.cost, first.reason) == (second.hard, second.cost, second.reason)


def test_only_drafting_turns_are_judged(newcomer: ReviewedGame) -> None:
    construction = evolve(newcomer.seat_turns(0)[0], kind="construct")
    with pytest.raises(ValueError, match="only drafting turns"):
        judge_turn(newcomer, construction, QUICK)


def test_judging_stops_when_asked(newcomer: ReviewedGame) -> None:
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 2

    assert len(list(judge_seat(newcomer, 0, QUICK, stop=stop))) == 2
