"""The three levels a person chooses for a computer seat, by name: Easy, Medium and Hard.

Every level decides from what a person in its seat could see (engine.observe): never the
bag's future or another seat's private cards.

- Easy: the one-turn player with slips: now and then it takes one of its next-best drafts or
  spaces, as a newcomer would, and it plans no abilities or tools.
- Medium: the one-turn player (greedy): the best-judged way to end the turn, every ability,
  window tool and Tool Card considered two steps deep.
- Hard: search (hard.py): which die to draft is tried out against many plausible games behind
  what it sees, each played on to the end of the round.
"""

from __future__ import annotations

import random

from ..engine import Action, DraftDie, GameState, Stage, apply, legal_actions, observe
from ..engine.observation import observation_key
from .greedy import GreedyPlayer
from .heuristic import WindowJudge
from .plans import turn_plans

SLIP = 0.3        # how often Easy takes one of its next-best plans
SLIP_CHOICES = 3  # among how many


class FairPlayer:
    """Wraps a player so that it decides from the active seat's observation only."""

    def __init__(self, inner: object) -> None:
        self.inner = inner

    def choose(self, state: GameState) -> Action:
        return self.inner.choose(observe(state, state.active_seat))  # type: ignore[attr-defined, no-any-return]


class EasyPlayer:
    """Looks at each die as rolled (no abilities or tools planned) and slips: a draft among its
    SLIP_CHOICES best-looking dice, and a placement among its best spaces, SLIP of the time."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._greedy = GreedyPlayer(seed, depth=0, draft_depth=0)

    def choose(self, state: GameState) -> Action:
        seen = observe(state, state.active_seat)
        rng = random.Random(f"easy:{self.seed}:{observation_key(seen)}")
        if seen.stage not in (Stage.DRAFT, Stage.PLACE) or rng.random() >= SLIP:
            return self._greedy.choose(seen)
        judge = WindowJudge(seen, seen.active_seat)
        if seen.stage is Stage.PLACE:
            plans = sorted(turn_plans(seen, judge, 0), key=lambda p: -p.value)
            action: Action = rng.choice(plans[:SLIP_CHOICES]).actions[0]
        else:
            ranked = sorted(
                ((max(p.value for p in turn_plans(apply(seen, DraftDie(d)), judge, 0)), i)
                 for i, d in enumerate(seen.pool)), reverse=True)
            action = DraftDie(seen.pool[rng.choice(ranked[:SLIP_CHOICES])[1]])
        assert action in legal_actions(state)
        return action
