"""The SVG back end: draws a Drawing with svgwrite as one self-contained SVG document.

Only SVG Tiny elements (rect, line, circle, path, text, g with transform), no <pattern>,
<clipPath> or external reference, so that QtSvg draws it exactly as a browser does.
"""

from __future__ import annotations

import svgwrite
from svgwrite.container import Group as SvgGroup

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


def _add(dwg: svgwrite.Drawing, parent: SvgGroup | svgwrite.Drawing, item: Item) -> None:
    if isinstance(item, Group):
        transform = f"translate({_num(item.dx)} {_num(item.dy)})"
        if item.scale != 1.0:
            transform += f" scale({_num(item.scale)})"
        group = dwg.g(transform=transform)
        for sub in item.items:
            _add(dwg, group, sub)
        parent.add(group)
    elif isinstance(item, Rect):
        extra = {"rx": _num(item.radius)} if item.radius > 0 else {}
        parent.add(dwg.rect((_num(item.x), _num(item.y)), (_num(item.w), _num(item.h)),
                            **extra, **_paint(item.fill, item.stroke, item.width, item.dash)))
    elif isinstance(item, Line):
        parent.add(dwg.line((_num(item.x1), _num(item.y1)), (_num(item.x2), _num(item.y2)),
                            **_paint(None, item.stroke, item.width, item.dash)))
    elif isinstance(item, Circle):
        parent.add(dwg.circle((_num(item.cx), _num(item.cy)), _num(item.r),
                              **_paint(item.fill, item.stroke, item.width)))
    elif isinstance(item, Path):
        parent.add(dwg.path(d=_path_data(item),
                            **_paint(item.fill, item.stroke, item.width, item.dash)))
    else:
        _add_text(dwg, parent, item)


def _add_text(dwg: svgwrite.Drawing, parent: SvgGroup | svgwrite.Drawing, t: Text) -> None:
    role = drawn_role(t.font, t.text)  # Chinese: the CJK face, upright even in an italic role
    attrs = {
        "insert": (_num(t.x), _num(t.y)),
        "fill": t.fill,
        "font_family": SVG_FAMILIES[role],
        "font_size": _num(t.size),
        "text_anchor": t.anchor,
    }
    if role == "italic":
        attrs["font_style"] = "italic"
    if t.spacing:
        attrs["letter_spacing"] = _num(t.spacing)
    parent.add(dwg.text(t.text, **attrs))


def render_svg(drawing: Drawing, *, width: str | None = None, height: str | None = None,
               title: str = "") -> str:
    """The drawing as SVG text. Width and height default to the drawing's size in points."""
    dwg = svgwrite.Drawing(
        size=(width or f"{_num(drawing.width)}pt", height or f"{_num(drawing.height)}pt"),
        profile="full", debug=False,
    )
    dwg.viewbox(0, 0, _num(drawing.width), _num(drawing.height))
    if title:
        dwg.set_desc(title=title)
    for item in drawing.items:
        _add(dwg, dwg, item)
    return str(dwg.tostring())
