"""The newer capabilities' entries (ui/feature_entries.py): each is a start page button under
"More ways to play" and, when it says so, a Game or Help menu item; using one imports its
module and calls its function with the main window. The first paint imports none of them."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton

from sagrada_desktop.ui import feature_entries
from sagrada_desktop.ui.feature_entries import ENTRIES, FeatureEntry, opener
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW

OPENED: list[object] = []


def opened_here(window: object) -> None:
    """The function the test entries open."""
    OPENED.append(window)


TRIED = FeatureEntry(name="tried_feature", label="Try a thing", tooltip="A thing to try",
                     opens=f"{__name__}:opened_here", menu="game")
HELPFUL = FeatureEntry(name="helpful_feature", label="Learn a thing", tooltip="",
                       opens=f"{__name__}:opened_here", on_start=False, menu="help")


@pytest.fixture
def entries(monkeypatch):
    monkeypatch.setattr(feature_entries, "ENTRIES", (TRIED, HELPFUL))
    OPENED.clear()


def _window(qtbot, temp_settings) -> MainWindow:
    window = MainWindow(temp_settings, None, [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.show()
    return window


def test_an_entry_is_a_start_button_and_a_menu_item_that_open_its_feature(
        qtbot, temp_settings, entries):
    window = _window(qtbot, temp_settings)
    button = window.start.findChild(QPushButton, "tried_feature")
    assert button is not None and button.text() == "Try a thing"
    assert button.toolTip() == "A thing to try"
    assert window.start.findChild(QPushButton, "helpful_feature") is None  # not on the start
    button.click()
    assert OPENED == [window]
    game, _options, helps = (m.menu() for m in window.menuBar().actions())
    in_game = [a for a in game.actions() if a.objectName() == "tried_feature"]
    in_help = [a for a in helps.actions() if a.objectName() == "helpful_feature"]
    assert len(in_game) == 1 and len(in_help) == 1
    assert not [a for a in helps.actions() if a.objectName() == "tried_feature"]
    in_help[0].trigger()
    assert OPENED == [window, window]


def test_without_entries_the_start_page_has_no_heading_for_them(qtbot, temp_settings,
                                                                 monkeypatch):
    monkeypatch.setattr(feature_entries, "ENTRIES", ())
    window = _window(qtbot, temp_settings)
    assert window.start.entry_buttons == []
    assert not window.findChildren(QAction, "tried_feature")


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.name)
def test_every_entry_opens_a_function_of_its_own_feature_folder(entry: FeatureEntry):
    module = entry.opens.partition(":")[0]
    parts = module.split(".")
    assert parts[:2] == ["sagrada_desktop", "ui"] and len(parts) > 3, (
        f"{entry.name}: open a module in a ui/ feature folder, not {module}")
    assert callable(opener(entry))


def test_entry_names_are_unique():
    names = [e.name for e in ENTRIES]
    assert len(names) == len(set(names))

