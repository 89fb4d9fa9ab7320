"""What a finished window gives the campaign's End of Game: each family's score card and
placement, its finished window (or, played at the table, its scorecard's numbers), its Private
Objective, the Cathedral spaces it constructed and the window tools it used, the Public
Objectives, the Cathedral Board as the game left it and the envelopes opened during the game.

A game played on screen gives it from its final state (finished_game); a window played at the
table from what the table entered (sagrada_desktop/table/). Everything after it, the Outro,
rewards, the Market, Cleanup and the envelopes, is the campaign's one End of Game
(rewards.record_window and flow.py).
"""

from __future__ import annotations

from attrs import frozen

from ..engine import Die, GameState, ScoreCard, Window, final_scores
from .paper_score import PaperScore


@frozen
class FinishedSeat:
    """One family's finished window: the window (None: only its scorecard was typed in,
    `paper`), its Private Objective, the Cathedral spaces it constructed, the point boxes used
    of each window tool."""

    final_window: Window | None
    private_objective: str
    constructed: tuple[Die, ...] = ()
    tool_boxes_used: tuple[int, ...] = ()
    paper: PaperScore | None = None


@frozen
class FinishedWindow:
    """A finished window, seat by seat (seat order = the campaign's families)."""

    scores: tuple[ScoreCard, ...]
    seats: tuple[FinishedSeat, ...]
    objectives: tuple[str, ...]
    cathedral: frozenset[Die]
    opened: tuple[str, ...] = ()
    at_table: bool = False


def finished_game(state: GameState) -> FinishedWindow:
    """A game played on screen, over: what its final state gives."""
    seats = tuple(FinishedSeat(s.window, s.private_objective.id, s.constructed,
                               s.tool_boxes_used) for s in state.seats)
    return FinishedWindow(final_scores(state), seats, state.objectives, state.cathedral,
                          state.opened)
