"""Effects that load but could never do anything: an empty colour list, a +0 and the like."""

from __future__ import annotations

from ..codec.details import Detail, rule
from ..engine import ChangeColor, ChangeValue, Color, Effect, FlipValue, SetValue


def effect_problems(effect: Effect) -> list[tuple[str, Detail]]:
    """(sub-field, what is wrong) pairs for an effect that is useless or impossible as written."""
    out: list[tuple[str, Detail]] = []
    if isinstance(effect, ChangeColor):
        if not effect.to:
            out.append(("to", rule("change-color-empty")))
        if Color.GRAY in effect.to or Color.GRAY in effect.when:
            out.append(("to", rule("gray-colour")))
        if effect.when and set(effect.to) <= set(effect.when) and len(effect.to) == 1:
            out.append(("to", rule("same-colour")))
    elif isinstance(effect, ChangeValue):
        if not effect.add or 0 in effect.add:
            out.append(("add", rule("change-value-zero")))
    elif isinstance(effect, SetValue):
        if not effect.to:
            out.append(("to", rule("set-value-empty")))
        if effect.when and set(effect.to) == set(effect.when) and len(effect.to) == 1:
            out.append(("to", rule("same-value")))
    elif isinstance(effect, FlipValue):
        if any(not 1 <= v <= 6 for v in effect.when):
            out.append(("when", rule("flip-faces")))
    return out


def makes_orange(effect: Effect) -> bool:
    return isinstance(effect, ChangeColor) and Color.ORANGE in effect.to
