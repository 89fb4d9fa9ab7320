"""Words for a window space and its fill: tooltips, accessible text, keyboard play."""

from __future__ import annotations

from sagrada_desktop.engine import Broken, Die, Space
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import capitalised, color_name, listed, space_name


def printed(space: Space) -> str:
    parts = []
    if space.color is not None:
        parts.append(translate("describe_space", "{v} restriction").format(v=color_name(space.color, lower=True)))
    if space.value is not None:
        parts.append(translate("describe_space", "value {value} restriction").format(value=space.value))
    if space.star:
        parts.append(translate("describe_space", "star"))
    if space.magic is not None:
        parts.append(translate("describe_space", "Magic Square {magic}").format(magic=space.magic))
    return listed(parts) if parts else translate("describe_space", "plain space")


def filled(fill: Die | Broken | None) -> str:
    if isinstance(fill, Die):
        return translate("describe_space", "filled with {v} {value}").format(v=color_name(fill.color, lower=True), value=fill.value)
    if isinstance(fill, Broken):
        return translate("describe_space", "broken (crossed out)")
    return translate("describe_space", "empty")


def space_text(row: int, col: int, space: Space, fill: Die | Broken | None) -> str:
    if not space.exists:
        return translate("describe_space", "{space}: outside the window").format(space=capitalised(space_name(row, col)))
    return translate("describe_space", "{space}: {v3}; {v4}").format(space=capitalised(space_name(row, col)), v3=printed(space), v4=filled(fill))


def short(space: Space, fill: Die | Broken | None) -> str:
    """The notation-like short form shown as display text."""
    if not space.exists:
        return ""
    if isinstance(fill, Die):
        return str(fill)
    if isinstance(fill, Broken):
        return "X"
    return space.color.letter if space.color else (str(space.value) if space.value else "")
