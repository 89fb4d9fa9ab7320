"""The host's referee on the screen: its listening socket, the table of seats and guests
(sagrada_desktop.network.host_table), and the game session the host's screen plays. A guest's
line is answered by the table; a move it allows is played through the session (the play
controller applies it once, and the host's screen shows it as any step); after every step
of the game, whoever made it, each seated guest is sent its own seat's view."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal

from sagrada_desktop.campaign import Answer
from sagrada_desktop.engine import Action, Die
from sagrada_desktop.network.campaign_views import campaign_view
from sagrada_desktop.network.host_table import HostTable, Reply, carry_out
from sagrada_desktop.network.join_code import new_code, tls_key
from sagrada_desktop.network.messages import MOST_FROM_GUEST, encode
from sagrada_desktop.network.seats import Role
from sagrada_desktop.network.versions import GameEditions
from sagrada_desktop.play import Changes
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.saves.seat_plans import SeatKind

from ..common.i18n import translate
from ..game.computer import ComputerDriver
from ..game.session import GameSession
from .lines import LineServer

if TYPE_CHECKING:
    from ..campaign.campaign_session import CampaignSession

MOST_CONNECTIONS = 16  # open at once (seated or not); more are closed at once
AWAY_SECONDS = 120.0  # a seat's guest away this long on its turn: the host is asked
COMPUTER: SeatKind = "medium"  # the computer player a seat left away is handed to


def guest_seats(roles: Sequence[Role]) -> frozenset[int]:
    """The seats played from other computers."""
    return frozenset(i for i, r in enumerate(roles) if r == "guest")


class NetworkHost(QObject):
    seats_changed = Signal()  # a guest took a seat or dropped
    long_away = Signal(int)  # it is the turn of a seat whose guest has long been away

    def __init__(self, session: GameSession, roles: Sequence[Role], window: str,
                 code: str = "", parent: QObject | None = None, *,
                 campaign_edition: int | None = None) -> None:
        """`campaign_edition`: a campaign's window, played with that content edition."""
        super().__init__(parent)
        state = session.state
        self.session = session
        editions = GameEditions(state.setup.rules_edition) if campaign_edition is None \
            else GameEditions(state.setup.rules_edition, campaign_edition)
        self.table = HostTable.of(code or new_code(), [s.name for s in state.seats], roles,
                                  window, editions, campaign=campaign_edition is not None)
        session.remote = guest_seats(roles)
        self.roles = tuple(roles)  # as chosen when hosting began (a campaign's next windows too)
        self.server = LineServer(MOST_FROM_GUEST, self, tls_key(self.table.code))
        self.server.opened.connect(self._opened)
        self.server.line.connect(self._line)
        self.server.closed.connect(self._closed)
        session.changed.connect(self._changed)
        self._away = QTimer(self)
        self._away.timeout.connect(self.check_away)
        self._away.start(5000)
        self._asked: set[int] = set()
        self.messages = 0  # sent, and their bytes: the figures of docs/network.md
        self.bytes = 0
        self._refusal = ""
        self.campaign: CampaignSession | None = None  # hosting a campaign's windows

    def follow(self, campaign: CampaignSession) -> None:
        """A campaign's window is hosted: between its windows the guests follow the campaign
        on their own between-games screens, and the choices of their families are theirs."""
        self.campaign = campaign
        campaign.changed.connect(self._campaign_moved)

    def _campaign_moved(self) -> None:
        c = self.campaign
        if c is not None and c.campaign.game is None:  # between windows (a game sends views)
            self._deliver(self.table.campaign_now(campaign_view(c.campaign)))

    def _deciding(self) -> int | None:
        """The seat whose family's choice the campaign waits for, if a guest plays it."""
        c = self.campaign
        if c is None or c.campaign.game is not None:
            return None
        family = getattr(c.decision, "family", None)
        return family if family is not None and c.is_remote(family) else None

    def listen(self, address: str, port: int) -> str:
        return self.server.listen(address, port)

    @property
    def code(self) -> str:
        return self.table.code

    def stop(self) -> None:
        self._deliver(self.table.stop())
        self.server.stop()

    def next_window(self, session: GameSession, window: str, editions: GameEditions) -> None:
        """A campaign's next window: the same table plays its game (`session`), the guests in
        their families' seats (HostTable.next_window); every step of it goes to them."""
        self.session.changed.disconnect(self._changed)
        self.session = session
        session.remote = guest_seats(self.roles)
        session.changed.connect(self._changed)
        self._asked.clear()
        self._deliver(self.table.next_window(window, editions, self.roles, session.state))
        self.seats_changed.emit()

    # --- a seat left away ------------------------------------------------------------------
    def check_away(self, now: float | None = None) -> None:
        """On the turn of a seat whose guest has been away AWAY_SECONDS, say so (once)."""
        s = self.session.state
        when = time.monotonic() if now is None else now
        away = self.table.seats.away_longer_than(AWAY_SECONDS, when)
        if not s.is_over and s.active_seat in away and s.active_seat not in self._asked:
            self._asked.add(s.active_seat)
            self.long_away.emit(s.active_seat)

    def hand_to_computer(self, seat: int, driver: ComputerDriver) -> None:
        """The host hands the seat to a computer player: no guest may take it any more."""
        self.table.seats.to_computer(seat)
        self.session.remote = self.session.remote - {seat}
        plans = list(self.session.plans)
        plans[seat] = SeatPlan(COMPUTER)
        self.session.plans = tuple(plans)
        driver.play_seat(seat, COMPUTER)
        self._deliver(self.table.seats_now(self.session.state))  # the guests see who plays it
        self.seats_changed.emit()

    # --- the transport's events -----------------------------------------------------------
    def _opened(self, connection: int) -> None:
        if len(self.table.connections) >= MOST_CONNECTIONS:
            self.server.close(connection)  # never greeted: nothing of the game is sent
            return
        self.table.opened(connection)

    def _line(self, connection: int, line: bytes) -> None:
        self._deliver(self.table.received(connection, line, self.session.state,
                                          self._deciding()))

    def _closed(self, connection: int) -> None:
        seat = self.table.closed(connection, time.monotonic())
        if seat is not None:
            self._asked.discard(seat)
            self.seats_changed.emit()

    def _changed(self, changes: Changes) -> None:
        self._deliver(self.table.views(self.session.state, changes))
        # what the seat on turn may now take back, once the undo stack has taken the step in
        # (a step is broadcast from inside the stack's push, undo or redo)
        QTimer.singleShot(0, self, self._take_backs)

    def _take_backs(self, *_index: object) -> None:
        """What the seat on turn may take back (told to its guest after each step)."""
        stack = self.session.undo_stack
        if not (shiboken6.isValid(self.session) and shiboken6.isValid(stack)):
            return  # the session is being torn down (its stack empties as it goes)
        self._deliver(self.table.take_backs(self.session.state, stack.canUndo(), stack.canRedo()))

    def _deliver(self, reply: Reply) -> None:
        for connection, message in reply.sent:
            data = encode(message)
            self.messages += 1
            self.bytes += len(data)
            self.server.send(connection, data)
        for connection in reply.close:
            self.server.close(connection)
        if reply.move is not None:
            why = carry_out(reply.move, self)
            if why is not None:
                self._deliver(self.table.refused(reply.move, why))
        if any(type(m).__name__ == "Seated" for _, m in reply.sent):
            self.seats_changed.emit()
            self._take_backs()  # a guest back on its turn: what it may still take back

    # --- the game (network.host_table.Game): through the session, as the screen plays ----
    def _through(self, played: bool) -> str | None:
        why, self._refusal = self._refusal, ""
        return None if played else (why or "refused")

    def _refused(self, why: str) -> None:
        self._refusal = why

    def play_for_guest(self, action: Action) -> str | None:
        self.session.refused.connect(self._refused)
        try:
            return self._through(self.session.play(action))
        finally:
            self.session.refused.disconnect(self._refused)

    def drop_for_guest(self, die: Die, row: int, col: int) -> str | None:
        self.session.refused.connect(self._refused)
        try:
            return self._through(self.session.drop(die, row, col))
        finally:
            self.session.refused.disconnect(self._refused)

    def answer_for_guest(self, answer: Answer) -> str | None:
        """A guest family's answer between windows: the campaign decides it, as a person's at
        this screen (and says why not)."""
        c = self.campaign
        if c is None:
            return translate("network", "This game is not a campaign's.")
        c.refused.connect(self._refused)
        try:
            return self._through(c.answer(answer))
        finally:
            c.refused.disconnect(self._refused)

    def take_back_for_guest(self, back: bool) -> str | None:
        stack = self.session.undo_stack
        if not (stack.canUndo() if back else stack.canRedo()):
            return translate("network", "Nothing of this turn to take back.")
        if back:
            stack.undo()
        else:
            stack.redo()
        return None
