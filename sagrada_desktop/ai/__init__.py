"""Computer players: choose(state) -> Action through the engine's public API only."""

from .factory import PLAYER_KINDS, PlayerKind, make_player
from .greedy import GreedyPlayer
from .play import play_game
from .player import ComputerPlayer, decision_rng
from .random_player import RandomPlayer
from .simulation import GameResult, seat_name, simulate_games, simulation_setup

__all__ = [
    "PLAYER_KINDS", "ComputerPlayer", "GameResult", "GreedyPlayer", "PlayerKind", "RandomPlayer",
    "decision_rng", "make_player", "play_game", "seat_name", "simulate_games", "simulation_setup",
]
