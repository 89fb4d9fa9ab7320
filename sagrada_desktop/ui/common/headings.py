"""A part's title on screen, in the style sheet's heading (gold, the title face)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


def heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("heading")
    return label
