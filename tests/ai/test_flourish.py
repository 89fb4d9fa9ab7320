"""The Flourish choice by value: a card whose pattern is likely to turn up is kept for its
Favor Token; one that is likely to cost its points at the end is discarded."""

from __future__ import annotations

from attrs import evolve

from sagrada_desktop.ai import make_player
from sagrada_desktop.ai.flourish import flourish_chance, keep_value
from sagrada_desktop.engine import ChooseFlourish, Modules, Stage, apply, new_game, parse_window
from tests.engine.fixtures import FLOURISH_CARDS_BY_ID, setup

MULLION = FLOURISH_CARDS_BY_ID["flourish-mullion"]  # 3 dice in a column
TRACERY = FLOURISH_CARDS_BY_ID["flourish-tracery-ring"]  # 8 dice around a centre


def test_a_small_pattern_is_more_likely_than_a_large_one_and_kept() -> None:
    plain = parse_window("\n".join([". . . . ."] * 4))
    assert flourish_chance(MULLION, plain) > 0.9
    assert flourish_chance(TRACERY, plain) < 0.05
    assert keep_value(MULLION, plain) > 0 > keep_value(TRACERY, plain)


def test_a_pattern_the_window_cannot_hold_has_no_chance() -> None:
    # a column of three needs three rows; and two colour restrictions on the A cells clash
    assert flourish_chance(MULLION, parse_window(". . .\n. . .")) == 0.0
    clash = parse_window("R\n.\nB")  # top and bottom A cells must be one colour
    assert flourish_chance(MULLION, clash) == 0.0
    same = parse_window("R\nR\n.")  # the B cell must be another colour than the A cells
    assert flourish_chance(MULLION, same) == 0.0
    assert flourish_chance(MULLION, parse_window("R\n.\nR")) > 0.0


def test_every_level_keeps_the_likely_card_and_discards_the_unlikely_one() -> None:
    state = new_game(setup(2, seed=3, modules=Modules(flourish=True)))
    assert state.stage is Stage.FLOURISH
    seat = state.active_seat
    seats = list(state.seats)
    seats[seat] = evolve(seats[seat], flourish_cards=(MULLION, TRACERY))
    state = evolve(state, seats=tuple(seats))
    for level in ("easy", "medium", "hard"):
        choice = make_player(level, 5).choose(state)
        assert choice == ChooseFlourish((True, False)), level
        after = apply(state, choice)
        assert after.seats[seat].favor_tokens == state.seats[seat].favor_tokens + 1
