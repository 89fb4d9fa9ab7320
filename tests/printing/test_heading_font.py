"""Headings and italic lines print in lining figures: "Round 6 of 12" never reads "Round 6 of
I2", "Place: 1st" never "ıst".

EB Garamond's own digits are old-style (a "1" as short as an "x"); the title role embeds
resources/fonts/SagradaHeading-Regular.ttf and the italic role SagradaHeading-Italic.ttf, both
derived by scripts/heading_font.py, whose digits are the lining ones."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import ImageFont

from printing import fonts

HEADING = fonts.FONT_DIR / "SagradaHeading-Regular.ttf"
ITALIC = fonts.FONT_DIR / "SagradaHeading-Italic.ttf"


def _height(path: Path, ch: str) -> int:
    top, bottom = ImageFont.truetype(str(path), 200).getbbox(ch)[1::2]
    return bottom - top


@pytest.mark.parametrize("face", [HEADING, ITALIC], ids=["regular", "italic"])
@pytest.mark.parametrize("digit", "0123456789")
def test_the_heading_fonts_digits_stand_as_tall_as_capitals(digit, face):
    capital = _height(face, "H")
    assert abs(_height(face, digit) - capital) <= capital * 0.08, digit


@pytest.mark.parametrize("original", ["EBGaramond12-Regular.ttf", "EBGaramond12-Italic.ttf"])
def test_the_original_garamond_draws_old_style_figures(original):
    """Why the derived fonts exist: the same check fails on the fonts they are made from."""
    path = fonts.FONT_DIR / original
    assert _height(path, "1") < _height(path, "H") * 0.7


def test_the_heading_font_is_a_family_of_its_own():
    """Not "EB Garamond": a system's own EB Garamond (old-style digits) is never taken for it;
    the italic is the same family's italic face."""
    assert ImageFont.truetype(str(HEADING), 20).getname() == ("Sagrada Heading", "Regular")
    assert ImageFont.truetype(str(ITALIC), 20).getname() == ("Sagrada Heading", "Italic")


def test_print_italics_embed_the_lining_figure_italic():
    font = fonts._font(fonts.drawn_role("italic", "Place: 1st"))
    assert Path(font.face.filename).resolve() == ITALIC.resolve()


def test_print_titles_embed_the_lining_figure_font():
    name = fonts.font_name("title", "Round 6 of 12")
    font = fonts._font(fonts.drawn_role("title", "Round 6 of 12"))
    assert name == font.fontName
    assert Path(font.face.filename).resolve() == HEADING.resolve()


def test_the_heading_font_keeps_the_latin_a_title_needs():
    """A title falls back to the body font as a whole when one glyph is missing: the subset
    keeps accented Latin, dashes, quotes and the middle dot of the program's titles."""
    for text in ("Batlló · Domènech", "Round 6 of 12 — “Nativity”", "Façade’s Æsir"):
        assert fonts.drawn_role("title", text) == "title", text
        assert fonts.drawn_role("italic", text) == "italic", text


def test_the_derivation_is_documented_with_the_licence():
    readme = (fonts.FONT_DIR / "README.md").read_text(encoding="utf-8")
    assert "SagradaHeading-Regular.ttf" in readme and "scripts/heading_font.py" in readme
    assert "SagradaHeading-Italic.ttf" in readme
    assert (fonts.FONT_DIR / "LICENSE-EBGaramond.txt").is_file()


def test_svg_titles_ask_the_viewers_garamond_for_lining_figures():
    """An SVG names fonts instead of embedding them: its titles name Sagrada Heading first and
    ask for lining figures, which a viewer's own EB Garamond then draws."""
    from printing.primitives import Drawing, Text
    from printing.svg_render import render_svg

    svg = render_svg(Drawing(200, 100, (Text(10, 40, "Round 6 of 12", 20, font="title"),
                                        Text(10, 80, "Window 12", 10),
                                        Text(10, 90, "Place: 1st", 10, font="italic"))))
    title, body, italic = (line for line in svg.split("<text")[1:])
    assert "Sagrada Heading" in title and "font-variant-numeric: lining-nums" in title
    assert "lining-nums" not in body
    assert "Sagrada Heading" in italic and "lining-nums" in italic and "italic" in italic
