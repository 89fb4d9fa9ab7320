"""The Market at Encant Vells as a family's journal shows it: each open track as a row of
boxes with the reward each shows (crossed off ones marked), its Dedication Ability once
revealed, and the Tool Box Capacity slots with their costs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from sagrada_desktop.campaign import Family, VisibleTrack
from sagrada_desktop.engine.legacy_types import MarketBox, ToolBoxSlot
from sagrada_desktop.ui.common import pictures
from sagrada_desktop.ui.common.flow_layout import FlowLayout
from sagrada_desktop.ui.common.layouts import empty_layout
from sagrada_desktop.ui.common.plain_text import rich, rich_label
from sagrada_desktop.ui.common.plural import count
from sagrada_desktop.ui.common.theme import MUTED

from ..campaign_pictures import market_box_svg, slot_svg

BOX_PX = 40


def box_reward(box: MarketBox) -> tuple[str, str]:
    """The kind of reward a box shows and its words."""
    if box.legacy_points:
        word = "Legacy Point" if box.legacy_points == 1 else "Legacy Points"
        return "legacy", f"{box.legacy_points} {word}"
    if box.crest_ability:
        return "crest", "a Family Crest sticker of the family's colour"
    if box.tool:
        return "tool", "a Tool Card from the Market Box"
    return "none", "no reward"


def _picture(svg: str, words: str) -> QLabel:
    label = QLabel()
    label.setPixmap(pictures.pixmap(svg, BOX_PX, BOX_PX, 2.0))
    label.setFixedSize(BOX_PX, BOX_PX)
    label.setToolTip(words)
    label.setAccessibleName(words)
    return label


class MarketTracks(QWidget):
    """Rebuilt for a family with show(); read-only."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.root = QVBoxLayout(self)
        self.root.setContentsMargins(0, 0, 0, 0)
        self.track_rows: dict[str, list[QLabel]] = {}
        self.slots: list[QLabel] = []

    def _clear(self) -> None:
        empty_layout(self.root)
        self.track_rows = {}
        self.slots = []

    def show_family(self, family: Family, tracks: tuple[VisibleTrack, ...],
                    tool_box: tuple[ToolBoxSlot, ...]) -> None:
        """Each track as its name and Dedication Ability over its boxes, which wrap onto
        further lines in a narrow panel (the campaign book)."""
        self._clear()
        if not tracks:
            none = QLabel("No Market track is open yet: an envelope opens them.")
            none.setObjectName("muted")
            none.setWordWrap(True)
            self.root.addWidget(none)
        for track in tracks:
            self.root.addWidget(_track_heading(family, track))
            boxes = FlowLayout(spacing=3)
            crossed = family.crossed(track.id)
            labels = []
            for k, box in enumerate(track.boxes):
                kind, words = box_reward(box)
                state = "crossed off" if k < crossed else ("next" if k == crossed else "open")
                label = _picture(market_box_svg(kind, box.legacy_points, k < crossed,
                                                k == crossed),
                                 f"{track.name}, box {k + 1} ({state}): {words}")
                boxes.addWidget(label)
                labels.append(label)
            self.track_rows[track.id] = labels
            self.root.addLayout(boxes)
            self.root.addSpacing(6)
        title = rich_label("<b>Tool Box Capacity</b>")
        self.root.addWidget(title)
        slots = FlowLayout(spacing=4)
        for k, slot in enumerate(tool_box):
            filled = k < family.tool_box_slots
            state = "filled" if filled else f"costs {count(slot.cost, 'coin')}"
            label = _picture(slot_svg(slot.cost, filled, k == family.tool_box_slots),
                             f"Tool Box Capacity slot {k + 1}: {state}")
            slots.addWidget(label)
            self.slots.append(label)
        self.root.addLayout(slots)
        self.root.setAlignment(Qt.AlignmentFlag.AlignTop)


def _track_heading(family: Family, track: VisibleTrack) -> QLabel:
    """The track's name and its Dedication Ability (once revealed), wrapping."""
    if track.dedication is not None:
        dedication = f"Dedication: {track.dedication.name}"
        if track.dedication.id in family.dedications:
            dedication += " (gained)"
    else:
        dedication = "Dedication: not revealed yet"
    heading = rich_label(f"<b>{rich(track.name)}</b> <span style='color: {MUTED};'>— "
                       f"{rich(dedication)}</span>")
    heading.setWordWrap(True)
    tips = [track.text] + ([f"Dedication: {track.dedication.text}"]
                           if track.dedication is not None else [])
    heading.setToolTip("\n".join(t for t in tips if t))
    return heading
