"""The small pictures every sheet shares: dice faces, restrictions, stars, Magic Square badges,
broken marks, constructed seals, scissors and ornaments. Each draws into a box at (x, y).
"""

from __future__ import annotations

import math

from sagrada_desktop.engine import Color

from .palette import CUT, FAINT, GLASS, GOLD, GOLD_DARK, INK, PAPER, RULE
from .primitives import Circle, FontRole, Group, Item, Line, Path, Rect, Text
from .textures import texture

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.74, 0.26), (0.26, 0.74)),
    3: ((0.74, 0.26), (0.5, 0.5), (0.26, 0.74)),
    4: ((0.26, 0.26), (0.74, 0.26), (0.26, 0.74), (0.74, 0.74)),
    5: ((0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)),
    6: ((0.27, 0.24), (0.27, 0.5), (0.27, 0.76), (0.73, 0.24), (0.73, 0.5), (0.73, 0.76)),
}

# Digits of the body font stand about 0.72 em tall; this puts their middle on a given y.
DIGIT_RISE = 0.36


def centred_text(text: str, cx: float, cy: float, size: float, *, font: FontRole = "body",
                 fill: str = INK, tag: str = "") -> Text:
    """Text whose digits/capitals are centred on (cx, cy)."""
    return Text(cx, cy + size * DIGIT_RISE, text, size, font=font, fill=fill, anchor="middle",
                tag=tag)


def glass(color: Color, x: float, y: float, w: float, h: float, *, radius: float = 0.0,
          tinted: bool = False, border: str | None = None, border_width: float = 0.0,
          tag: str = "") -> list[Item]:
    """A pane of coloured glass: its colour and its texture, optionally outlined."""
    g = GLASS[color]
    inset = radius * 0.35
    items: list[Item] = [Rect(0.0, 0.0, w, h, fill=g.tint if tinted else g.full, radius=radius,
                              tag=tag)]
    items += texture(color, inset, inset, w - 2 * inset, h - 2 * inset,
                     g.on_tint if tinted else g.on_full)
    if border is not None:
        items.append(Rect(0.0, 0.0, w, h, stroke=border, width=border_width, radius=radius))
    return [Group(items, x, y, reuse=True)]


def pips(value: int, x: float, y: float, size: float, *, fill: str | None, stroke: str | None,
         width: float) -> list[Item]:
    r = size * 0.085
    return [Circle(x + px * size, y + py * size, r, fill=fill, stroke=stroke, width=width)
            for px, py in PIPS[value]]


def die_face(color: Color, value: int, x: float, y: float, size: float,
             radius: float | None = None) -> list[Item]:
    """A die: its colour and texture, pips for 1-6, the number for any other value; its
    corners rounded by `radius` (a die's own by default)."""
    items = glass(color, x, y, size, size, radius=size * 0.17 if radius is None else radius,
                  border=INK, border_width=size * 0.035)
    if 1 <= value <= 6:
        items += pips(value, x, y, size, fill=PAPER, stroke=INK, width=size * 0.025)
    else:
        items += number_badge(str(value), x + size / 2, y + size / 2, size * 0.3)
    return items


def number_badge(text: str, cx: float, cy: float, r: float) -> list[Item]:
    """A number on a paper disc: what a player wrote in pencil, legible on any colour."""
    return [
        Circle(cx, cy, r, fill=PAPER, stroke=INK, width=r * 0.09),
        centred_text(text, cx, cy, r * (1.25 if len(text) < 2 else 1.0)),
    ]


def color_restriction(color: Color, x: float, y: float, size: float, *,
                      tag: str = "") -> list[Item]:
    """A printed colour restriction: the pale tint of the colour with its texture."""
    return glass(color, x, y, size, size, radius=size * 0.1, tinted=True, tag=tag)


def value_restriction(value: int, x: float, y: float, size: float) -> list[Item]:
    """A printed value restriction: a light die face with outlined pips (or the number)."""
    items: list[Item] = [Rect(x, y, size, size, fill="#f4f1ec", stroke=FAINT,
                              width=size * 0.03, radius=size * 0.17)]
    if 1 <= value <= 6:
        items += pips(value, x, y, size, fill="#ffffff", stroke=FAINT, width=size * 0.035)
    else:
        items.append(centred_text(str(value), x + size / 2, y + size / 2, size * 0.45,
                                  fill=FAINT))
    return items


def star(cx: float, cy: float, r: float, *, fill: str = GOLD, stroke: str = INK,
         halo: bool = False) -> list[Item]:
    """A five-pointed star (star spaces), point up; with a paper halo, it stays visible on
    dark glass even in black and white."""
    commands: list[tuple[str | float, ...]] = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.42
        angle = -math.pi / 2 + i * math.pi / 5
        commands.append(("M" if i == 0 else "L", cx + radius * math.cos(angle),
                         cy + radius * math.sin(angle)))
    commands.append(("Z",))
    shape = Path(commands, fill=fill, stroke=stroke, width=r * 0.09)
    if halo:
        return [Path(commands, fill=PAPER, stroke=PAPER, width=r * 0.42), shape]
    return [shape]


