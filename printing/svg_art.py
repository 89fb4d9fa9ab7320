"""The sheets' small pictures as standalone SVG text, for the screen (QtSvg) and the web.

Each function returns one self-contained SVG document `size` pixels square (no external
references, no <pattern> or <clipPath>), drawn by the same code as the PDF sheets, so
the colours and textures on screen are the ones on paper. Each picture's title (what a
screen reader says of it) is in the language being printed (wording.language).
"""

from __future__ import annotations

from sagrada_desktop.content.translations import localize_design
from sagrada_desktop.engine import Color, Window, WindowDesign

from . import art, wording
from .fonts import ellipsize, fit_size
from .palette import INK, PAPER
from .primitives import Drawing, Item, Rect, Text
from .svg_render import render_svg
from .window_art import window_items, window_size

BOX = 100.0  # every picture is drawn in a 100 x 100 box, then sized


def _svg(items: list[Item], size: float, title: str) -> str:
    px = f"{size:g}"
    return render_svg(Drawing(BOX, BOX, items), width=px, height=px, title=title)


def die_face_svg(color: Color, value: int, size: float = 64) -> str:
    """A die of `color` showing `value`: pips for 1-6, the number for any other value."""
    inset = BOX * 0.04
    return _svg(art.die_face(color, value, inset, inset, BOX - 2 * inset), size,
                f"{wording.COLOR_NAMES[color]} {value}")


def texture_swatch_svg(color: Color, size: float = 64) -> str:
    """A square of the colour's glass with its texture: the colour key entry."""
    inset = BOX * 0.04
    items = art.glass(color, inset, inset, BOX - 2 * inset, BOX - 2 * inset, radius=BOX * 0.08,
                      border=INK, border_width=BOX * 0.03)
    return _svg(items, size, wording.TEXTURE_TITLE.format(colour=wording.COLOR_NAMES[color],
                                                          texture=wording.TEXTURE_NAMES[color]))


def restriction_svg(color: Color | None = None, value: int | None = None,
                    size: float = 64) -> str:
    """A printed window restriction: a colour's pale glass and texture, or a light die face
    with outlined pips for a value. Neither: a plain space."""
    if color is not None:
        return _svg(art.color_restriction(color, 0, 0, BOX), size,
                    wording.COLOR_RESTRICTION.format(colour=wording.COLOR_NAMES[color]))
    items: list[Item] = [Rect(0, 0, BOX, BOX, fill=PAPER, radius=BOX * 0.06)]
    if value is not None:
        d = BOX * 0.7
        items += art.value_restriction(value, (BOX - d) / 2, (BOX - d) / 2, d)
        return _svg(items, size, wording.VALUE_RESTRICTION.format(value=value))
    return _svg(items, size, wording.PLAIN_SPACE)


def star_svg(size: float = 64) -> str:
    return _svg(art.star(BOX / 2, BOX * 0.53, BOX * 0.46), size, wording.STAR_KEY)


def magic_badge_svg(number: int, size: float = 64) -> str:
    """A Magic Square number in its gilded ring."""
    return _svg(art.magic_badge(number, BOX / 2, BOX / 2, BOX * 0.46), size,
                wording.MAGIC_NUMBER.format(number=number))


def broken_svg(size: float = 64) -> str:
    """The crossed-out mark of a broken space."""
    return _svg(art.broken_mark(0, 0, BOX), size, wording.BROKEN_KEY)


def constructed_svg(size: float = 64) -> str:
    """The gold seal of a constructed Cathedral space."""
    return _svg(art.constructed_seal(BOX / 2, BOX / 2, BOX * 0.46), size, wording.CONSTRUCTED_MARK)


def window_svg(window: Window | WindowDesign, *, cell: float = 48.0,
               show_fills: bool = True, name: str = "", family: str = "") -> str:
    """A whole window (a design prints its empty pattern) in points, titled with its name
    (a design's own, or `name`) and the family whose window it is."""
    if isinstance(window, WindowDesign):
        pattern, name = window.pattern, name or localize_design(window, wording.LANGUAGE).name
    else:
        pattern = window
    if family:
        name = f"{name} \u00b7 {family}" if name else family
    w, h = window_size(pattern, cell)
    top = cell * 0.75 if name else 0.0
    items: list[Item] = []
    if name:
        size = fit_size(name, "title", cell * 0.4, w, cell * 0.25)
        items.append(Text(w / 2, top * 0.7, ellipsize(name, "title", size, w), size,
                          font="title", fill=INK, anchor="middle"))
    items += window_items(pattern, 0.0, top, cell, show_fills=show_fills)
    return render_svg(Drawing(w, h + top, items), title=name or wording.WINDOW)
