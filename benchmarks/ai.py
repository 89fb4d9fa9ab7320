"""Computer player and save speed: seconds per whole game, simulate games per second,
save + load (replay-checked) time.

Run: .venv/bin/python benchmarks/ai.py [--games N]
Times are CPU time of this process (steady on a busy machine; wall time is at least that).
Uses the first campaign window from content when it loads, else the test window.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sagrada_desktop.ai import (  # noqa: E402
    make_player,  # noqa: E402
    play_game,
    simulate_games,
    simulation_setup,
)
from sagrada_desktop.engine import WindowDesign  # noqa: E402
from sagrada_desktop.saves import load_game, save_game  # noqa: E402


def window_design() -> tuple[WindowDesign, str]:
    from sagrada_desktop.content import ContentError, load_content

    try:
        windows = load_content().windows
        if windows:
            return next(iter(windows.values())).design, "first campaign window"
    except ContentError:
        pass
    from tests.engine.fixtures import TEST_WINDOW

    return TEST_WINDOW, "test window (content not loadable)"


def seconds_per_game(design: WindowDesign, kind: str, seats: int, games: int) -> float:
    start = time.process_time()
    for g in range(games):
        play_game(simulation_setup(design, seats, g), [make_player(kind, i) for i in range(seats)])
    return (time.process_time() - start) / games


def simulate_rate(design: WindowDesign, bots: list[str], games: int) -> float:
    start = time.process_time()
    for _ in simulate_games(design, bots, games, seed=1):
        pass
    return games / (time.process_time() - start)


def save_load_seconds(design: WindowDesign) -> tuple[float, float]:
    game_setup = simulation_setup(design, 4, 1)
    state, log = play_game(game_setup, [make_player("random", i) for i in range(4)])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        start = time.process_time()
        save_game(path, game_setup, log, state)
        saved = time.process_time()
        load_game(path)
        return saved - start, time.process_time() - saved


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    n = parser.parse_args().games
    design, which = window_design()
    print(f"window: {design.id} ({which})")
    for seats in (2, 4):
        for kind in ("random", "greedy"):
            t = seconds_per_game(design, kind, seats, n)
            print(f"{seats}-seat {kind} game: {t * 1000:.0f} ms")
    print(f"simulate 4 greedy seats: {simulate_rate(design, ['greedy'] * 4, n):.1f} games/s")
    print(f"simulate 4 random seats: {simulate_rate(design, ['random'] * 4, 10 * n):.1f} games/s")
    save, load = save_load_seconds(design)
    print(f"save a whole 4-seat game: {save * 1000:.0f} ms; load and replay-check: "
          f"{load * 1000:.0f} ms")


if __name__ == "__main__":
    main()
