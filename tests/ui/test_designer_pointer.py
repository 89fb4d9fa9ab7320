"""The window designer with a person's hands: the real program on a virtual X server (Xvfb)
at 1280x720, a real pointer and keyboard through X (xdotool). "Design a window…" is clicked on
the start page, a brush chosen, a crooked drag paints every space it passes and the clash it
makes is said at once; the keyboard paints, strokes with Shift and undoes; every stroke is in
the window file of the data folder the moment it ends."""

from __future__ import annotations

from typing import Any

from sagrada_desktop.designer.design_file import load_draft
from sagrada_desktop.engine import Color, format_window, parse_window

from . import test_real_pointer as real
from .xserver import Program

WIDTH, HEIGHT = real.WIDTH, real.HEIGHT

program = real.program  # the real program on a virtual screen (its fixture)


def _designer(seen: dict[str, Any]) -> dict[str, Any]:
    return dict(seen["designer"])


def _centre(rect: list[int]) -> tuple[int, int]:
    x, y, w, h = rect
    return x + w // 2, y + h // 2


def _pattern(seen: dict[str, Any]):
    return parse_window(_designer(seen)["pattern"])


def test_a_real_pointer_and_keyboard_paint_a_window(program: Program) -> None:
    seen = program.wait_for("the start page", lambda p: "Design a window…" in p["buttons"],
                            timeout=60)
    program.click(*_centre(seen["buttons"]["Design a window…"]))
    seen = program.wait_for("the designer", lambda p: "designer" in p)
    d = _designer(seen)
    for x, y, w, h in d["brushes"].values():  # every brush on the screen, whole
        assert 0 <= x and x + w <= WIDTH and 0 <= y and y + h <= HEIGHT

    # 1. the red brush, then a crooked drag along the top row: three red spaces, a clash
    program.click(*_centre(d["brushes"]["R"]))
    seen = program.wait_for("the red brush", lambda p: _designer(p)["brush"] == ["colour", "R"])
    cells = _designer(seen)["cells"]
    (x0, y0), (x1, y1), (x2, y2) = (cells[f"0,{c}"] for c in range(3))
    program.move(x0, y0)
    program.fresh()  # the program has the pointer there
    program.xdotool("mousedown", "1")
    program.fresh()
    for x, y in ((x0 + 9, y0 + 14), ((x0 + x1) // 2, y0 - 12), (x1 - 5, y1 + 18),
                 ((x1 + x2) // 2 + 3, y1 + 9), (x2, y2 - 16), (x2 + 4, y2)):
        program.xdotool("mousemove", str(x), str(y))
        program.fresh()  # each move is the program's before the next
    program.xdotool("mouseup", "1")
    seen = program.wait_for("the stroke painted", lambda p: all(
        _pattern(p).space(0, c).color is Color.RED for c in range(3)))
    assert "clash" in _designer(seen)["findings"] and "no-fill" in _designer(seen)["findings"]
    assert all(_pattern(seen).space(1, c).color is None for c in range(6))  # nothing else
    assert _designer(seen)["cursor"] == [0, 0]  # the keyboard goes on from the press

    # 2. the keyboard: the value 4 brush; down, Space; Shift+Right twice, a stroke of stars
    program.keys("4", "Down", "space")
    seen = program.wait_for("a 4 at row 2", lambda p: _pattern(p).space(1, 0).value == 4)
    program.keys("s")
    program.xdotool("keydown", "shift")  # Shift held down over two steps: one stroke
    program.keys("Right", "Right")
    program.xdotool("keyup", "shift")
    seen = program.wait_for("three stars", lambda p: [
        _pattern(p).space(1, c).star for c in range(4)] == [True, True, True, False])

    # 3. Ctrl+Z takes the whole keyboard stroke back, then the 4
    program.keys("ctrl+z")
    seen = program.wait_for("the stars undone", lambda p: not any(
        _pattern(p).space(1, c).star for c in range(4)))
    program.keys("ctrl+z")
    seen = program.wait_for("the 4 undone", lambda p: _pattern(p).space(1, 0).value is None)
    assert _pattern(seen).space(0, 2).color is Color.RED

    # 4. what is shown is what the data folder holds
    d = _designer(seen)
    kept = load_draft(d["file"])
    assert format_window(kept.pattern) == format_window(_pattern(seen))
