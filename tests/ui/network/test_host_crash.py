"""A host that crashes: two real programs on 127.0.0.1, each on a virtual X server of its own,
play a hosted 3-seat game (Seat 1 a person at the host's screen, Seat 2 a guest's, Seat 3 a
computer) with a real pointer. In round 2, on the host's own turn, the host is killed
(SIGKILL): its autosave holds the game as it was. The guest is told the connection is lost and
that it tries again. The host is started again on its autosave, on the same port: it hosts the
same game with the same join code (remembered), and the guest's program, never restarted, comes
back to its seat by itself with the game exactly as it was when the host died; the two play on
through a round."""

from __future__ import annotations

import os
import signal
import socket
import time
from contextlib import ExitStack
from pathlib import Path

from sagrada_desktop.engine import Stage
from sagrada_desktop.network.views import seat_view
from sagrada_desktop.saves import SaveError, load_game
from tests.ui.network.test_two_programs import (
    GUEST,
    HEIGHT,
    WIDTH,
    _hosting_line,
    act,
    game_to_host,
    joined,
    view_of,
)
from tests.ui.xserver import Program, virtual_screen


def autosave_of(home: Path) -> Path | None:
    found = sorted(home.glob("data/**/autosave.sagrada.json"))
    return found[0] if found else None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def hosting(display: str, home: Path, game: Path, port: int) -> Program:
    host = Program(display, home, (str(game), "--host-seats", "2", "--address", "127.0.0.1",
                                   "--port", str(port)))
    host.wait_for("the hosted game", lambda p: p["screen"] == "GameScreen"
                  and view_of(p) is not None, timeout=60)
    return host


def play_until(host: Program, guest: Program, done, what: str) -> None:
    deadline = time.monotonic() + 600
    while not done():
        assert time.monotonic() < deadline, f"the game never reached {what}"
        if not (act(host, 0) or act(guest, GUEST)):
            Program._between_reads()


def test_a_host_killed_midgame_hosts_its_autosave_again_and_the_guest_comes_back_by_itself(
        tmp_path):
    game = game_to_host(tmp_path)
    home = tmp_path / "host"
    home.mkdir()
    with ExitStack() as stack:
        host_display = stack.enter_context(virtual_screen(WIDTH, HEIGHT))
        guest_display = stack.enter_context(virtual_screen(WIDTH, HEIGHT))
        programs: list[Program] = []
        try:
            port = free_port()
            host = hosting(host_display, home, game, port)
            programs.append(host)
            line = _hosting_line(host)
            guest = joined(guest_display, tmp_path / "guest", int(line.group(1)), line.group(2))
            programs.append(guest)

            def hosts_turn_in_round_2() -> bool:
                s = view_of(host.probe())
                return (s is not None and s.round >= 2 and s.active_seat == 0
                        and s.stage is Stage.DRAFT and s.in_hand is None)

            play_until(host, guest, hosts_turn_in_round_2, "the host's turn in round 2")
            before = view_of(host.probe())
            assert before is not None

            def saved() -> bool:  # the autosave of the turn just ended is written
                path = autosave_of(home)
                try:
                    return path is not None and load_game(path).state == before
                except (SaveError, OSError):  # being written: read again
                    return False

            host.wait_for("the autosave of the game as it is", lambda _p: saved())
            os.kill(host.proc.pid, signal.SIGKILL)
            host.proc.wait(10)
            host.stop()
            guest.wait_for("the guest told the host is gone and that it tries again",
                           lambda p: "connection to the host" in p["status"]
                           and "trying again" in p["status"])

            autosave = autosave_of(home)
            assert autosave is not None
            again = hosting(host_display, home, autosave, port)
            programs.append(again)
            resumed = view_of(again.probe())
            assert resumed == before  # nothing of the game was lost with the host
            assert _hosting_line(again).group(2) == line.group(2)  # the same join code
            back = guest.wait_for("the guest back in its seat by itself",
                                  lambda p: "You play" in p["status"])
            assert view_of(back) == seat_view(before, GUEST)
            play_until(again, guest, lambda: (view_of(again.probe()) or before).round
                       > before.round, "the next round")
            shown = guest.wait_for("the guest's view of the game as it is", lambda p: view_of(p)
                                   == seat_view(view_of(again.probe()), GUEST))
            assert view_of(shown) is not None
        finally:
            for program in programs:
                log = program.stop()
                if os.environ.get("SAGRADA_E2E_LOG"):
                    print(log)
