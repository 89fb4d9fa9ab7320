"""Private objectives: each window's own set, scored for the one window that holds it."""

from __future__ import annotations

from ..definitions import PrivateObjective
from ..window import Window


def score_private(objective: PrivateObjective, window: Window) -> int:
    dice = window.dice()
    placed = [(s, d) for s, d in zip(window.spaces, dice, strict=True) if d is not None]
    kind = objective.kind
    if kind == "color-sum":
        return sum(d.value for _, d in placed if d.color is objective.color)
    if kind == "value-count":
        return objective.points * sum(1 for _, d in placed if d.value == objective.value)
    if kind == "color-count":
        return objective.points * sum(1 for _, d in placed if d.color is objective.color)
    if kind == "star-sum":
        return sum(d.value for s, d in placed if s.star)
    if kind == "magic-sum":
        return sum(d.value for s, d in placed if s.magic is not None)
    raise ValueError(f"private objective {objective.id!r} has unknown kind {kind!r}")
