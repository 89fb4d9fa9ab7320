"""The start page at a laptop's 1280x720, in English and in 繁體中文: nothing scrolls. The page
sits in a scroll area (a smaller screen scrolls it rather than clipping it), which asks for the
page's preferred height; a Chinese heading is drawn taller than an English one (its glyphs come
from the CJK font), and once made the page one scroll bar's worth too tall."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QScrollArea

from sagrada_desktop.ui.app import window_choice_label
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.main_window import MainWindow


@pytest.fixture
def styled_english_after(styled):
    """Styled as the program is (conftest's styled), and back in English afterwards."""
    yield
    translators().install("en")


@pytest.mark.parametrize("solo", [False, True], ids=["free-play", "solo"])
@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_the_start_page_does_not_scroll_at_1280x720(qtbot, qapp, styled_english_after,
                                                   temp_settings, language, solo):
    assert translators().install(language)
    windows = [(window_choice_label(card), card.design)
               for card in catalogue.free_play_windows()]
    window = MainWindow(temp_settings, None, windows)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.start.choose(solo=solo)
    for _ in range(4):
        qapp.processEvents()
    scroll = window.start.findChild(QScrollArea)
    page = scroll.widget()
    assert not scroll.verticalScrollBar().isVisible(), (
        f"{page.heightForWidth(scroll.viewport().width())} > {scroll.viewport().height()}")
    assert not scroll.horizontalScrollBar().isVisible()
    assert page.height() == scroll.viewport().height()   # the whole page shows, none cut off
    for widget in (window.start.panel_title, window.start.start_button, window.start.glory):
        bottom = widget.mapTo(page, widget.rect().bottomLeft()).y()
        assert widget.isVisible() and bottom < page.height()
