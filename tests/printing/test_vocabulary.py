"""One vocabulary on screen and on paper: the objectives' names the game shows, one spelling
of "colour" in every printed word, and the same Legacy Points columns blank and filled."""

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
    for name, value in vars(wording).items():
        if name.startswith("__"):  # the module's own (docstring, annotations)
            continue
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, dict):
            out += [v for v in value.values() if isinstance(v, str)]
    return out


RULEBOOK_NAMES = ("Color Variety", "Color Collections")  # printed as the rulebook names them


def test_every_printed_word_spells_colour_as_the_screen_does() -> None:
    """One spelling on screen, on paper and in the docs: "colour"; only the rulebook's own
    names keep its spelling."""
    words = _printed_words()
    for name in RULEBOOK_NAMES:
        words = [w.replace(name, "") for w in words]
    american = [w for w in words if "color" in w.lower()]
    assert not american
    assert any("colour" in w.lower() for w in words)


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
