"""Objective cards on parchment: Public Objectives A, B, C and the Private Objective."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from sagrada_desktop.wording import labelled


class Card(QFrame):
    """`inline`: the tag and the title share one line (the objectives column, where height is
    short)."""

    def __init__(self, tag: str, parent: QWidget | None = None, *, inline: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(2)
        self.tag = QLabel(tag)
        self.tag.setObjectName("cardTag")
        self.title = QLabel()
        self.title.setObjectName("cardTitle")
        self.title.setWordWrap(True)
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        if inline:
            top = QHBoxLayout()
            top.setSpacing(8)
            top.addWidget(self.tag, 0, Qt.AlignmentFlag.AlignBaseline)
            top.addWidget(self.title, 1, Qt.AlignmentFlag.AlignBaseline)
            layout.addLayout(top)
            layout.addWidget(self.body)
        else:
            for w in (self.tag, self.title, self.body):
                layout.addWidget(w)

    def show_text(self, title: str, body: str) -> None:
        self.title.setText(title)
        self.body.setText(body)
        self.setAccessibleName(labelled(self.tag.text(), title))
        self.setAccessibleDescription(body)
        self.setToolTip(body)
