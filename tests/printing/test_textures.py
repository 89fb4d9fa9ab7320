"""Every colour has its own texture, drawn inside its box, at any size."""

from __future__ import annotations

import pytest

from printing.primitives import Circle, Line, Path
from printing.textures import texture
from sagrada_desktop.engine import Color


def signature(color: Color) -> tuple[object, ...]:
    items = texture(color, 0, 0, 70, 70, "#000000")
    kinds = tuple(sorted({type(i).__name__ for i in items}))
    angles = set()
    for i in items:
        if isinstance(i, Line):
            dx, dy = i.x2 - i.x1, i.y2 - i.y1
            angles.add((round(dx / max(abs(dx), abs(dy)), 2), round(dy / max(abs(dx), abs(dy)), 2)))
        elif isinstance(i, Path):  # waves and chevrons: points along one row
            angles.add((len(i.commands), 0.0))
    return kinds, tuple(sorted(angles))


def test_each_colour_has_a_distinct_texture() -> None:
    signatures = {c: signature(c) for c in Color}
    assert len(set(signatures.values())) == len(Color)


@pytest.mark.parametrize("color", list(Color))
@pytest.mark.parametrize("box", [(10, 20, 70, 70), (0, 0, 12, 12), (5, 5, 200, 40)])
def test_textures_stay_inside_their_box(color: Color,
                                        box: tuple[float, float, float, float]) -> None:
    x, y, w, h = box
    items = texture(color, x, y, w, h, "#000000")
    assert items
    eps = 1e-6
    for item in items:
        if isinstance(item, Line):
            points = [(item.x1, item.y1), (item.x2, item.y2)]
        elif isinstance(item, Path):
            points = [(float(c[1]), float(c[2])) for c in item.commands if c[0] in "ML"]
        else:
            assert isinstance(item, Circle)
            points = [(item.cx - item.r, item.cy - item.r), (item.cx + item.r, item.cy + item.r)]
        for px, py in points:
            assert x - eps <= px <= x + w + eps and y - eps <= py <= y + h + eps
