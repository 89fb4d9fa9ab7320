"""Helpers for the Glory module tests: games on a window written in the notation."""

from __future__ import annotations

from attrs import evolve

from sagrada_desktop.engine import (
    Color,
    Die,
    GameState,
    Modules,
    Stage,
    new_game,
    parse_window,
)

from .fixtures import TEST_WINDOW, setup

ALL_MODULES = Modules(strife=True, pioneer=True, flourish=True, rivalry=True)


def die(text: str) -> Die:
    return Die(Color.from_letter(text[0]), int(text[1:]))


def dice(texts: str) -> tuple[Die, ...]:
    return tuple(die(t) for t in texts.split())


def game_on(window_text: str, pool: str = "", seats: int = 1, modules: Modules = ALL_MODULES,
            **kw: object) -> GameState:
    """A new game whose every seat's window is `window_text` (fills included), past the
    Flourish choices, with `pool` (die texts) as the Cathedral Board when given."""
    pattern = parse_window(window_text)
    design = evolve(TEST_WINDOW, pattern=pattern.cleared())
    state = new_game(evolve(setup(seats, seed=3, **kw), window=design, modules=modules))
    seats_now = tuple(evolve(s, window=pattern) for s in state.seats)
    state = evolve(state, seats=seats_now, turn=0)
    if state.stage is Stage.FLOURISH:
        state = evolve(state, stage=Stage.DRAFT)
    if pool:
        state = evolve(state, pool=dice(pool))
    return state
