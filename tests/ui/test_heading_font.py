"""Headings on screen in lining figures: the game screen's "Round 6 of 12" (and "第 6 輪（共 12 輪）")
is drawn with the same lining-figure font file the print-outs embed, not EB Garamond's
old-style digits ("I2")."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontDatabase, QFontInfo, QRawFont
from PySide6.QtWidgets import QLabel

from printing import fonts as print_fonts
from sagrada_desktop.ui.common import style, theme
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW

from .conftest import make_session
from .screens import confirm_handover

pytestmark = pytest.mark.usefixtures("styled")  # tests/ui/conftest.py


def _heights(label: QLabel, text: str) -> list[float]:
    """The drawn height of each character of `text` in the label's own font."""
    raw = QRawFont.fromFont(label.font())
    return [raw.boundingRect(glyph).height() for glyph in raw.glyphIndexesForString(text)]


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_the_round_heading_has_lining_figures(qtbot, temp_settings, language):
    from sagrada_desktop.ui.common.i18n import translators

    translators().install(language)
    try:
        window = MainWindow(temp_settings, None, [("Test Window", TEST_WINDOW)])
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        screen = window.open_session(make_session(seats=2))
        screen.driver.set_paused(True)
        confirm_handover(screen)
        label = screen.header.round_label
        assert "12" in label.text()
        assert QFontInfo(label.font()).family() == theme.HEADING_FAMILY
        one, two, capital = _heights(label, "12H")
        assert one == pytest.approx(capital, rel=0.08)
        assert two == pytest.approx(capital, rel=0.08)
    finally:
        translators().install("en")


def test_screen_and_print_load_the_same_heading_font_file():
    assert style.HEADING_FONT == print_fonts._FILES["title"][1]
    path = style.FONTS / style.HEADING_FONT
    font_id = QFontDatabase.addApplicationFont(str(path))
    assert QFontDatabase.applicationFontFamilies(font_id) == [theme.HEADING_FAMILY]


def test_every_heading_style_names_the_heading_family():
    for selector in ("QLabel#title", "QLabel#heading", "QLabel#cardTitle"):
        rule = next(line for line in theme.STYLESHEET.splitlines() if selector in line)
        assert f"font-family: '{theme.HEADING_FAMILY}'" in rule, selector


@pytest.mark.parametrize("story", ["In the spring of 1884 the glaziers came.",
                                   "1884 年春天，玻璃匠來了。"])
def test_a_story_card_reads_its_years_in_lining_figures(qtbot, story):
    """The story read aloud (italic in English, upright in Chinese) is set in the heading
    family, whose faces have lining figures: "1884" never reads "ı884"."""
    from sagrada_desktop.ui.campaign.widgets.story_card import StoryCardView

    card = StoryCardView()
    qtbot.addWidget(card)
    card.show_story("intro", 1, "The Lamp", story)
    card.show()
    qtbot.waitExposed(card)
    label = card.story
    assert QFontInfo(label.font()).family() == theme.HEADING_FAMILY
    assert label.font().italic() == ("年" not in story)
    one, eight, capital = _heights(label, "18H")
    assert one == pytest.approx(capital, rel=0.08)
    assert eight == pytest.approx(capital, rel=0.08)
