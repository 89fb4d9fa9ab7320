"""The host's table: a guest's connection through greeting, choosing and seated; the join code,
the versions, the seats; and hostile or broken guests refused with the game untouched."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from sagrada_desktop.ai import make_player
from sagrada_desktop.engine import DraftDie, FillSpace, Stage, new_game
from sagrada_desktop.network.guest_table import GuestTable
from sagrada_desktop.network.join_code import TRIES, matches, new_code, shown, typed
from sagrada_desktop.network.messages import (
    MOST_FROM_GUEST,
    PROTOCOL,
    DropDie,
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
    encode,
    read_from_host,
)
from sagrada_desktop.network.versions import Versions
from tests.engine.fixtures import setup

from .loop import CODE, Loop

HELLO = encode(Versions().hello(CODE))


def three_seats(seed: int = 5) -> Loop:
    """Seat 0 at the host's screen, seat 1 a guest's, seat 2 a computer; seat 0 starts."""
    return Loop(new_game(setup(3, seed=seed, start_seat=0)), ["here", "guest", "computer"])


def seated(loop: Loop, seat: int = 1) -> int:
    c = loop.connect()
    assert isinstance(loop.line(c, HELLO)[0], Welcome)
    got = loop.line(c, encode(TakeSeat(seat)))
    assert isinstance(got[0], Seated) and isinstance(got[1], View)
    return c


def to_seat(loop: Loop, seat: int) -> None:
    """The host's and the computer's seats play until it is `seat`'s turn."""
    players = [make_player("greedy", i) for i in range(3)]
    while loop.game.state.active_seat != seat:
        loop.host_plays(players[loop.game.state.active_seat].choose(loop.game.state))


def codes(messages) -> list[str]:
    return [m.code for m in messages if isinstance(m, Refusal)]


def test_the_join_code_is_six_unmistakable_characters_typed_in_any_way():
    code = new_code()
    assert len(code) == 6 and not set(code) & set("0O1IL")
    assert matches(shown(code).lower(), code) and matches(f" {code[:3]} {code[3:]} ", code)
    assert typed("k7p-q2m") == "K7PQ2M" and not matches("K7PQ2N", "K7PQ2M")


def test_a_guest_greets_takes_a_seat_and_gets_its_view():
    loop = three_seats()
    c = loop.connect()
    welcome = loop.line(c, HELLO)[0]
    assert isinstance(welcome, Welcome)
    assert [o.status for o in welcome.seats] == ["here", "open", "computer"]
    seated_, view = loop.line(c, encode(TakeSeat(1)))
    assert isinstance(seated_, Seated) and seated_.seat == 1 and seated_.token
    assert isinstance(view, View) and view.number == 0
    other = loop.connect()
    assert [o.status for o in loop.line(other, HELLO)[0].seats] == ["here", "taken", "computer"]


def test_a_wrong_code_is_refused_and_too_many_close_the_connection():
    loop = three_seats()
    c = loop.connect()
    wrong = encode(Hello(Versions().program, 3, 2, "AAAAAA"))
    for _ in range(TRIES - 1):
        assert codes(loop.line(c, wrong)) == ["code"]
    last = loop.line(c, wrong)
    assert codes(last) == ["too-many-tries"] and last[0].closing and c in loop.closed


def test_another_program_version_is_refused_naming_both():
    loop = three_seats()
    c = loop.connect()
    (refusal,) = loop.line(c, encode(Hello("9.9.9", 3, 2, CODE)))
    assert refusal.code == "program" and refusal.values == ("9.9.9", Versions().program)
    assert refusal.closing and c in loop.closed


def test_a_guest_that_does_not_know_the_games_edition_is_refused():
    loop = three_seats()
    c = loop.connect()
    (refusal,) = loop.line(c, encode(Hello(Versions().program, 1, 2, CODE)))
    assert refusal.code == "edition" and refusal.values[0] == str(loop.game.state.setup.rules_edition)
    (other,) = loop.line(loop.connect(), encode(Hello(Versions().program, 3, 2, CODE, protocol=PROTOCOL + 1)))
    assert other.code == "protocol"


def test_seats_at_the_host_a_computers_and_a_taken_one_cannot_be_taken():
    loop = three_seats()
    seated(loop)
    c = loop.connect()
    loop.line(c, HELLO)
    for seat in (0, 1, 2):
        got = loop.line(c, encode(TakeSeat(seat)))
        assert codes(got) == ["seat-not-open"] and isinstance(got[1], Welcome)
    assert codes(loop.line(c, encode(TakeSeat(7)))) == ["no-such-seat"]
    assert codes(loop.line(c, encode(TakeSeat(-1)))) == ["no-such-seat"]
    assert loop.table.seats.seat_of(c) is None


