"""File > Export to PDF: each choice makes its PDF at the chosen page size."""

from __future__ import annotations

import io
import random

import pytest
from pypdf import PdfReader

from sagrada_desktop.engine import apply, legal_actions
from sagrada_desktop.ui.common.export_choices import game_choices, game_pdf
from sagrada_desktop.ui.common.export_dialog import ExportDialog

from .conftest import make_session


def _played(actions: int):  # type: ignore[no-untyped-def]
    state = make_session(seats=2, seed=3).state
    rnd = random.Random(1)
    for _ in range(actions):
        if state.is_over:
            break
        state = apply(state, rnd.choice(legal_actions(state)))
    return state


@pytest.mark.parametrize("key, words", [
    ("journal", ["Test Window", "Seat 1"]),
    ("blank-journal", ["Test Window"]),
    ("scorecard", ["Test Window", "Seat 1", "Seat 2"]),
    ("cathedral", ["Cathedral"]),
])
@pytest.mark.parametrize("page_size, width", [("A4", 595), ("Letter", 612)])
def test_each_choice_prints_its_pdf(key: str, words: list[str], page_size: str,
                                    width: int) -> None:
    state = _played(40)
    assert key in [c.key for c in game_choices(state)]
    reader = PdfReader(io.BytesIO(game_pdf(state, key, page_size)))
    assert round(float(reader.pages[0].mediabox.width)) == width
    text = " ".join(page.extract_text() for page in reader.pages)
    for word in words:
        assert word in text


def test_a_finished_game_exports_its_scores() -> None:
    state = _played(10_000)
    assert state.is_over
    labels = {c.key: c.label for c in game_choices(state)}
    assert labels["scorecard"] == "The scorecard of this game"
    text = PdfReader(io.BytesIO(game_pdf(state, "scorecard", "A4"))).pages[0].extract_text()
    assert "Seat 1" in text and "Seat 2" in text


def test_the_dialog_offers_the_choices_and_remembers_nothing_it_was_not_told(qtbot) -> None:
    state = _played(5)
    dialog = ExportDialog(game_choices(state), "Letter")
    qtbot.addWidget(dialog)
    assert dialog.page_size == "Letter"
    assert dialog.choice == "journal"
    assert dialog.open_when_done.isChecked()
    dialog.what.setCurrentIndex(3)
    assert dialog.choice == "cathedral"
    assert dialog.what.accessibleName() and dialog.page.accessibleName()
