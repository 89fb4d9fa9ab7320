"""End to end with a person's hands: the real program on a virtual X server (Xvfb) at a laptop's
1280x720, a real pointer and keyboard driven through X (xdotool). A die is pressed on the
Cathedral Board, moved in steps and released on a legal space of the window; a drop on an
illegal space is refused with the engine's reason; a click-click turn and a keyboard-only turn
play too. The program's own probe file reports where things are and the game as saved."""

from __future__ import annotations

import os
from typing import Any

import pytest

from sagrada_desktop.engine import (
    ConstructSpace,
    Die,
    DraftDie,
    GameState,
    Stage,
    fill_errors,
    legal_actions,
)
from sagrada_desktop.engine import apply as engine_apply
from sagrada_desktop.saves import read_game

from .test_drag_drop import legal_and_illegal
from .xserver import Program, missing_tools, virtual_screen

WIDTH, HEIGHT = 1280, 720


@pytest.fixture
def program(tmp_path):
    missing = missing_tools()
    if missing:  # never skipped: `make test` installs them (scripts/system-packages.sh)
        pytest.fail(f"the end-to-end test needs {', '.join(missing)}: run `make system-packages`")
    with virtual_screen(WIDTH, HEIGHT) as display:
        prog = Program(display, tmp_path)
        try:
            yield prog
        finally:
            log = prog.stop()
            if os.environ.get("SAGRADA_E2E_LOG"):
                print(log)


def _state(seen: dict[str, Any]) -> GameState:
    return read_game(seen["game"]).state


def _key(die: Die) -> str:
    return f"{die.color.value}{die.value}"


def _filled(state: GameState, seat: int) -> dict[tuple[int, int], Die]:
    w = state.seats[seat].window
    return {(r, c): w.die_at(r, c) for r in range(w.rows) for c in range(w.cols)
            if w.die_at(r, c) is not None}


def _choice(state: GameState) -> tuple[Die, tuple[int, int], tuple[int, int, list[str]] | None]:
    """A board die, a space it may fill, and (if there is one) a space that refuses it."""
    best = None
    for die in state.pool:
        legal, illegal = legal_and_illegal(state, die)
        if legal and illegal:
            return die, legal, illegal
        if legal and best is None:
            best = (die, legal, None)
    assert best is not None, "no die on the board fits the window"
    return best


def _middle(seen: dict[str, Any], key: str) -> tuple[int, int]:
    x, y, w, h = seen["controls"][key]["rect"]
    return x + w // 2, y + h // 2


def _start_solo_game(program: Program) -> dict[str, Any]:
    seen = program.wait_for("the start screen", lambda p: not p["loading"]
                            and "start.solo_button" in p["controls"])
    assert seen["window"][2] <= WIDTH and seen["window"][3] <= HEIGHT, seen["window"]
    program.click(*_middle(seen, "start.solo_button"))
    seen = program.wait_for("one seat", lambda p: "start.seat_editor.rows[1][0]" not in p["controls"])
    x, y, w, h = seen["controls"]["start.start_button"]["rect"]
    assert x + w <= WIDTH and y + h <= HEIGHT, "the start button is off the screen"
    program.click(*_middle(seen, "start.start_button"))
    return program.wait_for("the game screen", lambda p: p["screen"] == "GameScreen"
                            and _state(p).stage is Stage.DRAFT)


def _construct_if_asked(program: Program, seen: dict[str, Any]) -> dict[str, Any]:
    """At a round's end the last player constructs a Cathedral space: click one."""
    state = _state(seen)
    if state.stage is not Stage.CONSTRUCT:
        return seen
    action = next(a for a in legal_actions(state) if isinstance(a, ConstructSpace))
    program.click(*seen["board"][_key(action.die)]["at"])
    return program.wait_for("the next draft", lambda p: _state(p).stage is Stage.DRAFT)


def _legal_spaces(state: GameState, die: Die) -> list[str]:
    after = engine_apply(state, DraftDie(die))
    w = state.seats[state.active_seat].window
    return sorted(f"{r},{c}" for r in range(w.rows) for c in range(w.cols)
                  if not fill_errors(after, r, c))


