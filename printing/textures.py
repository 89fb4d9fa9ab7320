"""A distinct texture for every colour, so that colours stay apart in black and white.

    red      diagonal hatching, rising to the right
    yellow   dots
    green    horizontal lines
    blue     waves
    purple   vertical lines
    orange   chevrons
    gray     diagonal cross-hatching

Each texture is computed as plain lines, paths and circles already clipped to its
rectangle, so that both back ends (and QtSvg, which knows no <pattern>) draw it alike.
The pattern scales with the box: about seven lines across, whatever the size.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from sagrada_desktop.engine import Color

from .primitives import Circle, Item, Line, Path

TEXTURE_NAMES: dict[Color, str] = {
    Color.RED: "diagonal hatching",
    Color.YELLOW: "dots",
    Color.GREEN: "horizontal lines",
    Color.BLUE: "waves",
    Color.PURPLE: "vertical lines",
    Color.ORANGE: "chevrons",
    Color.GRAY: "cross-hatching",
}

Box = tuple[float, float, float, float]  # x, y, w, h


def _clip(x1: float, y1: float, x2: float, y2: float, box: Box) -> tuple[float, ...] | None:
    """Liang-Barsky: the part of segment (x1, y1)-(x2, y2) inside the box, or None."""
    bx, by, bw, bh = box
    dx, dy = x2 - x1, y2 - y1
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x1 - bx), (dx, bx + bw - x1), (-dy, y1 - by), (dy, by + bh - y1)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return (x1 + t0 * dx, y1 + t0 * dy, x1 + t1 * dx, y1 + t1 * dy)


def _centred_steps(start: float, length: float, step: float) -> list[float]:
    """Positions `step` apart, centred in [start, start + length], excluding the ends."""
    count = max(1, int(length / step))
    first = start + (length - (count - 1) * step) / 2
    return [first + i * step for i in range(count)]


def _diagonals(box: Box, step: float, ink: str, width: float, rising: bool) -> list[Item]:
    bx, by, bw, bh = box
    cx, cy = bx + bw / 2, by + bh / 2
    reach = bw + bh
    # lines perpendicular to (1, 1) (rising) or (1, -1) (falling), `step` apart
    nx, ny = (math.sqrt(0.5), math.sqrt(0.5)) if rising else (math.sqrt(0.5), -math.sqrt(0.5))
    dx, dy = -ny, nx
    items: list[Item] = []
    count = int(reach / step) + 1
    for i in range(-count, count + 1):
        ox, oy = cx + nx * i * step, cy + ny * i * step
        seg = _clip(ox - dx * reach, oy - dy * reach, ox + dx * reach, oy + dy * reach, box)
        if seg is not None and math.hypot(seg[2] - seg[0], seg[3] - seg[1]) > width:
            items.append(Line(seg[0], seg[1], seg[2], seg[3], stroke=ink, width=width))
    return items


def _straight(box: Box, step: float, ink: str, width: float, horizontal: bool) -> list[Item]:
    bx, by, bw, bh = box
    if horizontal:
        return [Line(bx, y, bx + bw, y, stroke=ink, width=width)
                for y in _centred_steps(by, bh, step)]
    return [Line(x, by, x, by + bh, stroke=ink, width=width) for x in _centred_steps(bx, bw, step)]


def _dots(box: Box, step: float, ink: str, radius: float) -> list[Item]:
    bx, by, bw, bh = box
    items: list[Item] = []
    row_step = step * math.sqrt(3) / 2
    for row, y in enumerate(_centred_steps(by + radius, bh - 2 * radius, row_step)):
        shift = step / 2 if row % 2 else 0.0
        for x in _centred_steps(bx + radius, bw - 2 * radius, step):
            x += shift - step / 4
            if bx + radius <= x <= bx + bw - radius:
                items.append(Circle(x, y, radius, fill=ink))
    return items


def _rows_of(
    box: Box, step: float, amplitude: float, ink: str, width: float,
    shape: Callable[[float], float], breaks: Callable[[float, float], list[float]],
) -> list[Item]:
    """Rows of a periodic curve y = row + shape(x), drawn between the box's sides."""
    bx, by, bw, bh = box
    items: list[Item] = []
    for y in _centred_steps(by + amplitude, bh - 2 * amplitude, step):
        xs = [bx, *breaks(bx, bx + bw), bx + bw]
        commands: list[tuple[str | float, ...]] = [("M", xs[0], y + shape(xs[0] - bx))]
        commands += [("L", x, y + shape(x - bx)) for x in xs[1:]]
        items.append(Path(commands, stroke=ink, width=width))
    return items


def _waves(box: Box, step: float, ink: str, width: float) -> list[Item]:
    """Rows of waves, each half-wave one Bezier curve, a whole number of them per row."""
    bx, by, bw, bh = box
    amplitude = step * 0.28
    halves = max(2, round(bw / (step * 0.95)))
    half = bw / halves
    pull = amplitude / 0.75  # a cubic with both handles at `pull` peaks at 0.75 * pull
    items: list[Item] = []
    for y in _centred_steps(by + amplitude, bh - 2 * amplitude, step):
        commands: list[tuple[str | float, ...]] = [("M", bx, y)]
        for k in range(halves):
            x0 = bx + k * half
            dy = -pull if k % 2 == 0 else pull
            commands.append(("C", x0 + half * 0.3, y + dy, x0 + half * 0.7, y + dy,
                             x0 + half, y))
        items.append(Path(commands, stroke=ink, width=width))
    return items


def _chevrons(box: Box, step: float, ink: str, width: float) -> list[Item]:
    amplitude = step * 0.3
    half = step * 0.6

    def shape(x: float) -> float:
        phase = (x / half) % 2.0
        return amplitude * (1 - 2 * phase if phase < 1 else 2 * phase - 3)

    def breaks(x0: float, x1: float) -> list[float]:
        n = int((x1 - x0) / half)
        return [x0 + i * half for i in range(1, n + 1) if x0 + i * half < x1]

    return _rows_of(box, step * 1.15, amplitude, ink, width, shape, breaks)


def texture(color: Color, x: float, y: float, w: float, h: float, ink: str) -> list[Item]:
    """The texture of `color` filling the box (x, y, w, h), drawn in `ink`."""
    return list(_texture(color, x, y, w, h, ink))


@cache
def _texture(color: Color, x: float, y: float, w: float, h: float, ink: str
             ) -> tuple[Item, ...]:
    return tuple(_draw_texture(color, (x, y, w, h), ink))


def _draw_texture(color: Color, box: tuple[float, float, float, float], ink: str
                  ) -> list[Item]:
    x, y, w, h = box
    step = min(w, h) / 7.0
    width = step * 0.2
    if color is Color.RED:
        return _diagonals(box, step, ink, width, rising=True)
    if color is Color.YELLOW:
        return _dots(box, step * 1.1, ink, step * 0.2)
    if color is Color.GREEN:
        return _straight(box, step, ink, width, horizontal=True)
    if color is Color.BLUE:
        return _waves(box, step * 1.05, ink, width)
    if color is Color.PURPLE:
        return _straight(box, step, ink, width, horizontal=False)
    if color is Color.ORANGE:
        return _chevrons(box, step, ink, width)
    fine = step * 1.25
    return (_diagonals(box, fine, ink, width * 0.75, rising=True)
            + _diagonals(box, fine, ink, width * 0.75, rising=False))
