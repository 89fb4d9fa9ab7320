"""Starting a campaign: a new one (1 to 4 families) or one of the campaigns saved on this
machine (the window reached, the families and their Legacy Points), which may also be reset
(after a confirmation) to start the same families over from window 1."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.content.reference_checks import CAMPAIGN_WINDOWS
from sagrada_desktop.engine import Color
from sagrada_desktop.ui.common.headings import heading
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.players_editor import FAMILIES, PlayersEditor
from sagrada_desktop.ui.game.screens.start_screen import CONTINUE_CAMPAIGN, NEW_CAMPAIGN
from sagrada_desktop.wording import listed

from ..campaign_files import SavedCampaign


def describe_saved(saved: SavedCampaign) -> str:
    if saved.problem:
        return translate("campaign_start", "{name}: cannot be read ({problem})").format(name=saved.path.name, problem=saved.problem)
    families = listed(translate("campaign_start", "{n} ({lp} LP)").format(n=n, lp=lp)
                      for n, lp in zip(saved.families, saved.legacy, strict=True))
    where = translate("campaign_start", "finished") if saved.over else translate("campaign_start", "window {window} of {windows}").format(window=saved.window, windows=CAMPAIGN_WINDOWS)
    return translate("campaign_start", "{stem} — {where} — {families}").format(stem=saved.path.stem, where=where, families=families)


class CampaignStartScreen(QWidget):
    new_requested = Signal()           # the families are in .editor
    continue_requested = Signal(object)  # Path
    reset_requested = Signal(object)     # Path (confirmed)
    back = Signal()

    def __init__(self, colors: tuple[Color, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.confirm_reset = True
        root = QVBoxLayout(self)
        root.setContentsMargins(40, 24, 40, 24)
        title = QLabel(translate("campaign_start", "The campaign"))
        title.setObjectName("title")
        title.setStyleSheet("font-size: 30pt;")
        root.addWidget(title)
        intro = QLabel(translate("campaign_start", "Ten windows, played in order by the same families over several "
                       "generations. Everything a family earns carries from window to window."))
        intro.setObjectName("muted")
        intro.setWordWrap(True)
        root.addWidget(intro)
        body = QHBoxLayout()
        body.setSpacing(20)

        new = QFrame()
        new.setObjectName("panel")
        nv = QVBoxLayout(new)
        nv.addWidget(heading(translate("campaign_start", "New campaign")))
        self.editor = PlayersEditor(FAMILIES, colors)
        self.editor.set_count(2)
        nv.addWidget(self.editor)
        self.new_panel, self.saved_panel = new, None
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #ffb4a8;")
        self.error.hide()
        nv.addWidget(self.error)
        nv.addStretch(1)
        self.start_button = QPushButton(translate("campaign_start", "Begin the campaign"))
        self.start_button.setObjectName("primary")
        self.start_button.setMinimumHeight(42)
        self.start_button.clicked.connect(self.new_requested)
        nv.addWidget(self.start_button)
        body.addWidget(new, 3)

        saved = QFrame()
        saved.setObjectName("panel")
        sv = QVBoxLayout(saved)
        sv.addWidget(heading(translate("campaign_start", "Continue a campaign")))
        self.saved_list = QListWidget()
        self.saved_list.setAccessibleName(translate("campaign_start", "Campaigns saved on this computer"))
        self.saved_list.setWordWrap(True)
        sv.addWidget(self.saved_list, 1)
        self.empty = QLabel(translate("campaign_start", "No campaign is saved on this computer yet."))
        self.empty.setObjectName("muted")
        sv.addWidget(self.empty)
        row = QHBoxLayout()
        self.continue_button = QPushButton(translate("campaign_start", "Continue"))
        self.continue_button.setObjectName("primary")
        self.reset_button = QPushButton(translate("campaign_start", "Reset…"))
        self.reset_button.setObjectName("danger")
        self.reset_button.setToolTip(translate("campaign_start", "Start the same families over from window 1"))
        self.continue_button.clicked.connect(self._continue)
        self.reset_button.clicked.connect(self._reset)
        self.saved_list.itemDoubleClicked.connect(lambda _i: self._continue())
        row.addWidget(self.continue_button)
        row.addWidget(self.reset_button)
        row.addStretch(1)
        sv.addLayout(row)
        self.saved_panel = saved
        body.addWidget(saved, 2)
        root.addLayout(body, 1)
        back = QPushButton(translate("campaign_start", "Back to the start"))
        back.clicked.connect(self.back)
        root.addWidget(back, 0, Qt.AlignmentFlag.AlignLeft)
        self.saved: list[SavedCampaign] = []
        self.part = NEW_CAMPAIGN

    def show_saved(self, saved: list[SavedCampaign]) -> None:
        self.saved = saved
        self.saved_list.clear()
        for s in saved:
            item = QListWidgetItem(describe_saved(s))
            item.setData(Qt.ItemDataRole.UserRole, s.path)
            item.setToolTip(str(s.path))
            self.saved_list.addItem(item)
        if saved:
            self.saved_list.setCurrentRow(0)
        self.empty.setVisible(not saved)
        self.continue_button.setEnabled(bool(saved))
        self.reset_button.setEnabled(bool(saved))

    def focus_part(self, part: str) -> None:
        """Put the keyboard focus in the new-campaign form or in the saved-campaign list (the
        start screen's "New campaign…" or "Continue a campaign…")."""
        self.part = part if part in (NEW_CAMPAIGN, CONTINUE_CAMPAIGN) else NEW_CAMPAIGN
        if self.part == CONTINUE_CAMPAIGN and self.saved:
            self.saved_list.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.editor.rows:
            self.editor.rows[0][0].setFocus(Qt.FocusReason.OtherFocusReason)
        for panel, on in ((self.new_panel, self.part == NEW_CAMPAIGN),
                          (self.saved_panel, self.part == CONTINUE_CAMPAIGN)):
            if panel is None:
                continue
            panel.setProperty("chosen", on)
            panel.style().unpolish(panel)
            panel.style().polish(panel)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def selected(self) -> SavedCampaign | None:
        row = self.saved_list.currentRow()
        return self.saved[row] if 0 <= row < len(self.saved) else None

    def _continue(self) -> None:
        s = self.selected()
        if s is not None:
            self.continue_requested.emit(s.path)

    def _reset(self) -> None:
        s = self.selected()
        if s is None:
            return
        if self.confirm_reset:
            answer = QMessageBox.question(
                self, translate("campaign_start", "Reset the campaign?"),
                translate("campaign_start", "Start {v} over from window 1 with new dice? Everything earned is "
                                            "cleared; the old campaign is kept beside the file (.before-reset).").format(v=listed(s.families) or s.path.stem))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.reset_requested.emit(s.path)
