"""File > Export to PDF prints in the language the program shows: a scorecard exported in
Chinese mode names the window in Chinese (not its English name), and the whole campaign book
prints its log worded in Chinese, the tie-break notes too."""

from __future__ import annotations

import io
import random

import pytest
from attrs import evolve
from pypdf import PdfReader

from sagrada_desktop.content.translations import localize_design
from sagrada_desktop.engine import apply, legal_actions, new_game
from sagrada_desktop.ui.campaign.campaign_export import campaign_pdf
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.export_choices import CAMPAIGN_BOOK, game_pdf
from sagrada_desktop.ui.common.i18n import translators
from tests.engine.fixtures import setup

from .test_campaign_log_languages import _played_to_window_2


@pytest.fixture
def chinese(qapp):
    assert translators().install("zh_TW")
    yield
    translators().install("en")
    qapp.processEvents()


def _text(data: bytes) -> str:
    return " ".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def test_a_scorecard_exported_in_chinese_names_the_window_in_chinese(chinese) -> None:
    design = next(iter(catalogue.content().windows.values())).design
    state = new_game(evolve(setup(seats=2, seed=3), window=design))
    rnd = random.Random(1)
    while not state.is_over:
        state = apply(state, rnd.choice(legal_actions(state)))
    text = _text(game_pdf(state, "scorecard", "A4"))
    chinese_name = localize_design(design, "zh_TW").name
    assert chinese_name != design.name
    assert chinese_name in text
    assert design.name not in text
    assert "計分表" in text and "Scorecard" not in text


def test_the_campaign_book_prints_its_log_in_the_language_shown(chinese) -> None:
    campaign = _played_to_window_2()
    text = _text(campaign_pdf(campaign, catalogue.content(), CAMPAIGN_BOOK, "A4"))
    compact = text.replace(" ", "").replace("\n", "")
    assert "每片玻璃窗的經過" in compact
    assert "玻璃窗1：地下聖堂之燈（1884）" in compact
    assert "Amat獲得3傳承分數（玻璃窗1的第1名）" in compact
    assert "誕生立面的黎明" in compact  # the game in progress' scorecard, its window in Chinese
    for english in ("gains the Tool Card", "Legacy Points (", "Story Card:", "Window 1:"):
        assert english not in text, english


def test_the_campaign_book_prints_its_log_in_english_in_english_mode(qapp) -> None:
    translators().install("en")
    campaign = _played_to_window_2()
    text = _text(campaign_pdf(campaign, catalogue.content(), CAMPAIGN_BOOK, "A4"))
    assert "What happened, window by window" in text
    assert "Amat gains 3 Legacy Points (1st place in window 1)." in text.replace("\n", " ")


@pytest.mark.parametrize("lang", ["zh_TW", "en"])
def test_free_play_exports_every_choice_in_the_language_shown(qtbot, tmp_path, lang) -> None:
    """A free-play game started from the start screen, each File > Export to PDF choice
    written by the main window: the sheets' words and the window's name in the language the
    program shows."""
    from sagrada_desktop.ui.app import window_choice_label
    from sagrada_desktop.ui.common.settings import shared
    from sagrada_desktop.ui.game.autosave import Autosaver
    from sagrada_desktop.ui.main_window import MainWindow

    assert translators().install(lang)
    try:
        windows = [(window_choice_label(c), c.design) for c in catalogue.free_play_windows()]
        window = MainWindow(shared(), Autosaver(tmp_path), windows)
        qtbot.addWidget(window)
        window.show()
        window.start.seat_editor.set_kinds(["person", "person"])
        window.start.start_button.click()
        design = window.session.state.setup.window
        name = localize_design(design, lang).name
        assert (name != design.name) == (lang == "zh_TW")
        words = {"journal": ("日誌", "Journal"), "blank-journal": ("日誌", "Journal"),
                 "scorecard": ("計分表", "Scorecard"), "cathedral": ("聖家堂", "Cathedral")}
        assert [c.key for c in window.export_choices()] == list(words)
        for key, (zh, en) in words.items():
            path = tmp_path / f"{key}.pdf"
            window.export_to(path, key, "A4")
            text = _text(path.read_bytes())
            compact = text.replace(" ", "").replace("\n", "")
            if lang == "zh_TW":
                assert zh in compact and en not in text, key
                if key != "cathedral":
                    assert name.replace(" ", "") in compact and design.name not in text, key
            else:
                assert en.lower() in text.lower() and zh not in compact, key
    finally:
        translators().install("en")
