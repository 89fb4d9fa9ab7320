"""The messages of network play through the codec: each kind written and read back the same,
and every malformed line refused with what is wrong and where, before it reaches the game."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sagrada_desktop.engine import (
    ChooseFlourish,
    Color,
    ConstructSpace,
    Die,
    DraftDie,
    FillSpace,
    LoseDie,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    new_game,
)
from sagrada_desktop.network.messages import (
    MOST_FROM_GUEST,
    BadMessage,
    DropDie,
    Hello,
    Intent,
    Ping,
    Pong,
    Refusal,
    Seated,
    SeatOffer,
    TakeBack,
    TakeSeat,
    View,
    Welcome,
    encode,
    read_from_guest,
    read_from_host,
)
from sagrada_desktop.network.views import every_change, seat_view
from tests.engine.fixtures import setup

RED3 = Die(Color.RED, 3)
ACTIONS = [DraftDie(RED3), UseAbility("flip", 1), UseWindowTool(2, 0, favor=True),
           UseToolCard("t1", 2), FillSpace(1, 2), LoseDie(), ConstructSpace(RED3),
           ChooseFlourish((True, False))]


@pytest.mark.parametrize("message", [
    Hello("0.2.0", 3, 2, "K7P-Q2M"), TakeSeat(1), TakeSeat(2, "tok"), DropDie(RED3, 0, 4, 7),
    TakeBack(3), TakeBack(3, back=False), Ping(9), *[Intent(a, 5) for a in ACTIONS],
], ids=repr)
def test_a_guests_message_reads_back_the_same(message):
    line = encode(message)
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert read_from_guest(line) == message


def test_a_hosts_message_reads_back_the_same():
    state = new_game(setup(3, seed=2))
    view = View(4, seat_view(state, 1), every_change(state))
    for message in (view, Welcome("0.2.0", "Ojo", 1, (SeatOffer(0, "A", "here"),
                                                      SeatOffer(1, "B", "open"))),
                    Seated(1, "tok"), Refusal("program", values=("0.1", "0.2"), closing=True),
                    Pong(3)):
        assert read_from_host(encode(message)) == message


@pytest.mark.parametrize(("line", "words"), [
    (b"", "not valid JSON"),
    (b"[]", "expected an object, got a list"),
    (b"{}", "no kind given"),
    (b'{"kind":"welcome"}', "unknown kind 'welcome'"),  # a host's message from a guest
    (b'{"kind":"hello","program":"0.2.0"}', "message"),
    (b'{"kind":"intent","action":{"kind":"fill","row":"2","col":1},"seen":1}',
     "message.action.row: expected a whole number, got the text '2'"),
    (b'{"kind":"intent","action":{"kind":"draft","die":"Q9"},"seen":1}', "message.action.die"),
    (b'{"kind":"take-seat","seat":1,"admin":true}', "admin"),
    (b'{"kind":"ping","number":1}{"kind":"ping","number":2}', "not valid JSON"),
    (b"\xff\xfe", "not UTF-8"),
    (b"[" * 5000 + b"]" * 5000, "nested"),
])
def test_a_malformed_line_is_refused_naming_what_is_wrong(line, words):
    with pytest.raises(BadMessage, match=None) as caught:
        read_from_guest(line)
    assert words in str(caught.value)
    assert not caught.value.too_long


def test_a_line_over_the_limit_is_refused_before_it_is_parsed():
    line = b'{"kind":"ping","number":1,"x":"' + b"a" * MOST_FROM_GUEST + b'"}'
    with pytest.raises(BadMessage) as caught:
        read_from_guest(line)
    assert caught.value.too_long


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_are_a_message_or_refused_never_an_error(data):
    try:
        read_from_guest(data)
    except BadMessage:
        pass


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["kind", "seat", "seen", "action", "die", "row", "col", "code",
                         "token", "number", "program", "back"]), inner, max_size=5),
    max_leaves=12)
KINDS = st.sampled_from(["hello", "take-seat", "intent", "drop", "take-back", "ping", "x"])


@settings(max_examples=300, deadline=None)
@given(KINDS, st.dictionaries(st.sampled_from(["seat", "seen", "action", "die", "row", "col",
                                              "code", "token", "number", "back"]), JSONISH,
                              max_size=5))
def test_tagged_objects_of_any_shape_are_a_message_or_refused(kind, fields):
    import json

    line = json.dumps({"kind": kind, **fields}).encode()
    try:
        message = read_from_guest(line)
    except BadMessage:
        return
    assert read_from_guest(encode(message)) == message
