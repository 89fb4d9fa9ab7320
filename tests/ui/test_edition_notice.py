"""A game or campaign under older rules says so once and plainly (a line on the status bar
while it is open, whose "What differs" opens Help > Rules at "Editions"); between windows a
campaign under older editions offers to move to the newest, asks first, and moves only on yes.
The files are those 861ec27 wrote."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from PySide6.QtWidgets import QTextBrowser

from sagrada_desktop.engine.edition_numbers import CONTENT_EDITION, RULES_EDITION
from sagrada_desktop.ui.common.plain_question import PlainQuestion
from sagrada_desktop.ui.editions.notice import EditionNotice

from .campaign_helpers import main_window

ROOT = Path(__file__).parents[1]
OLD_GAME = ROOT / "saves" / "old_files" / "861ec27-placement-tool-old-way.sagrada.json"
OLD_CAMPAIGN = ROOT / "campaign" / "old_files" / "861ec27-between-windows.json"
IN_A_GAME = ROOT / "compat" / "files" / "861ec27" / "campaigns" / "f2-w01-game.json"


def _notice(window) -> EditionNotice:
    found = window.findChild(EditionNotice, "edition_notice")
    assert isinstance(found, EditionNotice)
    return found


def test_a_game_under_older_rules_says_so_while_it_is_open(qtbot, tmp_path):
    window = main_window(qtbot, tmp_path)
    window.load_from(OLD_GAME)
    notice = _notice(window)
    qtbot.waitUntil(notice.isVisible, timeout=5000)
    assert "rules edition 1" in notice.label.text() and f"edition {RULES_EDITION}" in (
        notice.label.text())
    assert not notice.move_button.isVisible()  # a game cannot move: only a campaign, between
    notice.differs.click()  # What differs: Help > Rules at its "Editions" section
    browser = window.findChildren(QTextBrowser)[-1]
    assert browser.textCursor().block().text() == "Editions"
    assert browser.verticalScrollBar().value() > 0
    assert 0 <= browser.cursorRect().top() < browser.viewport().height() // 4  # at the top
    window.show_start()
    assert not notice.isVisible()
    window.start.start_button.click()  # a new game: the newest rules, nothing to say
    assert window.session is not None and window.session.state.setup.rules_edition == (
        RULES_EDITION)
    assert not notice.isVisible()


def test_between_windows_a_campaign_moves_to_the_newest_only_on_yes(qtbot, tmp_path,
                                                                     monkeypatch):
    folder = tmp_path / "campaigns"
    folder.mkdir()
    path = folder / OLD_CAMPAIGN.name
    shutil.copy(OLD_CAMPAIGN, path)
    window = main_window(qtbot, tmp_path)
    asked: list[str] = []
    answers = [PlainQuestion.StandardButton.No, PlainQuestion.StandardButton.Yes]

    def question(_parent, title, text, yes="", no=""):
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(PlainQuestion, "question", staticmethod(question))
    session = window.campaign.continue_campaign(path)
    assert session is not None and session.campaign.rules_edition == 1
    notice = _notice(window)
    qtbot.waitUntil(notice.isVisible, timeout=5000)
    assert "rules edition 1 and content edition 1" in notice.label.text()
    assert notice.move_button.isVisible()
    earned = session.campaign.families
    notice.move_button.click()  # No: nothing changes
    assert "Window 8 opens Envelope 16 when the Cathedral Board has 16" in asked[0]
    assert session.campaign.rules_edition == 1 and notice.move_button.isVisible()
    notice.move_button.click()  # Yes
    assert (session.campaign.rules_edition, session.campaign.content_edition) == (
        RULES_EDITION, CONTENT_EDITION)
    assert session.campaign.families == earned
    assert session.content.edition == CONTENT_EDITION
    saved = json.loads(path.read_text(encoding="utf-8"))["campaign"]
    assert (saved["rules_edition"], saved["content_edition"]) == (RULES_EDITION, CONTENT_EDITION)
    assert not notice.isVisible()


def test_a_campaign_in_its_game_under_older_rules_offers_no_move(qtbot, tmp_path):
    folder = tmp_path / "campaigns"
    folder.mkdir()
    for name in (IN_A_GAME.name, "f2-w01-game.seats.json"):
        shutil.copy(IN_A_GAME.with_name(name), folder / name)
    window = main_window(qtbot, tmp_path)
    session = window.campaign.continue_campaign(folder / IN_A_GAME.name)
    assert session is not None and session.campaign.game is not None
    notice = _notice(window)
    qtbot.waitUntil(notice.isVisible, timeout=5000)
    assert "content edition 1" in notice.label.text()
    assert not notice.move_button.isVisible()