def magic_badge(number: int, cx: float, cy: float, r: float) -> list[Item]:
    """A Magic Square number: a gilded double ring around the number."""
    return [
        Circle(cx, cy, r, fill=GOLD, stroke=INK, width=r * 0.08),
        Circle(cx, cy, r * 0.8, fill=PAPER, stroke=GOLD_DARK, width=r * 0.05),
        centred_text(str(number), cx, cy, r * (0.95 if number < 10 else 0.8),
                     tag="magic-number"),
    ]


def broken_mark(x: float, y: float, size: float, *, ink: str = INK) -> list[Item]:
    """A crossed-out space: a heavy pencil X."""
    m = size * 0.14
    w = size * 0.075
    return [Line(x + m, y + m, x + size - m, y + size - m, stroke=ink, width=w),
            Line(x + size - m, y + m, x + m, y + size - m, stroke=ink, width=w)]


def spire(cx: float, base: float, h: float, *, fill: str) -> Path:
    """Three pointed towers in silhouette, the tallest in the middle; `base` is the bottom y."""
    w = h * 0.9
    x0 = cx - w / 2
    pts = [
        (0.0, 1.0), (0.0, 0.55), (0.12, 0.32), (0.24, 0.55), (0.3, 0.55), (0.38, 0.2),
        (0.5, 0.0), (0.62, 0.2), (0.7, 0.55), (0.76, 0.55), (0.88, 0.32), (1.0, 0.55),
        (1.0, 1.0),
    ]
    commands: list[tuple[str | float, ...]] = [
        ("M" if i == 0 else "L", x0 + px * w, base - h + py * h) for i, (px, py) in enumerate(pts)
    ]
    commands.append(("Z",))
    return Path(commands, fill=fill)


def constructed_seal(cx: float, cy: float, r: float) -> list[Item]:
    """The sticker of a constructed Cathedral space: a gold seal bearing three spires."""
    return [
        Circle(cx, cy, r, fill=GOLD, stroke=INK, width=r * 0.07),
        Circle(cx, cy, r * 0.8, fill=None, stroke=GOLD_DARK, width=r * 0.04),
        spire(cx, cy + r * 0.45, r * 0.95, fill=INK),
    ]


def scissors(x: float, y: float, size: float, *, ink: str = CUT) -> list[Item]:
    """Scissors pointing right, their handles at (x, y)-ish, `size` long."""
    s = size
    w = s * 0.07
    return [
        Circle(x + s * 0.14, y - s * 0.17, s * 0.12, stroke=ink, width=w),
        Circle(x + s * 0.14, y + s * 0.17, s * 0.12, stroke=ink, width=w),
        Line(x + s * 0.24, y - s * 0.1, x + s, y + s * 0.12, stroke=ink, width=w),
        Line(x + s * 0.24, y + s * 0.1, x + s, y - s * 0.12, stroke=ink, width=w),
        Circle(x + s * 0.5, y, s * 0.03, fill=ink),
    ]


CUT_DASH = (4.0, 3.0)


def cut_frame(x: float, y: float, w: float, h: float) -> list[Item]:
    """A dashed cut line around a piece to cut out, scissors on its top edge."""
    return [
        Rect(x, y, w, h, stroke=CUT, width=0.6, dash=CUT_DASH),
        Rect(x + 8, y - 5, 16, 10, fill="#ffffff"),
        *scissors(x + 9, y, 14),
    ]


def cut_line(x1: float, x2: float, y: float) -> list[Item]:
    """A horizontal dashed cut line with scissors at its left end."""
    return [Line(x1 + 20, y, x2, y, stroke=CUT, width=0.6, dash=CUT_DASH), *scissors(x1, y, 14)]


def ornament_rule(x: float, y: float, w: float, *, ink: str = RULE) -> list[Item]:
    """A thin rule with a small diamond rosette in the middle."""
    cx = x + w / 2
    d = 3.2
    return [
        Line(x, y, cx - d * 2.2, y, stroke=ink, width=0.6),
        Line(cx + d * 2.2, y, x + w, y, stroke=ink, width=0.6),
        Path([("M", cx - d, y), ("L", cx, y - d), ("L", cx + d, y), ("L", cx, y + d), ("Z",)],
             fill=GOLD, stroke=ink, width=0.5),
        Circle(cx - d * 1.7, y, 0.9, fill=ink),
        Circle(cx + d * 1.7, y, 0.9, fill=ink),
    ]