def test_messages_out_of_order_are_refused():
    loop = three_seats()
    c = loop.connect()
    assert codes(loop.line(c, encode(TakeSeat(1)))) == ["hello-first"]
    assert codes(loop.line(c, encode(Intent(DraftDie(loop.game.state.pool[0]), 0)))) == \
        ["hello-first"]
    loop.line(c, HELLO)
    assert codes(loop.line(c, HELLO)) == ["hello-first"]
    assert codes(loop.line(c, encode(Intent(DraftDie(loop.game.state.pool[0]), 0)))) == \
        ["seat-first"]
    loop.line(c, encode(TakeSeat(1)))
    assert codes(loop.line(c, encode(TakeSeat(1)))) == ["seated"]
    assert loop.line(c, encode(Ping(4))) == [Pong(4)]


def test_an_intent_on_another_seats_turn_or_a_stale_view_is_refused():
    loop = three_seats()
    c = seated(loop)
    before = loop.game.state
    die = before.pool[0]
    assert codes(loop.line(c, encode(Intent(DraftDie(die), 0)))) == ["not-your-turn"]
    assert loop.game.state is before  # seat 0's turn: the guest cannot play it
    to_seat(loop, 1)
    number = loop.table.number
    assert codes(loop.line(c, encode(Intent(DraftDie(loop.game.state.pool[0]),
                                            number - 1)))) == ["stale"]
    assert loop.game.state.in_hand is None


def test_an_illegal_action_is_refused_with_the_rules_reasons():
    loop = three_seats()
    c = seated(loop)
    to_seat(loop, 1)
    state, n = loop.game.state, loop.table.number
    got = loop.line(c, encode(Intent(FillSpace(0, 0), n)))  # nothing in hand
    assert codes(got) == ["not-allowed"] and got[0].reasons
    absent = next(d for d in _all_dice() if d not in state.pool)
    assert codes(loop.line(c, encode(Intent(DraftDie(absent), n)))) == ["not-allowed"]
    assert codes(loop.line(c, encode(DropDie(absent, 0, 0, n)))) == ["not-allowed"]
    assert codes(loop.line(c, encode(TakeBack(n)))) == ["not-allowed"]
    assert loop.game.state is state


def _all_dice():
    from sagrada_desktop.engine import Color, Die

    return [Die(c, v) for c in Color for v in range(1, 7)]


def test_a_legal_intent_is_played_once_and_every_guest_gets_its_view():
    loop = three_seats()
    c = seated(loop)
    watcher_loop_seat = loop.connect()  # connected, not seated: sent no views
    loop.line(watcher_loop_seat, HELLO)
    to_seat(loop, 1)
    n = loop.table.number
    die = loop.game.state.pool[0]
    got = loop.line(c, encode(Intent(DraftDie(die), n)))
    assert [type(m) for m in got] == [View] and got[0].number == n + 1
    assert got[0].state.in_hand is not None and got[0].state.in_hand.die == die
    assert loop.game.actions[-1] == DraftDie(die)
    assert not [m for m in map(_read, loop.sent[watcher_loop_seat]) if isinstance(m, View)]


def _read(line: bytes):
    from sagrada_desktop.network.messages import read_from_host

    return read_from_host(line)


def test_a_line_over_the_limit_closes_the_connection_and_the_seat_waits():
    loop = three_seats()
    c = seated(loop)
    got = loop.line(c, b'{"kind":"ping","number":1,"x":"' + b"a" * MOST_FROM_GUEST + b'"}')
    assert codes(got) == ["too-long"] and c in loop.closed
    assert loop.table.seats.status(1) == "away"


def test_a_dropped_guest_takes_its_seat_back_and_gets_the_game_as_it_is():
    loop = three_seats()
    c = seated(loop)
    to_seat(loop, 1)
    loop.drop(c, now=10.0)
    assert loop.table.seats.status(1) == "away"
    assert loop.table.seats.away_longer_than(30, now=20.0) == []
    assert loop.table.seats.away_longer_than(30, now=40.0) == [1]
    back = loop.connect()
    loop.line(back, HELLO)
    got = loop.line(back, encode(TakeSeat(1)))
    assert isinstance(got[1], View) and got[1].number == loop.table.number
    assert got[1].state.round == loop.game.state.round
    assert got[1].state.active_seat == 1


