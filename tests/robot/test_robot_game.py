"""The robot plays one whole 2-seat game through the real program on a virtual X server at a
laptop's 1280x720 (a person against a Medium computer, with Flourish and Pioneer on: the
Flourish choice, Pioneer Cards), by drags on crooked paths (straight, arriving down-right and
up-left, curved, overshooting, with rests), clicks and keys, reading only the probe file: not
one drop lost or put elsewhere, no control outside the screen, the window never past it, no
window under a drag, every step completed (issue 30, items 1, 2 and 9)."""

from __future__ import annotations

import pytest

from tests.ui.xserver import missing_tools

from .pages import Game
from .run import play


def test_a_whole_game_by_a_real_pointer_loses_no_drop():
    missing = missing_tools()
    if missing:  # never skipped: `make test` installs them (scripts/system-packages.sh)
        pytest.fail(f"the robot needs {', '.join(missing)}: run `make system-packages`")
    tally = play(Game(modules=("flourish", "pioneer"), seats=("person", "medium")),
                 (1280, 720), seed=11, pace="instant")
    assert tally.problems() == []
    assert tally.games == 1 and tally.turns == 24
    assert tally.drops >= 8, tally.summary()  # most turns are drags
