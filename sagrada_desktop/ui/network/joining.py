"""A joining program's connection to the host: it greets with the join code and its versions,
takes the seat chosen (or the first one open), opens the game screen on the seat's view and
feeds it every view after; what its person does goes to the host as an intent. A refusal is
said on the status bar in this program's words; a dropped connection is said too, and the
same seat can be taken again (Join a game, the same address and code)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import shiboken6
from attrs import frozen
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from sagrada_desktop.campaign import Answer
from sagrada_desktop.engine import Action, Die, GameState
from sagrada_desktop.network.guest_table import GuestTable
from sagrada_desktop.network.join_code import tls_key
from sagrada_desktop.network.messages import (
    MOST_FROM_HOST,
    BadMessage,
    CampaignNow,
    FromGuest,
    Refusal,
    Seated,
    SeatOffer,
    TakeBacks,
    Welcome,
    encode,
    read_from_host,
)

from ..common.i18n import QT_TRANSLATE_NOOP, translate
from ..game.hosts import FreePlay
from .guest_campaign import GuestCampaign, unreadable
from .guest_session import GuestSession, TakeBackAsked
from .lines import LineClient
from .words import refusal_words

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel

    from ..main_window import MainWindow

RETRY_MS = (250, 1000, 2000, 5000, 10_000)  # the waits between tries to reach a lost host
RETRY_SECONDS = 300.0  # a lost host is tried again this long; then the guest is told it is over

# a joined game is the host's: nothing to save or autosave here; leaving it asks first
JOINED = FreePlay(may_save=False, autosaves=False)


@frozen
class JoinedCampaign(FreePlay):
    """A campaign's window joined over the network: the host's campaign gives its rewards."""

    may_save: bool = False
    autosaves: bool = False
    next_label: str = QT_TRANSLATE_NOOP("main_window", "Continue the campaign")

    def reward_lines(self, state: GameState) -> list[str]:
        return [*self.place_lines(state), translate("network", "The campaign is the host's: it gives this window's Legacy Points, Tool Cards and coins. Continue the campaign to follow its next steps here and make your family's choices; its next window opens here when the host starts it.")]


class NetworkGuest(QObject):
    said = Signal(str)  # words for the status bar
    offered = Signal(object)  # the host's Welcome: its seats
    ended = Signal(str)  # the connection is gone: why

    def __init__(self, window: MainWindow, code: str, seat: int | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent or window)
        self.window = window
        self.table = GuestTable(code)
        self.wanted = seat
        self.session: GuestSession | None = None
        self.between: GuestCampaign | None = None  # the campaign between its windows
        self.client: LineClient | None = None
        self._where = ("", 0)
        self._lost_at: float | None = None  # when the connection to the host was lost
        self._tries = 0  # to reach the host again since
        self._leaving = False
        self.joined_label: QLabel | None = None
        self._key = tls_key(code)  # the connection is encrypted with the code's key
        self._plain = False  # the host did not take the encrypted connection: plain lines
        self.said.connect(window.statusBar().showMessage)

    def join(self, address: str, port: int) -> None:
        self.said.emit(translate("network", "Connecting to {address} port {port}...").format(
            address=address, port=port))
        self._where = (address, port)
        self._connect()

    def _connect(self) -> None:
        """A new connection to the host (the first, or again after one was lost)."""
        if self._leaving:
            return
        old, self.client = self.client, LineClient(MOST_FROM_HOST, self,
                                                   None if self._plain else self._key)
        if old is not None:
            old.deleteLater()
        self.client.connected.connect(lambda: self._send(self.table.hello()))
        self.client.line.connect(self._line)
        self.client.closed.connect(self._closed)
        self.client.connect_to(*self._where)

    def take(self, seat: int) -> None:
        self._send(self.table.take(seat))

    def _send(self, message: FromGuest) -> None:
        if self.client is not None:
            self.client.send(encode(message))

    def _line(self, line: bytes) -> None:
        try:
            message = read_from_host(line)
        except BadMessage as exc:
            self.said.emit(translate("network", "The host sent a line that is not a message: {why}").format(why=str(exc)))
            return
        before = self.table.stage
        told = self.table.told(message)
        if isinstance(message, Welcome) and before == "connecting":
            self.offered.emit(message)
            self._choose(message)
        elif isinstance(message, Welcome) and self.session is not None:
            self.session.seats_played(frozenset(o.seat for o in message.seats
                                                if o.status == "computer"))
        elif isinstance(message, Seated):
            self._lost_at, self._tries = None, 0  # (back) in its seat
            name = self.table.offers[message.seat].name if message.seat < len(self.table.offers) else message.seat
            self.said.emit(translate("network", "You play {name}'s seat.").format(name=name))
            self._show_joined()
        elif isinstance(told, TakeBacks):
            if self.session is not None:
                self.session.may_take_back(told.undo, told.redo)
        elif isinstance(told, CampaignNow):
            self._campaign_now(told)
        elif isinstance(told, Refusal):
            self.said.emit(refusal_words(told))
            between = self._between_on_screen()
            if between is not None and not told.closing:
                between.not_taken(told.reasons or refusal_words(told))
            elif self.session is not None and not told.closing:
                self.session.not_taken(refusal_words(told))
        elif told is not None and self.table.state is not None:
            self._show()

    def _choose(self, welcome: Welcome) -> None:
        if self.wanted is not None:
            self.take(self.wanted)
            return
        free = [o for o in welcome.seats if o.status in ("open", "away")]
        if not free:
            self.said.emit(translate("network", "No seat of this game is open."))
        elif len(free) == 1:
            self.take(free[0].seat)
        else:
            self._ask(welcome, free)

    def _ask(self, welcome: Welcome, free: list[SeatOffer]) -> None:
        """More than one seat is open: the person chooses (Cancel: leave)."""
        from PySide6.QtWidgets import QInputDialog

        names = [o.name for o in free]
        name, ok = QInputDialog.getItem(
            self.window, translate("network", "Join a game"),
            translate("network", "{window}, round {round}. Take the seat of:").format(
                window=welcome.window, round=welcome.round), names, 0, False)
        if ok and name in names:
            self.take(free[names.index(name)].seat)
        else:
            self.leave()

    def _show(self) -> None:
        state, seat = self.table.state, self.table.seat
        assert state is not None and seat is not None
        next_window = self.session is not None and another_game(self.session.state, state)
        if self.session is not None and not next_window and self.window.session is not self.session:
            self.leave()  # its person left the joined game (another game, the start page)
            return
        if self.session is None or next_window:
            computers = frozenset(o.seat for o in self.table.offers if o.status == "computer")
            self.session = GuestSession(state, seat, self._intent, computers=computers)
            welcome = self.table.welcome
            campaign = welcome is not None and welcome.campaign
            if self.window.campaign.screen is not None:
                self.window.campaign.screen.active = False  # the game takes the screen
            self.window.open_session(self.session, JoinedCampaign(carry_on=self.show_between)
                                     if campaign else JOINED)
            if next_window and welcome is not None:
                self.said.emit(translate("network", "The campaign's next window: {window}. You play {name}'s seat.").format(
                    window=welcome.window, name=state.seats[seat].name))
                if state.active_seat == seat:
                    your_turn(self.window)
        else:
            was_ours = self.session.state.active_seat == seat
            opened = len(state.opened) - len(self.session.state.opened)
            self.session.take_in(state)
            if opened > 0:
                self.said.emit(translate("network", "An envelope was opened: its rules are in play from now on (the Window rules tab shows them)."))
            if state.active_seat == seat and not was_ours and not state.is_over:
                your_turn(self.window)

    # --- a campaign between its windows ------------------------------------------------------
    def _campaign_now(self, told: CampaignNow) -> None:
        seat = self.table.seat
        assert seat is not None
        why = unreadable(told.campaign, seat)
        if why is not None:  # a broken or hostile host: nothing of it is taken in
            self.said.emit(translate("network", "The host sent a campaign that does not hold together: {why}").format(why=why))
            return
        between = self._between()
        if between is None:
            self.between = GuestCampaign(told.campaign, seat, self._answer)
            decision = self.between.decision
            if decision is not None and decision.family == seat and not self._on_between():
                self.said.emit(translate("network", "A choice of your family is waiting: Continue the campaign."))
                your_turn(self.window)
            return
        asked_before = self._asked(between)
        between.take_in(told.campaign)
        if self._asked(between) and not asked_before:
            your_turn(self.window)

    def _asked(self, between: GuestCampaign) -> bool:
        decision = between.decision
        return decision is not None and decision.family == between.family

    def _between(self) -> GuestCampaign | None:
        if self.between is not None and not shiboken6.isValid(self.between):
            self.between = None  # closed with the campaign screen
        return self.between

    def _on_between(self) -> bool:
        return self._between_on_screen() is not None

    def _between_on_screen(self) -> GuestCampaign | None:
        between = self._between()
        campaign = self.window.campaign
        if between is None or campaign.session is not between or campaign.screen is None:
            return None
        return between if self.window.stack.currentWidget() is campaign.screen else None

    def show_between(self) -> None:
        """The scoring table's "Continue the campaign": the campaign's between-games screens,
        as the host's campaign stands (the host's screen moves it on)."""
        between = self._between()
        if between is None:
            self.said.emit(translate("network", "The host's campaign has not moved on from the window yet: its next steps are shown here when it does."))
            return
        if self.window.campaign.session is between:
            self.window.campaign.show_screen()
        else:
            self.window.campaign.open(between)

    def _answer(self, answer: Answer) -> None:
        self._send(self.table.answer(answer))

    def _intent(self, what: object) -> None:
        if isinstance(what, TakeBackAsked):
            self._send(self.table.take_back(what.back))
        elif isinstance(what, tuple):
            die, row, col = what
            assert isinstance(die, Die)
            self._send(self.table.drop(die, int(row), int(col)))
        else:
            assert not isinstance(what, tuple)
            self._send(self.table.intent(what))  # type: ignore[arg-type]

    def _closed(self, why: str) -> None:
        words = translate("network", "The connection to the host is closed.")
        if why:
            words = translate("network", "The connection to the host is lost: {why}").format(why=why)
        if self.client is not None and self.client.key_refused and not self._plain:
            # not the host's code, or a host that does not encrypt: once more, in plain lines
            # (the host then names what is wrong; the status bar says it is not encrypted)
            self._plain = True
            QTimer.singleShot(0, self, self._connect)
            return
        if self._may_try_again():
            self._lost_at = self._lost_at or time.monotonic()
            wait = RETRY_MS[min(self._tries, len(RETRY_MS) - 1)]
            self._tries += 1
            self.table.stage, self.wanted = "connecting", self.table.seat
            again = translate("network", "The connection to the host is lost ({why}); trying again (try {n})...") \
                if why else translate("network", "The connection to the host is closed; trying again (try {n})...")
            self.said.emit(again.format(why=why, n=self._tries))
            QTimer.singleShot(wait, self, self._connect)
            return
        self.said.emit(words)
        self.ended.emit(words)

    def _show_joined(self) -> None:
        """On the status bar for as long as the game is joined: the host, and whether the
        connection is encrypted."""
        from PySide6.QtWidgets import QLabel

        if self.joined_label is None:
            self.joined_label = QLabel(self.window.statusBar())
            self.joined_label.setObjectName("joined")
            self.window.statusBar().addPermanentWidget(self.joined_label)
            self.destroyed.connect(self.joined_label.deleteLater)
        address, port = self._where
        encrypted = self.client is not None and self.client.encrypted
        words = translate("network", "Joined {address}, port {port}; the connection is encrypted") if encrypted \
            else translate("network", "Joined {address}, port {port}; the connection is not encrypted")
        self.joined_label.setText(words.format(address=address, port=port))

    def _may_try_again(self) -> bool:
        """A seat was held and the host did not close on purpose: the connection was lost (a
        network fault, the host's program gone), and the joined game is still on the screen."""
        if self._leaving or self.table.stage not in ("playing", "connecting", "choosing") \
                or self.table.seat is None or not self.table.token:
            return False
        shown = self.session is not None and self.window.session is self.session
        if not (shown or self._on_between()):
            return False
        return self._lost_at is None or time.monotonic() - self._lost_at < RETRY_SECONDS

    def leave(self) -> None:
        self._leaving = True
        if self.client is not None:
            self.client.close()


def another_game(held: GameState, view: GameState) -> bool:
    """The host's view is of another game than the one held: a campaign's next window."""
    return (held.setup.window.id, held.setup.game_number) != (view.setup.window.id, view.setup.game_number)


def your_turn(window: MainWindow) -> None:
    """The guest's turn has come: the window asks for attention, with a sound if the player
    chose one (Settings)."""
    from ..common.settings import shared

    QApplication.alert(window)
    if shared().turn_sound:
        QApplication.beep()


__all__ = ["NetworkGuest", "Action"]
