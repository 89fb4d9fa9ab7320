"""Unlock triggers the engine watches during a game: end of a given round, star spaces filled
by every seat (at the latest, before scoring). Opening an envelope applies its game rules."""

from __future__ import annotations

from .definitions import WindowRule
from .replace import replace as evolve
from .state import GameState, SeatState


def star_spaces_filled(state: GameState) -> bool:
    for seat in state.seats:
        w = seat.window
        for s, f in zip(w.spaces, w.fills, strict=True):
            if s.star and f is None:
                return False
    return True


def fire_triggers(state: GameState, *, game_over: bool) -> GameState:
    """Open the envelopes whose triggers are met at the end of this round."""
    for k, trigger in enumerate(state.setup.window.triggers):
        if k in state.fired_triggers:
            continue
        met = (trigger.kind == "end-of-round" and trigger.round == state.round) or (
            trigger.kind == "stars-filled" and (game_over or star_spaces_filled(state))
        )
        if met:
            state = open_envelope(evolve(state, fired_triggers=state.fired_triggers + (k,)),
                                  trigger.envelope)
    return state


def open_envelope(state: GameState, envelope: str) -> GameState:
    if envelope in state.opened:
        return state
    rules: tuple[WindowRule, ...] = ()
    for er in state.setup.envelope_rules:
        if er.envelope == envelope:
            rules = er.rules
    seats = state.seats
    for rule in rules:
        if rule.kind == "grant-ability" and rule.ability is not None:
            ability = rule.ability
            seats = tuple(
                s if any(a.id == ability.id for a in s.abilities)
                else evolve(s, abilities=s.abilities + (ability,))
                for s in seats
            )
    seats = _grant_seat_abilities(state, envelope, seats)
    return evolve(state, opened=state.opened + (envelope,), rules=state.rules + rules, seats=seats)


def _grant_seat_abilities(state: GameState, envelope: str, seats: tuple[SeatState, ...]
                          ) -> tuple[SeatState, ...]:
    """The abilities an envelope gives seat by seat (a crest sticker of the family's colour,
    a Dedication Ability), usable from the next turn on."""
    for er in state.setup.envelope_rules:
        if er.envelope != envelope:
            continue
        seats = tuple(
            evolve(s, abilities=s.abilities + tuple(
                a for a in gained if all(b.id != a.id for b in s.abilities)))
            if gained else s
            for s, gained in zip(seats, er.seat_abilities + ((),) * len(seats), strict=False)
        )
    return seats
