"""Toolbar and button icons as SVG made with svgwrite, in the program's cream and gold."""

from __future__ import annotations

from functools import cache

import svgwrite
from PySide6.QtGui import QIcon

from . import pictures

INK = "#f3e8d0"
GOLD = "#c9962b"


def _doc() -> svgwrite.Drawing:
    dwg = svgwrite.Drawing(size=("48", "48"), profile="full", debug=False)
    dwg.viewbox(0, 0, 48, 48)
    return dwg


def _stroke(width: float = 4.5, color: str = INK) -> dict[str, str]:
    return {"fill": "none", "stroke": color, "stroke_width": str(width),
            "stroke_linecap": "round", "stroke_linejoin": "round"}


@cache
def undo_svg() -> str:
    d = _doc()
    d.add(d.path(d="M14 18 H30 A10 10 0 0 1 30 38 H18", **_stroke()))
    d.add(d.path(d="M20 10 L12 18 L20 26", **_stroke()))
    return str(d.tostring())


@cache
def redo_svg() -> str:
    d = _doc()
    d.add(d.path(d="M34 18 H18 A10 10 0 0 0 18 38 H30", **_stroke()))
    d.add(d.path(d="M28 10 L36 18 L28 26", **_stroke()))
    return str(d.tostring())


def icon(svg: str) -> QIcon:
    return pictures.icon(svg, 48)
