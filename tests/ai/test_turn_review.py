"""Hard's judgement of given turns (ai/turn_review.py), the API a game review builds on."""

from __future__ import annotations

import pytest

from sagrada_desktop.ai.turn_review import candidate_turns, chosen_turn, judge_turns
from sagrada_desktop.engine import DraftDie, FillSpace, IllegalAction, apply, legal_actions
from tests.ai.test_fair_play import _hidden_changed, _midgame


def _worst_turn(state, turns):  # type: ignore[no-untyped-def]
    """A legal turn of the same die as Hard's favourite, filling the space it judges worst."""
    draft = turns[0][0]
    after = apply(state, draft)
    fills = [a for a in legal_actions(after) if isinstance(a, FillSpace)]
    from sagrada_desktop.ai.heuristic import WindowJudge

    judge = WindowJudge(after, after.active_seat)
    worst = min(fills, key=lambda f: judge.value_after_fill(f.row, f.col, after.in_hand.current))
    return (draft, worst)


def test_hards_candidates_are_judged_and_a_bad_turn_is_found_worse() -> None:
    state = _midgame(seats=2, seed=8)
    turns = candidate_turns(state)
    assert turns and all(isinstance(t[0], DraftDie) for t in turns)
    bad = _worst_turn(state, turns)
    judged = judge_turns(state, [turns[0], bad], samples=12, seed=3)
    favourite, worse = judged
    assert favourite.gain == 0.0 and favourite.error == 0.0 and favourite.samples == 12
    assert worse.samples == 12 and worse.error > 0
    assert worse.judged < favourite.judged
    assert worse.gain < 0
    # the same state, turns, samples and seed: the same judgement
    assert judge_turns(state, [turns[0], bad], samples=12, seed=3) == judged


def test_the_judgement_sees_only_the_seats_observation() -> None:
    state = _midgame(seats=2, seed=8)
    turns = candidate_turns(state)[:3]
    other = _hidden_changed(state, state.active_seat)
    assert candidate_turns(other)[:3] == turns
    assert judge_turns(other, turns, samples=6, seed=1) == judge_turns(state, turns, samples=6,
                                                                        seed=1)


def test_a_turn_the_rules_do_not_allow_is_refused() -> None:
    state = _midgame(seats=2, seed=8)
    turns = candidate_turns(state)
    taken = turns[0][0]
    missing = next(d for d in (DraftDie(type(taken.die)(taken.die.color, v)) for v in range(1, 7))
                   if d.die not in state.pool)
    with pytest.raises(IllegalAction):
        judge_turns(state, [turns[0], (missing,)], samples=2)


def test_hards_own_pick_costs_nothing_against_itself() -> None:
    state = _midgame(seats=2, seed=8)
    pick = chosen_turn(state, samples=8, seed=2)
    assert pick in candidate_turns(state)
    assert chosen_turn(state, samples=8, seed=2) == pick
    same = judge_turns(state, [pick, pick], samples=5, seed=4)
    assert same[1].gain == 0.0 and same[1].judged == same[0].judged
