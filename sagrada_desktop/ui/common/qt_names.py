"""Qt's flags where the first screen needs them, without PySide6's `Qt` namespace: the first
name looked up in `Qt` makes every Python enum of that namespace at once (about 40 ms, a tenth
of a bare window's start), and nothing on the start screen needs the namespace itself.

QPainter.drawText takes its flags as a number; a label is centred by its style sheet, whose
`qproperty-alignment` Qt reads by name. tests/ui/test_first_paint.py checks that the namespace
is not made before the first paint, and that these numbers are Qt's own."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

ALIGN_CENTER = 0x0084  # Qt.AlignmentFlag.AlignCenter: AlignHCenter | AlignVCenter


def centred(label: QLabel, style: str = "") -> QLabel:
    """`label` with its text centred (as setAlignment(Qt.AlignmentFlag.AlignCenter) does), and
    `style`, style sheet declarations of its own."""
    label.setStyleSheet(f"{style} qproperty-alignment: AlignCenter;".strip())
    return label
