"""Rendered pages compared with stored reference images, within a tolerance.

After an intended change of the drawing, look at the new renders, then store them with
    PRINTING_UPDATE_REFERENCES=1 .venv/bin/pytest tests/printing/test_reference_images.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops, ImageStat

from printing.documents import cathedral_pdf, journal_pdf, magic_square_pdf
from printing.journal_cover import CoverSheet, CoverTrack, TreeRow, cover_pages
from printing.journal_page import JournalSheet
from printing.page import page_format
from printing.pdf_render import render_pdf
from sagrada_desktop.engine import Color, Die, WindowDesign, parse_window
from sagrada_desktop.engine.legacy_types import MarketBox, ToolBoxSlot

from .conftest import DESIGN, MAGIC, SQUARE

REFERENCE = Path(__file__).parent / "reference"
DPI = 40
TOLERANCE = 1.5  # mean absolute difference per channel, 0-255

FILLED = parse_window("""
.=G1  R=R4   .=Y3   3=B3   .      *
5=Y5  .=B2   Y=Y1   .=G4   M14=R6 .
.     G+*=X  .=P5   2      B      .
P     .      M7     6      .      4
""")


class Score:
    name, starting_tools, public, private, tools = "Vidal", 2, (8, 6, 12), 14, 5
    broken_empty, extra, total, place = -11, 2, 38, 1


def render(pdf: bytes, page: int = 0, grey: bool = False) -> Image.Image:
    doc = pdfium.PdfDocument(pdf)
    return doc[page].render(scale=DPI / 72, grayscale=grey).to_pil().convert("RGB")


def compare(name: str, image: Image.Image) -> None:
    path = REFERENCE / name
    if os.environ.get("PRINTING_UPDATE_REFERENCES") == "1":
        REFERENCE.mkdir(exist_ok=True)
        image.save(path, optimize=True)
    assert path.exists(), f"no reference image {path}; see this module's docstring"
    stored = Image.open(path).convert("RGB")
    assert stored.size == image.size
    diff = ImageStat.Stat(ImageChops.difference(stored, image)).mean
    assert max(diff) <= TOLERANCE, f"{name}: mean difference {diff} over {TOLERANCE}"


def test_filled_journal_page_a4() -> None:
    sheet = JournalSheet(DESIGN, number=3, window=FILLED, family="Vidal", member="Montserrat",
                         tool_boxes_used=(1, 2, 0), rounds_done=5, score=Score(),
                         public_names=("Column Shade Variety", "Row Color Variety",
                                       "Light Shades"),
                         constructed=(Die(Color.RED, 1), Die(Color.BLUE, 2)))
    compare("journal_a4.png", render(journal_pdf([sheet], page_size="a4")))


def test_magic_square_letter() -> None:
    compare("magic_square_letter.png",
            render(magic_square_pdf(MAGIC, families=[("Vidal", SQUARE)], page_size="letter")))


def test_cathedral_in_greyscale() -> None:
    built = [Die(Color.RED, 1), Die(Color.YELLOW, 1), Die(Color.GREEN, 1)]
    compare("cathedral_grey_a4.png", render(cathedral_pdf(built), grey=True))


TALL = parse_window("""
.     R=R4  .     3
5=Y5  .     Y     .
M10   G+*   .     2
P     .=B3  M13   6
.     4     *     .
B     .     3=G3  .
""")

COVER = CoverSheet(
    family="Domènech i Montaner de la Ribera del Llobregat", member="Montserrat",
    color=Color.YELLOW, legacy_points=23,
    tracks=(CoverTrack("Books of Wisdom", (MarketBox(), MarketBox(legacy_points=1),
                                           MarketBox(), MarketBox(legacy_points=2)), 3,
                       "Scholar's Certainty", "Once per game, set a die to any value.", False),
            CoverTrack("Family Skill Training", (MarketBox(crest_ability=True),) * 4
                       + (MarketBox(tool=True),), 5, "Master's Hand", "", True)),
    tool_box=(ToolBoxSlot(0, True), ToolBoxSlot(0, True), ToolBoxSlot(2), ToolBoxSlot(3)),
    slots_filled=3, tools=("Cutter's Wheel", "Nibbling Pliers", "Came Knife"),
    crest=("Family Fire (Yellow)", None, "Steady Hand", None), crest_base=("Silver Stain",),
    tree=(TreeRow(1, "Lamp of the Crypt", "Montserrat", "The First Lantern"),
          TreeRow(2, "Dawn over the Nativity", "Montserrat", "")),
)


def test_a_tall_window_on_two_letter_pages() -> None:
    design = WindowDesign("tall", "Tower of the Test", TALL, tools=DESIGN.tools,
                          rules_text=DESIGN.rules_text, legacy_points=4)
    data = journal_pdf([JournalSheet(design, number=10, family="Vidal", rounds_done=4,
                                     round_now=5, starting_tools=3)], page_size="letter")
    compare("tall_window_letter_1.png", render(data, 0))
    compare("tall_window_letter_2.png", render(data, 1))


def test_blank_covers_a4() -> None:
    data = render_pdf(cover_pages(CoverSheet(tool_box=COVER.tool_box), page_format("a4")),
                      title="covers")
    compare("cover_front_blank_a4.png", render(data, 0))
    compare("cover_back_blank_a4.png", render(data, 1))


def test_filled_covers_letter() -> None:
    data = render_pdf(cover_pages(COVER, page_format("letter")), title="covers")
    compare("cover_front_letter.png", render(data, 0))
    compare("cover_back_letter.png", render(data, 1))


def test_a_changed_page_is_noticed() -> None:
    other = JournalSheet(DESIGN, number=3)
    image = render(journal_pdf([other]))
    stored = Image.open(REFERENCE / "journal_a4.png").convert("RGB")
    diff = ImageStat.Stat(ImageChops.difference(stored, image)).mean
    if max(diff) <= TOLERANCE:
        pytest.fail("a blank page should differ from the filled reference page")
