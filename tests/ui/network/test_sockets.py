"""Network play over real sockets on 127.0.0.1, in one process: the host's referee (NetworkHost
and its TCP server) over a game session, a joining program's main window fed by it, and raw
connections sending what a broken or hostile program might. Every wait is for a condition."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtNetwork import QSsl, QSslSocket, QTcpSocket
from PySide6.QtWidgets import QLabel

from sagrada_desktop.engine import DraftDie, new_game
from sagrada_desktop.network.messages import Hello, encode
from sagrada_desktop.network.versions import Versions
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.game.computer import ComputerDriver
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.ui.main_window import MainWindow
from sagrada_desktop.ui.network.guest_session import GuestSession
from sagrada_desktop.ui.network.hosting import AWAY_SECONDS, MOST_CONNECTIONS, NetworkHost
from sagrada_desktop.ui.network.joining import NetworkGuest
from sagrada_desktop.ui.network.start import join
from tests.engine.fixtures import TEST_WINDOW, setup

LOADED_MS = 60_000  # how long a step may take on a machine loaded by other work (CI)

GUEST = 1


@pytest.fixture
def host(qapp):
    """Seat 1 at the host's screen, seat 2 offered to a guest, seat 3 a computer; seat 1 starts."""
    session = GameSession(new_game(setup(3, seed=4, start_seat=0)),
                          [SeatPlan(), SeatPlan(), SeatPlan("easy")])
    hosting = NetworkHost(session, ["here", "guest", "computer"], "Test Window")
    assert hosting.listen("127.0.0.1", 0) == ""
    yield hosting
    hosting.stop()


