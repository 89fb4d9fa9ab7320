"""The font a person reads: Latin text in the platform's own Latin font (DejaVu Sans on
Linux), never the bundled CJK font that is only its fallback; Chinese text in real glyphs."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QFontInfo, QGlyphRun, QTextLayout
from PySide6.QtWidgets import QApplication, QLabel

from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.common.style import CJK_FONT, FONTS
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW
from tests.ui.screens import choose_language

CJK = re.compile(r"[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]")


@pytest.fixture(autouse=True)
def english_after(qapp):
    yield
    translators().install("en")
    qapp.processEvents()


def _cjk_family() -> str:
    font_id = QFontDatabase.addApplicationFont(str(FONTS / CJK_FONT))
    return QFontDatabase.applicationFontFamilies(font_id)[0]


def _runs(label: QLabel) -> list[QGlyphRun]:
    """The glyph runs the label's text is drawn with, in the label's own font."""
    layout = QTextLayout(label.text().replace("\n", "\u2028"), label.font())
    layout.beginLayout()
    while layout.createLine().isValid():
        pass
    layout.endLayout()
    return list(layout.glyphRuns(-1, -1, QTextLayout.GlyphRunRetrievalFlag.RetrieveAll))


def _labels(window: MainWindow, pattern: re.Pattern[str]) -> list[QLabel]:
    return [label for label in window.findChildren(QLabel)
            if label.isVisible() and label.textFormat() != Qt.TextFormat.RichText
            and pattern.search(label.text()) and label.objectName() not in ("title", "heading")]


def test_latin_text_draws_in_the_latin_font_and_chinese_in_real_glyphs(qtbot, styled):
    cjk = _cjk_family()
    assert cjk in QApplication.font().families()  # the CJK font is still the fallback
    shared().update(pace="instant")
    window = MainWindow(shared(), None, [("Window 1: Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    latin = _labels(window, re.compile(r"^[\x20-\x7e\u2018-\u201d\u2026]*[A-Za-z][\x20-\x7e\u2018-\u201d\u2026]*$"))
    assert latin, "the start screen shows English labels"
    for label in latin:
        assert QFontInfo(label.font()).family() != cjk, label.text()
        families = {run.rawFont().familyName() for run in _runs(label)}
        assert families and cjk not in families, (label.text(), families)
    choose_language(qtbot, window, "zh_TW")
    chinese = _labels(window, CJK)
    assert chinese, "the start screen shows Chinese labels"
    for label in chinese:
        runs = _runs(label)
        assert all(0 not in run.glyphIndexes() for run in runs), label.text()  # no tofu
        fonts = [run.rawFont() for run in runs]
        for ch in set(CJK.findall(label.text())):  # each drawn in a font that has it
            assert any(raw.supportsCharacter(ord(ch)) for raw in fonts), (ch, label.text())
