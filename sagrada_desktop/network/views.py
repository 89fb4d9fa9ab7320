"""What the host sends a seat of the game: that seat's view, built from engine.observe.

The view is the observation of the seat (never the bag's future or the re-rolls to come, the
setup's seed, another seat's Private Objective or Flourish Cards), and of the setup only the
rules of the envelopes opened so far: a campaign game's setup holds the rules of the envelopes
its triggers may open, sealed until then (campaign/visible.py keeps them sealed on screen, this
keeps them off the network).

Once the game is over the Private Objectives and the Flourish Cards kept are scored openly, as
at the table: the scoring table shows every seat's, so the view of a finished game shows them
(the generator and the seed stay hidden).
"""

from __future__ import annotations

from attrs import evolve

from ..engine import GameState, observe
from ..engine.observation import HIDDEN_RNG
from ..play import Changes


def seat_view(state: GameState, seat: int) -> GameState:
    """The game as `seat` may see it now."""
    seen = observe(state, seat) if not state.is_over else evolve(
        state, rng=HIDDEN_RNG, setup=evolve(state.setup, seed=0))
    opened = set(seen.opened)
    sealed = [r for r in seen.setup.envelope_rules if r.envelope not in opened]
    if not sealed:
        return seen
    rules = tuple(r for r in seen.setup.envelope_rules if r.envelope in opened)
    return evolve(seen, setup=evolve(seen.setup, envelope_rules=rules))


def every_change(state: GameState) -> Changes:
    """The change set of a whole view (a guest's first, or after it rejoins): every part."""
    return Changes(windows=frozenset(range(len(state.seats))), pool=True, hand=True,
                   cathedral=True, round_track=True, turn=True, opened=True, glory=True)
