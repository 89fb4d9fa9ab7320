"""The robot's long run (issue 30, item 9): whole games played through the real program on a
virtual X server with a real pointer (xdotool), reading only the probe file (tests/robot/):
free play with no module and with each Glory module (Strife, Pioneer against Hard, Flourish
hot-seat, Rivalry with three seats, all four with three seats), and campaign windows 1-2, at
1280x720 and 1920x1080. Counted: drops (by path: straight, arriving down-right, up-left,
curved, overshooting; with and without rests), failed drops (nothing placed, or placed
elsewhere), controls the probe places outside the screen, the window past the screen, windows
shown during a drag, steps not completed; and the time each game took.

Run: .venv/bin/python benchmarks/robot_games.py [--size 1280x720 ...] [--seed 1] [--json]
(Xvfb and xdotool on PATH: `make system-packages`). Figures of one run on a shared machine.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.robot.run import main

if __name__ == "__main__":
    args = sys.argv[1:]
    if "--games" not in args:
        args += ["--games", "long"]
    if "--size" not in args:
        args += ["--size", "1280x720", "--size", "1920x1080"]
    sys.exit(main(args))
