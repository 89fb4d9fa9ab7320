"""Whole games between computer players, headless: what `sagrada-artisans simulate` plays.

Game k (from 1) of a run with seed S is set up with seed S + k - 1, so any single game can be
played again with `--seed S+k-1 --games 1`. Seat i's player (from 0) gets the seed
10 * (S + k - 1) + i. Seats are named "Bot 1" .. "Bot N"; objectives are drawn at random
from the base set and the Start Player is chosen at random, both by the game's seed.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from attrs import frozen

from ..engine import (
    GameSetup,
    GloryCards,
    Modules,
    ScoreCard,
    SeatSetup,
    WindowDesign,
    final_scores,
)
from .factory import make_player
from .play import play_game


@frozen
class GameResult:
    number: int                  # 1, 2, ...
    seed: int                    # the game's setup seed
    window: WindowDesign
    bots: tuple[str, ...]        # the player kind of each seat
    objectives: tuple[str, ...]
    start_seat: int              # the first round's Start Player
    actions: int
    cards: tuple[ScoreCard, ...]

    @property
    def winner(self) -> ScoreCard:
        return next(c for c in self.cards if c.place == 1)


def seat_name(index: int) -> str:
    return f"Bot {index + 1}"


NO_MODULES = Modules()
NO_GLORY = GloryCards()


def simulation_setup(window: WindowDesign, seats: int, seed: int,
                     modules: Modules = NO_MODULES, glory: GloryCards = NO_GLORY) -> GameSetup:
    """A game of `seats` computer seats; `modules` the Glory modules on, dealt from `glory`."""
    named: tuple[SeatSetup, ...] = tuple(SeatSetup(seat_name(i)) for i in range(seats))
    # the attrs mypy plugin types a converter=tuple field as Iterable[_T_co]: ignore that
    return GameSetup(window=window, seats=named, seed=seed,  # type: ignore[arg-type, unused-ignore]
                     modules=modules, glory=glory if modules.deals else NO_GLORY)


def simulate_games(window: WindowDesign, bots: Sequence[str], games: int, seed: int
                   ) -> Iterator[GameResult]:
    """Play `games` games, one seat per entry of `bots` ("random" or "greedy"), in order."""
    for number in range(1, games + 1):
        game_seed = seed + number - 1
        setup = simulation_setup(window, len(bots), game_seed)
        players = [make_player(kind, 10 * game_seed + i) for i, kind in enumerate(bots)]
        state, log = play_game(setup, players)
        first_start = (state.start_seat - (state.round - 1)) % len(bots)
        yield GameResult(
            number=number, seed=game_seed, window=window, bots=tuple(bots),
            objectives=state.objectives, start_seat=first_start, actions=len(log),
            cards=final_scores(state),
        )