def guest_window(qtbot, temp_settings) -> MainWindow:
    window = MainWindow(temp_settings, None, [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.show()
    return window


def joined(qtbot, temp_settings, host: NetworkHost, code: str = "") -> MainWindow:
    window = guest_window(qtbot, temp_settings)
    join(window, "127.0.0.1", host.server.port, code or host.code.lower())
    qtbot.waitUntil(lambda: isinstance(window.session, GuestSession), timeout=LOADED_MS)
    return window


def raw(qtbot, host: NetworkHost) -> QTcpSocket:
    socket = QTcpSocket()
    socket.connectToHost("127.0.0.1", host.server.port)
    qtbot.waitUntil(lambda: socket.state() == QTcpSocket.SocketState.ConnectedState, timeout=LOADED_MS)
    return socket


def test_a_guest_joins_sees_its_view_and_plays_its_turn_through_the_host(qtbot, temp_settings,
                                                                         host):
    window = joined(qtbot, temp_settings, host)
    guest = window.session
    assert isinstance(guest, GuestSession) and guest.seat == GUEST
    assert guest.state.rng == 0 and host.session.state.rng != 0  # the generator stays home
    assert host.table.seats.status(GUEST) == "taken"
    assert guest.is_person(GUEST) and not guest.is_person(0)
    screen = window.game_screen  # seat 1 plays at the host: the guest's screen waits for it
    assert screen.notice.text() == "Seat 1 is playing on another computer"
    assert screen.hand.heading.text() == "Seat 1's turn"
    assert screen.hand.detail.text() == "Waiting for a move made on another computer."
    host.session.play(DraftDie(host.session.state.pool[0]))  # seat 1 plays at the host
    qtbot.waitUntil(lambda: guest.state.in_hand is not None, timeout=LOADED_MS)
    assert not guest.play(DraftDie(guest.state.pool[0]))  # not the guest's turn: nothing sent
    legal = next(a for a in host.session.legal() if type(a).__name__ == "FillSpace")
    host.session.play(legal)
    qtbot.waitUntil(lambda: guest.state.active_seat == GUEST and guest.state.in_hand is None, timeout=LOADED_MS)
    die = guest.state.pool[0]
    assert guest.play(DraftDie(die))
    qtbot.waitUntil(lambda: host.session.state.in_hand is not None, timeout=LOADED_MS)
    assert host.session.state.in_hand.die == die and host.session.actions[-1] == DraftDie(die)
    qtbot.waitUntil(lambda: guest.state.in_hand is not None and not guest.waiting, timeout=LOADED_MS)


def test_a_guests_connection_is_encrypted_with_the_codes_key_and_a_plain_one_still_read(
        qtbot, temp_settings, host):
    window = joined(qtbot, temp_settings, host)
    (guest,) = window.findChildren(NetworkGuest)
    (label,) = [w for w in window.statusBar().findChildren(QLabel) if w.objectName() == "joined"]
    assert guest.client.encrypted and label.text().endswith("the connection is encrypted")
    (ours,) = [s for s in host.server.findChildren(QSslSocket) if s.isEncrypted()]
    cipher = ours.sessionCipher().name()
    assert "DHE-PSK-" in cipher and ours.sessionProtocol() == QSsl.SslProtocol.TlsV1_2
    plain = raw(qtbot, host)  # a program that does not encrypt: read as plain lines
    plain.write(encode(Versions().hello(host.code)))
    qtbot.waitUntil(lambda: b'"welcome"' in bytes(plain.peek(65536).data()), timeout=LOADED_MS)


def test_a_host_without_encryption_is_joined_in_plain_lines(qtbot, temp_settings, monkeypatch):
    from sagrada_desktop.ui.network import lines

    monkeypatch.setattr(lines, "encryption_works", lambda: False)  # this host's Qt has no TLS
    session = GameSession(new_game(setup(2, seed=4, start_seat=0)), [SeatPlan(), SeatPlan()])
    plain_host = NetworkHost(session, ["here", "guest"], "Test Window")
    monkeypatch.undo()
    monkeypatch.setattr(lines, "HANDSHAKE_MS", 300)  # (the program waits 10 s)
    assert plain_host.listen("127.0.0.1", 0) == "" and not plain_host.server.encrypts
    try:
        window = joined(qtbot, temp_settings, plain_host)
        (guest,) = window.findChildren(NetworkGuest)
        (label,) = [w for w in window.statusBar().findChildren(QLabel)
                    if w.objectName() == "joined"]
        assert not guest.client.encrypted and label.text().endswith("is not encrypted")
    finally:
        plain_host.stop()


def test_a_dropped_guest_takes_its_seat_back_by_itself_with_the_game_as_it_is(
        qtbot, temp_settings, host):
    window = joined(qtbot, temp_settings, host)
    first = window.session
    assert isinstance(first, GuestSession)
    (guest,) = window.findChildren(NetworkGuest)
    changes: list[str] = []
    host.seats_changed.connect(lambda: changes.append(host.table.seats.status(GUEST)))
    said: list[str] = []
    guest.said.connect(said.append)
    guest.client.findChild(QTcpSocket).abort()  # the connection is lost, as a pulled cable
    qtbot.waitUntil(lambda: "away" in changes and changes[-1] == "taken", timeout=LOADED_MS)
    assert any("trying again (try 1)" in words for words in said)
    host.session.play(DraftDie(host.session.state.pool[0]))  # the game goes on, and it sees it
    qtbot.waitUntil(lambda: first.state.in_hand == host.session.state.in_hand, timeout=LOADED_MS)
    assert window.session is first  # the same game screen, never closed


def test_a_guest_that_left_joins_its_seat_again_with_the_game_as_it_is(qtbot, temp_settings,
                                                                      host):
    window = joined(qtbot, temp_settings, host)
    (guest,) = window.findChildren(NetworkGuest)
    guest.leave()  # its program closes the connection (and does not try again)
    qtbot.waitUntil(lambda: host.table.seats.status(GUEST) == "away", timeout=LOADED_MS)
    host.session.play(DraftDie(host.session.state.pool[0]))  # the game goes on meanwhile
    again = joined(qtbot, temp_settings, host)
    back = again.session
    assert isinstance(back, GuestSession) and back.seat == GUEST
    assert back.state.in_hand == host.session.state.in_hand
    assert host.table.seats.status(GUEST) == "taken"


def test_a_wrong_code_and_another_version_are_refused_in_the_guests_words(qtbot, temp_settings,
                                                                          host):
    window = guest_window(qtbot, temp_settings)
    join(window, "127.0.0.1", host.server.port, "AAAAAA")  # the handshake fails: not the code's key
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "Wrong join code.", timeout=LOADED_MS)
    (guest,) = window.findChildren(NetworkGuest)
    assert not guest.client.encrypted  # tried again in plain lines, where the host says why
    socket = raw(qtbot, host)
    socket.write(encode(Hello("9.9.9", 3, 2, host.code)))
    qtbot.waitUntil(lambda: socket.state() == QTcpSocket.SocketState.UnconnectedState
                    or b"program" in bytes(socket.peek(4096).data()), timeout=LOADED_MS)
    assert b'"program"' in bytes(socket.readAll().data())


def test_a_hostile_connection_is_closed_and_the_host_plays_on(qtbot, temp_settings, host):
    before = host.session.state
    socket = raw(qtbot, host)
    socket.write(b"\xff\xfe not json\n")
    socket.write(b'{"kind":"intent","action":{"kind":"draft","die":"R3"},"seen":0}\n')
    socket.write(encode(Versions().hello(host.code)))
    socket.write(b'{"kind":"take-seat","seat":0}\n')  # the host's own seat
    socket.write(b'{"kind":"take-seat","seat":2}\n')  # the computer's
    qtbot.waitUntil(lambda: bytes(socket.peek(100000).data()).count(b"\n") >= 7, timeout=LOADED_MS)
    answers = bytes(socket.readAll().data())
    assert answers.count(b'"seat-not-open"') == 2 and b'"bad-message"' in answers
    socket.write(b'{"kind":"ping","number":1,"pad":"' + b"x" * 40000)  # never ends: too long
    qtbot.waitUntil(lambda: socket.state() == QTcpSocket.SocketState.UnconnectedState,
                    timeout=LOADED_MS)
    assert host.session.state is before  # nothing reached the game
    for garbage in (b"\x16\x03\x01\x00\x05hello" + bytes(range(256)),  # a broken handshake
                    b"\x16" * 70000):
        hostile = raw(qtbot, host)
        hostile.write(garbage)
        qtbot.waitUntil(lambda hostile=hostile: hostile.state()
                        == QTcpSocket.SocketState.UnconnectedState, timeout=LOADED_MS)
    assert host.session.state is before and host.table.connections == {}
    window = joined(qtbot, temp_settings, host)  # the host is unharmed: a guest still joins
    assert isinstance(window.session, GuestSession) and window.session.seat == GUEST


def test_a_seat_long_away_on_its_turn_is_handed_to_a_computer_when_the_host_says_so(
        qtbot, temp_settings, host):
    window = joined(qtbot, temp_settings, host)
    (guest,) = window.findChildren(NetworkGuest)
    guest.leave()  # gone, and not coming back by itself
    qtbot.waitUntil(lambda: host.table.seats.status(GUEST) == "away", timeout=LOADED_MS)
    asked: list[int] = []
    host.long_away.connect(asked.append)
    host.check_away(now=time.monotonic() + AWAY_SECONDS + 1)
    assert asked == []  # not its turn: nobody is held up
    s = host.session
    s.play(DraftDie(s.state.pool[0]))
    s.play(next(a for a in s.legal() if type(a).__name__ == "FillSpace"))
    assert s.state.active_seat == GUEST
    host.check_away(now=time.monotonic() + 10)
    assert asked == []  # not away long enough
    host.check_away(now=time.monotonic() + AWAY_SECONDS + 1)
    host.check_away(now=time.monotonic() + AWAY_SECONDS + 2)
    assert asked == [GUEST]  # asked once
    driver = ComputerDriver(s, 0)
    host.hand_to_computer(GUEST, driver)
    qtbot.waitUntil(lambda: s.state.active_seat != GUEST, timeout=LOADED_MS)
    assert not s.is_person(GUEST) and GUEST not in s.remote
    late = guest_window(qtbot, temp_settings)
    join(late, "127.0.0.1", host.server.port, host.code)
    qtbot.waitUntil(lambda: late.statusBar().currentMessage() == "No seat of this game is open.", timeout=LOADED_MS)


def test_connections_past_the_most_are_closed_and_a_guest_still_joins_after(qtbot, temp_settings,
                                                                            host):
    many = [raw(qtbot, host) for _ in range(MOST_CONNECTIONS)]
    for _ in range(3):
        many.append(QTcpSocket())
        many[-1].connectToHost("127.0.0.1", host.server.port)
    qtbot.waitUntil(lambda: len(host.table.connections) == MOST_CONNECTIONS and sum(
        s.state() == QTcpSocket.SocketState.UnconnectedState for s in many) == 3, timeout=LOADED_MS)
    assert all(s.state() == QTcpSocket.SocketState.ConnectedState for s in many[:-3])
    assert len(host.table.connections) == MOST_CONNECTIONS
    for socket in many[:4]:
        socket.abort()
    qtbot.waitUntil(lambda: len(host.table.connections) == MOST_CONNECTIONS - 4, timeout=LOADED_MS)
    window = joined(qtbot, temp_settings, host)
    assert isinstance(window.session, GuestSession)


def test_with_two_seats_open_the_person_joining_chooses_one(qtbot, temp_settings, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    session = GameSession(new_game(setup(3, seed=4, start_seat=0)), [SeatPlan()] * 3)
    hosting = NetworkHost(session, ["here", "guest", "guest"], "Test Window")
    assert hosting.listen("127.0.0.1", 0) == ""
    asked: list[list[str]] = []

    def choose(_parent, _title, _label, names, *_rest):
        asked.append(list(names))
        return "Seat 3", True

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(choose))
    try:
        window = joined(qtbot, temp_settings, hosting)
        assert asked == [["Seat 2", "Seat 3"]]
        assert isinstance(window.session, GuestSession) and window.session.seat == 2
    finally:
        hosting.stop()


def test_the_game_on_the_screen_is_hosted_from_the_game_menu(qtbot, temp_settings, monkeypatch):
    from PySide6.QtWidgets import QDialog, QLabel

    from sagrada_desktop.ui.game.hosts import FreePlay
    from sagrada_desktop.ui.network import dialogs

    window = guest_window(qtbot, temp_settings)
    plans = [SeatPlan(), SeatPlan(), SeatPlan("easy")]
    window.start_game(setup(3, seed=8, start_seat=0), plans, FreePlay())
    before = window.session
    monkeypatch.setattr(dialogs.HostDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(dialogs, "PORT", 0)  # any free port
    dialogs.host_on_the_network(window)
    hosted = window.session
    assert hosted is not before and hosted.state == before.state
    assert hosted.remote == {1}  # the dialog offers every person seat but the first
    (label,) = [w for w in window.statusBar().findChildren(QLabel) if w.objectName() == "hosting"]
    host = hosted.findChild(NetworkHost)
    assert f"port {host.server.port}" in label.text() and host.code[:3] in label.text()
    guest = joined(qtbot, temp_settings, host)
    assert guest.session.seat == 1


def test_a_guest_takes_back_its_own_step_with_undo_and_redo_through_the_host(qtbot, temp_settings,
                                                                             host):
    window = joined(qtbot, temp_settings, host)
    guest, screen = window.session, window.game_screen
    assert isinstance(guest, GuestSession)
    card = screen.seat_cards[2]  # the host's computer seat reads as a computer, not a person away
    assert "computer" in card.toolTip() and "another computer" not in card.toolTip()
    assert "another computer" in screen.seat_cards[0].toolTip()  # the host's person
    s = host.session
    s.play(DraftDie(s.state.pool[0]))
    s.play(next(a for a in s.legal() if type(a).__name__ == "FillSpace"))
    qtbot.waitUntil(lambda: guest.state.active_seat == GUEST, timeout=LOADED_MS)
    undo, redo = screen.hand.undo_button, screen.hand.redo_button
    assert not undo.isEnabled() and not redo.isEnabled()  # nothing of this turn yet
    die = guest.state.pool[0]
    assert guest.play(DraftDie(die))
    qtbot.waitUntil(lambda: undo.isEnabled(), timeout=LOADED_MS)  # the host says it may
    assert guest.state.in_hand is not None and not redo.isEnabled()
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: s.state.in_hand is None and guest.state.in_hand is None
                    and redo.isEnabled(), timeout=LOADED_MS)
    assert die in s.state.pool and not undo.isEnabled()  # taken back at the host, its referee
    qtbot.mouseClick(redo, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.state.in_hand is not None and undo.isEnabled(), timeout=LOADED_MS)
    assert s.state.in_hand.die == die and s.actions[-1] == DraftDie(die)



def test_the_guests_turn_sounds_only_when_the_player_chose_it_in_settings(qtbot, temp_settings,
                                                                          host, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from sagrada_desktop.ui.common.dialogs import SettingsDialog

    calls: list[str] = []
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: calls.append("beep")))
    monkeypatch.setattr(QApplication, "alert", staticmethod(lambda *_a: calls.append("alert")))
    window = joined(qtbot, temp_settings, host)
    guest, s = window.session, host.session
    assert not temp_settings.turn_sound  # off unless chosen

    def a_turn_at_the_host() -> None:  # the host's person, or its computer seat
        s.play(DraftDie(s.state.pool[0]))
        s.play(next(a for a in s.legal() if type(a).__name__ == "FillSpace"))

    a_turn_at_the_host()  # Seat 1, then it is the guest's turn
    qtbot.waitUntil(lambda: guest.state.active_seat == GUEST, timeout=LOADED_MS)
    assert calls == ["alert"]  # the window asks for attention, silently
    dialog = SettingsDialog(temp_settings, window)
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.turn_sound, Qt.MouseButton.LeftButton)
    dialog.accept()
    assert temp_settings.turn_sound
    assert guest.play(DraftDie(guest.state.pool[0]))
    qtbot.waitUntil(lambda: guest.state.in_hand is not None and not guest.waiting,
                    timeout=LOADED_MS)
    assert guest.play(next(a for a in s.legal() if type(a).__name__ == "FillSpace"))
    qtbot.waitUntil(lambda: guest.state.active_seat == 2, timeout=LOADED_MS)
    a_turn_at_the_host()  # the computer's seat: its two turns (the snake turns back)
    a_turn_at_the_host()
    qtbot.waitUntil(lambda: len(calls) == 3, timeout=LOADED_MS)
    assert calls == ["alert", "alert", "beep"] and guest.state.active_seat == GUEST


