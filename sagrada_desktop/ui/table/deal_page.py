"""The Private Objectives dealt at the table, one family at a time behind a hand-over screen:
the screen says whose turn it is to look, shows that family alone its Private Objective, and
hides it again before it is passed on (Game Setup step 5). Nothing of another family's
objective is on the screen while one family looks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from sagrada_desktop.table.setup_steps import private_objective
from sagrada_desktop.ui.campaign.campaign_session import CampaignSession
from sagrada_desktop.ui.common.headings import heading
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording.objectives import private_objective_text

from .objective_slips import print_slips


class DealPage(QFrame):
    dealt = Signal()  # every family has seen its Private Objective
    print_pages = Signal()  # File > Export to PDF: this window's pages for the table

    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.session = session
        self.family = 0
        self.showing = False
        v = QVBoxLayout(self)
        v.setContentsMargins(40, 30, 40, 30)
        v.addWidget(heading(translate("deal_page", "Game Setup: the Private Objectives")))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("title")
        v.addWidget(self.note)
        self.objective = QLabel()
        self.objective.setWordWrap(True)
        self.objective.setObjectName("cardTitle")
        self.objective.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.objective.setMinimumHeight(120)
        self.objective.setStyleSheet("font-size: 20pt;")
        v.addWidget(self.objective)
        v.addStretch(1)
        sheets = QHBoxLayout()
        self.sheets_note = QLabel(translate("deal_page", "Before the dice are rolled, print "
                                            "this window's sheets: each family's journal "
                                            "page, the covers and the Magic Square as the "
                                            "campaign stands now."))
        self.sheets_note.setWordWrap(True)
        sheets.addWidget(self.sheets_note, 1)
        self.sheets = QPushButton(translate("deal_page", "Print this window's sheets…"))
        self.sheets.clicked.connect(self.print_pages)
        sheets.addWidget(self.sheets)
        v.addLayout(sheets)
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.setMinimumHeight(44)
        self.button.clicked.connect(self._next)
        row = QHBoxLayout()
        self.slips = QPushButton(translate("deal_page", "Print them instead, each on its own "
                                           "slip to fold…"))
        self.slips.clicked.connect(lambda: self.print_slips())
        row.addWidget(self.slips)
        row.addStretch(1)
        row.addWidget(self.button)
        v.addLayout(row)

    def begin(self) -> None:
        self.family, self.showing = 0, False
        self.refresh()
        self.slips.show()

    def refresh(self) -> None:
        c = self.session.campaign
        name = c.families[self.family].name
        if self.showing:
            goal = private_objective(c, self.session.content, self.family)
            self.note.setText(translate("deal_page", "{family}, your Private Objective (only "
                                        "you look):").format(family=name))
            self.objective.setText(private_objective_text(goal))
            last = self.family == len(c.families) - 1
            self.button.setText(translate("deal_page", "Hide it: every family has its own")
                                if last else translate("deal_page", "Hide it and pass the "
                                                       "screen on"))
        else:
            self.note.setText(translate("deal_page", "Pass the screen to {family}. The other "
                                        "families look away.").format(family=name))
            self.objective.setText(translate("deal_page", "(hidden)"))
            self.button.setText(translate("deal_page", "I am {family}: show my Private "
                                          "Objective").format(family=name))
        self.button.setMinimumWidth(self.button.sizeHint().width())  # its new words whole
        self.button.setFocus()

    def print_slips(self, path: Path | None = None) -> Path | None:
        """The Private Objectives printed each on its own slip: the deal is done (None: the
        person cancelled, or the file could not be written, and the deal goes on)."""
        try:
            written = print_slips(self.session, self, path)
        except OSError as exc:
            self.note.setText(translate("deal_page", "The slips could not be written: {why}")
                              .format(why=exc))
            return None
        if written is not None:
            self.dealt.emit()
        return written

    def _next(self) -> None:
        self.slips.hide()  # the deal on screen has begun
        if not self.showing:
            self.showing = True
        elif self.family < len(self.session.campaign.families) - 1:
            self.family, self.showing = self.family + 1, False
        else:
            self.dealt.emit()
            return
        self.refresh()
