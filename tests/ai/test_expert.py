"""Expert: Hard's search with its own settings, sharing its samples with a second process."""

from __future__ import annotations

from sagrada_desktop.ai import make_player
from sagrada_desktop.ai.expert import ExpertPlayer, _added
from sagrada_desktop.ai.hard import Samples
from sagrada_desktop.engine import apply, legal_actions, new_game
from tests.ai.test_fair_play import _midgame
from tests.saves.helpers import glory_setup


def test_expert_plays_a_whole_glory_game_of_legal_actions_with_a_second_process() -> None:
    game = glory_setup(2, seed=4)
    state = new_game(game)
    players = [ExpertPlayer(1, budget_ms=1e9, simulations=4, workers=2), make_player("medium", 2)]
    while not state.is_over:
        action = players[state.active_seat].choose(state)
        assert action in legal_actions(state)
        state = apply(state, action)
    assert state.is_over


def test_two_processes_with_a_fixed_number_of_samples_decide_alike() -> None:
    state = _midgame(seats=2, seed=8)
    first = ExpertPlayer(5, budget_ms=1e9, simulations=12, workers=2).choose(state)
    assert first in legal_actions(state)
    assert ExpertPlayer(5, budget_ms=1e9, simulations=12, workers=2).choose(state) == first


def test_the_shares_are_added_up() -> None:
    one = Samples([0.0, 2.0, -1.0], [0, 2, 2], [1, 2], 2)
    two = Samples([0.0, 1.0, -9.0], [0, 3, 2], [1], 3)
    assert _added([one, two], 3) == Samples([0.0, 3.0, -10.0], [0, 5, 4], [1, 2], 5)

