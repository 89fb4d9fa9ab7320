"""One vocabulary on screen and on paper: the objectives' names the game shows, one spelling
of "color" in every printed word, and the same Legacy Points columns blank and filled."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from printing import wording
from printing.campaign_sheets import campaign_legacy_table
from printing.documents import campaign_columns, scorecard_pdf
from sagrada_desktop.campaign.campaign_state import Campaign
from sagrada_desktop.engine import GameState

from .conftest import families, played


def _printed_words() -> list[str]:
    out: list[str] = []
    for value in vars(wording).values():
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, dict):
            out += [v for v in value.values() if isinstance(v, str)]
    return out


def test_every_printed_word_spells_color_one_way() -> None:
    british = [w for w in _printed_words() if "colour" in w.lower()]
    assert not british


def test_the_legacy_table_has_the_same_columns_blank_and_filled(
        finished_game: GameState) -> None:
    filled = campaign_legacy_table(Campaign(1, families(finished_game), window=1,
                                            stage="cleanup"))
    assert filled.columns == campaign_columns()
    blank = PdfReader(io.BytesIO(scorecard_pdf(seats=2))).pages[1].extract_text()
    header = [w for w in blank.split() if w.isdigit() or w == wording.MAGIC_COLUMN]
    assert header[: len(filled.columns)] == list(filled.columns)
    assert "Other" not in blank


def test_exported_pages_name_the_objectives_as_the_game_does() -> None:
    from sagrada_desktop.content import ContentError
    from sagrada_desktop.ui.common import catalogue
    from sagrada_desktop.ui.common.export_choices import game_pdf

    try:
        catalogue.content()
    except ContentError as exc:
        pytest.skip(f"the shipped content does not load: {exc}")
    state = played(60)
    for key in ("journal", "scorecard"):
        pdf = game_pdf(state, key, "A4")
        text = " ".join(" ".join((p.extract_text() or "").split())
                        for p in PdfReader(io.BytesIO(pdf)).pages)
        for oid in state.objectives:
            assert catalogue.objective_name(oid) in text, (key, oid)
