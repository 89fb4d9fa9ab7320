"""Demo games for `--smoke` and `--screenshot`: computer seats on a content window."""

from __future__ import annotations

from sagrada_desktop.ai import make_player
from sagrada_desktop.engine import (
    Action,
    GameSetup,
    GameState,
    SeatSetup,
    Stage,
    WindowDesign,
    new_game,
)
from sagrada_desktop.play import PlayController
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.common import catalogue

from .session import GameSession


def demo_window() -> WindowDesign:
    c = catalogue.content()
    cards = list(c.booster_windows.values()) or list(c.windows.values())
    return cards[0].design


def demo_setup(seats: int, seed: int) -> GameSetup:
    c = catalogue.content()
    colors = c.family_colors
    names = ("Gaudí", "Puig", "Domènech", "Rubió")
    return GameSetup(
        window=demo_window(),
        seats=tuple(SeatSetup(names[i], family_color=colors[i % len(colors)])
                    for i in range(seats)),
        seed=seed, start_seat=0,
    )


def smoke_session(seed: int = 7) -> GameSession:
    """Two computer seats, to be played to the end."""
    return GameSession(new_game(demo_setup(2, seed)), [SeatPlan("greedy"), SeatPlan("random")])


def advanced_state(setup: GameSetup, rounds: int, seed: int) -> tuple[GameState, list[Action]]:
    """The game after computer players played `rounds` rounds, stopped at the first seat's
    next turn to draft."""
    players = [make_player("greedy", seed + i) for i in range(len(setup.seats))]
    game = PlayController(new_game(setup))
    while not game.state.is_over and not (
        game.state.round > rounds and game.state.stage is Stage.DRAFT
        and game.state.active_seat == 0
    ):
        game.play(players[game.state.active_seat].choose(game.state))
    return game.state, list(game.actions)


def screenshot_session(seed: int = 11) -> GameSession:
    """Three seats (one person, two computers) in round 6, the person holding a die."""
    setup = demo_setup(3, seed)
    state, log = advanced_state(setup, 5, seed)
    session = GameSession(state, [SeatPlan("person"), SeatPlan("greedy"), SeatPlan("random")],
                          log)
    return session
