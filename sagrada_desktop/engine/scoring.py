"""End of Game scoring: the six scoring steps, then placement with the four tie-breakers."""

from __future__ import annotations

from typing import Literal

from attrs import frozen

from .definitions import WindowRule
from .glory.flourish_patterns import flourish_points
from .glory.pioneer_collection import pioneer_points
from .objectives import score_objective, score_private
from .snake_draft import final_round_position
from .state import GameState, SeatState

TieRule = Literal[
    "legacy-points",   # fewer Legacy Points (a game's first tie-breaker)
    "broken-empty",    # fewer broken or empty spaces
    "private",         # more Private Objective points
    "turn-order",      # earlier in the final round's turn order
    "last-placement",  # the campaign's Legacy Point table: the last window's placement
]


@frozen
class TieBreak:
    """How a tie on `total` was broken: by which rule (words: wording.tie_break_text)."""

    total: int
    rule: TieRule


@frozen
class ScoreCard:
    seat: int
    name: str
    starting_tools: int          # step 1 (games 2-10)
    public: tuple[int, ...]      # step 2: objectives A, B, C
    private: int                 # step 3
    tools: int                   # step 4: empty window-tool point boxes
    broken_empty: int            # step 5: -1 for each broken or empty space (<= 0)
    extra: int                   # step 6: the window's rules and constructed Cathedral spaces,
                                 #   Pioneer Cards and Flourish Cards (Glory)
    total: int
    place: int                   # 1 = winner
    tie_break: TieBreak | None = None  # how a tie on total was broken, if there was one
    pioneer: int = 0             # part of extra: the Pioneer Cards collected
    flourish: int = 0            # part of extra: kept Flourish Cards, + if complete, - if not


def tool_points(state: GameState, seat: SeatState) -> int:
    total = 0
    for tool, used in zip(state.setup.window.tools, seat.tool_boxes_used, strict=True):
        total += sum(tool.boxes[used:])
    return total


def broken_empty_points(rules: tuple[WindowRule, ...], seat: SeatState) -> int:
    w = seat.window
    per_empty = next((r.points for r in rules if r.kind == "empty-penalty"), 1)
    return -(w.broken_count + per_empty * w.empty_count)


def extra_points(rules: tuple[WindowRule, ...], seat: SeatState) -> int:
    total = len(seat.constructed)
    if not rules:
        return total
    bits = seat.window.bits
    for r in rules:
        if r.kind == "star-points":
            total += r.points * (bits.pattern.star & bits.dice).bit_count()
        elif r.kind == "magic-points":
            total += r.points * (bits.pattern.magic & bits.dice).bit_count()
        elif r.kind == "color-points" and r.color is not None:
            total += r.points * bits.by_color.get(r.color.value, 0).bit_count()
    return total


_TIE_RULES: tuple[TieRule, ...] = ("legacy-points", "broken-empty", "private", "turn-order")


def final_scores(state: GameState) -> tuple[ScoreCard, ...]:
    """Each seat's score card, in seat order, with places (1 = winner) after tie-breaks."""
    windows = [s.window for s in state.seats]
    public_by_objective = [score_objective(oid, windows) for oid in state.objectives]
    n = len(state.seats)
    rows = []
    glory: dict[int, tuple[int, int]] = {}
    for i, seat in enumerate(state.seats):
        start_tools = seat.starting_tool_count if state.setup.game_number >= 2 else 0
        public = tuple(p[i] for p in public_by_objective)
        private = score_private(seat.private_objective, seat.window)
        tools = tool_points(state, seat)
        be = broken_empty_points(state.rules, seat)
        extra = extra_points(state.rules, seat)
        if state.pioneer_cards or seat.flourish_kept:
            glory[i] = (pioneer_points(state, seat), flourish_points(seat))
            extra += sum(glory[i])
        total = start_tools + sum(public) + private + tools + be + extra
        rows.append((i, seat, start_tools, public, private, tools, be, extra, total))

    def key(row: tuple[int, SeatState, int, tuple[int, ...], int, int, int, int, int]
            ) -> tuple[int, ...]:
        i, seat, _start, _public, private, _tools, _be, _extra, total = row
        w = seat.window
        return (
            -total,
            seat.legacy_points,
            w.broken_count + w.empty_count,
            -private,
            final_round_position(n, state.start_seat, i),
        )

    keys = [key(row) for row in rows]  # each seat's key once (rows are in seat order)
    ranked = sorted(rows, key=lambda row: keys[row[0]])
    places = {row[0]: p + 1 for p, row in enumerate(ranked)}
    reasons: dict[int, TieBreak] = {}
    for a, b in zip(ranked, ranked[1:], strict=False):
        ka, kb = keys[a[0]], keys[b[0]]
        if ka[0] == kb[0]:
            step = next(k for k in range(1, 5) if ka[k] != kb[k])
            reasons.setdefault(a[0], TieBreak(a[8], _TIE_RULES[step - 1]))
            reasons[b[0]] = TieBreak(b[8], _TIE_RULES[step - 1])
    return tuple(
        ScoreCard(i, seat.name, st, pub, pri, tl, be, ex, tot, places[i], reasons.get(i),
                  *glory.get(i, (0, 0)))
        for (i, seat, st, pub, pri, tl, be, ex, tot) in rows
    )
