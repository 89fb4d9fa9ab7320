"""Help > Rules shows the rules page in the language the program shows: the Traditional
Chinese page (resources/translations/zh_TW/help/rules.md) in Chinese mode, the English one
otherwise."""

from __future__ import annotations

from PySide6.QtWidgets import QTextBrowser

from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.main_window import MainWindow


def _rules_shown(qtbot, tmp_path) -> str:
    window = MainWindow(shared(), Autosaver(tmp_path), [])
    qtbot.addWidget(window)
    window.show()
    dialog = window.help_dialog(0)
    rules = dialog.tabs.widget(0)
    assert isinstance(rules, QTextBrowser)
    text = rules.toPlainText()
    dialog.close()
    return text


def test_the_rules_tab_is_in_the_language_shown(qtbot, tmp_path, qapp) -> None:
    try:
        assert translators().install("zh_TW")
        chinese = _rules_shown(qtbot, tmp_path)
        assert chinese.startswith("本程式的遊戲規則")
        assert "The rules as this program plays them" not in chinese
        translators().install("en")
        english = _rules_shown(qtbot, tmp_path)
        assert english.startswith("The rules as this program plays them")
    finally:
        translators().install("en")
        qapp.processEvents()
