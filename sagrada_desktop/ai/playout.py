"""The quick one-turn player that plays Hard's sampled games on (every seat, to the leaf).

At the draft it judges every die on offer in every space it may fill as rolled (the one-turn
judge, no abilities or tools), takes the best, and remembers the space: the placing step then
fills it without judging again. A die that fits nowhere, or a placing step it did not plan,
is left to the one-turn player (greedy.py, abilities and tools one step deep).
"""

from __future__ import annotations

from ..engine import Action, DraftDie, FillSpace, GameState, Stage, apply, fill_spaces
from .greedy import GreedyPlayer
from .heuristic import WindowJudge


class QuickPlayer:
    def __init__(self, seed: int = 0) -> None:
        self._greedy = GreedyPlayer(seed, depth=1, draft_depth=0)
        self._planned: tuple[tuple[int, int, int], FillSpace] | None = None

    def choose(self, state: GameState) -> Action:
        seat = state.active_seat
        when = (seat, state.round, state.turn)
        planned, self._planned = self._planned, None
        if state.stage is Stage.PLACE and planned is not None and planned[0] == when:
            hand = state.in_hand
            if hand is not None and not hand.steps and planned[1] in fill_spaces(state):
                return planned[1]
        if state.stage is not Stage.DRAFT or not state.pool:
            return self._greedy.choose(state)
        judge = WindowJudge(state, seat)
        best: tuple[float, DraftDie, FillSpace] | None = None
        tried: set[object] = set()
        for die in state.pool:
            if die in tried:
                continue
            tried.add(die)
            draft = DraftDie(die)
            drafted = apply(state, draft)
            hand = drafted.in_hand
            if hand is None:
                continue
            for fill in fill_spaces(drafted):
                value = judge.value_after_fill(fill.row, fill.col, hand.current)
                if best is None or value > best[0]:
                    best = (value, draft, fill)
        if best is None:  # no die fits anywhere: the one-turn player decides
            return self._greedy.choose(state)
        self._planned = (when, best[2])
        return best[1]
