"""What the save knows is printed: the Starting Tool Count of a game in progress, the window's
name on blank scorecards of `--window ID`, the window and family in an SVG's title; and names
of any length fit their fields (shrunk, then wrapped, then cut with an ellipsis)."""

from __future__ import annotations

import argparse
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from printing import print_command
from printing.fonts import text_width
from printing.journal_cover import CoverSheet, front_cover
from printing.journal_page import JournalSheet, journal_pages
from printing.page import page_format
from printing.primitives import Text
from sagrada_desktop.engine import final_scores
from sagrada_desktop.engine.legacy_types import CampaignContent

from .conftest import DESIGN, played
from .pdf_checks import words
from .test_pencil_room import tagged

LONG = "Domènech i Montaner de la Ribera del Llobregat i de Sant Gervasi de Cassoles"


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="sagrada-artisans")
    print_command.add_parser(parser.add_subparsers(dest="command"))
    return print_command.run(parser.parse_args(["print", *argv]))


def test_a_game_in_progress_prints_its_starting_tool_count(tmp_path: Path,
                                                           save_file: Path,
                                                           own_content: CampaignContent) -> None:
    from printing.game_sheets import game_journal_sheets

    state = played(40)
    assert not state.is_over
    sheets = game_journal_sheets(state)
    so_far = final_scores(state)
    assert [s.starting_tools for s in sheets] == [s.starting_tools for s in so_far]
    assert all(s.round_now == state.round for s in sheets)
    pages = journal_pages(sheets[0], page_format("a4"))
    boxes = [b for b, _ in tagged(pages, "score-box")]
    first = boxes[0]
    written = [t for d in pages for t in d.items if isinstance(t, Text)
               and t.text == str(so_far[0].starting_tools)
               and first.x <= t.x <= first.x + first.w  # type: ignore[union-attr]
               and first.y <= t.y <= first.y + first.h + 4]  # type: ignore[union-attr]
    assert written


def test_scorecard_of_a_window_names_it(tmp_path: Path, own_content: CampaignContent) -> None:
    out = tmp_path / "card.pdf"
    assert run("scorecard", "--window", "lantern-of-the-crypt", "--out", str(out)) == 0
    assert words(out.read_bytes(), [0]).count("Lantern of the Crypt") == 2  # both cards


def test_svg_of_a_game_names_window_and_family(tmp_path: Path, save_file: Path,
                                               own_content: CampaignContent) -> None:
    out = tmp_path / "seat.svg"
    assert run("journal", "--save", str(save_file), "--svg", "--seat", "2", "--out",
               str(out)) == 0
    title = ET.parse(out).getroot().find("{http://www.w3.org/2000/svg}title")
    assert title is not None and title.text == f"{DESIGN.name} \u00b7 Puig"


@pytest.mark.parametrize("size", ["a4", "letter"])
def test_long_names_fit_their_fields(size: str) -> None:
    page = page_format(size)
    pages = journal_pages(JournalSheet(DESIGN, family=LONG, member=LONG), page)
    field = (min(200.0, page.inner_width * 0.38) - 10) / 2
    for tag in ("family", "member"):
        lines = [t for t, _ in tagged(pages, tag) if isinstance(t, Text)]
        assert 1 < len(lines) <= 2
        assert all(text_width(t.text, "italic", t.size) <= field + 0.01 for t in lines)
        assert lines[-1].text.endswith("\u2026") and lines[0].size >= 8
    cover = front_cover(CoverSheet(family=LONG, member=LONG), page)
    half = (page.inner_width - 16) / 2
    names = [t for t, _ in tagged([cover], "family") if isinstance(t, Text)]
    assert names and all(text_width(t.text, "italic", t.size) <= half + 0.01 for t in names)
