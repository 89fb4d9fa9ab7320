"""A campaign's next window played by the same table (HostTable.next_window): the guests keep
their families' seats and rejoin tokens, each is sent the new window's seats and its first view
(which its program takes as a new game), a guest away between the windows takes its seat back,
and a seat handed to a computer for the last game is its guest's again."""

from __future__ import annotations

from attrs import evolve

from sagrada_desktop.ai import make_player
from sagrada_desktop.engine import new_game
from sagrada_desktop.network.guest_table import GuestTable
from sagrada_desktop.network.messages import Seated, TakeSeat, View, Welcome, encode, read_from_host
from sagrada_desktop.network.versions import GameEditions
from sagrada_desktop.network.views import seat_view
from sagrada_desktop.play import PlayController
from tests.engine.fixtures import setup

from .loop import CODE, Loop
from .test_host_table import HELLO

ROLES = ["here", "guest", "guest", "guest"]


def sent_since(loop: Loop, connection: int, before: int) -> list:
    return [read_from_host(b) for b in loop.sent[connection][before:]]


def finished(loop: Loop) -> None:
    players = [make_player("greedy", i) for i in range(4)]
    while not loop.game.state.is_over:
        loop.host_plays(players[loop.game.state.active_seat].choose(loop.game.state))


def test_the_next_window_goes_to_the_same_guests_in_the_same_seats():
    first = setup(4, seed=3, start_seat=0)
    loop = Loop(new_game(first), ROLES)  # type: ignore[arg-type]
    guest = GuestTable(CODE)
    c1 = loop.connect()
    for message in [*loop.line(c1, HELLO), *loop.line(c1, encode(guest.take(1)))]:
        guest.told(message)
    token = guest.token
    c2 = loop.connect()
    loop.line(c2, HELLO)
    loop.line(c2, encode(TakeSeat(2)))
    c3 = loop.connect()
    loop.line(c3, HELLO)
    loop.line(c3, encode(TakeSeat(3)))
    watching = loop.connect()  # greeted, still choosing a seat
    loop.line(watching, HELLO)
    finished(loop)
    loop.drop(c2, now=5.0)  # away between the windows
    loop.drop(c3, now=5.0)
    loop.table.seats.to_computer(3)  # seat 3 was handed to a computer in the last game
    last = loop.table.number
    sent_before = {c: len(loop.sent[c]) for c in (c1, c2, watching)}

    second = new_game(evolve(first, seed=4, game_number=2))
    loop.game = PlayController(second)
    loop._deliver(loop.table.next_window("the next window", GameEditions(second.setup.rules_edition),
                                         ROLES, second))  # type: ignore[arg-type]

    welcome, view = sent_since(loop, c1, sent_before[c1])
    assert isinstance(welcome, Welcome) and welcome.window == "the next window"
    assert [o.status for o in welcome.seats] == ["here", "taken", "away", "open"]
    assert isinstance(view, View) and view.number == last + 1
    assert view.state.setup.game_number == 2 and view.state.round == 1
    assert guest.told(welcome) is None and guest.told(view) is not None  # taken as the new game
    assert guest.seat == 1 and guest.token == token and guest.state is not None
    assert guest.state.setup.game_number == 2
    assert view.state == seat_view(second, 1)  # its seat's view alone
    assert len(loop.sent[c2]) == sent_before[c2]  # away: nothing sent
    assert [type(m) for m in sent_since(loop, watching, sent_before[watching])] == [Welcome]

    back = loop.connect()  # the away guest comes back: its seat, the new window's game
    loop.line(back, HELLO)
    seated, first_view = loop.line(back, encode(TakeSeat(2)))
    assert isinstance(seated, Seated) and seated.seat == 2
    assert isinstance(first_view, View) and first_view.state.setup.game_number == 2
    other = loop.connect()  # the seat handed to a computer last game is offered again
    loop.line(other, HELLO)
    assert isinstance(loop.line(other, encode(TakeSeat(3)))[0], Seated)
