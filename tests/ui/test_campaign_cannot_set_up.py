"""A campaign whose game in progress this program cannot set up as it was saved (the file
was written by a version whose window had other tools, or edited by hand): "Continue a
campaign…" lists it from its summary (the list reads a small header of each file, not the
whole file) and, chosen, says why in words, in English and in 繁體中文, naming the field, and
opens nothing. Nothing is lost: the file is left byte for byte as it was
and nothing is written beside it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import new_campaign, play, save_campaign
from sagrada_desktop.campaign.families import FamilySetup
from sagrada_desktop.engine import Color
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.main_window import MainWindow

WORDS = {
    "en": ("cannot be read", "differs from the campaign's setup of this window",
           "first at window.tools[0].boxes", "the file is left as it is"),
    "zh_TW": ("無法讀取", "與劇情對這片玻璃窗的設置不同", "第一個差異在 window.tools[0].boxes",
              "檔案保持原狀"),
}


@pytest.fixture
def language(request, qapp):
    assert translators().install(request.param)
    yield request.param
    translators().install("en")
    qapp.processEvents()


def _saved_then_changed(folder: Path) -> Path:
    """A campaign six moves into its first game, saved; then its window's first tool given
    other point boxes, as another version of the window would have them."""
    content = catalogue.content()
    c = new_campaign(content, [FamilySetup("Amat", Color.RED), FamilySetup("Batlló", Color.BLUE)],
                     7)
    for _ in range(6):
        state = c.game_state
        assert state is not None
        c = play(c, content, make_player("random", 100 + state.active_seat).choose(state))
    path = folder / "Amat-Batlló.json"
    save_campaign(path, c)
    doc = json.loads(path.read_text(encoding="utf-8"))
    tool = doc["game"]["setup"]["window"]["tools"][0]
    tool["boxes"] = [2] if tool["boxes"] != [2] else [1]
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("language", ["en", "zh_TW"], indirect=True)
def test_a_game_the_program_cannot_set_up_is_explained_and_left_alone(qtbot, tmp_path,
                                                                     language):
    folder = tmp_path / "campaigns"
    folder.mkdir()
    path = _saved_then_changed(folder)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    shared().update(pace="instant")
    window = MainWindow(shared(), Autosaver(tmp_path), [])   # the program started again
    qtbot.addWidget(window)
    window.show()

    window.start.continue_button.click()   # offered: a campaign is saved here
    screen = window.campaign.start_screen
    assert screen is not None and window.stack.currentWidget() is screen
    _unreadable, reason, where, kept = WORDS[language]
    listed = screen.saved_list.item(0).text()
    assert screen.saved_list.count() == 1
    assert "Amat" in listed and "Batlló" in listed

    screen.continue_button.click()
    shown = screen.error.text()
    assert screen.error.isVisible()
    assert reason in shown and where in shown and kept in shown
    assert "Traceback" not in shown and "KeyError" not in shown
    if language == "zh_TW":
        words = shown.replace(str(path), "")
        assert "differs" not in words and "cannot" not in words   # no English sentence
    assert window.campaign.session is None                 # nothing opened
    assert window.stack.currentWidget() is screen
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before  # nothing written
