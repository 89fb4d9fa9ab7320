"""File > Export to PDF during a campaign: "this page" and "the whole book", written from the
main window the way a person exports, read back with pypdf."""

from __future__ import annotations

from pypdf import PdfReader

from sagrada_desktop.ui.common.export_dialog import ExportDialog
from sagrada_desktop.ui.main_window import MainWindow

from .campaign_helpers import begin, main_window


def _campaign_window(qtbot, tmp_path) -> MainWindow:  # type: ignore[no-untyped-def]
    return begin(main_window(qtbot, tmp_path, size=None), kinds=("person", "greedy"))


def _text(path) -> str:  # type: ignore[no-untyped-def]
    return " ".join(page.extract_text() for page in PdfReader(path).pages)


def test_a_campaign_exports_this_page_or_the_whole_book(qtbot, tmp_path):
    window = _campaign_window(qtbot, tmp_path)
    choices = window.export_choices()
    assert [c.key for c in choices] == ["campaign-page", "campaign-book"]
    assert choices[0].label.startswith("This page")
    assert choices[1].label.startswith("The whole book")

    page = tmp_path / "page.pdf"
    window.export_to(page, "campaign-page", "Letter")
    pages = PdfReader(page).pages
    families = len(window.campaign.session.campaign.families)
    assert len(pages) == families
    assert round(float(pages[0].mediabox.width)) == 612
    assert "Amat" in _text(page)

    book = tmp_path / "book.pdf"
    window.export_to(book, "campaign-book", "A4")
    reader = PdfReader(book)
    assert round(float(reader.pages[0].mediabox.width)) == 595
    # each family's page, its two covers and Magic Square, the Legacy Points table, the board
    assert len(reader.pages) >= families * 4 + 2
    text = _text(book).lower()
    for words in ("Amat", "Family Crest", "Legacy Points track", "Tool Box Capacity",
                  "Family tree", "The Magic Square", "Legacy Points of the campaign",
                  "Cathedral"):
        assert words.lower() in text, words


def test_the_dialog_offers_both_campaign_choices(qtbot, tmp_path):
    window = _campaign_window(qtbot, tmp_path)
    dialog = ExportDialog(window.export_choices(), "A4")
    qtbot.addWidget(dialog)
    assert dialog.choice == "campaign-page"
    dialog.what.setCurrentIndex(1)
    assert dialog.choice == "campaign-book"
