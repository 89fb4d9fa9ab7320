"""No message to a seat carries what its observation hides: whole games are played with one
guest seat driven by intents made from its own views, and every line it was sent is read back
and held against engine.observe of the real game at that moment (the bag's future, the seed,
the other seats' Private Objectives and Flourish Cards, and the rules of sealed envelopes)."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.ai import make_player
from sagrada_desktop.engine import (
    GameState,
    Modules,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    legal_actions,
    new_game,
    observe,
)
from sagrada_desktop.network.messages import TakeSeat, View, encode, read_from_host
from sagrada_desktop.network.views import seat_view
from sagrada_desktop.saves import state_to_json
from tests.campaign.content_fixture import CONTENT
from tests.campaign.helpers import at_window, run_until, start
from tests.engine.fixtures import PRIVATES, setup

from .loop import Loop
from .test_host_table import HELLO

GUEST = 1
EFFECTS = (UseAbility, UseToolCard, UseWindowTool)


def hides_what_observe_hides(sent: GameState, real: GameState, seat: int) -> None:
    """`sent` is the view of `seat` of the game `real`: equal to its observation, less the
    sealed envelopes' rules; after the game, the cards scored openly."""
    if real.is_over:
        expected = evolve(real, rng=0, setup=evolve(real.setup, seed=0))
    else:
        expected = observe(real, seat)
        for i, s in enumerate(sent.seats):
            if i != seat:
                assert s.private_objective == real.setup.window.private_objectives[0]
                assert s.flourish_cards == real.setup.glory.flourish_cards[
                    : len(real.seats[i].flourish_cards)]
    assert sent.rng == 0 and sent.setup.seed == 0
    assert {r.envelope for r in sent.setup.envelope_rules} <= set(real.opened)
    opened = tuple(r for r in expected.setup.envelope_rules if r.envelope in real.opened)
    assert sent == evolve(expected, setup=evolve(expected.setup, envelope_rules=opened))


def play_with_a_guest(state: GameState, seed: int) -> tuple[Loop, list[tuple[View, GameState]]]:
    """Seat 0 at the host, seat 1 a guest deciding from its views alone, the rest computers;
    every view the guest was sent, with the real game when it was sent."""
    roles = ["here", "guest"] + ["computer"] * (len(state.seats) - 2)
    loop = Loop(state, roles)  # type: ignore[arg-type]
    c = loop.connect()
    loop.line(c, HELLO)
    loop.line(c, encode(TakeSeat(GUEST)))
    players = [make_player("greedy", seed + i) for i in range(len(state.seats))]
    seen: list[tuple[View, GameState]] = []
    read = 0

    def collect() -> View:
        nonlocal read
        for line in loop.sent[c][read:]:
            m = read_from_host(line)
            if isinstance(m, View):
                seen.append((m, loop.game.state))
        read = len(loop.sent[c])
        return seen[-1][0]

    view = collect()
    while not loop.game.state.is_over:
        assert len(loop.game.actions) < 2000, "the game does not move on"
        if loop.game.state.active_seat == GUEST:
            action = _choose(players[GUEST], view.state, loop)  # from what the guest was sent
            assert not [m for m in loop.line(c, encode(_intent(action, view)))
                        if not isinstance(m, View)], action
        else:
            seat = loop.game.state.active_seat
            loop.host_plays(_choose(players[seat], loop.game.state, loop))
        view = collect()
    return loop, seen


def _choose(player, state: GameState, loop: Loop):
    """The player's choice, but no more than two abilities or tools in a row (an ability the
    test content lets a seat use again and again would hold the game)."""
    action = player.choose(state)
    if isinstance(action, EFFECTS) and all(isinstance(a, EFFECTS) for a in loop.game.actions[-2:]):
        return next(a for a in legal_actions(state) if not isinstance(a, EFFECTS))
    return action


def _intent(action, view: View):
    from sagrada_desktop.network.messages import Intent

    return Intent(action, view.number)


@pytest.mark.parametrize("modules", [Modules(), Modules(strife=True, pioneer=True, flourish=True,
                                                        rivalry=True)],
                         ids=["artisans", "every-glory-module"])
def test_a_whole_game_sends_the_guest_only_its_seats_views(modules):
    loop, seen = play_with_a_guest(new_game(setup(3, seed=6, modules=modules, start_seat=0)), 6)
    assert loop.game.state.is_over
    assert seen[-1][0].state.is_over  # the guest saw the game to its end
    numbers = [v.number for v, _ in seen]
    assert numbers == sorted(set(numbers))
    assert len(seen) > 40
    for view, real in seen:
        hides_what_observe_hides(view.state, real, GUEST)


def test_a_campaign_game_keeps_the_sealed_envelope_off_the_network_until_it_opens():
    campaign = run_until(start(3, seed=3), at_window(0, "game"))
    state = campaign.game_state
    assert state is not None and [r.envelope for r in state.setup.envelope_rules] == ["e02"]
    loop, seen = play_with_a_guest(state, 3)
    sealed = [v for v, real in seen if "e02" not in real.opened]
    opened = [v for v, real in seen if "e02" in real.opened]
    assert sealed and opened  # the trigger fired at the end of round 6
    assert all(not v.state.setup.envelope_rules for v in sealed)
    assert all(b"SECRET-2" not in encode(v) for v in sealed)
    assert all([r.envelope for r in v.state.setup.envelope_rules] == ["e02"] for v in opened)
    for view, real in seen:
        hides_what_observe_hides(view.state, real, GUEST)
    assert CONTENT.envelopes["e02"].id == "e02"


def test_two_games_that_differ_only_in_what_the_seat_cannot_see_send_the_same_bytes():
    state = new_game(setup(3, seed=9, modules=Modules(flourish=True), start_seat=0))
    deck = state.setup.glory.flourish_cards
    seats = tuple(s if i == GUEST else evolve(
        s, private_objective=PRIVATES[(PRIVATES.index(s.private_objective) + 1) % len(PRIVATES)],
        flourish_cards=tuple(reversed(deck[-len(s.flourish_cards):])))
        for i, s in enumerate(state.seats))
    twin = evolve(state, rng=state.rng ^ 0xBEEF, seats=seats,
                  setup=evolve(state.setup, seed=state.setup.seed + 1))
    assert twin != state
    assert encode(View(3, seat_view(twin, GUEST))) == encode(View(3, seat_view(state, GUEST)))
    assert state_to_json(seat_view(state, GUEST)) == state_to_json(seat_view(twin, GUEST))
