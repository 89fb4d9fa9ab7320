"""Damaged and crafted saves through the program's own load paths: File → Load, the autosave
at start-up, the campaign Continue list and its Continue button. Each either opens a game or
campaign that plays on, or says what is wrong in one message naming the file; nothing raises
and no file changes."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from sagrada_desktop.content import load_content
from sagrada_desktop.ui.app import _offer_resume
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.file_dialog import FileDialog
from sagrada_desktop.ui.common.plain_question import PlainQuestion
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import AUTOSAVE, Autosaver
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW
from tests.saves.fuzz_saves import folder_digest, mutants, write_mutant
from tests.saves.sources import campaign_saves, game_saves

from .test_nothing_lost import _Answer

VARIANTS = 6


def _window(qtbot, folder: Path) -> MainWindow:
    shared().update(pace="instant")
    window = MainWindow(shared(), Autosaver(folder), [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.show()
    return window


def _game_variants() -> list[str]:
    rng = random.Random("ui-fuzz-game")
    sources = [text for label, text in game_saves() if "over" not in label][:3]
    return [v for text in sources for v in mutants(text, rng, "game", VARIANTS)]


@pytest.mark.parametrize("k", range(3 * VARIANTS))
def test_file_load_and_the_autosave_at_start(qtbot, tmp_path, monkeypatch, k):
    variant = _game_variants()[k]
    saves = tmp_path / "saves"
    saves.mkdir()
    path = saves / "game.sagrada.json"
    write_mutant(path, variant)
    before = folder_digest(saves)
    window = _window(qtbot, tmp_path / "data")
    monkeypatch.setattr(FileDialog, "open_name", staticmethod(lambda *a, **kw: str(path)))
    answer = _Answer("OK")
    window.load_dialog()  # Game → Load…
    if window.session is not None:
        assert window.stack.currentWidget() is window.game_screen
        answer.stop()
    else:
        title, text = answer.seen[0]
        assert title == "Cannot load" and path.name in text and "Traceback" not in text
    assert folder_digest(saves) == before
    # the same file left as the autosave: the program starts, and offers it only if it loads
    data = tmp_path / "start"
    data.mkdir()
    shutil.copyfile(path, data / AUTOSAVE)
    again = _window(qtbot, data)
    offered = again.autosaver.pending() is not None
    if offered:
        yes = _Answer("Yes")
        _offer_resume(again, PlainQuestion)
        assert yes.seen and again.session is not None
    else:
        _offer_resume(again, PlainQuestion)
        assert again.session is None
    assert offered == (window.session is not None and not window.session.state.is_over)


@pytest.fixture(scope="module")
def campaign_variants() -> list[str]:
    content = load_content()
    rng = random.Random("ui-fuzz-campaign")
    sources = [text for _, text in campaign_saves(content, whole=False)][:3]
    return [v for text in sources for v in mutants(text, rng, "campaign", VARIANTS)]


@pytest.mark.parametrize("k", range(3 * VARIANTS))
def test_the_continue_list_and_continue(qtbot, tmp_path, campaign_variants, k):
    catalogue.content()  # the shipped content, as the program uses it
    campaigns = tmp_path / "campaigns"
    campaigns.mkdir()
    path = campaigns / "Amat-Batlló.json"
    write_mutant(path, campaign_variants[k])
    before = folder_digest(campaigns)
    window = _window(qtbot, tmp_path)
    window.start.continue_button.click()
    screen = window.campaign.start_screen
    assert screen.saved_list.count() == 1
    screen.continue_button.click()
    session = window.campaign.session
    if session is None:  # refused: one message naming the file, and the file as it was
        assert screen.error.isVisible() and path.name in screen.error.text()
        assert "Traceback" not in screen.error.text()
        assert folder_digest(campaigns) == before
    else:  # continued: the campaign goes on from where the file left it
        assert window.stack.currentWidget() in (window.campaign.screen, window.game_screen)
