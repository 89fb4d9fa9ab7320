"""Words for a window space and its fill: tooltips, accessible text, keyboard play."""

from __future__ import annotations

from sagrada_desktop.engine import Broken, Die, Space


def printed(space: Space) -> str:
    parts = []
    if space.color is not None:
        parts.append(f"{space.color.label.lower()} restriction")
    if space.value is not None:
        parts.append(f"value {space.value} restriction")
    if space.star:
        parts.append("star")
    if space.magic is not None:
        parts.append(f"Magic Square {space.magic}")
    return ", ".join(parts) if parts else "plain space"


def filled(fill: Die | Broken | None) -> str:
    if isinstance(fill, Die):
        return f"filled with {fill.color.label.lower()} {fill.value}"
    if isinstance(fill, Broken):
        return "broken (crossed out)"
    return "empty"


def space_text(row: int, col: int, space: Space, fill: Die | Broken | None) -> str:
    if not space.exists:
        return f"Row {row + 1}, column {col + 1}: outside the window"
    return f"Row {row + 1}, column {col + 1}: {printed(space)}; {filled(fill)}"


def short(space: Space, fill: Die | Broken | None) -> str:
    """The notation-like short form shown as display text."""
    if not space.exists:
        return ""
    if isinstance(fill, Die):
        return str(fill)
    if isinstance(fill, Broken):
        return "X"
    return space.color.letter if space.color else (str(space.value) if space.value else "")
