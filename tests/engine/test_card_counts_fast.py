"""The Tool Cards' uses legal_actions offers, counted fast (effect_offers.card_actions: the
gray dice's values of the last window and the last Cathedral Board kept, the last Strife Tool
III count kept, the uses of each count read from one tuple per card; legal_actions asks no
card of a seat whose one card is used) against their plain reading: one UseToolCard per
option effect_choices makes, for each card not yet used. Random Glory games with each Strife
Tool, every seat holding just it or more cards; the states asked in game order (the kept
answers read again within a turn) and shuffled (each asked after another game's)."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    Action,
    Color,
    GameState,
    Modules,
    SeatSetup,
    Stage,
    UseToolCard,
    apply,
    effect_choices,
    legal_actions,
    new_game,
)
from sagrada_desktop.engine.color import STANDARD_COLORS
from sagrada_desktop.engine.die import die_of
from sagrada_desktop.engine.effect_offers import card_actions

from .fixtures import STRIFE_BOARDS, setup
from .test_effect_offers_plain import CARDS

TOOLS = ("strife-tool-i", "strife-tool-ii", "strife-tool-iii")


def plain_card_uses(state: GameState) -> list[Action]:
    seat = state.seats[state.active_seat]
    return [UseToolCard(card.id, k) for card in seat.tool_cards
            if card.id not in seat.used_tool_cards
            for k in range(len(effect_choices(state, card.effect)))]


def _states(tool: str, more_cards: bool, games: int) -> list[GameState]:
    """The states with a die in hand of random games, in game order."""
    out: list[GameState] = []
    modules = Modules(strife=True, pioneer=True, flourish=True, rivalry=True)
    for seed in range(games):
        base = setup((2, 3, 4)[seed % 3], seed, modules=modules, strife_tool_id=tool,
                     strife_board_id=STRIFE_BOARDS[seed % len(STRIFE_BOARDS)].id)
        if more_cards:
            base = evolve(base, seats=tuple(SeatSetup(s.name, tool_cards=CARDS)
                                            for s in base.seats))
        rnd = random.Random(seed)
        state = new_game(base)
        while not state.is_over:
            listed = legal_actions(state)
            if state.stage is Stage.PLACE:
                out.append(state)
            state = apply(state, rnd.choice(listed))
    return out


@pytest.mark.parametrize("more_cards", [False, True])
@pytest.mark.parametrize("tool", TOOLS)
def test_card_uses_match_the_plain_reading_in_game_order_and_shuffled(
        tool: str, more_cards: bool) -> None:
    states = _states(tool, more_cards, games=6)
    shuffled = states[:]
    random.Random(7).shuffle(shuffled)
    offered = used_up = 0
    for state in (*states, *shuffled, *states):
        seat = state.seats[state.active_seat]
        hand = state.in_hand
        assert hand is not None
        plain = plain_card_uses(state)
        assert list(card_actions(state, seat, hand)) == plain
        assert [a for a in legal_actions(state) if isinstance(a, UseToolCard)] == plain
        offered += bool(plain)
        used_up += not more_cards and bool(seat.used_tool_cards)
    assert offered > 20
    assert more_cards or used_up > 20  # the one card used: legal_actions asks no card


def test_many_swaps_are_offered_one_use_each() -> None:
    """Strife Tool III counts past the uses first kept for a card (a longer tuple made): a
    window of gray dice, a board of dice of every colour."""
    state = next(s for s in _states("strife-tool-iii", False, games=1)
                 if not s.seats[s.active_seat].used_tool_cards)
    seat = state.seats[state.active_seat]
    window = seat.window
    for i in range(window.rows * window.cols):
        if window.spaces[i].exists and window.fills[i] is None:
            window = window.with_fill(i // window.cols, i % window.cols,
                                      die_of(Color.GRAY, 1 + (i // window.cols + i) % 2))
    pool = tuple(die_of(c, v) for c in STANDARD_COLORS for v in (3, 6))
    seats = list(state.seats)
    seats[state.active_seat] = evolve(seat, window=window)
    state = evolve(state, seats=tuple(seats), pool=pool)
    seat = state.seats[state.active_seat]
    assert state.in_hand is not None
    plain = plain_card_uses(state)
    assert len(plain) > 40
    for _ in range(2):  # made, then read from the kept tuple
        assert list(card_actions(state, seat, state.in_hand)) == plain
        assert [a for a in legal_actions(state) if isinstance(a, UseToolCard)] == plain
