"""A space of a window being designed, in words (the canvas's tooltip and the keyboard
cursor's accessible description): 'Row 2, column 3: red restriction, star'."""

from __future__ import annotations

from sagrada_desktop.engine import Window
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording.dice import color_name
from sagrada_desktop.wording.labels import labelled
from sagrada_desktop.wording.places import capitalised, space_name


def space_text(pattern: Window, row: int, col: int) -> str:
    space = pattern.space(row, col)
    parts: list[str] = []
    if not space.exists:
        parts.append(translate("designer", "no space (not part of the window)"))
    else:
        if space.color is not None:
            parts.append(translate("designer", "{colour} restriction").format(
                colour=color_name(space.color, lower=True)))
        elif space.value is not None:
            parts.append(translate("designer", "value {value} restriction").format(
                value=space.value))
        if space.star:
            parts.append(translate("designer", "star"))
        if space.magic is not None:
            parts.append(translate("designer", "Magic Square {number}").format(
                number=space.magic))
        if not parts:
            parts.append(translate("designer", "plain space"))
    return labelled(capitalised(space_name(row, col)), translate("designer", ", ").join(parts))
