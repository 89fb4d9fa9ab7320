"""Two real programs on 127.0.0.1, each on a virtual X server of its own: one hosts a saved
3-seat game (Seat 1 a person at its screen, Seat 2 offered to a guest, Seat 3 a computer), the
other joins with the join code and takes Seat 2. A real pointer (xdotool) plays both persons'
turns, clicking a board die and then a space, from what each program's probe shows: for the
guest, its seat's view from the host. Midway the guest is killed (SIGKILL) and a new program
joins and takes the seat back. The game is played to its end; both programs show the scoring
table of the same finished game, and the guest was never shown the bag's generator or seed."""

from __future__ import annotations

import os
import re
import signal
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

from sagrada_desktop.engine import (
    ConstructSpace,
    Die,
    GameState,
    Stage,
    fill_errors,
    legal_actions,
    new_game,
)
from sagrada_desktop.network.views import seat_view
from sagrada_desktop.saves import SeatPlan, save_game
from sagrada_desktop.saves.codec import state_from_json
from sagrada_desktop.saves.setup_checks import checked_setup
from tests.engine.fixtures import setup
from tests.ui.test_drag_drop import legal_and_illegal
from tests.ui.xserver import Program, missing_tools, virtual_screen

WIDTH, HEIGHT = 1280, 720
GUEST = 1


def view_of(seen: dict[str, Any]) -> GameState | None:
    """The game the program shows (for a guest: its seat's view, not a replayable save)."""
    doc = seen.get("game")
    if not doc:
        return None
    return state_from_json(doc["snapshot"], checked_setup(doc["setup"]), "snapshot")


def _key(die: Die) -> str:
    return f"{die.color.value}{die.value}"


def _centre(rect: list[int]) -> tuple[int, int]:
    x, y, w, h = rect
    return x + w // 2, y + h // 2


def act(program: Program, seat: int) -> bool:
    """One click-click step of `seat`'s person if it is their turn: True if it acted (and the
    program showed the game move on)."""
    seen = program.probe()
    state = view_of(seen) if seen.get("screen") == "GameScreen" else None
    if state is None or state.is_over or state.active_seat != seat:
        return False
    if state.stage is Stage.CONSTRUCT:
        action = next(a for a in legal_actions(state) if isinstance(a, ConstructSpace))
        program.click(*seen["board"][_key(action.die)]["at"])
    elif state.stage is Stage.DRAFT:
        fits = [d for d in state.pool if legal_and_illegal(state, d)[0] is not None]
        program.click(*seen["board"][_key((fits or list(state.pool))[0])]["at"])
    elif state.stage is Stage.PLACE and state.in_hand is not None:
        w = state.seats[seat].window
        spaces = [(r, c) for r in range(w.rows) for c in range(w.cols)
                  if not fill_errors(state, r, c)]
        if spaces:
            program.click(*seen["spaces"][f"{spaces[0][0]},{spaces[0][1]}"]["at"])
        else:
            lose = next(t for t in seen["buttons"] if t.startswith("Give up this die"))
            program.click(*_centre(seen["buttons"][lose]))
            asked = program.wait_for("the give-up question",
                                     lambda p: "Give up the die" in p["buttons"])
            program.click(*_centre(asked["buttons"]["Give up the die"]))
    else:
        return False
    program.wait_for("the game to move on", lambda p: view_of(p) != state)
    return True


def hosted_game(path: Path) -> None:
    game = setup(3, seed=11, start_seat=0)
    assert [s.name for s in game.seats] == ["Seat 1", "Seat 2", "Seat 3"]
    save_game(path, game, (), new_game(game), plans=[SeatPlan(), SeatPlan(), SeatPlan("easy")])


def joined(display: str, home: Path, port: int, code: str) -> Program:
    home.mkdir(exist_ok=True)
    guest = Program(display, home, ("--join", f"127.0.0.1:{port}", "--code", code.lower(),
                                    "--seat", "2"))
    guest.wait_for("the guest's game", lambda p: p["screen"] == "GameScreen"
                   and view_of(p) is not None, timeout=60)
    return guest


def game_to_host(tmp_path: Path) -> Path:
    """The saved game the host program hosts (the end-to-end tools checked first: never
    skipped, `make test` installs them with scripts/system-packages.sh)."""
    missing = missing_tools()
    if missing:
        pytest.fail(f"the end-to-end test needs {', '.join(missing)}: run `make system-packages`")
    game = tmp_path / "hosted.sagrada.json"
    hosted_game(game)
    return game


def test_a_host_and_a_guest_play_a_whole_game_and_the_guest_survives_a_kill(tmp_path):
    game = game_to_host(tmp_path)
    with ExitStack() as stack:
        host_display = stack.enter_context(virtual_screen(WIDTH, HEIGHT))
        guest_display = stack.enter_context(virtual_screen(WIDTH, HEIGHT))
        (tmp_path / "host").mkdir()
        host = Program(host_display, tmp_path / "host",
                       (str(game), "--host-seats", "2", "--address", "127.0.0.1", "--port", "0"))
        programs = [host]
        try:
            host.wait_for("the hosted game", lambda p: p["screen"] == "GameScreen", timeout=60)
            line = _hosting_line(host)
            port, code = int(line.group(1)), line.group(2)
            guest = joined(guest_display, tmp_path / "guest", port, code)
            programs.append(guest)
            # before its first turn (Seat 1 plays first) the guest is shown its own Private
            # Objective, and no other seat's
            first = guest.probe()
            shown_first = view_of(first)
            assert shown_first is not None and shown_first.active_seat == 0
            mine = shown_first.seats[GUEST].private_objective
            assert first["private_objective"]["seat"] == GUEST
            assert first["private_objective"]["title"] and first["private_objective"]["text"]
            assert mine.name in first["private_objective"]["title"] + first["private_objective"]["text"]
            killed = False
            deadline = time.monotonic() + 900
            while True:
                assert time.monotonic() < deadline, "the game did not end"
                seen = host.probe()
                real = view_of(seen)
                if seen.get("screen") == "ScoreScreen" or (real is not None and real.is_over):
                    break
                if not killed and real is not None and real.round >= 4:
                    os.kill(guest.proc.pid, signal.SIGKILL)
                    guest.proc.wait(10)
                    guest.stop()
                    guest = joined(guest_display, tmp_path / "guest-again", port, code)
                    programs.append(guest)
                    killed = True
                    back = view_of(guest.probe())
                    assert back is not None and back.round >= 4  # the game as it is, back
                if not (act(host, 0) or act(guest, GUEST)):
                    Program._between_reads()
                shown = view_of(guest.probe())
                assert shown is None or (shown.rng == 0 and shown.setup.seed == 0)
            assert killed
            final = host.wait_for("the host's scoring table", lambda p: p["screen"] == "ScoreScreen")
            ended = guest.wait_for("the guest's scoring table",
                                   lambda p: p["screen"] == "ScoreScreen")
            real, shown = view_of(final), view_of(ended)
            assert real is not None and real.is_over
            assert shown == seat_view(real, GUEST)
        finally:
            for program in programs:
                log = program.stop()
                if os.environ.get("SAGRADA_E2E_LOG"):
                    print(log)


def _hosting_line(host: Program) -> re.Match[str]:
    end = time.monotonic() + 30
    while time.monotonic() < end:
        found = re.search(r"hosting 127\.0\.0\.1 (\d+) (\w+)",
                          (host.home / "program.log").read_text(errors="replace"))
        if found:
            return found
        Program._between_reads()
    raise AssertionError("the host never said where it hosts")
