"""The joining program's side of network play, without Qt: what it has been told by the host
(the seats offered, its seat and rejoin token, the latest view) and the messages it sends.

It goes  connecting --Welcome--> choosing --Seated, View--> playing; a Refusal marked
`closing` ends it. Lines from the host are read through the codec like any other (a broken
one is reported, never played); a view of another game's seats, or older than the one held,
is not taken.
"""

from __future__ import annotations

from attrs import define

from ..campaign import Answer
from ..engine import Action, Die, GameState
from ..play import Changes
from .messages import (
    CampaignAnswer,
    CampaignNow,
    DropDie,
    FromHost,
    Hello,
    Intent,
    Refusal,
    Seated,
    SeatOffer,
    TakeBack,
    TakeBacks,
    TakeSeat,
    View,
    Welcome,
)
from .versions import Versions


@define
class GuestTable:
    code: str
    versions: Versions = Versions()
    stage: str = "connecting"  # connecting, choosing, playing, closed
    welcome: Welcome | None = None
    seat: int | None = None
    token: str = ""
    view: View | None = None
    between: CampaignNow | None = None  # a campaign between its windows, as last told

    def hello(self) -> Hello:
        return self.versions.hello(self.code)

    def take(self, seat: int) -> TakeSeat:
        """Take `seat` (with its token if this guest held it before)."""
        return TakeSeat(seat, self.token if seat == self.seat else "")

    @property
    def offers(self) -> tuple[SeatOffer, ...]:
        return self.welcome.seats if self.welcome is not None else ()

    @property
    def state(self) -> GameState | None:
        return self.view.state if self.view is not None else None

    def intent(self, action: Action) -> Intent:
        return Intent(action, self._seen())

    def drop(self, die: Die, row: int, col: int) -> DropDie:
        return DropDie(die, row, col, self._seen())

    def take_back(self, back: bool = True) -> TakeBack:
        return TakeBack(self._seen(), back)

    def answer(self, answer: Answer) -> CampaignAnswer:
        """The answer of the seat's family to the campaign's choice waiting for it."""
        return CampaignAnswer(answer, self.between.number if self.between is not None else -1)

    def _seen(self) -> int:
        return self.view.number if self.view is not None else -1

    def told(self, message: FromHost) -> Changes | Refusal | TakeBacks | CampaignNow | None:
        """Take in one message of the host: the changes of a new view, a refusal to show,
        what the seat may take back now (said after the view it holds), the campaign between
        its windows (newer than the one held), or None (nothing to show)."""
        if isinstance(message, Welcome):
            self.welcome = message
            if self.stage == "connecting":
                self.stage = "choosing"
            return None
        if isinstance(message, Seated):
            self.seat, self.token, self.stage = message.seat, message.token, "playing"
            self.view = None  # a whole view follows
            return None
        if isinstance(message, View):
            return self._view(message)
        if isinstance(message, CampaignNow):
            if self.stage != "playing" or (self.between is not None
                                           and message.number <= self.between.number):
                return None
            self.between = message
            return message
        if isinstance(message, TakeBacks):
            held = self.view
            return message if held is not None and message.number == held.number else None
        if isinstance(message, Refusal):
            if message.closing:
                self.stage = "closed"
            return message
        return None

    def _view(self, view: View) -> Changes | None:
        if self.stage != "playing" or self.seat is None:
            return None
        if self.view is not None and (view.number <= self.view.number or len(
                view.state.seats) != len(self.view.state.seats)):
            return None
        if not 0 <= self.seat < len(view.state.seats):
            return None
        self.view = view
        return view.changes
