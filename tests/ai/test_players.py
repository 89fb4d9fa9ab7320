"""Computer players: only legal actions, whole games, determinism, and greedy beats random."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.ai import (
    ComputerPlayer,
    GreedyPlayer,
    RandomPlayer,
    make_player,
    play_game,
)
from sagrada_desktop.engine import (
    Action,
    Color,
    Die,
    DraftDie,
    FillSpace,
    GameSetup,
    GameState,
    PrivateObjective,
    SeatSetup,
    UseToolCard,
    UseWindowTool,
    apply,
    final_scores,
    legal_actions,
    new_game,
    parse_window,
)
from tests.engine.fixtures import TEST_PATTERN as TEST_WINDOW_TEXT
from tests.engine.fixtures import TEST_WINDOW
from tests.saves.helpers import REROLL_CARD, glory_setup, rich_setup, setup


def _checked_game(game_setup: GameSetup, players: list[ComputerPlayer]
                  ) -> tuple[GameState, list[Action]]:
    state = new_game(game_setup)
    log: list[Action] = []
    while not state.is_over:
        action = players[state.active_seat].choose(state)
        assert action in legal_actions(state), (action, state.stage)
        state = apply(state, action)
        log.append(action)
        assert len(log) < 2000
    return state, log


@pytest.mark.parametrize("kind", ["random", "greedy"])
@pytest.mark.parametrize(
    "game_setup",
    [setup(1, seed=1), setup(3, seed=2), rich_setup(2, seed=3), glory_setup(3, seed=4)],
    ids=["solo", "three", "abilities-and-tool-cards", "glory-modules"],
)
def test_players_choose_only_legal_actions_and_finish(kind: str, game_setup: GameSetup) -> None:
    players = [make_player(kind, i) for i in range(len(game_setup.seats))]
    state, log = _checked_game(game_setup, players)
    assert state.is_over
    assert sum(1 for a in log if a.kind == "draft") == 24 * len(game_setup.seats)


def test_a_six_seat_greedy_game_finishes() -> None:
    state, _ = play_game(setup(6, seed=6), [GreedyPlayer(i) for i in range(6)])
    assert state.is_over and len(final_scores(state)) == 6


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_the_same_seed_plays_the_same_game(kind: str) -> None:
    game_setup = rich_setup(2, seed=5)
    first = play_game(game_setup, [make_player(kind, 1), make_player(kind, 2)])
    again = play_game(game_setup, [make_player(kind, 1), make_player(kind, 2)])
    assert first == again


def test_a_choice_depends_on_the_state_not_on_earlier_calls() -> None:
    """So a game loaded from a save continues as it would have."""
    state = new_game(setup(2, seed=9))
    player = RandomPlayer(3)
    choices = {player.choose(state) for _ in range(5)}
    assert len(choices) == 1
    assert len({RandomPlayer(s).choose(state) for s in range(40)}) > 1


def test_the_players_refuse_a_finished_game() -> None:
    state, _ = play_game(setup(1, seed=2), [RandomPlayer(0)])
    for player in (RandomPlayer(0), GreedyPlayer(0)):
        with pytest.raises(ValueError, match="game is over"):
            player.choose(state)


def test_make_player_names_the_kinds() -> None:
    assert isinstance(make_player("random", 1), RandomPlayer)
    assert isinstance(make_player("greedy", 1), GreedyPlayer)
    assert {type(make_player(k, 1)).__name__ for k in ("easy", "medium", "hard")} == {
        "EasyPlayer", "FairPlayer", "HardPlayer"}
    with pytest.raises(ValueError, match="unknown computer player 'clever'; expected one of "
                                         "easy, medium, hard, expert, random, greedy"):
        make_player("clever")


def test_play_game_needs_one_player_per_seat() -> None:
    with pytest.raises(ValueError, match="1 players for 2 seats"):
        play_game(setup(2), [RandomPlayer(0)])


def test_greedy_beats_random_over_twenty_two_seat_games() -> None:
    margins = []
    for game in range(20):
        greedy_seat = game % 2
        players: list[ComputerPlayer] = [RandomPlayer(game), RandomPlayer(game)]
        players[greedy_seat] = GreedyPlayer(game)
        state, _ = play_game(setup(2, seed=200 + game), players)
        cards = final_scores(state)
        margins.append(cards[greedy_seat].total - cards[1 - greedy_seat].total)
    wins = sum(1 for m in margins if m > 0)
    assert wins >= 17, margins
    assert sum(margins) / len(margins) >= 15, margins


QUIET = ("color-diagonals", "vertical-color-balance", "border-mosaic")  # alike for a first die
RED = PrivateObjective("p-R", "Shades of Red", "color-sum", color=Color.RED)


def _solo(pattern: str, pool: tuple[Die, ...]) -> GameState:
    design = evolve(TEST_WINDOW, id="t", pattern=parse_window(pattern))
    state = new_game(GameSetup(window=design, seats=(SeatSetup("Solo"),), seed=1))
    seat = evolve(state.seats[0], private_objective=RED)
    return evolve(state, seats=(seat,), pool=pool, objectives=QUIET)


def test_greedy_drafts_the_highest_die_of_its_private_colour() -> None:
    state = _solo(TEST_WINDOW_TEXT, (Die(Color.RED, 2), Die(Color.RED, 5), Die(Color.BLUE, 6)))
    assert GreedyPlayer(0).choose(state) == DraftDie(Die(Color.RED, 5))


def test_greedy_spends_a_tool_box_when_it_is_worth_more_than_the_box() -> None:
    """Only 1s fit: the Hake Brush (set to 1, first box worth 1) makes the red 4 a red 1,
    gaining the private point and avoiding an empty space."""
    state = _solo("1 1 1\n1 1 1\n", (Die(Color.RED, 4), Die(Color.BLUE, 3), Die(Color.GREEN, 5)))
    player = GreedyPlayer(0)
    assert player.choose(state) == DraftDie(Die(Color.RED, 4))
    state = apply(state, DraftDie(Die(Color.RED, 4)))
    assert player.choose(state) == UseWindowTool(0, 0)
    state = apply(state, UseWindowTool(0, 0))
    fill = player.choose(state)
    assert isinstance(fill, FillSpace)
    state = apply(state, fill)
    assert state.seats[0].window.die_at(fill.row, fill.col) == Die(Color.RED, 1)


def test_greedy_rerolls_a_die_that_fits_nowhere() -> None:
    state = _solo("1 1 1\n1 1 1\n", (Die(Color.RED, 4),))
    seat = evolve(state.seats[0], tool_cards=(REROLL_CARD,), tool_boxes_used=(2, 1, 3))
    state = apply(evolve(state, seats=(seat,)), DraftDie(Die(Color.RED, 4)))
    assert GreedyPlayer(0).choose(state) == UseToolCard("reroll", 0)


def test_hard_rerolls_a_die_that_fits_nowhere_as_the_one_turn_player_does():
    import random

    from sagrada_desktop.ai.hard import HardPlayer
    from sagrada_desktop.ai.plans import is_reroll
    from sagrada_desktop.engine import LoseDie, Stage, way_to_place
    from tests.engine.fixtures import setup as engine_setup
    from tests.engine.golden_games import SECOND_LOOK

    for seed in range(200):
        state = new_game(engine_setup(2, seed=seed, abilities=(SECOND_LOOK,)))
        rng = random.Random(seed)
        while not state.is_over:
            legal = legal_actions(state)
            if (state.stage is Stage.PLACE and LoseDie() in legal
                    and any(is_reroll(state, a) for a in legal) and not way_to_place(state)):
                choice = HardPlayer(seed, simulations=4, budget_ms=1e9).choose(state)
                assert is_reroll(state, choice)
                return
            state = apply(state, rng.choice(legal))
    raise AssertionError("no die that fits nowhere came up")
