"""An envelope opened during a game: its story read at once, before the next round, as the
rulebook asks (window-modal, without blocking the program)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QPushButton, QVBoxLayout, QWidget

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
        self.card.show_envelope(number, title, story, instructions, contents, unlocked)
        layout.addWidget(self.card)
        self.button = QPushButton("Back to the game")
        self.button.setObjectName("primary")
        self.button.clicked.connect(self.accept)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        self.resize(720, 520)


def envelope_dialog(visible: object, ident: str, parent: QWidget) -> EnvelopeDialog:
    """The dialog of an opened envelope, from the campaign's visible content only."""
    e = visible.envelope(ident)  # type: ignore[attr-defined]
    return EnvelopeDialog(e.number, e.title, e.story, e.instructions, e.contents,
                          unlocked_lines(e, visible.content), parent)  # type: ignore[attr-defined]
