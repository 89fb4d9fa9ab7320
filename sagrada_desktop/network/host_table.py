"""The host's side of network play, without Qt: every guest's connection through its states,
every line a guest sends checked, and what each seat is sent.

A connection goes  greeting --Hello--> choosing --TakeSeat--> seated  (and is closed on a
refusal marked `closing`, or when the transport drops it). Every line is read through the
codec (messages.py: size, JSON, shape); then the state decides:

- greeting: only a Hello, whose versions agree and whose join code matches (TRIES wrong codes
  close the connection); answered with the Welcome (the seats offered);
- choosing: a TakeSeat of an open seat, or of an away one (its guest back), or of a taken one
  with that seat's rejoin token (the old connection is then let go); answered with Seated and
  the seat's view;
- seated: intents of the seat's own player, on its turn, made on the view now in force
  (`seen`); the table hands them to the caller as a Move for the play controller, which alone
  applies them (and refuses what the rules refuse), then views() gives every seat its view.
  Between a campaign's windows, the answer of the seat's family to the choice the campaign
  waits for from it (and no other), made on the campaign last sent; the campaign alone
  decides it (and refuses what its rules refuse), then campaign_now() sends where it stands.

A guest never names a seat in an intent: the seat is its connection's. Nothing a guest sends
reaches the game but a Move the rules then check; too many bad lines close the connection.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from attrs import define, field, frozen

from ..campaign import Answer, Campaign
from ..engine import Action, Die, GameState
from ..play import Changes
from .join_code import TRIES, matches, same_token
from .messages import (
    BadMessage,
    CampaignAnswer,
    CampaignNow,
    DropDie,
    FromGuest,
    FromHost,
    Hello,
    Intent,
    Ping,
    Pong,
    Refusal,
    Seated,
    TakeBack,
    TakeBacks,
    TakeSeat,
    View,
    Welcome,
    read_from_guest,
)
from .seats import Role, SeatTable
from .versions import GameEditions, Versions, disagreement
from .views import every_change, seat_view

BAD_LINES = 20  # lines that are not messages, or out of place, before the connection is closed


@frozen
class Move:
    """An intent to carry out for `seat` (Intent, DropDie or TakeBack), from `connection`."""

    seat: int
    connection: int
    intent: Intent | DropDie | TakeBack | CampaignAnswer


@frozen
class Reply:
    """What one line from a guest leads to: messages to send (connection, message), a move
    for the play controller, and connections to close once the messages are sent."""

    sent: tuple[tuple[int, FromHost], ...] = ()
    move: Move | None = None
    close: tuple[int, ...] = ()


@define
class Connection:
    stage: str = "greeting"  # greeting, choosing, seated
    wrong_codes: int = 0
    bad_lines: int = 0


@define
class HostTable:
    """The hosted game's seats and guests. `number` counts the views: each step of the game
    (and each undo or redo) is one."""

    code: str
    seats: SeatTable
    window: str
    editions: GameEditions
    versions: Versions = field(factory=Versions)
    campaign: bool = False
    number: int = 0
    connections: dict[int, Connection] = field(factory=dict)
    between: CampaignNow | None = None  # a campaign between its windows, as last sent

    @classmethod
    def of(cls, code: str, names: Sequence[str], roles: Sequence[Role], window: str,
           editions: GameEditions, **kw: object) -> HostTable:
        return cls(code, SeatTable.of(names, roles), window, editions, **kw)  # type: ignore[arg-type]

    # --- the transport's events ---------------------------------------------------------
    def opened(self, connection: int) -> None:
        self.connections[connection] = Connection()

    def closed(self, connection: int, now: float) -> int | None:
        """The connection is gone (closed, dropped, or let go): the seat it held, now away."""
        self.connections.pop(connection, None)
        return self.seats.drop(connection, now)

    def received(self, connection: int, line: bytes, state: GameState,
                 deciding: int | None = None) -> Reply:
        """One line from the guest on `connection`, with the game as it is now (`deciding`:
        between a campaign's windows, the seat whose family's choice the campaign waits for)."""
        conn = self.connections.get(connection)
        if conn is None:
            return Reply()
        try:
            message = read_from_guest(line)
        except BadMessage as exc:
            if exc.too_long:
                return self._refuse(connection, Refusal("too-long", str(exc), closing=True))
            return self._bad(connection, conn, Refusal("bad-message", str(exc)))
        return self._answer(connection, conn, message, state, deciding)

    def _answer(self, connection: int, conn: Connection, message: FromGuest,
                state: GameState, deciding: int | None = None) -> Reply:
        if isinstance(message, Ping):
            return Reply(((connection, Pong(message.number)),))
        if conn.stage == "greeting":
            if not isinstance(message, Hello):
                return self._bad(connection, conn, Refusal("hello-first"))
            return self._hello(connection, conn, message, state)
        if isinstance(message, Hello):
            return self._bad(connection, conn, Refusal("hello-first"))
        if conn.stage == "choosing":
            if not isinstance(message, TakeSeat):
                return self._bad(connection, conn, Refusal("seat-first"))
            return self._take(connection, conn, message, state)
        if isinstance(message, TakeSeat):
            return self._bad(connection, conn, Refusal("seated"))
        if isinstance(message, CampaignAnswer):
            return self._choice(connection, message, deciding)
        return self._move(connection, message, state)

    def _hello(self, connection: int, conn: Connection, hello: Hello, state: GameState
               ) -> Reply:
        refusal = disagreement(hello, self.versions, self.editions)
        if refusal is not None:
            return self._refuse(connection, refusal)
        if not matches(hello.code, self.code):
            conn.wrong_codes += 1
            if conn.wrong_codes >= TRIES:
                return self._refuse(connection, Refusal("too-many-tries", closing=True))
            return Reply(((connection, Refusal("code")),))
        conn.stage = "choosing"
        return Reply(((connection, self.welcome(state)),))

    def welcome(self, state: GameState) -> Welcome:
        return Welcome(self.versions.program, self.window, state.round, self.seats.offers(),
                       self.campaign)

    def _take(self, connection: int, conn: Connection, take: TakeSeat, state: GameState
              ) -> Reply:
        seat = take.seat
        if not 0 <= seat < len(self.seats.names):
            return self._bad(connection, conn, Refusal("no-such-seat", values=(str(seat),)))
        holder = self.seats.holders[seat]
        rejoining = holder.role == "guest" and same_token(take.token, holder.token)
        if not (self.seats.may_take(seat) or rejoining):
            return Reply(((connection, Refusal("seat-not-open", values=(str(seat),))),
                          (connection, self.welcome(state))))
        let_go = holder.connection
        self.seats.take(seat, connection)
        conn.stage = "seated"
        sent: list[tuple[int, FromHost]] = [
            (connection, Seated(seat, holder.token)),
            (connection, View(self.number, seat_view(state, seat), every_change(state))),
        ]
        if self.between is not None:  # between a campaign's windows: where it stands
            sent.append((connection, self.between))
        if let_go is not None and let_go != connection:  # the seat's old connection is dead
            self.connections.pop(let_go, None)
            return Reply(tuple(sent), close=(let_go,))
        return Reply(tuple(sent))

    def _move(self, connection: int, intent: Intent | DropDie | TakeBack, state: GameState
              ) -> Reply:
        seat = self.seats.seat_of(connection)
        if seat is None:  # handed to a computer meanwhile
            return self._refuse(connection, Refusal("seat-not-open", closing=True))
        if state.is_over:
            return Reply(((connection, Refusal("game-over")),))
        if state.active_seat != seat:
            return Reply(((connection, Refusal("not-your-turn")),))
        if intent.seen != self.number:
            return Reply(((connection, Refusal("stale", values=(str(self.number),))),))
        return Reply(move=Move(seat, connection, intent))

    def _choice(self, connection: int, choice: CampaignAnswer, deciding: int | None) -> Reply:
        seat = self.seats.seat_of(connection)
        if seat is None:
            return self._refuse(connection, Refusal("seat-not-open", closing=True))
        if self.between is None or deciding != seat:
            return Reply(((connection, Refusal("not-your-choice")),))
        if choice.seen != self.between.number:
            return Reply(((connection, Refusal("stale", values=(str(self.between.number),))),))
        return Reply(move=Move(seat, connection, choice))

    def campaign_now(self, campaign: Campaign) -> Reply:
        """Between a campaign's windows, after each of its steps: the campaign (as every
        family may see it: network/campaign_views.py) to every seated guest."""
        self.number += 1
        self.between = CampaignNow(self.number, campaign)
        return Reply(tuple((conn, self.between) for _seat, conn in self.seats.guests()))

    def refused(self, move: Move, reasons: str) -> Reply:
        """The play controller refused the move: the guest is told why."""
        return Reply(((move.connection, Refusal("not-allowed", reasons)),))

    def views(self, state: GameState, changes: Changes) -> Reply:
        """After a step of the game (anyone's, or an undo): every seated guest's view."""
        self.number += 1
        return Reply(tuple((conn, View(self.number, seat_view(state, seat), changes))
                           for seat, conn in self.seats.guests()))

    def seats_now(self, state: GameState) -> Reply:
        """The seats offered again to every seated guest (a seat handed to a computer): each
        shows who plays them now."""
        welcome = self.welcome(state)
        return Reply(tuple((conn, welcome) for _seat, conn in self.seats.guests()))

    def next_window(self, window: str, editions: GameEditions, roles: Sequence[Role],
                    state: GameState) -> Reply:
        """A campaign's next window, played by the same table: the same join code and guests,
        each in its family's seat with its rejoin token (SeatTable.next_game). Each guest
        holding its seat is sent the new window's seats and its first view (a game whose
        window or game number differs from the last: the guest opens it); a guest still
        choosing a seat, the new seats."""
        self.window, self.editions, self.between = window, editions, None
        self.seats = self.seats.next_game([s.name for s in state.seats], roles)
        self.number += 1
        welcome = self.welcome(state)
        sent: list[tuple[int, FromHost]] = [(c, welcome) for c, conn in self.connections.items()
                                            if conn.stage == "choosing"]
        for seat, conn in self.seats.guests():
            sent += [(conn, welcome),
                     (conn, View(self.number, seat_view(state, seat), every_change(state)))]
        return Reply(tuple(sent))

    def take_backs(self, state: GameState, undo: bool, redo: bool) -> Reply:
        """What the seat on its turn may take back (Undo, Redo at the host): told to its guest,
        if a guest holds it."""
        for seat, conn in self.seats.guests():
            if seat == state.active_seat and not state.is_over:
                return Reply(((conn, TakeBacks(self.number, undo, redo)),))
        return Reply()

    def stop(self) -> Reply:
        """The host stops hosting: every guest is told, every connection closed."""
        every = tuple(self.connections)
        return Reply(tuple((c, Refusal("host-closing", closing=True)) for c in every), close=every)

    def _bad(self, connection: int, conn: Connection, refusal: Refusal) -> Reply:
        conn.bad_lines += 1
        if conn.bad_lines >= BAD_LINES:
            return self._refuse(connection, Refusal(refusal.code, refusal.reasons,
                                                    refusal.values, closing=True))
        return Reply(((connection, refusal),))

    def _refuse(self, connection: int, refusal: Refusal) -> Reply:
        close = (connection,) if refusal.closing else ()
        return Reply(((connection, refusal),), close=close)


class Game(Protocol):
    """The game a move is carried out on (the host's game session): each method plays the
    step through the play controller and answers why not (None: done)."""

    def play_for_guest(self, action: Action) -> str | None: ...

    def drop_for_guest(self, die: Die, row: int, col: int) -> str | None: ...

    def take_back_for_guest(self, back: bool) -> str | None: ...

    def answer_for_guest(self, answer: Answer) -> str | None: ...


def carry_out(move: Move, game: Game) -> str | None:
    """Carry out a guest's move on the game: None when done, else the reasons it is refused."""
    intent = move.intent
    if isinstance(intent, Intent):
        return game.play_for_guest(intent.action)
    if isinstance(intent, DropDie):
        return game.drop_for_guest(intent.die, intent.row, intent.col)
    if isinstance(intent, CampaignAnswer):
        return game.answer_for_guest(intent.answer)
    return game.take_back_for_guest(intent.back)
