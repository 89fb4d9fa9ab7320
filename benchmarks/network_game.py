"""One networked game's figures on the loopback: a host (the real NetworkHost and its TCP
server, over a game session) and a guest (a TCP client of its own in the same process), a
3-seat game played to its end. The guest's seat decides from its views alone (a Greedy player
sending intents); the host's two seats are played at the host by Greedy players.

Figures: the messages and bytes the host sent the guest (in all, per turn, the largest line),
the messages the guest sent, and the round-trip time of a Ping on the loopback (median and
worst of the pings sent, one after each view).

The guest encrypts as a joining program does (TLS keyed by the join code); --plain measures a
guest that does not.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/network_game.py [--seed N] [--plain]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from sagrada_desktop.ai import make_player
from sagrada_desktop.engine import new_game
from sagrada_desktop.network.guest_table import GuestTable
from sagrada_desktop.network.join_code import tls_key
from sagrada_desktop.network.messages import (
    MOST_FROM_HOST,
    Ping,
    Pong,
    View,
    encode,
    read_from_host,
)
from sagrada_desktop.play.controller import TURN_ENDING
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.game.demo import demo_setup
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.ui.network.hosting import NetworkHost
from sagrada_desktop.ui.network.lines import LineClient

GUEST = 1


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--plain", action="store_true", help="a guest that does not encrypt")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    setup = demo_setup(3, args.seed)
    session = GameSession(new_game(setup), [SeatPlan("greedy"), SeatPlan(), SeatPlan("greedy")])
    host = NetworkHost(session, ["computer", "guest", "computer"], "a window")
    assert not host.listen("127.0.0.1", 0)
    players = [make_player("greedy", args.seed + i) for i in range(3)]
    table = GuestTable(host.code)
    client = LineClient(MOST_FROM_HOST, key=None if args.plain else tls_key(host.code))
    got = {"messages": 0, "bytes": 0, "largest": 0, "sent": 0}
    pings: dict[int, float] = {}
    rtts: list[float] = []

    def send(message: object) -> None:
        got["sent"] += 1
        client.send(encode(message))  # type: ignore[arg-type]

    def host_plays() -> None:
        s = session.state
        if not s.is_over and s.active_seat != GUEST:
            session.play(players[s.active_seat].choose(s))

    session.changed.connect(lambda _c: QTimer.singleShot(0, host_plays))

    def line(data: bytes) -> None:
        got["messages"] += 1
        got["bytes"] += len(data)
        got["largest"] = max(got["largest"], len(data))
        message = read_from_host(data)
        if isinstance(message, Pong):
            rtts.append(time.perf_counter() - pings.pop(message.number))
            return
        table.told(message)
        if table.stage == "choosing" and table.seat is None:
            send(table.take(GUEST))
        if isinstance(message, View):
            number = len(rtts) + len(pings)
            pings[number] = time.perf_counter()
            send(Ping(number))
            view = message.state
            if view.is_over:
                QTimer.singleShot(200, app.quit)
            elif view.active_seat == GUEST:
                send(table.intent(players[GUEST].choose(view)))
            elif table.view is not None and table.view.number == 0:
                QTimer.singleShot(0, host_plays)

    client.line.connect(line)
    client.connected.connect(lambda: send(table.hello()))
    client.connect_to("127.0.0.1", host.server.port)
    started = time.perf_counter()
    app.exec()
    wall = time.perf_counter() - started
    turns = sum(isinstance(a, TURN_ENDING) for a in session.actions)
    print(f"encrypted: {client.encrypted}; game over: {session.state.is_over}; turns {turns}; actions {len(session.actions)}; "
          f"wall {wall:.1f} s")
    print(f"host -> guest: {got['messages']} messages ({got['messages'] / turns:.1f} a turn), "
          f"{got['bytes']} bytes ({got['bytes'] / turns:.0f} a turn), largest line {got['largest']}")
    print(f"guest -> host: {got['sent']} messages; the host counted {host.messages} sent, "
          f"{host.bytes} bytes")
    print(f"round trip (Ping/Pong, loopback): median {statistics.median(rtts) * 1000:.2f} ms, "
          f"worst {max(rtts) * 1000:.2f} ms of {len(rtts)}")
    return 0 if session.state.is_over else 1


if __name__ == "__main__":
    sys.exit(main())
