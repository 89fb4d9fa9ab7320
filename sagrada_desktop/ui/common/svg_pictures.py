"""The pictures the screen shows, as SVG text made with svgwrite by the print-outs' own art.

Dice faces, stars, Magic Square badges and constructed seals come from printing.svg_art;
window panes and Cathedral Board spaces are composed here from the same printing.art items
(written out by printing.svg_render), so the screen and the paper look alike. With the
colour-blind textures switched off, colours are drawn plain. The pictures drawn by
printing.svg_art carry a title in the language shown (cached per language).
"""

from __future__ import annotations

from functools import lru_cache

from printing import art, svg_art, wording
from printing.palette import GLASS, INK, PAPER
from printing.primitives import Circle, Drawing, Item, Rect
from printing.svg_render import render_svg
from sagrada_desktop.engine import Broken, Color, Die, Space
from sagrada_desktop.wording.language import current_language

BOX = 100.0
PANE = "#f7f0e3"


def _glass(color: Color, x: float, y: float, w: float, h: float, *, radius: float,
           tinted: bool, textures: bool, border: str | None = None,
           border_width: float = 0.0) -> list[Item]:
    if textures:
        return art.glass(color, x, y, w, h, radius=radius, tinted=tinted, border=border,
                         border_width=border_width)
    g = GLASS[color]
    items: list[Item] = [Rect(x, y, w, h, fill=g.tint if tinted else g.full, radius=radius)]
    if border is not None:
        items.append(Rect(x, y, w, h, stroke=border, width=border_width, radius=radius))
    return items


def _svg(items: list[Item]) -> str:
    return render_svg(Drawing(BOX, BOX, items), width="100", height="100")


def die_svg(color: Color, value: int, textures: bool = True) -> str:
    """A die: its glass colour and texture, pips for 1-6, the number for any other value."""
    return _die_svg(color, value, textures, current_language())


@lru_cache(maxsize=512)
def _die_svg(color: Color, value: int, textures: bool, lang: str) -> str:
    if textures:
        with wording.language(lang):
            return svg_art.die_face_svg(color, value, BOX)
    size = BOX * 0.92
    x = (BOX - size) / 2
    items = _glass(color, x, x, size, size, radius=size * 0.17, tinted=False,
                   textures=textures, border=INK, border_width=size * 0.035)
    if 1 <= value <= 6:
        items += art.pips(value, x, x, size, fill=PAPER, stroke=INK, width=size * 0.025)
    else:
        items += art.number_badge(str(value), BOX / 2, BOX / 2, size * 0.3)
    return _svg(items)


@lru_cache(maxsize=1024)
def pane_svg(space: Space, fill: Die | Broken | None, textures: bool = True) -> str:
    """A window space as the journal shows it: printed restriction, star, Magic Square number,
    and what fills it (coloured glass with the value written on it, or a crossed-out pane)."""
    radius = BOX * 0.06
    items: list[Item] = []
    if isinstance(fill, Die):
        items += _glass(fill.color, 0, 0, BOX, BOX, radius=radius, tinted=False,
                        textures=textures)
    elif space.color is not None:
        items += _glass(space.color, 0, 0, BOX, BOX, radius=BOX * 0.1, tinted=True,
                        textures=textures)
    else:
        items.append(Rect(0, 0, BOX, BOX, fill=PANE, radius=radius))
        if space.value is not None:
            d = BOX * 0.6
            items += art.value_restriction(space.value, (BOX - d) / 2, (BOX - d) / 2, d)
    if space.star:
        items += art.star(BOX * 0.82, BOX * 0.18, BOX * 0.13)
    if space.magic is not None:
        items += art.magic_badge(space.magic, BOX * 0.18, BOX * 0.18, BOX * 0.15)
    if isinstance(fill, Die):
        items += art.number_badge(str(fill.value), BOX / 2, BOX / 2, BOX * 0.21)
    elif isinstance(fill, Broken):
        items += art.broken_mark(0, 0, BOX)
    return _svg(items)


@lru_cache(maxsize=64)
def pane_marks_svg(star: bool, magic: int | None) -> str:
    """The star and Magic Square number of pane_svg alone, where pane_svg draws them: painted
    again over the legal-space brackets, which would hide them."""
    items: list[Item] = []
    if star:
        items += art.star(BOX * 0.82, BOX * 0.18, BOX * 0.13)
    if magic is not None:
        items += art.magic_badge(magic, BOX * 0.18, BOX * 0.18, BOX * 0.15)
    return _svg(items)


@lru_cache(maxsize=64)
def board_space_svg(color: Color, value: int, constructed: bool, textures: bool = True) -> str:
    """An empty Cathedral Board space: the colour's pale glass with the value's pips, and the
    gold seal when it is constructed."""
    items = _glass(color, 4, 4, BOX - 8, BOX - 8, radius=12, tinted=True, textures=textures)
    items += art.value_restriction(value, BOX * 0.2, BOX * 0.2, BOX * 0.6)
    if constructed:
        items += art.constructed_seal(BOX * 0.5, BOX * 0.5, BOX * 0.36)
    return _svg(items)


@lru_cache(maxsize=16)
def swatch_svg(color: Color, textures: bool = True) -> str:
    """A family colour or colour choice: a round pane of its glass and texture."""
    items = _glass(color, 6, 6, BOX - 12, BOX - 12, radius=(BOX - 12) / 2, tinted=False,
                   textures=textures, border=INK, border_width=3)
    return _svg(items)


def seal_svg() -> str:
    """The constructed seal of a Cathedral Board space, titled in the language shown."""
    return _seal_svg(current_language())


@lru_cache(maxsize=4)
def _seal_svg(lang: str) -> str:
    with wording.language(lang):
        return svg_art.constructed_svg(BOX)


@lru_cache(maxsize=4)
def empty_die_svg() -> str:
    """The place of a die that is not there: a dashed outline."""
    size = BOX * 0.92
    x = (BOX - size) / 2
    return _svg([Rect(x, x, size, size, stroke="#8c7a62", width=3, radius=size * 0.17,
                      dash=(8, 6)), Circle(BOX / 2, BOX / 2, 3, fill="#8c7a62")])
