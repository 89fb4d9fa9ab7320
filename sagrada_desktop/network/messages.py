"""The messages of network play: attrs types written and read through the one codec, one
compact JSON object a line (the codec's JSON lines), tagged by `kind` like the action log.

A joining program (a guest) says Hello, takes a seat the host offers, then sends intents; the
host (the referee, holding the game) answers with its offer of seats, a seat's view of the game
after every step, and refusals. Every message read is checked like a file: its size first,
then its JSON, then its shape (an unknown kind, field or value is refused with its place),
then, by the host, against the rules of the game (host_table.py).
"""

from __future__ import annotations

from typing import Literal, Union

from attrs import field, frozen

from .. import codec
from ..campaign import Campaign
from ..campaign.decisions import (
    Answer,
    BringTools,
    ChooseStartPlayer,
    CrossBox,
    ExpandToolBox,
    FillSquareCell,
    LeaveMarket,
    NameMasterpiece,
    TakeTools,
)
from ..engine import Action, Die, GameState
from ..play import Changes
from ..saves import CodecError, dumps, from_json, loads, to_json

PROTOCOL = 3  # the version of these messages; a guest of another one is refused at Hello
# (2: the host says what its seat on turn may take back, `take-backs`; 3: a campaign's
# between-games screens, `campaign` and `campaign-answer`)

# The longest line a guest may send the host (an intent is under 200 characters; a Hello with
# a name under 1,000) and the longest a host may send a guest (a seat's view of a campaign
# game is under 40,000). A longer line is refused before any of it is parsed.
MOST_FROM_GUEST = 16 * 1024
MOST_FROM_HOST = 4 * 1024 * 1024
MOST_NAME = 60  # a guest's name, as a seat's name is typed (saves.setup_checks.MAX_NAME)


# --- from a guest to the host ---------------------------------------------------------------
@frozen
class Hello:
    """The first message of a guest: what it runs, and the join code the host gave out."""

    program: str            # the program's version (sagrada_desktop.__version__)
    rules_edition: int      # the newest rules edition it plays
    content_edition: int    # the newest content edition it knows
    code: str               # the join code
    protocol: int = PROTOCOL
    kind: Literal["hello"] = "hello"


@frozen
class TakeSeat:
    """Take one of the seats offered (`token`: the seat's rejoin token, if it held it before)."""

    seat: int
    token: str = ""
    kind: Literal["take-seat"] = "take-seat"


@frozen
class Intent:
    """One intent of the seat's player: an action (draft, ability, tool, fill, give up,
    construct, Flourish), made on the view numbered `seen`."""

    action: Action
    seen: int
    kind: Literal["intent"] = "intent"


@frozen
class DropDie:
    """Draft `die` (or use the die in hand) and fill (row, col) with it: one step, as a drag."""

    die: Die
    row: int
    col: int
    seen: int
    kind: Literal["drop"] = "drop"


@frozen
class TakeBack:
    """Undo (back=True) or redo the seat's last step of this turn, as Ctrl+Z at the host."""

    seen: int
    back: bool = True
    kind: Literal["take-back"] = "take-back"


@frozen
class CampaignAnswer:
    """Between the windows of a campaign: the answer of the seat's family to the campaign's
    choice waiting for it (Rewards, the Magic Square, the Market, Cleanup, the Start Player,
    the Tool Box), made on the campaign numbered `seen`."""

    answer: Answer
    seen: int
    kind: Literal["campaign-answer"] = "campaign-answer"


@frozen
class Ping:
    """Asks for a Pong with the same number (the round-trip time)."""

    number: int
    kind: Literal["ping"] = "ping"


FromGuest = Union[Hello, TakeSeat, Intent, DropDie, TakeBack, CampaignAnswer, Ping]  # noqa: UP007
FROM_GUEST: tuple[type, ...] = (Hello, TakeSeat, Intent, DropDie, TakeBack, CampaignAnswer, Ping)


# --- from the host to a guest ---------------------------------------------------------------
SeatStatus = Literal["open", "away", "taken", "here", "computer"]


@frozen
class SeatOffer:
    """A seat of the game as a guest sees it at joining: open to a guest, `away` (its guest
    dropped: open to them again), `taken` by a connected guest, played `here` at the host's
    screen, or by a `computer`."""

    seat: int
    name: str
    status: SeatStatus


@frozen
class Welcome:
    """The host's answer to a good Hello: the game (window and round) and its seats."""

    program: str
    window: str
    round: int
    seats: tuple[SeatOffer, ...]
    campaign: bool = False
    kind: Literal["welcome"] = "welcome"


