"""End of Game scoring: the six scoring steps, then placement with the four tie-breakers."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat
from typing import Any, Literal

from attrs import frozen

from .definitions import WindowRule, WindowTool
from .fast_init import fast_init
from .glory.flourish_patterns import flourish_points
from .objectives import score_objectives, score_private
from .replace import twin
from .state import GameState, SeatState

TieRule = Literal[
    "legacy-points",   # fewer Legacy Points (a game's first tie-breaker)
    "broken-empty",    # fewer broken or empty spaces
    "private",         # more Private Objective points
    "turn-order",      # earlier in the final round's turn order
    "last-placement",  # the campaign's Legacy Point table: the last window's placement
]


class _TieBreakSlots:
    """TieBreak's slots, held by a plain base: its twin, for fast_init's __init__."""

    __slots__ = ("total", "rule")


@frozen(weakref_slot=False)  # made through its slots base, the twin (fast_init.py)
class TieBreak(_TieBreakSlots):
    """How a tie on `total` was broken: by which rule (words: wording.tie_break_text)."""

    total: int
    rule: TieRule


fast_init(TieBreak)  # made by final_scores for every tie: an __init__ of plain stores


class _ScoreCardSlots:
    """ScoreCard's slots, held by a plain base: its twin (replace.py), so final_scores fills a
    card with plain stores (_CARD_FIELDS); keep in step with the fields below."""

    __slots__ = ("seat", "name", "starting_tools", "public", "private", "tools", "broken_empty",
                 "extra", "total", "place", "tie_break", "pioneer", "flourish")


@frozen(weakref_slot=False)  # made through its slots base, the twin (replace.py)
class ScoreCard(_ScoreCardSlots):
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


if ScoreCard.__dict__.get("__slots__") != () or twin(ScoreCard) is not _ScoreCardSlots:
    raise TypeError("ScoreCard's slots base must hold exactly its fields")  # pragma: no cover
# final_scores makes each card as its twin (a call of the slots base), stores every
# field below, then makes it a ScoreCard by __class__ assignment (replace.py's way)
_CARD_FIELDS = ("place", "tie_break", "seat", "name", "starting_tools", "public", "private",
                "tools", "broken_empty", "extra", "total", "pioneer", "flourish")
if sorted(_CARD_FIELDS) != sorted(_ScoreCardSlots.__slots__):
    raise TypeError("final_scores must set every field of ScoreCard")  # pragma: no cover


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


_ZEROS = repeat(0)  # dict.get's default for each key (map stops at the keys' end)
_TIE_RULES: tuple[TieRule, ...] = ("legacy-points", "broken-empty", "private", "turn-order")

# tool_points by table: per window design's tools, for each tool the points of its empty boxes
# after each count of used ones, and the tools' total by the used counts met so far (each entry
# holds its tuple of tools)
_BOX_POINTS: dict[int, tuple[object, tuple[tuple[int, ...], ...], dict[tuple[int, ...], int]]] = {}


def _box_points(tools: tuple[WindowTool, ...]
                ) -> tuple[tuple[tuple[int, ...], ...], dict[tuple[int, ...], int]]:
    got = _BOX_POINTS.get(id(tools))
    if got is None or got[0] is not tools:
        if len(_BOX_POINTS) > 256:
            _BOX_POINTS.clear()
        table = tuple(tuple(sum(t.boxes[used:]) for used in range(len(t.boxes) + 1))
                      for t in tools)
        got = _BOX_POINTS[id(tools)] = (tools, table, {})
    return got[1], got[2]


def _tool_total(box_points: tuple[tuple[int, ...], ...], totals: dict[tuple[int, ...], int],
                state: GameState, seat: SeatState) -> int:
    """tool_points, from the table (kept in totals by the used counts, at most 1024 of them)."""
    used = seat.tool_boxes_used
    tool = 0
    for points, k in zip(box_points, used, strict=True):
        if not 0 <= k < len(points):  # not a count of used boxes: read as tool_points does
            return tool_points(state, seat)
        tool += points[k]
    if len(totals) < 1024:
        totals[used] = tool
    return tool


def final_scores(state: GameState) -> tuple[ScoreCard, ...]:
    """Each seat's score card, in seat order, with places (1 = winner) after tie-breaks.

    The six steps are those of tool_points, broken_empty_points and extra_points, read once
    per seat here (tests/engine/test_scoring_plain.py checks them against a plain reading)."""
    seats = state.seats
    n = len(seats)
    windows = []
    for s in seats:  # (a loop: a comprehension is a call of its own)
        windows.append(s.window)
    by_objective = score_objectives(state.objectives, windows)
    publics = list(zip(*by_objective, strict=True)) if by_objective else [()] * n
    rules = state.rules
    per_empty = next((r.points for r in rules if r.kind == "empty-penalty"), 1) if rules else 1
    box_points, totals = _box_points(state.setup.window.tools)
    scores_start = state.setup.game_number >= 2
    glory_on = bool(state.pioneer_cards)
    # the Pioneer Cards' points, as pioneer_points reads them, once
    card_points = {c.id: c.points for c in state.pioneer_cards} if glory_on else {}
    start_seat = state.start_seat
    cards: list[Any] = []  # ScoreCard's twins, filled with plain stores (made cards at the end)
    keys = []
    for i, seat in enumerate(seats):
        w = windows[i]
        bits = w._bits or w.bits
        start_tools = seat.starting_tool_count if scores_start else 0
        public = publics[i]
        objective = seat.private_objective
        color = objective.color
        if objective.kind == "color-sum" and color is not None:  # score_private's, written out
            private = 0
            spaces = bits.by_color.get(color._value_, 0)
            if spaces:
                for v, m in bits.by_value.items():
                    m &= spaces
                    if m:
                        private += v * m.bit_count()
        else:
            private = score_private(objective, w)
        tool = totals.get(seat.tool_boxes_used)
        if tool is None:
            tool = _tool_total(box_points, totals, state, seat)
        filled = bits.filled
        broken = (filled & ~bits.dice).bit_count()  # as Window.broken_count and empty_count
        empty = (bits.pattern.exists & ~filled).bit_count()
        be = -(broken + per_empty * empty)
        extra = extra_points(rules, seat) if rules else len(seat.constructed)
        pioneer = flourish = 0
        if glory_on or seat.flourish_kept:
            pioneer = sum(map(card_points.get, seat.pioneer_collected, _ZEROS))  # (0: unknown)
            flourish = flourish_points(seat)
            extra += pioneer + flourish
        total = start_tools + sum(public) + private + tool + be + extra
        card: Any = _ScoreCardSlots()
        card.seat = i
        card.name = seat.name
        card.starting_tools = start_tools
        card.public = public
        card.private = private
        card.tools = tool
        card.broken_empty = be
        card.extra = extra
        card.total = total
        card.tie_break = None
        card.pioneer = pioneer
        card.flourish = flourish
        cards.append(card)
        keys.append((-total, seat.legacy_points, broken + empty, -private,
                     (i - start_seat) % n))  # final_round_position(n, start_seat, i)
    _place(cards, keys, start_seat)
    for card in cards:
        card.__class__ = ScoreCard
    return tuple(cards)


def _place(cards: list[Any], keys: list[tuple[int, int, int, int, int]], start_seat: int
           ) -> None:
    """Give each card (a ScoreCard's twin, or a card being made) its place and the tie-break
    of its tie: `keys` are each seat's (-total, Legacy Points, broken and empty spaces,
    -Private Objective points, position in the final round's turn order), in seat order."""
    n = len(cards)
    # the keys differ in their last item, the turn order (each seat's own): sorted as they are
    # (the key's seat: its turn order position back to a seat)
    ranked = sorted(keys)
    for p, key in enumerate(ranked, 1):
        cards[(key[4] + start_seat) % n].place = p
    for ka, kb in zip(ranked, ranked[1:], strict=False):
        if ka[0] == kb[0]:  # tied on total: broken by the first key that differs
            k = 1  # (the last one, the turn order, always differs)
            while ka[k] == kb[k]:
                k += 1
            tie = TieBreak(-ka[0], _TIE_RULES[k - 1])  # (frozen: both cards may hold it)
            a = cards[(ka[4] + start_seat) % n]
            if a.tie_break is None:
                a.tie_break = tie
            cards[(kb[4] + start_seat) % n].tie_break = tie


def placed_scores(cards: Sequence[ScoreCard], legacy_points: Sequence[int],
                  spoiled: Sequence[int], start_seat: int) -> tuple[ScoreCard, ...]:
    """Score cards whose steps were reckoned elsewhere (a window played on paper, its
    scorecard typed in), placed as final_scores places a game's: by total, then the four
    tie-breakers (fewest Legacy Points, fewest broken or empty spaces (`spoiled`, seat by
    seat), most Private Objective points, the final round's turn order from `start_seat`, the
    Start Player of round 12). Each card's seat is its index; its place and tie-break are
    given here, its total is the sum of its steps."""
    n = len(cards)
    made: list[Any] = []
    keys = []
    for i, card in enumerate(cards):
        total = (card.starting_tools + sum(card.public) + card.private + card.tools
                 + card.broken_empty + card.extra)
        twin_card: Any = _ScoreCardSlots()
        for name in _CARD_FIELDS:
            setattr(twin_card, name, getattr(card, name))
        twin_card.seat, twin_card.total, twin_card.tie_break = i, total, None
        made.append(twin_card)
        keys.append((-total, legacy_points[i], spoiled[i], -card.private, (i - start_seat) % n))
    _place(made, keys, start_seat)
    for card in made:
        card.__class__ = ScoreCard
    return tuple(made)
