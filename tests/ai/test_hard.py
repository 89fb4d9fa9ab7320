"""Hard's search: how far its sampled games are played."""

from __future__ import annotations

from sagrada_desktop.ai import GreedyPlayer
from sagrada_desktop.ai.hard import HardPlayer
from sagrada_desktop.engine import Action, GameState, Stage, apply, new_game
from tests.engine.fixtures import setup


class _Watched:
    """The playout player, noting the rounds it plays."""

    def __init__(self, inner: GreedyPlayer) -> None:
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