def test_a_seat_handed_to_a_computer_reads_so_at_the_other_guests(qtbot, temp_settings):
    session = GameSession(new_game(setup(3, seed=4, start_seat=0)), [SeatPlan()] * 3)
    hosting = NetworkHost(session, ["here", "guest", "guest"], "Test Window")
    assert hosting.listen("127.0.0.1", 0) == ""
    try:
        staying = guest_window(qtbot, temp_settings)
        join(staying, "127.0.0.1", hosting.server.port, hosting.code, seat=1)
        leaving = guest_window(qtbot, temp_settings)
        join(leaving, "127.0.0.1", hosting.server.port, hosting.code, seat=2)
        qtbot.waitUntil(lambda: isinstance(staying.session, GuestSession)
                        and isinstance(leaving.session, GuestSession), timeout=LOADED_MS)
        card = staying.game_screen.seat_cards[2]
        assert "another computer" in card.toolTip()
        (gone,) = leaving.findChildren(NetworkGuest)
        gone.leave()
        qtbot.waitUntil(lambda: hosting.table.seats.status(2) == "away", timeout=LOADED_MS)
        hosting.hand_to_computer(2, ComputerDriver(session, 0))
        qtbot.waitUntil(lambda: "another computer" not in card.toolTip(), timeout=LOADED_MS)
        assert "computer" in card.toolTip() and 2 in staying.session.remote_computers
    finally:
        hosting.stop()


