"""Who holds each seat of a hosted game: a guest over the network, a person at the host's
screen (hot-seat), or a computer. A guest's seat keeps its rejoin token when its connection
drops: it is `away` (open to that guest again, with the join code) until the guest comes back
or the host hands it to a computer."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from attrs import define, field

from .join_code import new_token
from .messages import SeatOffer, SeatStatus

Role = Literal["guest", "here", "computer"]


@define
class SeatHolder:
    role: Role
    connection: int | None = None  # the guest's connection holding it now
    token: str = ""                # the rejoin token of the guest who held it last
    away_since: float | None = None  # when its guest dropped (the host's clock)


@define
class SeatTable:
    """The seats of the game, as the host offers them."""

    names: tuple[str, ...]
    holders: list[SeatHolder] = field(factory=list)

    @classmethod
    def of(cls, names: Sequence[str], roles: Sequence[Role]) -> SeatTable:
        return cls(tuple(names), [SeatHolder(r) for r in roles])

    def status(self, seat: int) -> SeatStatus:
        h = self.holders[seat]
        if h.role == "here":
            return "here"
        if h.role == "computer":
            return "computer"
        if h.connection is not None:
            return "taken"
        return "away" if h.token else "open"

    def offers(self) -> tuple[SeatOffer, ...]:
        return tuple(SeatOffer(i, n, self.status(i)) for i, n in enumerate(self.names))

    def seat_of(self, connection: int) -> int | None:
        for i, h in enumerate(self.holders):
            if h.connection == connection:
                return i
        return None

    def may_take(self, seat: int) -> bool:
        return 0 <= seat < len(self.holders) and self.status(seat) in ("open", "away")

    def take(self, seat: int, connection: int) -> str:
        """The guest on `connection` holds `seat` now: a new token for it."""
        h = self.holders[seat]
        h.connection, h.away_since, h.token = connection, None, new_token()
        return h.token

    def drop(self, connection: int, now: float) -> int | None:
        """The connection is gone: its seat (if any) is away from now."""
        seat = self.seat_of(connection)
        if seat is not None:
            h = self.holders[seat]
            h.connection, h.away_since = None, now
        return seat

    def away_longer_than(self, seconds: float, now: float) -> list[int]:
        return [i for i, h in enumerate(self.holders)
                if h.role == "guest" and h.connection is None and h.away_since is not None
                and now - h.away_since >= seconds]

    def to_computer(self, seat: int) -> None:
        """The host hands the seat to a computer: no guest may take it any more."""
        self.holders[seat] = SeatHolder("computer")

    def next_game(self, names: Sequence[str], roles: Sequence[Role]) -> SeatTable:
        """The seats of a campaign's next window, the same families in the same seats: a
        guest's seat keeps its guest (connected or away) and rejoin token; a seat handed to a
        computer for the last game is offered to its guest again."""
        kept = [h if r == "guest" and h.role == "guest" else SeatHolder(r)
                for h, r in zip(self.holders, roles, strict=True)]
        return SeatTable(tuple(names), kept)

    def guests(self) -> list[tuple[int, int]]:
        """(seat, connection) of every seat a connected guest holds."""
        return [(i, h.connection) for i, h in enumerate(self.holders) if h.connection is not None]
