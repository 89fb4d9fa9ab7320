"""The End of Campaign: both Outro Story Cards of the last window and the final Legacy Points
table, with the most renowned family of artisans."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from sagrada_desktop.campaign import final_table

from ..campaign_session import CampaignSession
from ..widgets.legacy_table import LegacyTableModel, legacy_table_view, tie_notes
from ..widgets.story_card import StoryCardView


class CampaignEndPage(QFrame):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("panel")
        root = QVBoxLayout(self)
        root.setContentsMargins(22, 16, 22, 16)
        title = QLabel("The end of the campaign")
        title.setObjectName("title")
        root.addWidget(title)
        self.winner = QLabel()
        self.winner.setObjectName("heading")
        self.winner.setStyleSheet("font-size: 18pt;")
        self.winner.setWordWrap(True)
        root.addWidget(self.winner)
        self.cards_row = QHBoxLayout()
        self.cards: list[StoryCardView] = []
        root.addLayout(self.cards_row)
        self.model = LegacyTableModel(parent=self)
        self.table = legacy_table_view(self.model)
        self.table.setAccessibleName("Final Legacy Points table")
        root.addWidget(self.table)
        self.ties = QLabel()
        self.ties.setObjectName("muted")
        self.ties.setWordWrap(True)
        root.addWidget(self.ties)
        root.addStretch(1)

    def refresh(self) -> None:
        s = self.session
        table = final_table(s.campaign, s.content)
        played = max((len(f.journal) for f in s.campaign.families), default=0)
        self.model.set_rows(table, played)
        self.table.setFixedHeight(40 + 32 * len(table) + 6)
        self.ties.setText(tie_notes(table))
        best = table[0]
        self.winner.setText(f"The {best.name} family goes down in history as the most renowned "
                            f"family of artisans, with {best.legacy_points} Legacy Points.")
        visible = s.visible.content
        last = visible.windows[-1] if visible.windows else None
        outros = [c for c in visible.story_cards
                  if last is not None and c.window == last.design.id and c.kind == "outro"]
        for card in self.cards:
            card.setParent(None)
            card.deleteLater()
        self.cards = []
        for c in outros:
            view = StoryCardView()
            view.show_story(c.kind, last.number if last else 0, c.title, c.story)
            view.story.setAlignment(Qt.AlignmentFlag.AlignLeft)
            self.cards_row.addWidget(view)
            self.cards.append(view)
