"""Every public objective by its kebab-case id: how it scores (names and texts live in content)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from attrs import frozen

from ..window import Window
from . import base, base_lists, rivalry, strife

ObjectiveSet = Literal["base", "rivalry", "strife"]
PerWindow = Callable[[Window], int]
Comparative = Callable[[list[Window]], list[int]]


@frozen
class ObjectiveRule:
    id: str
    set: ObjectiveSet
    points: int  # per counted thing; for comparative objectives, the first place's points
    count: PerWindow | None = None
    compare: Comparative | None = None

    def score(self, windows: list[Window]) -> list[int]:
        if self.compare is not None:
            return self.compare(windows)
        assert self.count is not None
        return [self.points * self.count(w) for w in windows]

    def scorer(self) -> Comparative:
        """score as one function of the windows (made once per objective: _SCORERS)."""
        if self.compare is not None:
            return self.compare
        count, points = self.count, self.points
        assert count is not None
        return lambda windows: [points * count(w) for w in windows]


def _rival(metric: PerWindow) -> Comparative:
    return lambda windows: rivalry.placement_points([metric(w) for w in windows])


def _rule(id: str, set: ObjectiveSet, points: int, count: PerWindow | None = None,
          compare: Comparative | None = None) -> ObjectiveRule:
    return ObjectiveRule(id, set, points, count, compare)


_ALL = [
    _rule("row-color-variety", "base", 6, lambda w: base.lines_all_different(w, rows=True, by_color=True)),
    _rule("column-color-variety", "base", 5, lambda w: base.lines_all_different(w, rows=False, by_color=True)),
    _rule("row-shade-variety", "base", 7, lambda w: base.lines_all_different(w, rows=True, by_color=False)),
    _rule("column-shade-variety", "base", 4, lambda w: base.lines_all_different(w, rows=False, by_color=False)),
    _rule("light-shades", "base", 2, lambda w: base.value_sets(w, (1, 2))),
    _rule("medium-shades", "base", 2, lambda w: base.value_sets(w, (3, 4))),
    _rule("deep-shades", "base", 2, lambda w: base.value_sets(w, (5, 6))),
    _rule("shade-variety", "base", 5, lambda w: base.value_sets(w, (1, 2, 3, 4, 5, 6))),
    _rule("color-variety", "base", 4, base.color_sets),
    _rule("color-diagonals", "base", 1, base.color_diagonals),
    _rule("vertical-color-balance", "base", 3, base.vertical_color_balance),
    _rule("star-light", "base", 2, base.filled_stars),
    _rule("border-mosaic", "base", 1, base.filled_border),
    _rule("brightest-window", "rivalry", 12, compare=_rival(rivalry.low_dice)),
    _rule("darkest-window", "rivalry", 12, compare=_rival(rivalry.high_dice)),
    _rule("light-to-dark", "rivalry", 12, compare=_rival(rivalry.monotone_columns)),
    _rule("value-pairs", "rivalry", 12, compare=_rival(rivalry.diagonal_value_pairs)),
    _rule("value-link", "rivalry", 12, compare=_rival(rivalry.longest_value_link)),
    _rule("color-pairs", "rivalry", 12, compare=_rival(rivalry.diagonal_color_pairs)),
    _rule("all-dice-are-gray-at-night", "strife", 3, strife.gray_columns),
    _rule("early-gray", "strife", 10, compare=strife.early_gray),
    _rule("gray-matter", "strife", 5, compare=strife.gray_matter),
    _rule("shades-of-gray", "strife", 1, strife.shades_of_gray),
    _rule("gray-paradise", "strife", 6, strife.gray_pairs),
    _rule("the-gray-divide", "strife", 10, compare=strife.gray_divide),
]

OBJECTIVES: dict[str, ObjectiveRule] = {r.id: r for r in _ALL}
BASE_OBJECTIVES: tuple[str, ...] = tuple(r.id for r in _ALL if r.set == "base")
RIVALRY_OBJECTIVES: tuple[str, ...] = tuple(r.id for r in _ALL if r.set == "rivalry")
STRIFE_OBJECTIVES: tuple[str, ...] = tuple(r.id for r in _ALL if r.set == "strife")
# the base objectives' scorers of a list of windows (base_lists.py), by the rule's points
_LISTS: dict[str, Callable[[int], Comparative]] = {
    "row-color-variety": lambda p: base_lists.lines_all_different(p, rows=True, by_color=True),
    "column-color-variety": lambda p: base_lists.lines_all_different(p, rows=False,
                                                                     by_color=True),
    "row-shade-variety": lambda p: base_lists.lines_all_different(p, rows=True, by_color=False),
    "column-shade-variety": lambda p: base_lists.lines_all_different(p, rows=False,
                                                                     by_color=False),
    "light-shades": lambda p: base_lists.value_sets(p, (1, 2)),
    "medium-shades": lambda p: base_lists.value_sets(p, (3, 4)),
    "deep-shades": lambda p: base_lists.value_sets(p, (5, 6)),
    "shade-variety": lambda p: base_lists.value_sets(p, (1, 2, 3, 4, 5, 6)),
    "color-variety": base_lists.color_sets,
    "color-diagonals": base_lists.color_diagonals,
    "vertical-color-balance": base_lists.vertical_color_balance,
    "star-light": base_lists.filled_stars,
    "border-mosaic": base_lists.filled_border,
}
# each objective's score as one function of the windows (rule.score's results)
_SCORERS: dict[str, Comparative] = {
    r.id: _LISTS[r.id](r.points) if r.id in _LISTS else r.scorer() for r in _ALL}


def score_objective(objective_id: str, windows: list[Window]) -> list[int]:
    """Points of each window for a public objective; comparative ones compare all windows."""
    scorer = _SCORERS.get(objective_id) or _unknown(objective_id)
    return scorer(windows if type(windows) is list else list(windows))


def score_objectives(objective_ids: tuple[str, ...], windows: list[Window]) -> list[list[int]]:
    """score_objective of each objective, in order (one call for them all)."""
    get = _SCORERS.get
    out = []
    for oid in objective_ids:  # (a loop: a comprehension is a call of its own)
        out.append((get(oid) or _unknown(oid))(windows))
    return out


def _unknown(objective_id: str) -> Comparative:
    raise ValueError(
        f"unknown objective {objective_id!r}; known: {', '.join(sorted(OBJECTIVES))}")
