"""The base public objectives as scorers of a list of windows: base.py's counts, written out
once per list (no call per window), times the objective's points. catalogue._SCORERS holds
them (final_scores scores every objective of a game with them);
tests/engine/test_scoring_plain.py compares each with its rule's window-by-window score.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from operator import lshift

from ..color import STANDARD_COLORS, Color
from ..window import Window
from ..window_bits import PatternBits
from . import base

Scorer = Callable[[list[Window]], list[int]]
_STANDARD_LETTERS = tuple(c.value for c in STANDARD_COLORS)  # FillBits.by_color's keys
_ZEROS = repeat(0)  # dict.get's default for each key (map stops at the keys' end)


def lines_all_different(points: int, *, rows: bool, by_color: bool) -> Scorer:
    """base.lines_all_different's scorer (a window's lines read by base's own count)."""

    def score(windows: list[Window]) -> list[int]:
        return [points * base.lines_all_different(w, rows=rows, by_color=by_color)
                for w in windows]

    return score


def value_sets(points: int, values: tuple[int, ...]) -> Scorer:
    """base.value_sets' scorer (2 or 6 values read one by one: cheaper than maps)."""
    if len(values) == 2:
        a, b = values

        def score_pair(windows: list[Window]) -> list[int]:
            out = []
            for w in windows:
                get = (w._bits or w.bits).by_value.get
                out.append(points * min(get(a, 0).bit_count(), get(b, 0).bit_count()))
            return out

        return score_pair
    if len(values) == 6:
        return _six_sets(points, values)

    def score(windows: list[Window]) -> list[int]:
        return [points * min(map(int.bit_count,
                                 map((w._bits or w.bits).by_value.get, values, _ZEROS)))
                for w in windows]

    return score


def color_sets(points: int) -> Scorer:
    """base.color_sets' scorer (the 5 colours read one by one)."""
    c1, c2, c3, c4, c5 = _STANDARD_LETTERS

    def score(windows: list[Window]) -> list[int]:
        out = []
        for w in windows:
            get = (w._bits or w.bits).by_color.get
            out.append(points * min(get(c1, 0).bit_count(), get(c2, 0).bit_count(),
                                    get(c3, 0).bit_count(), get(c4, 0).bit_count(),
                                    get(c5, 0).bit_count()))
        return out

    return score


def _six_sets(points: int, values: tuple[int, ...]) -> Scorer:
    """value_sets of 6 values, read one by one."""
    v1, v2, v3, v4, v5, v6 = values

    def score(windows: list[Window]) -> list[int]:
        out = []
        for w in windows:
            get = (w._bits or w.bits).by_value.get
            out.append(points * min(get(v1, 0).bit_count(), get(v2, 0).bit_count(),
                                    get(v3, 0).bit_count(), get(v4, 0).bit_count(),
                                    get(v5, 0).bit_count(), get(v6, 0).bit_count()))
        return out

    return score


def color_diagonals(points: int) -> Scorer:
    """base.color_diagonals' scorer: the colours' masks side by side in one integer, lane k
    at k * stride (a lane: the window's spaces, then `cols` spare bits that the shifts by a row
    spill into, masked off), so the diagonal neighbours of every colour are one step (the
    colours' dice are apart: the lanes' counts add up to the count of the union)."""
    def score(windows: list[Window]) -> list[int]:
        out = []
        for w in windows:
            bits = w._bits or w.bits
            p = bits.pattern
            got = _LANES.get(id(p))
            if got is None or got[0] is not p:
                got = _lanes(p)
            _, shifts, not_last, not_first = got
            packed = sum(map(lshift, bits.by_color.values(), shifts))
            cols = p.cols
            above_below = (packed >> cols) | (packed << cols)  # PatternBits.diagonal's steps
            out.append(points * (packed & (((above_below & not_last) << 1)
                                           | ((above_below & not_first) >> 1))).bit_count())
        return out

    return score


# per pattern (by id, the entry holding it): the lanes' shifts and not_last / not_first in
# every lane, a lane for each colour there is (by_color holds at most all of them)
_LANES: dict[int, tuple[PatternBits, tuple[int, ...], int, int]] = {}


def _lanes(p: PatternBits) -> tuple[PatternBits, tuple[int, ...], int, int]:
    if len(_LANES) > 256:
        _LANES.clear()
    stride = p.rows * p.cols + p.cols
    shifts = tuple(k * stride for k in range(len(Color)))
    got = _LANES[id(p)] = (p, shifts, sum(p.not_last << s for s in shifts),
                           sum(p.not_first << s for s in shifts))
    return got


def vertical_color_balance(points: int) -> Scorer:
    """base.vertical_color_balance's scorer."""
    def score(windows: list[Window]) -> list[int]:
        out = []
        for w in windows:
            shift = w.rows // 2 * w.cols
            top = (1 << shift) - 1
            n = 0
            for m in (w._bits or w.bits).by_color.values():
                n += (m & (m >> shift) & top).bit_count()
            out.append(points * n)
        return out

    return score


def filled_stars(points: int) -> Scorer:
    """base.filled_stars' scorer."""
    def score(windows: list[Window]) -> list[int]:
        out = []
        for w in windows:
            bits = w._bits or w.bits
            out.append(points * (bits.pattern.star & bits.dice).bit_count())
        return out

    return score


def filled_border(points: int) -> Scorer:
    """base.filled_border's scorer."""
    def score(windows: list[Window]) -> list[int]:
        out = []
        for w in windows:
            bits = w._bits or w.bits
            out.append(points * (bits.pattern.edge & bits.dice).bit_count())
        return out

    return score
