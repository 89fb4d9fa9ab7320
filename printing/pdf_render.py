"""The PDF back end: draws Drawings with a reportlab canvas, one per page.

Output is byte-for-byte reproducible (invariant=1), vector only, and every font is an
embedded TrueType subset (the canvas starts in the body font, so no unembedded Helvetica).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import cache

from reportlab import rl_config
from reportlab.lib.colors import HexColor
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from .fonts import font_name, register_fonts
from .primitives import Circle, Drawing, Group, Item, Line, Path, Rect, Text

PRODUCER = "Sagrada Artisans Desktop print-and-play"
KAPPA = 0.5522847498  # Bezier handle length of a quarter circle, per unit radius
_PATH_OPS = {"M": "m", "L": "l", "C": "c"}


class _Painter:
    def __init__(self, canvas: Canvas, page_height: float,
                 forms: dict[tuple[float, tuple[Item, ...]], str],
                 texts: dict[tuple[str, str], list[tuple[str, str]]]) -> None:
        self.c = canvas
        self.h = page_height
        self.forms = forms  # reused groups drawn once, by their items: the form's name
        self.texts = texts
        self._in_form = False
        self._stroke: str | None = None
        self._fill: str | None = None
        self._width = -1.0
        self._dash: tuple[float, ...] | None = None

    # --- state, set only when it changes (smaller files, faster) ----------------------
    def stroke(self, color: str, width: float, dash: tuple[float, ...]) -> None:
        if color != self._stroke:
            self.c.addLiteral(f"{_rgb(color)} RG")
            self._stroke = color
        if width != self._width:
            self.c.addLiteral(f"{width:.3f} w")
            self._width = width
        if dash != self._dash:
            self.c.addLiteral(f"[{' '.join(f'{d:.2f}' for d in dash)}] 0 d")
            self._dash = dash

    def fill(self, color: str) -> None:
        if color != self._fill:
            self.c.addLiteral(f"{_rgb(color)} rg")
            self._fill = color

    # --- primitives --------------------------------------------------------------------
    def _form(self, items: tuple[Item, ...]) -> str:
        """The name of the form drawing `items` at the origin, made on first use."""
        key = (self.h, items)
        name = self.forms.get(key)
        if name is not None:
            return name
        name = f"reused{len(self.forms)}"
        self.forms[key] = name
        saved = (self._stroke, self._fill, self._width, self._dash)
        self._stroke = self._fill = None
        self._width, self._dash = -1.0, None
        self._in_form = True
        self.c.beginForm(name)
        self.c.setLineCap(1)
        self.c.setLineJoin(1)
        for sub in items:
            self.draw(sub, 0.0, 0.0, 1.0)
        self.c.endForm()
        self._in_form = False
        self._stroke, self._fill, self._width, self._dash = saved
        return name

    def draw(self, item: Item, dx: float, dy: float, s: float) -> None:
        if isinstance(item, Group):
            if item.reuse and s == 1.0 and item.scale == 1.0 and not self._in_form:
                name = self._form(item.items)
                self.c.addLiteral(f"q 1 0 0 1 {dx + item.dx:.2f} {-(dy + item.dy):.2f} cm")
                self.c.doForm(name)
                self.c.addLiteral("Q")
                return
            for sub in item.items:
                self.draw(sub, dx + item.dx * s, dy + item.dy * s, s * item.scale)
        elif isinstance(item, Rect):
            self._rect(item, dx, dy, s)
        elif isinstance(item, Line):
            self._line(item, dx, dy, s)
        elif isinstance(item, Circle):
            self._circle(item, dx, dy, s)
        elif isinstance(item, Path):
            self._path(item, dx, dy, s)
        else:
            self._text(item, dx, dy, s)

    def _paint(self, fill: str | None, stroke: str | None, width: float,
               dash: tuple[float, ...], s: float, closed: bool = False) -> str:
        """Set the colours and pen; the PDF operator that paints the path ("" for nothing)."""
        do_fill = fill is not None
        do_stroke = stroke is not None and width > 0
        if do_fill:
            self.fill(fill)  # type: ignore[arg-type]
        if do_stroke:
            self.stroke(stroke, width * s, tuple(d * s for d in dash))  # type: ignore[arg-type]
        if do_fill and do_stroke:
            return "b" if closed else "B"
        if do_fill:
            return "f"
        if do_stroke:
            return "s" if closed else "S"
        return ""

    def _rect(self, r: Rect, dx: float, dy: float, s: float) -> None:
        op = self._paint(r.fill, r.stroke, r.width, r.dash, s)
        if not op:
            return
        x, y = dx + r.x * s, self.h - (dy + (r.y + r.h) * s)
        w, h = r.w * s, r.h * s
        radius = min(r.radius * s, w / 2, h / 2)
        if radius <= 0:
            self.c.addLiteral(f"{x:.2f} {y:.2f} {w:.2f} {h:.2f} re {op}")
            return
        self.c.addLiteral(f"q 1 0 0 1 {x:.2f} {y:.2f} cm {_rounded(w, h, radius)} {op} Q")

    def _line(self, ln: Line, dx: float, dy: float, s: float) -> None:
        self.stroke(ln.stroke, ln.width * s, tuple(d * s for d in ln.dash))
        self.c.addLiteral(f"{dx + ln.x1 * s:.2f} {self.h - (dy + ln.y1 * s):.2f} m "
                          f"{dx + ln.x2 * s:.2f} {self.h - (dy + ln.y2 * s):.2f} l S")

    def _circle(self, ci: Circle, dx: float, dy: float, s: float) -> None:
        op = self._paint(ci.fill, ci.stroke, ci.width, (), s, closed=True)
        if not op:
            return
        cx, cy = dx + ci.cx * s, self.h - (dy + ci.cy * s)
        self.c.addLiteral(f"q 1 0 0 1 {cx:.2f} {cy:.2f} cm {_round(ci.r * s)} {op} Q")

    def _path(self, p: Path, dx: float, dy: float, s: float) -> None:
        closed = any(cmd[0] == "Z" for cmd in p.commands)
        op = self._paint(p.fill, p.stroke, p.width, p.dash, s)
        if not op:
            return
        parts: list[str] = []
        h = self.h
        for cmd in p.commands:
            code = cmd[0]
            if code == "Z":
                parts.append("h")
                continue
            nums = cmd[1:]
            coords = " ".join(
                f"{dx + float(nums[i]) * s:.2f} {h - (dy + float(nums[i + 1]) * s):.2f}"
                for i in range(0, len(nums), 2))
            parts.append(f"{coords} {_PATH_OPS[str(code)]}")
        if closed and op in ("S", "B"):
            op = op.lower()
        parts.append(op)
        self.c.addLiteral(" ".join(parts))

    def _text(self, t: Text, dx: float, dy: float, s: float) -> None:
        """The text written straight into the page (what canvas.drawString writes, without
        its per-call overhead), in the embedded subsets of its font."""
        self.fill(t.fill)
        name = font_name(t.font, t.text)
        size = t.size * s
        x, y = dx + t.x * s, self.h - (dy + t.y * s)
        spacing = t.spacing * s
        if t.anchor != "start":
            width = _width(t.text, name, size) + spacing * max(len(t.text) - 1, 0)
            x -= width / 2 if t.anchor == "middle" else width
        parts = [f"BT 1 0 0 1 {x:.2f} {y:.2f} Tm"]
        if spacing:
            parts.append(f"{spacing:.2f} Tc")
        parts += [f"{subset} {size:.2f} Tf {chunk} Tj"
                  for subset, chunk in self._encoded(name, t.text)]
        if spacing:
            parts.append("0 Tc")
        parts.append("ET")
        self.c.addLiteral(" ".join(parts))

    def _encoded(self, name: str, text: str) -> list[tuple[str, str]]:
        """The text as (subset font, PDF string) pieces; the subsets belong to this
        document, so the pieces are kept per document."""
        key = (name, text)
        found = self.texts.get(key)
        if found is None:
            font = pdfmetrics.getFont(name)
            doc = self.c._doc
            found = [(font.getSubsetInternalName(subset, doc), f"({self.c._escape(chunk)})")
                     for subset, chunk in font.splitString(text, doc)]
            self.texts[key] = found
        return found


@cache
def _rounded(w: float, h: float, radius: float) -> str:
    """A rounded rectangle's path with its lower left corner at the origin."""
    k = radius * (1 - KAPPA)
    return (f"{radius:.2f} 0 m {w - radius:.2f} 0 l "
            f"{w - k:.2f} 0 {w:.2f} {k:.2f} {w:.2f} {radius:.2f} c "
            f"{w:.2f} {h - radius:.2f} l "
            f"{w:.2f} {h - k:.2f} {w - k:.2f} {h:.2f} {w - radius:.2f} {h:.2f} c "
            f"{radius:.2f} {h:.2f} l "
            f"{k:.2f} {h:.2f} 0 {h - k:.2f} 0 {h - radius:.2f} c "
            f"0 {radius:.2f} l "
            f"0 {k:.2f} {k:.2f} 0 {radius:.2f} 0 c h")


