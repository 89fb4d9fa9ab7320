"""The review with a person's hands: the real program on a virtual X server (Xvfb) at
1280x720, opened with a finished saved game (its scores), "Review this game" clicked with a
real pointer, then stepped by the keyboard, the buttons and the slider's handle dragged along
its groove in a crooked path, while Hard's judgement comes in from its worker thread; Back
returns to the scores."""

from __future__ import annotations

import os
import shutil
from typing import Any

import pytest

from tests.review.games import NEWCOMER

from .xserver import Program, missing_tools, virtual_screen

WIDTH, HEIGHT = 1280, 720


@pytest.fixture
def program(tmp_path):
    missing = missing_tools()
    if missing:  # never skipped: `make test` installs them (scripts/system-packages.sh)
        pytest.fail(f"the end-to-end test needs {', '.join(missing)}: run `make system-packages`")
    game = tmp_path / "newcomer.sagrada.json"
    shutil.copy(NEWCOMER, game)
    with virtual_screen(WIDTH, HEIGHT) as display:
        prog = Program(display, tmp_path, (str(game),))
        try:
            yield prog
        finally:
            log = prog.stop()
            if os.environ.get("SAGRADA_E2E_LOG"):
                print(log)


def _centre(rect: list[int]) -> tuple[int, int]:
    x, y, w, h = rect
    return x + w // 2, y + h // 2


def _review(seen: dict[str, Any]) -> dict[str, Any]:
    return dict(seen["review"])


def test_a_review_stepped_by_keys_buttons_and_the_slider(program: Program) -> None:
    seen = program.wait_for("the scores of the finished game",
                            lambda s: s["screen"] == "ScoreScreen"
                            and "Review this game" in s["buttons"], timeout=60)
    program.click(*_centre(seen["buttons"]["Review this game"]))
    seen = program.wait_for("the review", lambda s: s["screen"] == "ReviewScreen")
    review = _review(seen)
    assert review["moment"] == 0 and review["turns"] == 24
    last = review["last"]
    program.keys("Right", "Right", "Right")
    program.wait_for("three turns on", lambda s: _review(s)["moment"] == 3)
    program.click(*_centre(seen["buttons"]["▶"]))
    program.wait_for("the next turn", lambda s: _review(s)["moment"] == 4)
    program.click(*_centre(seen["buttons"]["◀"]))
    program.wait_for("the turn before", lambda s: _review(s)["moment"] == 3)
    program.keys("End")
    program.wait_for("the game's end", lambda s: _review(s)["moment"] == last)
    program.keys("Home", "Next")  # Page Down: the next round
    starts = dict(review["round_starts"])
    program.wait_for("round 2", lambda s: _review(s)["moment"] == starts[2])

    # the handle dragged along the groove, wavering up and down a little, to 3/4 of the way
    seen = program.probe()
    handle = _review(seen)["handle"]
    gx, _gy, gw, _gh = _review(seen)["groove"]
    half = _review(seen)["handle_width"] // 2
    target = gx + half + (gw - 2 * half) * 3 // 4
    program.move(*handle)
    program.xdotool("mousedown", "1")
    x0, y0 = handle
    for i in range(1, 13):
        program.xdotool("mousemove", str(x0 + (target - x0) * i // 12),
                        str(y0 + (4 if i % 2 else -4)))
    program.xdotool("mouseup", "1")
    expected = round(last * 3 / 4)
    seen = program.wait_for("the slider's moment",
                            lambda s: abs(_review(s)["moment"] - expected) <= 1)
    assert _review(seen)["moment"] != starts[2]

    # Hard's judgement comes in meanwhile, and the keys still step
    program.wait_for("a judged turn", lambda s: _review(s)["judged"] >= 1, timeout=120)
    moment = _review(program.probe())["moment"]
    program.keys("Left")
    program.wait_for("a turn back", lambda s: _review(s)["moment"] == moment - 1)
    program.click(*_centre(program.probe()["buttons"]["Back to the scores"]))
    program.wait_for("the scores again", lambda s: s["screen"] == "ScoreScreen")
