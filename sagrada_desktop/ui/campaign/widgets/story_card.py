"""A Story Card or an opened envelope on parchment: what the table reads aloud, and for an
envelope what it unlocked. Only ever given opened envelopes and read cards (secrecy)."""

from __future__ import annotations

import re

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, Qt
from PySide6.QtWidgets import QFrame, QGraphicsOpacityEffect, QLabel, QVBoxLayout, QWidget

from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.theme import HEADING
from sagrada_desktop.wording import labelled
from sagrada_desktop.wording.spacing import flowed

CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
KINDS = {"intro": QT_TRANSLATE_NOOP("story_card", "Intro Story Card"),
         "outro": QT_TRANSLATE_NOOP("story_card", "Outro Story Card")}


class StoryCardView(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.setMinimumWidth(420)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 22)
        layout.setSpacing(8)
        self.kicker = QLabel()
        self.kicker.setObjectName("cardTag")
        self.title = QLabel()
        self.title.setObjectName("cardTitle")
        self.title.setStyleSheet("font-size: 20pt;")
        self.title.setWordWrap(True)
        self.story = QLabel()
        self.story.setWordWrap(True)
        self.story.setTextFormat(Qt.TextFormat.PlainText)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        for w in (self.kicker, self.title, self.story, self.details):
            layout.addWidget(w)
        layout.addStretch(1)
        self._fade = QGraphicsOpacityEffect(self)
        self._fade.setOpacity(1.0)
        self.setGraphicsEffect(self._fade)
        self._animation = QPropertyAnimation(self._fade, b"opacity", self)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)

    def show_story(self, kind: str, window: int, title: str, story: str,
                   actions: tuple[str, ...] = ()) -> None:
        self.kicker.setText(translate("story_card", "{v} — window {window}").format(v=translate("story_card", KINDS.get(kind, QT_TRANSLATE_NOOP("story_card", "Story Card"))), window=window))
        self._fill(title, story, _bullets(translate("story_card", "Follow these steps"), actions))

    def show_envelope(self, number: int, title: str, story: str, instructions: str,
                      contents: tuple[str, ...], unlocked: list[str]) -> None:
        self.kicker.setText(translate("story_card", "Envelope {number} is opened").format(number=number))
        parts = []
        if instructions:
            parts.append(translate("story_card", "<p><b>Instructions:</b> {v}</p>").format(v=_paragraphs(instructions)))
        parts.append(_bullets(translate("story_card", "Inside the envelope"), contents))
        parts.append(_bullets(translate("story_card", "What it unlocked"), tuple(unlocked)))
        self._fill(title, story, "".join(parts))

    def _fill(self, title: str, story: str, details: str) -> None:
        self.title.setText(title)
        self.set_story(story)
        self.details.setText(details)
        self.details.setVisible(bool(details))
        self.setAccessibleName(labelled(self.kicker.text(), title))
        self.setAccessibleDescription(story)

    def set_story(self, story: str) -> None:
        """The story read aloud, set in italics; Chinese has no italics (a slanted Han
        character is a distorted one), so a Chinese story stands upright. The heading family
        (its italic face too) has lining figures: "1884" never reads "ı884"."""
        self.story.setText(story)
        slant = "normal" if CJK.search(story) else "italic"
        self.story.setStyleSheet(f"font-family: {HEADING}; font-size: 14pt; font-style: {slant};")

    def reveal(self, duration_ms: int) -> None:
        """The small reveal: the card fades in (at once when the pace is instant)."""
        self._animation.stop()
        if duration_ms <= 0:
            self._fade.setOpacity(1.0)
            return
        self._animation.setDuration(duration_ms)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.start()


def _paragraphs(text: str) -> str:
    """A content text's paragraphs (blank lines between them in its file), each run into one
    line as its language runs lines (no space after '。' in Chinese), a line break between."""
    return "<br>".join(_escape(flowed(p)) for p in re.split(r"\n\s*\n", text.strip()) if p.strip())


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _bullets(heading: str, lines: tuple[str, ...]) -> str:
    if not lines:
        return ""
    items = "".join(f"<li>{_escape(line)}</li>" for line in lines)
    return translate("story_card", "<p><b>{heading}:</b></p>").format(heading=heading) + f"<ul>{items}</ul>"
