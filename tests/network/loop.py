"""A host without a transport, for the protocol's tests: the play controller holds the game,
the host table answers each line, every message sent is encoded (as the transport sends it)
and kept per connection, so a test can read what each guest was sent."""

from __future__ import annotations

from collections import defaultdict

from sagrada_desktop.engine import Action, Die, GameState
from sagrada_desktop.network.host_table import HostTable, Reply, carry_out
from sagrada_desktop.network.messages import FromHost, encode, read_from_host
from sagrada_desktop.network.seats import Role
from sagrada_desktop.network.versions import GameEditions
from sagrada_desktop.play import PlayController, Refused, Step

CODE = "K7PQ2M"


class Loop:
    def __init__(self, state: GameState, roles: list[Role]) -> None:
        self.game = PlayController(state)
        self.table = HostTable.of(CODE, [s.name for s in state.seats], roles, "a window",
                                  GameEditions(state.setup.rules_edition))
        self.sent: dict[int, list[bytes]] = defaultdict(list)
        self.closed: set[int] = set()
        self._next = 0

    # --- the transport --------------------------------------------------------------------
    def connect(self) -> int:
        self._next += 1
        self.table.opened(self._next)
        return self._next

    def line(self, connection: int, line: bytes) -> list[FromHost]:
        """Deliver one line; the messages this connection was sent in answer."""
        before = len(self.sent[connection])
        self._deliver(self.table.received(connection, line, self.game.state))
        return [read_from_host(b) for b in self.sent[connection][before:]]

    def drop(self, connection: int, now: float = 0.0) -> None:
        self.closed.add(connection)
        self.table.closed(connection, now)

    def _deliver(self, reply: Reply) -> None:
        for connection, message in reply.sent:
            if connection not in self.closed:
                self.sent[connection].append(encode(message))
        for connection in reply.close:
            self.drop(connection)
        if reply.move is not None:
            why = carry_out(reply.move, self)
            if why is not None:
                self._deliver(self.table.refused(reply.move, why))

    # --- the game (host_table.Game) -------------------------------------------------------
    def _stepped(self, step: Step) -> None:
        self._deliver(self.table.views(self.game.state, step.changes))

    def play_for_guest(self, action: Action) -> str | None:
        try:
            step = self.game.play(action)
        except Refused as exc:
            return str(exc)
        self._stepped(step)
        return None

    def drop_for_guest(self, die: Die, row: int, col: int) -> str | None:
        try:
            step = self.game.drop(die, row, col)
        except Refused as exc:
            return str(exc)
        self._stepped(step)
        return None

    def take_back_for_guest(self, back: bool) -> str | None:
        return "nothing to take back"

    def host_plays(self, action: Action) -> None:
        """A seat at the host's screen (or a computer) plays."""
        self._stepped(self.game.play(action))
