"""A computer player that looks one turn ahead and takes the best-judged outcome."""

from __future__ import annotations

import random

from ..engine import Action, DraftDie, GameState, LoseDie, Stage, apply, legal_actions
from .flourish import flourish_choice
from .heuristic import WindowJudge
from .plans import Plan, is_reroll, turn_plans
from .player import decision_rng

EFFECT_DEPTH = 2  # effect steps searched for the drafted die
DRAFT_DEPTH = 1  # effect steps searched for each die on offer when choosing which to draft
_EPS = 1e-9


def _pick(plans: list[tuple[Action, Plan]], rng: random.Random) -> tuple[Action, Plan]:
    top = max(p.value for _, p in plans)
    return rng.choice([ap for ap in plans if ap[1].value >= top - _EPS])


class GreedyPlayer:
    """Drafts the die whose best placement (after up to EFFECT_DEPTH abilities or tools) is
    judged best, then follows that plan; ties are broken by the seeded generator."""

    def __init__(self, seed: int = 0, depth: int = EFFECT_DEPTH,
                 draft_depth: int = DRAFT_DEPTH) -> None:
        self.seed = seed
        self.depth = depth
        self.draft_depth = draft_depth

    def choose(self, state: GameState) -> Action:
        rng = decision_rng(self.seed, state)
        if state.stage is Stage.DRAFT:
            return self._draft(state, rng)
        if state.stage is Stage.PLACE:
            return self._place(state, rng)
        if state.stage is Stage.FLOURISH:
            return flourish_choice(state)
        actions = legal_actions(state)
        if not actions:
            raise ValueError("there is nothing to choose: the game is over")
        # Cathedral Construction: every space is worth the same 1 point to its constructor
        # and the dice on offer go to the Round Track alike, so the seeded generator draws one.
        return rng.choice(actions)

    def _draft(self, state: GameState, rng: random.Random) -> Action:
        judge = WindowJudge(state, state.active_seat)
        options: list[tuple[Action, Plan]] = []
        for die in state.pool:
            draft = DraftDie(die)
            plans = turn_plans(apply(state, draft), judge, self.draft_depth)
            options.append((draft, max(plans, key=lambda p: p.value)))
        return _pick(options, rng)[0]

    def _place(self, state: GameState, rng: random.Random) -> Action:
        judge = WindowJudge(state, state.active_seat)
        plans = turn_plans(state, judge, self.depth)
        action, plan = _pick([(p.actions[0], p) for p in plans], rng)
        if isinstance(action, LoseDie):
            rerolls = [a for a in legal_actions(state) if is_reroll(state, a)]
            if rerolls:  # the die fits nowhere: a re-roll can only help
                return rerolls[0]
        return action
