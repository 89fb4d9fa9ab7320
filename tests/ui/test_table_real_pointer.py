"""A window at the table with a real pointer and keyboard on Xvfb (the real program, xdotool):
the start page's "A campaign at the table…", the Intro read, the Private Objectives dealt
behind the hand-over screen, the companion walked to round 4 and Envelope 1 opened when the
table says so, then a family's window typed in on the grid: a space clicked, its colour and
value keyed, two reds side by side shown broken, the mistake taken back with Ctrl+Z."""

from __future__ import annotations

from typing import Any

from .test_real_pointer import program  # noqa: F401 (the fixture)
from .xserver import Program


def _press(prog: Program, text: str) -> dict[str, Any]:
    seen = prog.wait_for(f"the button {text!r}", lambda p: text in p["buttons"])
    x, y, w, h = seen["buttons"][text]
    prog.click(x + w // 2, y + h // 2)
    return seen


def _press_starting(prog: Program, start: str) -> None:
    seen = prog.wait_for(f"a button {start!r}…",
                            lambda p: any(t.startswith(start) for t in p["buttons"]))
    _press(prog, next(t for t in seen["buttons"] if t.startswith(start)))


def _at_table(prog: Program, what: str, ok) -> dict[str, Any]:
    return prog.wait_for(what, lambda p: p["screen"] == "TableScreen" and ok(p))


def test_a_window_at_the_table_with_a_real_pointer(program):  # noqa: F811
    _press(program, "A campaign at the table…")
    _press(program, "Begin the campaign")
    program.wait_for("the Intro Story Card", lambda p: p["screen"] == "CampaignScreen")
    _press(program, "Continue")
    _at_table(program, "the deal", lambda p: p["table_step"] == "deal")
    for family in ("Amat", "Batlló"):
        _press(program, f"I am {family}: show my Private Objective")
        _press_starting(program, "Hide it")
    _at_table(program, "the set-up", lambda p: p["table_step"] == "tool-count")
    _press(program, "Begin round 1")
    for n in range(1, 4):
        _at_table(program, f"round {n}", lambda p, n=n: p["table_round"] == n)
        _press(program, f"Round {n} is over: round {n + 1}")
    _at_table(program, "round 4", lambda p: p["table_round"] == 4)
    _press(program, "End of round 4: open Envelope 1: it happened, open it")
    _press(program, "Back to the game")
    _at_table(program, "round 5", lambda p: p["table_round"] == 5)
    _press(program, "The game is over: enter the results")
    seen = _at_table(program, "the results", lambda p: "0,0" in p["table_spaces"])
    program.click(*seen["table_spaces"]["0,0"])
    program.keys("r", "3")
    seen = _at_table(program, "red 3 entered", lambda p: p["table_fills"]["0,0"] == "R3")
    program.click(*seen["table_spaces"]["0,1"])
    program.keys("r", "4")
    seen = _at_table(program, "two reds side by side, broken",
                     lambda p: p["table_broken"] == [0, 1])
    assert seen["table_fills"]["0,1"] == "R4"
    program.keys("ctrl+z")
    seen = _at_table(program, "the red 4 taken back",
                     lambda p: p["table_fills"]["0,1"] == "" and p["table_broken"] == [])
    assert seen["table_fills"]["0,0"] == "R3"
