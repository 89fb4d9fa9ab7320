"""The games the review's tests read, and how they were made.

The files in tests/review/games/ were written once by `python -m tests.review.games` and are
kept as they are: the review reads a game as a player saved it, whatever the computer players
do today.

- newcomer.sagrada.json: window 1 of the campaign, 2 seats; "Ana" (a person, played here by
  Easy: its slips are a newcomer's) against "Ben" (Hard, with a fixed number of sampled games
  instead of a clock, so the file can be made again).
- blunder.sagrada.json: the same window and seats, both played by Medium, except Ana's first
  turn of round 4: the worst turn the one-turn judge finds (the worst die, in its worst space).
"""

from __future__ import annotations

from pathlib import Path

from sagrada_desktop.ai import GreedyPlayer, make_player, play_game
from sagrada_desktop.ai.hard import HardPlayer
from sagrada_desktop.ai.heuristic import WindowJudge
from sagrada_desktop.ai.plans import turn_plans
from sagrada_desktop.content import load_content
from sagrada_desktop.engine import (
    Action,
    DraftDie,
    GameSetup,
    GameState,
    SeatSetup,
    Stage,
    apply,
    new_game,
    observe,
)
from sagrada_desktop.saves import SeatPlan, save_game

GAMES = Path(__file__).parent / "games"
NEWCOMER = GAMES / "newcomer.sagrada.json"
BLUNDER = GAMES / "blunder.sagrada.json"
BLUNDER_ROUND = 4  # Ana's first turn of this round is the blunder
PLANS = (SeatPlan("person"), SeatPlan("hard"))


def window_one_setup(seed: int) -> GameSetup:
    design = next(iter(load_content().windows.values())).design
    return GameSetup(window=design, seats=(SeatSetup("Ana"), SeatSetup("Ben")), seed=seed)


def newcomer_game() -> tuple[GameSetup, GameState, list[Action]]:
    setup = window_one_setup(31)
    state, log = play_game(setup, [make_player("easy", 3),
                                   HardPlayer(4, simulations=48, budget_ms=float("inf"))])
    return setup, state, log


def worst_turn(state: GameState) -> tuple[Action, ...]:
    """The worst whole turn the one-turn judge finds for the seat at its draft."""
    seat = state.active_seat
    seen = observe(state, seat)
    judge = WindowJudge(seen, seat)
    turns = [(p.value, (DraftDie(d), *p.actions)) for d in dict.fromkeys(seen.pool)
             for p in turn_plans(apply(seen, DraftDie(d)), judge, 0)]
    return min(turns, key=lambda t: t[0])[1]


def blunder_game() -> tuple[GameSetup, GameState, list[Action]]:
    setup = window_one_setup(57)
    players = [GreedyPlayer(5), GreedyPlayer(6)]
    state = new_game(setup)
    log: list[Action] = []
    blundered = False
    while not state.is_over:
        if (not blundered and state.round == BLUNDER_ROUND and state.active_seat == 0
                and state.stage is Stage.DRAFT):
            blundered = True
            for action in worst_turn(state):
                state = apply(state, action)
                log.append(action)
            continue
        action = players[state.active_seat].choose(observe(state, state.active_seat))
        state = apply(state, action)
        log.append(action)
    return setup, state, log


def write() -> None:
    GAMES.mkdir(exist_ok=True)
    for path, (setup, state, log) in ((NEWCOMER, newcomer_game()), (BLUNDER, blunder_game())):
        save_game(path, setup, log, state, plans=PLANS, backup=False)


if __name__ == "__main__":
    write()