def _actions(seen: dict[str, Any]) -> int:
    return len(seen["game"]["actions"])


def test_a_real_pointer_drags_clicks_and_a_keyboard_plays(program):
    seen = _start_solo_game(program)
    state = _state(seen)
    seat = state.active_seat

    # 1. Drag from the board onto a space that refuses the die: refused, with the reason.
    die, legal, illegal = _choice(state)
    if illegal is not None:
        r, c, errs = illegal
        program.drag(seen["board"][_key(die)]["at"], seen["spaces"][f"{r},{c}"]["at"])
        seen = program.wait_for("the refusal's reason", lambda p: errs[0] in p["status"])
        assert _state(seen).pool == state.pool and _filled(_state(seen), seat) == {}

    # 2. Press on the board die, move in steps, release on a legal space: the space is filled.
    # While the die hovers the window, exactly the spaces the engine allows are lit.
    before = _actions(seen)
    allowed = _legal_spaces(state, die)
    lit: list[list[str]] = []
    program.drag(seen["board"][_key(die)]["at"], seen["spaces"][f"{legal[0]},{legal[1]}"]["at"],
                 while_over=lambda: lit.append(_lit(program.wait_for(
                     "the lit spaces", lambda p: _lit(p) != []))))
    assert lit == [allowed]
    seen = program.wait_for("the dragged die in the window",
                            lambda p: _filled(_state(p), seat).get(legal) == die)
    assert _actions(seen) == before + 2  # drafted and filled, nothing else
    seen = _construct_if_asked(program, seen)

    # 3. Click the die, then click the space.
    state = _state(seen)
    die, legal, _ = _choice(state)
    program.click(*seen["board"][_key(die)]["at"])
    seen = program.wait_for("the die in hand", lambda p: _state(p).stage is Stage.PLACE)
    program.click(*seen["spaces"][f"{legal[0]},{legal[1]}"]["at"])
    seen = program.wait_for("the clicked die in the window",
                            lambda p: _filled(_state(p), seat).get(legal) == die)
    seen = _construct_if_asked(program, seen)

    # 4. Keyboard only: B for the board, arrows, Enter; W for the window, arrows, Enter.
    state = _state(seen)
    die, legal, _ = _choice(state)
    target = seen["board"][_key(die)]["at"]
    program.move(5, HEIGHT - 5, seen=False)  # the pointer out of the way: the keys do it all
    program.keys("b")
    seen = _cursor_to(program, "board_cursor", _board_cell(seen, die))
    program.keys("Return")
    seen = program.wait_for("the die taken by key", lambda p: _state(p).stage is Stage.PLACE)
    program.keys("w")
    seen = _cursor_to(program, "window_cursor", legal)
    program.keys("Return")
    seen = program.wait_for("the die placed by key",
                            lambda p: _filled(_state(p), seat).get(legal) == die)
    assert target  # the board die had a place on screen


def _lit(seen: dict[str, Any]) -> list[str]:
    return sorted(k for k, space in seen["spaces"].items() if space["lit"])


def _board_cell(seen: dict[str, Any], die: Die) -> tuple[int, int]:
    rows = sorted({space["at"][1] for space in seen["board"].values()})
    cols = sorted({space["at"][0] for space in seen["board"].values()})
    x, y = seen["board"][_key(die)]["at"]
    return rows.index(y), cols.index(x)


def _cursor_to(program: Program, which: str, cell: tuple[int, int]) -> dict[str, Any]:
    """Arrow keys until the keyboard cursor (the gold ring) is on `cell`."""
    seen = program.wait_for("the keyboard focus", lambda p: p[which] is not None)
    for _ in range(40):
        row, col = seen[which]
        if (row, col) == tuple(cell):
            return seen
        if row < 0 or col < 0:
            key = "Right"
        elif row != cell[0]:
            key = "Down" if row < cell[0] else "Up"
        else:
            key = "Right" if col < cell[1] else "Left"
        program.keys(key)
        seen = program.wait_for("the cursor to move", lambda p, old=(row, col): tuple(p[which])
                                != old)
    raise AssertionError(f"the {which} never reached {cell}: at {seen[which]}")
