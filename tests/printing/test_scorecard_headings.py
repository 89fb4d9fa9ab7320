"""The Legacy Points table on a page of its own is named once, by the page's title; under a
game's scoring table it keeps its own small heading."""

from __future__ import annotations

from printing.documents import campaign_columns, scorecard_pdf
from printing.scorecard_pages import LegacyTable
from sagrada_desktop.engine import GameState, final_scores

from .pdf_checks import reader, words


def _pages(pdf: bytes) -> list[str]:
    return [words(pdf, [k]) for k in range(len(reader(pdf).pages))]


def test_a_page_of_its_own_names_the_legacy_table_once() -> None:
    blank, legacy = _pages(scorecard_pdf(seats=4))
    assert "Legacy Points of the campaign" in legacy
    assert "LEGACY POINTS OF THE CAMPAIGN" not in legacy
    assert "LEGACY POINTS OF THE CAMPAIGN" not in blank


def test_under_a_game_s_table_it_keeps_its_heading(finished_game: GameState) -> None:
    scores = final_scores(finished_game)
    pages = _pages(scorecard_pdf(scores=scores, legacy=LegacyTable(
        campaign_columns(), blank_rows=len(scores))))
    assert len(pages) == 1
    assert "LEGACY POINTS OF THE CAMPAIGN" in pages[0]