@cache
def _round(r: float) -> str:
    """A circle's path around the origin."""
    k = r * KAPPA
    return (f"{r:.2f} 0 m {r:.2f} {k:.2f} {k:.2f} {r:.2f} 0 {r:.2f} c "
            f"{-k:.2f} {r:.2f} {-r:.2f} {k:.2f} {-r:.2f} 0 c "
            f"{-r:.2f} {-k:.2f} {-k:.2f} {-r:.2f} 0 {-r:.2f} c "
            f"{k:.2f} {-r:.2f} {r:.2f} {-k:.2f} {r:.2f} 0 c")


@cache
def _rgb(color: str) -> str:
    """A "#rrggbb" colour as PDF operands."""
    value = HexColor(color)
    return f"{value.red:.3f} {value.green:.3f} {value.blue:.3f}"


@cache
def _width(text: str, font: str, size: float) -> float:
    return float(pdfmetrics.stringWidth(text, font, size))


def render_pdf(pages: Sequence[Drawing], *, title: str, subject: str = "") -> bytes:
    """A PDF with one page per drawing, each page the drawing's size."""
    if not pages:
        raise ValueError("a PDF needs at least one page")
    register_fonts()
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=(pages[0].width, pages[0].height), invariant=1,
                    pageCompression=1, initialFontName=font_name("body"), initialFontSize=10)
    canvas.setTitle(title)
    canvas.setAuthor("Sagrada Artisans Desktop")
    canvas.setCreator(PRODUCER)
    canvas.setProducer(PRODUCER)
    canvas.setSubject(subject or title)
    forms: dict[tuple[float, tuple[Item, ...]], str] = {}
    texts: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for page in pages:
        canvas.setPageSize((page.width, page.height))
        painter = _Painter(canvas, page.height, forms, texts)
        canvas.setLineCap(1)
        canvas.setLineJoin(1)
        for item in page.items:
            painter.draw(item, 0.0, 0.0, 1.0)
        canvas.showPage()
    saved_a85 = rl_config.useA85
    rl_config.useA85 = 0  # binary streams: smaller files, and no slow ASCII85 encoding
    try:
        canvas.save()
    finally:
        rl_config.useA85 = saved_a85
    return out.getvalue()
