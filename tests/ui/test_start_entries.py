"""The start screen's two campaign entries (New campaign…, Continue a campaign…) and the one
resume offer after a crash (the free-play dialog or the campaign banner, never both)."""

from __future__ import annotations

import os

from PySide6.QtWidgets import QMessageBox

from sagrada_desktop.ui.app import _offer_resume
from sagrada_desktop.ui.common.resume_choice import CAMPAIGN_PLAY, FREE_PLAY, resume_choice
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.game.screens.start_screen import CONTINUE_CAMPAIGN, NEW_CAMPAIGN
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW
from tests.ui.conftest import make_session


def _window(qtbot, folder) -> MainWindow:
    shared().update(pace="instant")
    window = MainWindow(shared(), Autosaver(folder), [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    window.campaign.seed = 5
    return window


def test_new_campaign_opens_the_form_and_continue_needs_a_saved_campaign(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    start = window.start
    assert start.campaign_button.text() == "New campaign…"
    assert not start.continue_button.isEnabled()
    assert start.continue_button.toolTip() == "No saved campaign yet"
    start.campaign_button.click()
    screen = window.campaign.start_screen
    assert window.stack.currentWidget() is screen and screen.part == NEW_CAMPAIGN
    qtbot.waitUntil(lambda: screen.editor.rows[0][0].hasFocus(), timeout=2000)
    screen.editor.set_kinds(["medium", "medium"])
    screen.start_button.click()
    assert window.campaign.session is not None
    window.show_start()  # back to the start: the campaign just begun is saved
    assert start.continue_button.isEnabled()
    assert start.continue_button.toolTip() != "No saved campaign yet"
    start.continue_button.click()
    assert window.stack.currentWidget() is screen and screen.part == CONTINUE_CAMPAIGN
    assert screen.saved_list.count() == 1
    qtbot.waitUntil(screen.saved_list.hasFocus, timeout=2000)


def test_the_last_written_play_is_the_one_offered(tmp_path):
    free, campaign = tmp_path / "free.json", tmp_path / "campaign.json"
    assert resume_choice(None, None) is None
    assert resume_choice(free, campaign) is None  # neither file exists
    free.write_text("{}")
    assert resume_choice(free, campaign) == FREE_PLAY
    campaign.write_text("{}")
    os.utime(free, (100, 100))
    os.utime(campaign, (200, 200))
    assert resume_choice(free, campaign) == CAMPAIGN_PLAY
    os.utime(free, (300, 300))
    assert resume_choice(free, campaign) == FREE_PLAY
    assert resume_choice(None, campaign) == CAMPAIGN_PLAY


class _Box:
    """Stands in for QMessageBox: records the questions asked, answers No."""

    StandardButton = QMessageBox.StandardButton

    def __init__(self) -> None:
        self.asked: list[str] = []

    def question(self, _parent, title, _text):
        self.asked.append(title)
        return QMessageBox.StandardButton.No


def _crashed_both(tmp_path, campaign_last: bool):
    autosaver = Autosaver(tmp_path)
    autosaver.save(make_session())
    campaigns = tmp_path / "campaigns"
    campaigns.mkdir()
    left = campaigns / "Amat-Batlló.json"
    left.write_text("{}", encoding="utf-8")
    (campaigns / "playing.txt").write_text(left.name, encoding="utf-8")
    early, late = (100, 100), (200, 200)
    os.utime(autosaver.path, early if campaign_last else late)
    os.utime(left, late if campaign_last else early)
    return autosaver


def test_after_a_campaign_crash_only_the_banner_offers_to_resume(qtbot, tmp_path):
    autosaver = _crashed_both(tmp_path, campaign_last=True)
    window = _window(qtbot, tmp_path)
    assert window.campaign.banner is None  # the start paints first; the offer follows
    box = _Box()
    _offer_resume(window, box)
    assert window.campaign.banner is not None
    assert box.asked == []
    assert autosaver.pending() is not None  # the free-play game is kept for later


def test_after_a_free_play_crash_only_the_dialog_offers_to_resume(qtbot, tmp_path):
    autosaver = _crashed_both(tmp_path, campaign_last=False)
    window = _window(qtbot, tmp_path)
    box = _Box()
    _offer_resume(window, box)
    assert window.campaign.banner is None
    assert box.asked == ["Resume the unfinished game?"]
    assert autosaver.pending() is not None  # answered No: kept until a new game starts