def test_the_rejoin_token_takes_a_seat_whose_old_connection_is_not_known_dead():
    loop = three_seats()
    c = loop.connect()
    loop.line(c, HELLO)
    token = loop.line(c, encode(TakeSeat(1)))[0].token
    again = loop.connect()
    loop.line(again, HELLO)
    assert codes(loop.line(again, encode(TakeSeat(1, "not-the-token")))) == ["seat-not-open"]
    assert isinstance(loop.line(again, encode(TakeSeat(1, token)))[0], Seated)
    assert c in loop.closed and loop.table.seats.seat_of(again) == 1


def test_a_seat_handed_to_a_computer_is_taken_from_its_guest():
    loop = three_seats()
    c = seated(loop)
    loop.drop(c, now=0.0)
    loop.table.seats.to_computer(1)
    back = loop.connect()
    loop.line(back, HELLO)
    assert codes(loop.line(back, encode(TakeSeat(1)))) == ["seat-not-open"]


def test_too_many_bad_lines_close_the_connection():
    loop = three_seats()
    c = loop.connect()
    for _ in range(19):
        loop.line(c, b"nonsense")
    assert c not in loop.closed
    got = loop.line(c, b"nonsense")
    assert got[0].closing and c in loop.closed


HOSTILE = st.one_of(
    st.binary(max_size=200),
    st.builds(lambda s, t: encode(TakeSeat(s, t)), st.integers(-3, 6), st.text(max_size=5)),
    st.builds(lambda n, r, c: encode(Intent(FillSpace(r, c), n)), st.integers(-2, 40),
              st.integers(-2, 6), st.integers(-2, 6)),
    st.builds(lambda n, i: encode(Intent(DraftDie(_all_dice()[i]), n)), st.integers(-2, 40),
              st.integers(0, 35)),
    st.builds(lambda n, i, r, c: encode(DropDie(_all_dice()[i], r, c, n)), st.integers(-2, 40),
              st.integers(0, 35), st.integers(-1, 5), st.integers(-1, 6)),
    st.builds(lambda n: encode(TakeBack(n)), st.integers(-1, 40)),
    st.just(HELLO), st.just(encode(Ping(1))),
    st.just(b'{"kind":"seated","seat":0,"token":"x"}'),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), HOSTILE), max_size=40), st.integers(0, 50))
def test_hostile_guests_never_harm_the_host_nor_play_another_seat(lines, seed):
    """Three connections send anything; the host answers every line, and the only changes
    to the game are legal moves of the seat a connection holds, on that seat's turn."""
    loop = three_seats(seed)
    rng = random.Random(seed)
    conns = [loop.connect() for _ in range(3)]
    for who, line in lines:
        c = conns[who]
        if c in loop.closed:
            continue
        before, log = loop.game.state, loop.game.actions
        seat = loop.table.seats.seat_of(c)
        loop.line(c, line)
        if loop.game.state is not before:
            assert seat is not None and before.active_seat == seat
            assert loop.game.actions[: len(log)] == log
        if rng.random() < 0.2 and not loop.game.state.is_over \
                and loop.table.seats.status(loop.game.state.active_seat) != "taken":
            state = loop.game.state
            loop.host_plays(make_player("random", seed).choose(state))
    for guest in loop.sent.values():  # every line sent reads as a message of the host
        for line in guest:
            _read(line)
    assert loop.game.state.stage in Stage


def test_what_a_guest_may_take_back_is_told_to_the_seat_on_turn_alone_after_its_view():
    loop = three_seats()
    c = seated(loop)
    assert loop.table.take_backs(loop.game.state, True, False).sent == ()  # the host's turn
    to_seat(loop, 1)
    ((to, told),) = loop.table.take_backs(loop.game.state, True, False).sent
    assert to == c and told == TakeBacks(loop.table.number, undo=True, redo=False)
    guest = GuestTable(CODE)
    for message in loop.sent[c]:
        guest.told(read_from_host(message))
    assert guest.told(told) == told  # said after the view the guest holds: taken in
    assert guest.told(TakeBacks(loop.table.number - 1, True, True)) is None  # an older view's
    loop.drop(c)
    assert loop.table.take_backs(loop.game.state, True, True).sent == ()  # nobody to tell
