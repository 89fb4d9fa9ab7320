"""The SVG back end: writes a Drawing as one self-contained SVG document (with the standard
library's ElementTree: the screen draws these at start, and svgwrite's validator took longer
to import than Qt itself; the text is the same svgwrite wrote).

Only SVG Tiny elements (rect, line, circle, path, text, g with transform), no <pattern>,
<clipPath> or external reference, so that QtSvg draws it exactly as a browser does.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from .fonts import SVG_FAMILIES, drawn_role
from .primitives import Circle, Drawing, Group, Item, Line, Path, Rect, Text


def _num(v: float) -> str:
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _paint(fill: str | None, stroke: str | None, width: float,
           dash: tuple[float, ...] = ()) -> dict[str, str]:
    attrs = {"fill": fill or "none"}
    if stroke is not None and width > 0:
        attrs["stroke"] = stroke
        attrs["stroke_width"] = _num(width)
        attrs["stroke_linecap"] = "round"
        attrs["stroke_linejoin"] = "round"
        if dash:
            attrs["stroke_dasharray"] = ",".join(_num(d) for d in dash)
    return attrs


def _path_data(item: Path) -> str:
    parts: list[str] = []
    for cmd in item.commands:
        op = str(cmd[0])
        parts.append(op + " ".join(_num(float(v)) for v in cmd[1:]))
    return "".join(parts)


def _element(tag: str, attrs: dict[str, str], text: str | None = None) -> ET.Element:
    """An element with its attributes in sorted order, SVG's hyphenated names."""
    el = ET.Element(tag, {k.replace("_", "-"): v for k, v in sorted(attrs.items())})
    el.text = text
    return el


def _add(parent: ET.Element, item: Item) -> None:
    if isinstance(item, Group):
        transform = f"translate({_num(item.dx)} {_num(item.dy)})"
        if item.scale != 1.0:
            transform += f" scale({_num(item.scale)})"
        group = _element("g", {"transform": transform})
        for sub in item.items:
            _add(group, sub)
        parent.append(group)
    elif isinstance(item, Rect):
        extra = {"rx": _num(item.radius)} if item.radius > 0 else {}
        parent.append(_element("rect", {
            "x": _num(item.x), "y": _num(item.y), "width": _num(item.w),
            "height": _num(item.h), **extra,
            **_paint(item.fill, item.stroke, item.width, item.dash)}))
    elif isinstance(item, Line):
        parent.append(_element("line", {
            "x1": _num(item.x1), "y1": _num(item.y1), "x2": _num(item.x2),
            "y2": _num(item.y2), **_paint(None, item.stroke, item.width, item.dash)}))
    elif isinstance(item, Circle):
        parent.append(_element("circle", {
            "cx": _num(item.cx), "cy": _num(item.cy), "r": _num(item.r),
            **_paint(item.fill, item.stroke, item.width)}))
    elif isinstance(item, Path):
        parent.append(_element("path", {
            "d": _path_data(item), **_paint(item.fill, item.stroke, item.width, item.dash)}))
    else:
        _add_text(parent, item)


def _add_text(parent: ET.Element, t: Text) -> None:
    role = drawn_role(t.font, t.text)  # Chinese: the CJK face, upright even in an italic role
    attrs = {
        "x": _num(t.x), "y": _num(t.y),
        "fill": t.fill,
        "font_family": SVG_FAMILIES[role],
        "font_size": _num(t.size),
        "text_anchor": t.anchor,
    }
    if role == "italic":
        attrs["font_style"] = "italic"
    if role in ("title", "italic"):  # a viewer's own EB Garamond draws old-style figures
        attrs["style"] = "font-variant-numeric: lining-nums"
    if t.spacing:
        attrs["letter_spacing"] = _num(t.spacing)
    parent.append(_element("text", attrs, t.text))


def render_svg(drawing: Drawing, *, width: str | None = None, height: str | None = None,
               title: str = "") -> str:
    """The drawing as SVG text. Width and height default to the drawing's size in points."""
    root = _element("svg", {
        "baseProfile": "full", "version": "1.1",
        "width": width or f"{_num(drawing.width)}pt",
        "height": height or f"{_num(drawing.height)}pt",
        "viewBox": f"0,0,{_num(drawing.width)},{_num(drawing.height)}",
        "xmlns": "http://www.w3.org/2000/svg", "xmlns:ev": "http://www.w3.org/2001/xml-events",
        "xmlns:xlink": "http://www.w3.org/1999/xlink"})
    if title:
        root.append(_element("title", {}, title))
    root.append(_element("defs", {}))
    for item in drawing.items:
        _add(root, item)
    return ET.tostring(root, encoding="unicode")