def test_a_campaign_from_the_host_that_does_not_hold_together_is_not_taken_in(
        qtbot, temp_settings, host):
    from attrs import evolve

    from sagrada_desktop.network.campaign_views import campaign_view
    from sagrada_desktop.network.messages import CampaignNow
    from tests.ui.campaign_helpers import campaign_at

    window = joined(qtbot, temp_settings, host)
    (guest,) = window.findChildren(NetworkGuest)
    said: list[str] = []
    guest.said.connect(said.append)
    good = campaign_view(campaign_at(lambda _c, d: d is not None and d.kind == "reward-tools"))
    family = good.families[GUEST]
    hostile = [evolve(good, families=(good.families[0], evolve(family, tools=("no-such-tool",)))),
               evolve(good, content_edition=999),
               evolve(good, families=good.families[:1])]  # no family for the guest's seat
    for number, campaign in enumerate(hostile, start=100):
        guest._line(encode(CampaignNow(number, campaign)))  # as the host's line would come
        assert guest.between is None and said[-1].startswith("The host sent a campaign that does not hold together")
    guest._line(encode(CampaignNow(200, good)))  # a campaign that holds together is taken in
    assert guest.between is not None and guest.between.campaign == good


def test_a_guest_that_leaves_the_joined_game_for_another_is_not_pulled_back(
        qtbot, temp_settings, host):
    window = joined(qtbot, temp_settings, host)
    (guest,) = window.findChildren(NetworkGuest)
    window.show_start()  # the person went to the start page (Game > New game, say)
    host.session.play(DraftDie(host.session.state.pool[0]))  # the host's game goes on
    qtbot.waitUntil(lambda: host.table.seats.status(GUEST) == "away", timeout=LOADED_MS)
    assert window.session is None and window.stack.currentWidget() is window.start
