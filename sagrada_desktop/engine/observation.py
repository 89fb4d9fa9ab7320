"""What one seat may see of a game, and plausible games behind what it sees.

A person at the table sees the windows, the Cathedral Board, the round track, the Public
Objectives, the tools and the cards in play; they do not see the order of the dice in the bag
or the results of re-rolls to come (the generator in the state), the other seats' Private
Objectives, or the other seats' Flourish Cards. `observe` blanks exactly those; a computer seat
decides from the observation only, so its choice cannot depend on anything a person in its seat
could not know. `determinize` fills the blanks with one plausible sample, for players that
search (OpenSpiel calls such a sample a "resample from the information state").
"""

from __future__ import annotations

import random
import zlib

from attrs import evolve

from .definitions import PrivateObjective
from .glory.flourish_cards import FlourishCard
from .state import GameState, SeatState

HIDDEN_RNG = 0  # the generator of an observation: the future of the bag is unknown


def observe(state: GameState, seat: int) -> GameState:
    """The state as `seat` sees it: the generator, the setup's seed, and every other seat's
    Private Objective and Flourish Cards replaced by fixed stand-ins (the first of the window's
    Private Objectives; the first Flourish Cards of the setup's deck). Two games that differ only in what the seat
    cannot see give equal observations."""
    privates = state.setup.window.private_objectives
    deck = state.setup.glory.flourish_cards
    seats = tuple(s if i == seat else _masked(s, privates[0] if privates else s.private_objective,
                                              deck)
                  for i, s in enumerate(state.seats))
    return evolve(state, rng=HIDDEN_RNG, seats=seats, setup=evolve(state.setup, seed=0))


def _masked(seat: SeatState, stand_in: PrivateObjective,
            deck: tuple[FlourishCard, ...]) -> SeatState:
    flourish = deck[: len(seat.flourish_cards)]
    return evolve(seat, private_objective=stand_in, flourish_cards=flourish)


def observation_key(observation: GameState) -> int:
    """A number fixed by what is seen at this decision (the round, turn, step, the board, the
    die in hand and every window's fills), to seed a player's own randomness."""
    seen = (observation.round, observation.turn, observation.stage.value, observation.pool,
            observation.in_hand, tuple(s.window.fills for s in observation.seats))
    return zlib.crc32(repr(seen).encode("utf-8"))


def determinize(observation: GameState, seat: int, rng: random.Random) -> GameState:
    """One plausible whole game behind an observation of `seat`: a fresh generator, and the
    other seats' Private Objectives and Flourish Cards dealt from what `seat` has not seen."""
    own = observation.seats[seat]
    privates = [p for p in observation.setup.window.private_objectives
                if p != own.private_objective]
    rng.shuffle(privates)
    cards = [c for c in observation.setup.glory.flourish_cards if c not in own.flourish_cards]
    rng.shuffle(cards)
    seats = []
    for i, s in enumerate(observation.seats):
        if i != seat:
            private = privates.pop() if privates else own.private_objective
            dealt = tuple(cards.pop() for _ in s.flourish_cards)
            s = evolve(s, private_objective=private, flourish_cards=dealt)
        seats.append(s)
    return evolve(observation, rng=rng.getrandbits(64), seats=tuple(seats))
