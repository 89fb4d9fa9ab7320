"""A game or campaign under older rules says so, once and plainly: a line on the window's
status bar for as long as it is open ("This game is played under rules edition 1, the rules it
was started with: what differs…"), which opens Help > Rules at "Editions". A campaign under
older editions shows, between windows (campaign/editions.may_move), a button to move to the
newest; it asks first, listing what changes, and moves only on the players' yes.

The main window and the campaign host each tell the notice what is open (note_game,
note_campaign); it hides itself when the start screen comes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTextBrowser, QWidget

from sagrada_desktop.campaign.editions import changes_to_newest, may_move, older_editions
from sagrada_desktop.engine.edition_numbers import CONTENT_EDITION, RULES_EDITION
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording.language import current_language

if TYPE_CHECKING:
    from sagrada_desktop.engine import GameSetup
    from sagrada_desktop.ui.campaign.campaign_session import CampaignSession
    from sagrada_desktop.ui.game.hosts import GameHost
    from sagrada_desktop.ui.main_window import MainWindow


def game_words(setup: GameSetup) -> str:
    """The notice of a game under older rules (empty: the newest)."""
    if setup.rules_edition >= RULES_EDITION:
        return ""
    return translate("editions", "This game is played under rules edition {old}, the rules it "
                     "was started with (the newest are edition {new}).").format(
        old=setup.rules_edition, new=RULES_EDITION)


def campaign_words(session: CampaignSession) -> str:
    """The notice of a campaign under older rules or content (empty: the newest)."""
    c = session.campaign
    if not older_editions(c):
        return ""
    return translate("editions", "This campaign is played under rules edition {rules} and "
                     "content edition {content}, those it was started with (the newest are "
                     "{new_rules} and {new_content}).").format(
        rules=c.rules_edition, content=c.content_edition, new_rules=RULES_EDITION,
        new_content=CONTENT_EDITION)


class EditionNotice(QWidget):
    """The status bar's line about older editions, with its two links."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("edition_notice")
        self.window_ = window
        self.campaign: CampaignSession | None = None
        self.label = QLabel()
        self.label.setWordWrap(False)
        self.label.setAccessibleName(translate("editions", "Older rules"))
        self.differs = QPushButton(translate("editions", "What differs"))
        self.differs.setFlat(True)
        self.differs.clicked.connect(self.show_editions_help)
        self.move_button = QPushButton(translate("editions", "Move to the newest rules…"))
        self.move_button.clicked.connect(self.offer_move)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        line = self.label.sizeHint().height()  # the buttons no taller than the status line
        for w in (self.label, self.differs, self.move_button):
            layout.addWidget(w)
            if w is not self.label:
                w.setStyleSheet("padding: 0px 8px; margin: 0px;")
                w.setMaximumHeight(line)
        window.stack.currentChanged.connect(self._screen_changed)
        self.hide()  # on the status bar only while it has something to say (show_words)

    def _screen_changed(self, _index: int) -> None:
        """The start screen again: nothing under older editions is open."""
        if self.window_.stack.currentWidget() is self.window_.start:
            self.campaign = None
            self.show_words("")

    def show_words(self, words: str, movable: bool = False) -> None:
        """Say `words` on the status bar (with the Move button when `movable`); nothing: the
        notice leaves the status bar, which is then as it always was."""
        self.label.setText(words)
        self.move_button.setVisible(movable)
        bar = self.window_.statusBar()
        if words and self.parentWidget() is not bar:
            bar.addPermanentWidget(self)
        elif not words and self.parentWidget() is bar:
            bar.removeWidget(self)
        self.setVisible(bool(words))

    def refresh(self) -> None:
        """The campaign's line again (the Move button only between windows)."""
        if self.campaign is not None:
            self.show_words(campaign_words(self.campaign), may_move(self.campaign.campaign))

    def show_editions_help(self) -> None:
        """Help > Rules, at its "Editions" section."""
        dialog = self.window_.help_dialog(0)
        browser = dialog.tabs.widget(0)
        if isinstance(browser, QTextBrowser):
            heading = "版次" if current_language() == "zh_TW" else "Editions"
            block = browser.document().begin()
            while block.isValid():  # the heading, not a word of the text
                if block.blockFormat().headingLevel() and block.text() == heading:
                    cursor = browser.textCursor()
                    cursor.setPosition(block.position())
                    browser.setTextCursor(cursor)
                    bar = browser.verticalScrollBar()  # the heading at the top of the page
                    bar.setValue(bar.value() + browser.cursorRect().top())
                    break
                block = block.next()

    def offer_move(self) -> bool:
        """Ask the players, listing what the newest editions change; move only on yes."""
        s = self.campaign
        if s is None or not may_move(s.campaign):
            return False
        from sagrada_desktop.ui.common.plain_question import PlainQuestion

        c = s.campaign
        changes = "\n".join(f"• {line}" for line in changes_to_newest(
            c.rules_edition, c.content_edition, current_language()))
        text = translate("editions", "Move this campaign to the newest rules and content now, "
                         "before this window's game? What changes:\n\n{changes}\n\nEverything "
                         "the families have earned stays theirs. It cannot be undone.").format(
            changes=changes)
        answer = PlainQuestion.question(
            self.window_, translate("editions", "Move to the newest rules?"), text,
            yes=translate("editions", "Move to the newest"),
            no=translate("editions", "Keep its rules"))
        if answer != PlainQuestion.StandardButton.Yes:
            return False
        s.move_to_newest_editions()
        self.refresh()
        self.window_.statusBar().showMessage(translate(
            "editions", "The campaign now plays under the newest rules and content"), 8000)
        return True


def notice_of(window: MainWindow) -> EditionNotice:
    """The window's notice (made on first use)."""
    found = window.findChild(EditionNotice, "edition_notice")
    return found if isinstance(found, EditionNotice) else EditionNotice(window)


def note_game(window: MainWindow, setup: GameSetup, host: GameHost) -> None:
    """A game is open: free play names its own rules; a campaign's game, the campaign's."""
    notice = notice_of(window)
    if host.exports_campaign and notice.campaign is not None:
        notice.refresh()
        return
    notice.campaign = None
    notice.show_words(game_words(setup))


def note_campaign(window: MainWindow, session: CampaignSession) -> None:
    """A campaign is open: its editions, and whenever it moves on, whether it may move."""
    notice = notice_of(window)
    notice.campaign = session
    session.changed.connect(notice.refresh)
    notice.refresh()
