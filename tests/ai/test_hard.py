"""Hard's search: how far its sampled games are played."""

from __future__ import annotations

from typing import Any

from sagrada_desktop.ai import GreedyPlayer
from sagrada_desktop.ai.hard import HardPlayer
from sagrada_desktop.ai.player import ComputerPlayer
from sagrada_desktop.engine import Action, GameState, Stage, apply, legal_actions, new_game
from tests.engine.fixtures import setup


class _Watched:
    """The playout player, noting the rounds it plays."""

    def __init__(self, inner: ComputerPlayer) -> None:
        self.inner = inner
        self.rounds: set[int] = set()

    def choose(self, state: GameState) -> Action:
        self.rounds.add(state.round)
        return self.inner.choose(state)


def _last_draft_of_round_1() -> GameState:
    state = new_game(setup(2, seed=11))
    players = [GreedyPlayer(1), GreedyPlayer(2)]
    while not (state.stage is Stage.DRAFT and state.turn == 3):
        state = apply(state, players[state.active_seat].choose(state))
    assert state.round == 1
    return state


def _rounds_played(ahead: int) -> set[int]:
    hard = HardPlayer(3, simulations=6, budget_ms=1e9, ahead=ahead)
    watched = _Watched(hard._playout)
    hard._playout = watched  # type: ignore[assignment]
    hard.choose(_last_draft_of_round_1())
    return watched.rounds


def test_a_late_turn_is_played_on_into_the_next_round() -> None:
    # the round's last turn: the sampled games go on into round 2 for 3 more turns
    assert _rounds_played(3) == {1, 2}
    # without that, nothing follows the turn but the round's end
    assert _rounds_played(0) <= {1}



def _first_draft() -> GameState:
    state = new_game(setup(2, seed=5))
    assert state.stage is Stage.DRAFT
    return state


def _searches(hard: HardPlayer) -> list[GameState]:
    """Notes the observations the player searches from."""
    searched: list[GameState] = []
    search = hard._search

    def watched(seen: GameState, *rest: Any) -> tuple[Action, ...]:
        searched.append(seen)
        return search(seen, *rest)

    hard._search = watched  # type: ignore[method-assign, assignment]
    return searched


def test_the_placing_steps_follow_the_turn_chosen_at_the_draft() -> None:
    hard = HardPlayer(3, simulations=12, budget_ms=1e9)
    searched = _searches(hard)
    state = _first_draft()
    seat = state.active_seat
    state = apply(state, hard.choose(state))
    assert len(searched) == 1  # the draft: whole turns tried out
    while state.stage is Stage.PLACE and state.active_seat == seat:
        state = apply(state, hard.choose(state))
    assert len(searched) == 1  # the placing steps followed the plan, no new search
    assert state.seats[seat].window.empty_count == _first_draft().seats[seat].window.empty_count - 1


def test_a_placing_step_without_a_plan_is_searched() -> None:
    # a game loaded at its placing step: no plan of the player that drafted to follow
    state = _first_draft()
    state = apply(state, HardPlayer(3, simulations=12, budget_ms=1e9).choose(state))
    fresh = HardPlayer(3, simulations=12, budget_ms=1e9)
    searched = _searches(fresh)
    assert fresh.choose(state) in legal_actions(state)
    assert len(searched) == 1


def test_with_no_time_left_the_favourite_is_played_without_sampling() -> None:
    """A machine too busy for one sampled game within the budget: the first turn listed (the
    one-turn judge's favourite with its open spaces) is played, and nothing is sampled."""
    state = _first_draft()
    hard = HardPlayer(3, budget_ms=1e-9)
    played: list[object] = []
    play_round = hard._play_round

    def counted(*args: Any) -> float:
        played.append(args)
        return play_round(*args)

    hard._play_round = counted  # type: ignore[method-assign]
    from sagrada_desktop.engine import observe

    seen = observe(state, state.active_seat)
    favourite = hard._draft_turns(seen, state.active_seat)[0]
    assert hard.choose(state) == favourite[0]
    assert played == []
