"""The drawing model: a few primitives both back ends (PDF and SVG) know how to draw.

Coordinates are in points (1/72 inch), y growing downwards, as in SVG. Colours are
"#rrggbb" strings; None means "no fill" or "no stroke". Everything is frozen so that the
same input always describes the same drawing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, Union

from attrs import field, frozen

from sagrada_desktop.wording.spacing import spaced

Anchor = Literal["start", "middle", "end"]
# A path is a list of commands: ("M", x, y), ("L", x, y), ("C", x1, y1, x2, y2, x, y), ("Z",).
PathCommand = tuple[str | float, ...]
FontRole = Literal["title", "italic", "body"]


def _floats(values: Iterable[float]) -> tuple[float, ...]:
    return tuple(float(v) for v in values)


def _commands(values: Iterable[PathCommand]) -> tuple[PathCommand, ...]:
    return tuple(values)


def _items(values: Iterable[Item]) -> tuple[Item, ...]:
    return tuple(values)


def typeset(text: str) -> str:
    """`text` as it is printed: in Chinese (`wording.language("zh_TW")`), spaced from Latin
    letters and digits (sagrada_desktop.wording.spacing); in English, as it is. Every Text
    holds its words typeset, and fonts.text_width measures them so."""
    from . import wording  # the language being printed (wording imports this module)

    return spaced(text) if wording.LANGUAGE == "zh_TW" else text


@frozen
class Rect:
    x: float
    y: float
    w: float
    h: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 0.0
    radius: float = 0.0
    dash: tuple[float, ...] = field(default=(), converter=_floats)
    tag: str = ""  # what the box is for ("pane", "score-box"...), for tests; never drawn


@frozen
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    stroke: str
    width: float
    dash: tuple[float, ...] = field(default=(), converter=_floats)


@frozen
class Circle:
    cx: float
    cy: float
    r: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 0.0


@frozen
class Path:
    commands: tuple[PathCommand, ...] = field(converter=_commands)
    fill: str | None = None
    stroke: str | None = None
    width: float = 0.0
    dash: tuple[float, ...] = field(default=(), converter=_floats)


@frozen
class Text:
    """One line of text; (x, y) is the baseline point at the anchor."""

    x: float
    y: float
    text: str = field(converter=typeset)
    size: float
    font: FontRole = "body"
    fill: str = "#000000"
    anchor: Anchor = "start"
    spacing: float = 0.0
    tag: str = ""  # what the text is ("magic-number", "family"...), for tests; never drawn


@frozen
class Group:
    """Items drawn translated by (dx, dy) and scaled by `scale` about the group's origin.

    reuse: the same items recur (a texture, a pane), so the PDF draws them once and places
    that drawing wherever they recur."""

    items: tuple[Item, ...] = field(converter=_items)
    dx: float = 0.0
    dy: float = 0.0
    scale: float = 1.0
    reuse: bool = False


Item = Union[Rect, Line, Circle, Path, Text, Group]  # noqa: UP007 (runtime alias)


@frozen
class Drawing:
    """A finished picture: its size and what to draw, back to front."""

    width: float
    height: float
    items: tuple[Item, ...] = field(converter=_items)
