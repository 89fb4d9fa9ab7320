"""Text from people and files is shown as typed: a family called "<img src=…>" must not turn
into a picture. Qt guesses rich text for any label whose text looks like markup (AutoText), so
every label left at that guess is made plain when it is first shown; the few labels that mean
their markup say so (RichText) and escape the names inside it (rich()).

The rule is an application-wide event filter: every event of every widget passes through it.
The main window installs it once it has first painted (the start screen does not wait for it),
making its labels made before then plain at once (plain_now).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget


def rich(text: str) -> str:
    """A name or other given text, escaped for a label that shows rich text."""
    return escape(text, quote=False)


def rich_label(html: str) -> QLabel:
    """A label that means its markup (names inside escaped with rich())."""
    label = QLabel(html)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


def rich_page_text(accessible_name: str) -> QLabel:
    """The body of a page of words (the book's Tools and Log tabs, the Window rules tab):
    rich text (names inside escaped), wrapped, from the top left."""
    label = rich_label("")
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    label.setAccessibleName(accessible_name)
    return label


class _PlainLabels(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Polish and isinstance(watched, QLabel) \
                and watched.textFormat() == Qt.TextFormat.AutoText:
            watched.setTextFormat(Qt.TextFormat.PlainText)
        return False


def plain_now(root: QWidget) -> None:
    """The labels already made inside `root` that guess their format shown as plain text (what
    the rule does to a label when it is first shown)."""
    for label in root.findChildren(QLabel):
        if label.textFormat() == Qt.TextFormat.AutoText:
            label.setTextFormat(Qt.TextFormat.PlainText)


def plain_labels(app: QApplication) -> None:
    """Install (once per application) the rule that labels show plain text."""
    if app.property("plainLabels"):
        return
    keeper = _PlainLabels(app)
    app.installEventFilter(keeper)
    app.setProperty("plainLabels", True)
