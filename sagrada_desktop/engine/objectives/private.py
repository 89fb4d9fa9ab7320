"""Private objectives: each window's own set, scored for the one window that holds it
(counted with the window's bitmasks: the dice of each colour and value, starred spaces,
spaces with a magic number)."""

from __future__ import annotations

from ..definitions import PrivateObjective
from ..window import Window


def _value_sum(by_value: dict[int, int], spaces: int) -> int:
    """The sum of the values of the dice on `spaces`."""
    total = 0
    for v, m in by_value.items():
        m &= spaces
        if m:
            total += v * m.bit_count()
    return total


def score_private(objective: PrivateObjective, window: Window) -> int:
    bits = window._bits or window.bits
    kind = objective.kind
    if kind == "color-sum":
        color = objective.color
        # (_value_: Enum's value property, read without its Python-level descriptor)
        return _value_sum(bits.by_value, bits.by_color.get(color._value_, 0)) if color else 0
    if kind == "value-count":
        return objective.points * bits.by_value.get(objective.value, 0).bit_count()
    if kind == "color-count":
        color = objective.color
        return objective.points * bits.by_color.get(color._value_, 0).bit_count() if color else 0
    if kind == "star-sum":
        return _value_sum(bits.by_value, bits.pattern.star)
    if kind == "magic-sum":
        return _value_sum(bits.by_value, bits.pattern.magic)
    raise ValueError(f"private objective {objective.id!r} has unknown kind {kind!r}")
