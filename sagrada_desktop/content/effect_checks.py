"""Effects that load but could never do anything: an empty colour list, a +0 and the like."""

from __future__ import annotations

from ..engine import ChangeColor, ChangeValue, Color, Effect, FlipValue, SetValue


def effect_problems(effect: Effect) -> list[tuple[str, str]]:
    """(sub-field, message) pairs for an effect that is useless or impossible as written."""
    out: list[tuple[str, str]] = []
    if isinstance(effect, ChangeColor):
        if not effect.to:
            out.append(("to", "a change-color effect needs at least one colour to change to"))
        if Color.GRAY in effect.to or Color.GRAY in effect.when:
            out.append(("to", "gray is the Strife dice colour; abilities do not make or need it"))
        if effect.when and set(effect.to) <= set(effect.when) and len(effect.to) == 1:
            out.append(("to", "changes a die to the colour it already is"))
    elif isinstance(effect, ChangeValue):
        if not effect.add or 0 in effect.add:
            out.append(("add", "a change-value effect needs non-zero amounts to add"))
    elif isinstance(effect, SetValue):
        if not effect.to:
            out.append(("to", "a set-value effect needs at least one value"))
        if effect.when and set(effect.to) == set(effect.when) and len(effect.to) == 1:
            out.append(("to", "sets a die to the value it already shows"))
    elif isinstance(effect, FlipValue):
        if any(not 1 <= v <= 6 for v in effect.when):
            out.append(("when", "flip conditions are die faces 1-6"))
    return out


def makes_orange(effect: Effect) -> bool:
    return isinstance(effect, ChangeColor) and Color.ORANGE in effect.to
