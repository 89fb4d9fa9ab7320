"""An envelope opened during a game: its story read at once, before the next round, as the
rulebook asks (window-modal, without blocking the program). The card scrolls, so "What it
unlocked" is never cut off; the game waits (its computer seats are held) until it is closed.
It reads the envelope from the campaign's visible content, in the current language, and again
when the language changes while it is open."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QDialog, QFrame, QPushButton, QScrollArea, QVBoxLayout, QWidget

from sagrada_desktop.ui.common.dialog_size import fit_to_window
from sagrada_desktop.ui.common.i18n import translate

from .envelope_words import unlocked_lines
from .widgets.story_card import StoryCardView

if TYPE_CHECKING:
    from .campaign_session import CampaignSession


class EnvelopeDialog(QDialog):
    def __init__(self, session: CampaignSession, ident: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.ident = ident
        self.setObjectName("screen")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        self.card = StoryCardView()
        self.card.setMinimumWidth(0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self.card)
        layout.addWidget(self.scroll_area, 1)
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.clicked.connect(self.accept)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        self.fill()
        # a share of the game's window: more of the story at once on a large screen
        fit_to_window(self, (0.5, 0.7), QSize(720, 520), QSize(960, 800))

    def fill(self) -> None:
        """The envelope's words in the current language."""
        visible = self.session.visible
        e = visible.envelope(self.ident)
        self.setWindowTitle(translate("envelope_dialog", "Envelope {number} is opened").format(number=e.number))
        self.scroll_area.setAccessibleName(translate("envelope_dialog", "Envelope {number}: {title}").format(number=e.number, title=e.title))
        self.card.show_envelope(e.number, e.title, e.story, e.instructions, e.contents,
                                unlocked_lines(e, visible.content, self.session.campaign.families))
        self.button.setText(translate("envelope_dialog", "Back to the game"))
        self.button.setToolTip(translate("envelope_dialog", "The game waits until this envelope is closed"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.fill()
        super().changeEvent(event)
