"""A computer player that looks one turn ahead and takes the best-judged outcome."""

from __future__ import annotations

from ..engine import Action, DraftDie, GameState, LoseDie, Stage, apply, legal_actions
from .flourish import flourish_choice
from .heuristic import WindowJudge, judge_for
from .plans import best_end_value, is_reroll, judged_ends
from .player import decision_rng

EFFECT_DEPTH = 2  # effect steps searched for the drafted die
DRAFT_DEPTH = 1  # effect steps searched for each die on offer when choosing which to draft
_EPS = 1e-9


def _ties(values: list[float]) -> list[int]:
    """The indices of the values within _EPS of the best, in order (the tie-break's choices)."""
    top = max(values)
    return [k for k, v in enumerate(values) if v >= top - _EPS]


class GreedyPlayer:
    """Drafts the die whose best placement (after up to EFFECT_DEPTH abilities or tools) is
    judged best, then follows that plan; ties are broken by the seeded generator.

    The judge of one decision is kept for the next while it still fits (heuristic.judge_for):
    the placing step after a draft finds most fills judged already. Choices depend on the
    state only, never on what was decided before."""

    def __init__(self, seed: int = 0, depth: int = EFFECT_DEPTH,
                 draft_depth: int = DRAFT_DEPTH) -> None:
        self.seed = seed
        self.depth = depth
        self.draft_depth = draft_depth
        self._judge: WindowJudge | None = None

    def choose(self, state: GameState) -> Action:
        if state.stage is Stage.DRAFT:
            return self._draft(state)
        if state.stage is Stage.PLACE:
            return self._place(state)
        if state.stage is Stage.FLOURISH:
            return flourish_choice(state)
        actions = legal_actions(state)
        if not actions:
            raise ValueError("there is nothing to choose: the game is over")
        # Cathedral Construction: every space is worth the same 1 point to its constructor
        # and the dice on offer go to the Round Track alike, so the seeded generator draws one.
        return decision_rng(self.seed, state).choice(actions)

    def _tie_break(self, state: GameState, values: list[float]) -> int:
        """The index of the best value; among equals (within _EPS) the seeded generator's
        choice. The generator is made only when there is a choice: with one candidate its
        choice is always the first."""
        ties = _ties(values)
        if len(ties) == 1:
            return ties[0]
        return decision_rng(self.seed, state).choice(ties)

    def judge(self, state: GameState) -> WindowJudge:
        """The one-turn judge of the active seat (the last one, while it still fits)."""
        judge = self._judge = judge_for(state, state.active_seat, self._judge)
        return judge

    def _draft(self, state: GameState) -> Action:
        judge = self.judge(state)
        drafts: list[Action] = []
        values: list[float] = []
        # equal dice draft alike (DraftDie names the die): each die judged once, known by
        # its colour (an enum member: by identity) and value, as hashing a Die is slow
        best_of: dict[tuple[int, int], float] = {}
        for die in state.pool:
            face = (id(die.color), die.value)
            best = best_of.get(face)
            if best is None:
                best = best_of[face] = best_end_value(apply(state, DraftDie(die)), judge,
                                                      self.draft_depth)
            drafts.append(DraftDie(die))
            values.append(best)
        return drafts[self._tie_break(state, values)]

    def _place(self, state: GameState) -> Action:
        ends = judged_ends(state, self.judge(state), self.depth)
        k = self._tie_break(state, [v for _, _, v in ends])
        actions, last, _ = ends[k]
        action = actions[0] if actions else last
        if isinstance(action, LoseDie):
            rerolls = [a for a in legal_actions(state) if is_reroll(state, a)]
            if rerolls:  # the die fits nowhere: a re-roll can only help
                return rerolls[0]
        return action