@frozen
class Seated:
    """The seat is the guest's; `token` lets it take the seat back after a drop."""

    seat: int
    token: str
    kind: Literal["seated"] = "seated"


@frozen
class View:
    """The game as the guest's seat may see it after step `number` (engine.observe: never the
    bag's future, another seat's Private Objective or Flourish Cards, or a sealed envelope's
    rules; network/views.py), and what that step changed."""

    number: int
    state: GameState
    changes: Changes = field(factory=Changes)
    kind: Literal["view"] = "view"


@frozen
class CampaignNow:
    """Between the windows of a campaign: the campaign as every family may see it after its
    step `number` (network/campaign_views.py: never its seed, which deals the windows to come,
    nor a game's hidden parts), for the guest's between-games screens."""

    number: int
    campaign: Campaign
    kind: Literal["campaign"] = "campaign"


RefusalCode = Literal[
    "protocol",        # another protocol version
    "program",         # another program version
    "edition",         # the game's rules or content edition is newer than the guest knows
    "code",            # a wrong join code
    "too-many-tries",  # too many wrong codes: the connection is closed
    "hello-first",     # a message before Hello (or a second Hello)
    "seat-first",      # an intent before a seat is taken
    "no-such-seat",    # a seat the game does not have
    "seat-not-open",   # a seat played at the host, by a computer, or by a connected guest
    "seated",          # a second seat for one guest
    "not-your-turn",   # an intent on another seat's turn
    "stale",           # an intent made on a view that is no longer the game's
    "not-allowed",     # the rules (or the campaign) refuse the action: `reasons` says why
    "bad-message",     # not a message: `reasons` names what is wrong and where
    "too-long",        # a line over the limit: the connection is closed
    "game-over",       # the game is over
    "not-your-choice",  # a campaign answer when the campaign waits for no choice of the seat's
    "host-closing",    # the host stopped hosting
]


@frozen
class Refusal:
    """A message or an intent refused: the code (worded by the guest in its language) and the
    host's reasons, in the host's words, where the code needs them."""

    code: RefusalCode
    reasons: str = ""
    values: tuple[str, ...] = ()  # what the words name: the two versions, the seat ...
    closing: bool = False  # the host closes the connection after this
    kind: Literal["refusal"] = "refusal"


@frozen
class TakeBacks:
    """To the seat on its turn, after view `number`: whether it may take back its last step
    of this turn (`undo`) and do again the step it took back (`redo`), as Undo and Redo at the
    host would (TakeBack asks for either)."""

    number: int
    undo: bool = False
    redo: bool = False
    kind: Literal["take-backs"] = "take-backs"


@frozen
class Pong:
    number: int
    kind: Literal["pong"] = "pong"


FromHost = Union[Welcome, Seated, View, CampaignNow, TakeBacks, Refusal, Pong]  # noqa: UP007
FROM_HOST: tuple[type, ...] = (Welcome, Seated, View, CampaignNow, TakeBacks, Refusal, Pong)
ANSWERS: tuple[type, ...] = (ChooseStartPlayer, BringTools, TakeTools, FillSquareCell, CrossBox,
                             ExpandToolBox, LeaveMarket, NameMasterpiece)

codec.register_union(Answer, ANSWERS)
codec.register_union(FromGuest, FROM_GUEST)
codec.register_union(FromHost, FROM_HOST)


class BadMessage(ValueError):
    """A line that is not a message of its sender: `too_long` when it passed the limit."""

    def __init__(self, text: str, *, too_long: bool = False) -> None:
        super().__init__(text)
        self.too_long = too_long


def encode(message: FromGuest | FromHost) -> bytes:
    """One line: the message as compact JSON (no line break inside: JSON escapes them)."""
    as_type = FromGuest if isinstance(message, FROM_GUEST) else FromHost
    return (dumps(to_json(message, as_type), compact=True) + "\n").encode("utf-8")


def _decode(line: bytes, as_type: object, most: int) -> object:
    if len(line) > most:
        raise BadMessage(f"{len(line)} bytes, at most {most}", too_long=True)
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadMessage(f"not UTF-8 text (at byte {exc.start})") from None
    try:
        return from_json(loads(text.strip(), "message"), as_type, "message")
    except CodecError as exc:
        raise BadMessage(str(exc)) from None


def read_from_guest(line: bytes) -> FromGuest:
    """A guest's line as a message (raises BadMessage naming what is wrong)."""
    return _decode(line, FromGuest, MOST_FROM_GUEST)  # type: ignore[return-value]


def read_from_host(line: bytes) -> FromHost:
    """The host's line as a message (raises BadMessage naming what is wrong)."""
    return _decode(line, FromHost, MOST_FROM_HOST)  # type: ignore[return-value]
