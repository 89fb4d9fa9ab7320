"""An envelope opened during a game: its story read at once, before the next round, as the
rulebook asks (window-modal, without blocking the program). The card scrolls, so "What it
unlocked" is never cut off; the game waits (its computer seats are held) until it is closed."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFrame, QPushButton, QScrollArea, QVBoxLayout, QWidget

from sagrada_desktop.campaign import Family

from .envelope_words import unlocked_lines
from .widgets.story_card import StoryCardView


class EnvelopeDialog(QDialog):
    def __init__(self, number: int, title: str, story: str, instructions: str,
                 contents: tuple[str, ...], unlocked: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Envelope {number} is opened")
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
        self.scroll_area.setAccessibleName(f"Envelope {number}: {title}")
        self.card.show_envelope(number, title, story, instructions, contents, unlocked)
        layout.addWidget(self.scroll_area, 1)
        self.button = QPushButton("Back to the game")
        self.button.setObjectName("primary")
        self.button.setToolTip("The game waits until this envelope is closed")
        self.button.clicked.connect(self.accept)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        self.resize(720, 520)


def envelope_dialog(visible: object, ident: str, families: Sequence[Family],
                    parent: QWidget) -> EnvelopeDialog:
    """The dialog of an opened envelope, from the campaign's visible content only."""
    e = visible.envelope(ident)  # type: ignore[attr-defined]
    return EnvelopeDialog(e.number, e.title, e.story, e.instructions, e.contents,
                          unlocked_lines(e, visible.content, families),  # type: ignore[attr-defined]
                          parent)
