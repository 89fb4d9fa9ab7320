"""How much a Tool Card helps on a window, judged by the computer players' one-turn judge
(sagrada_desktop.ai) rather than by a formula: the Hard and Expert families' campaign choices.

A trial game is played on the window by two one-turn players (its seed fixed by the window, so
the same window always gives the same trial). At each of its turns, with the drafted die in
hand, the best way to end the turn (abilities, window tools and Tool Cards up to DEPTH steps)
is judged with the card in hand and without it; the card's gain there is the difference (its
use costs the judge's reserve for a kept card, so a gain is only what beats keeping it). A
Tool Card is used once a game, at one of its best turns, so its gain in a game is the mean of
the TOP best gains of the trial. Gains are kept, one per card and window.
"""

from __future__ import annotations

import zlib

from attrs import evolve

from ..ai.greedy import GreedyPlayer
from ..ai.heuristic import WindowJudge, judge_for
from ..ai.plans import best_end_value
from ..engine import GameSetup, GameState, SeatSetup, Stage, ToolCard, WindowDesign, apply, new_game

DEPTH = 2  # the effect steps the in-game one-turn player plans
TOP = 3  # the best turns of a trial a card's gain is the mean of
TRIAL_SEATS = 2

_TURNS: dict[str, tuple[tuple[GameState, WindowJudge, float], ...]] = {}
_GAINS: dict[tuple[str, str], float] = {}


def _trial_turns(design: WindowDesign) -> tuple[tuple[GameState, WindowJudge, float], ...]:
    """Each turn of the trial game with its die drafted: the state, its judge, and the best
    value of ending the turn with the seat's own means."""
    known = _TURNS.get(design.id)
    if known is not None:
        return known
    seed = zlib.crc32(f"tool-trial:{design.id}".encode())
    seats = tuple(SeatSetup(f"Trial {i + 1}") for i in range(TRIAL_SEATS))
    state = new_game(GameSetup(window=design, seats=seats, seed=seed))  # type: ignore[arg-type, unused-ignore]
    players = [GreedyPlayer(seed + i) for i in range(TRIAL_SEATS)]
    turns = []
    while not state.is_over:
        hand = state.in_hand
        if state.stage is Stage.PLACE and hand is not None and not hand.steps:
            judge = WindowJudge(state, state.active_seat)
            turns.append((state, judge, best_end_value(state, judge, DEPTH)))
        state = apply(state, players[state.active_seat].choose(state))
    out = _TURNS[design.id] = tuple(turns)
    return out


def tool_gain(card: ToolCard, design: WindowDesign) -> float:
    """The judged points the card adds to a game on `design` (see the module's docstring)."""
    key = (card.id, design.id)
    known = _GAINS.get(key)
    if known is not None:
        return known
    gains = []
    for state, judge, base in _trial_turns(design):
        i = state.active_seat
        seat = state.seats[i]
        if any(c.id == card.id for c in seat.tool_cards):
            continue
        held = evolve(state, seats=state.seats[:i] + (
            evolve(seat, tool_cards=seat.tool_cards + (card,)),) + state.seats[i + 1:])
        gains.append(max(0.0, best_end_value(held, judge_for(held, i, judge), DEPTH) - base))
    top = sorted(gains, reverse=True)[:TOP]
    gain = _GAINS[key] = sum(top) / len(top) if top else 0.0
    return gain
