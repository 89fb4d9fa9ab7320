"""A window played at the table, on screen: the Private Objectives dealt (DealPage), the set-up
and the round-by-round companion (CompanionPage), the results entered (ResultsPage). Every
step goes through the table package into the campaign session (kept in the campaign save at
once); an envelope the table opens is read at once, in the campaign's own envelope dialog.
The campaign host shows this screen when the campaign waits for the table
(CampaignSession.table_ready) and takes over again for the End of Game."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from sagrada_desktop.campaign import Campaign, CampaignError
from sagrada_desktop.campaign.game_setup import play_at_table
from sagrada_desktop.campaign.table_window import OVER
from sagrada_desktop.content.reference_checks import CAMPAIGN_WINDOWS
from sagrada_desktop.table.companion import confirm_trigger, go_to_round
from sagrada_desktop.table.refusals import TableError
from sagrada_desktop.table.results import close_window
from sagrada_desktop.table.setup_steps import deal_key
from sagrada_desktop.ui.campaign.campaign_session import CampaignSession
from sagrada_desktop.ui.campaign.envelope_dialog import EnvelopeDialog
from sagrada_desktop.ui.common.content_words import window_name
from sagrada_desktop.ui.common.i18n import translate

from .companion_page import CompanionPage
from .deal_page import DealPage
from .results_page import ResultsPage


class TableScreen(QWidget):
    done = Signal()          # the campaign's own screens take over (End of Game, on screen)
    print_pages = Signal()

    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.session = session
        root = QVBoxLayout(self)
        root.setContentsMargins(20, 14, 20, 14)
        self.title = QLabel()
        self.title.setObjectName("title")
        root.addWidget(self.title)
        self.pages = QStackedWidget()
        self.deal = DealPage(session)
        self.deal.dealt.connect(self._dealt)
        self.deal.print_pages.connect(self.print_pages)
        self.companion = CompanionPage(session)
        self.companion.go_to.connect(self._go_to)
        self.companion.confirm.connect(self._confirm)
        self.companion.on_screen.connect(self._on_screen)
        self.companion.print_pages.connect(self.print_pages)
        self.results = ResultsPage(session)
        self.results.closing.connect(self._close)
        for page in (self.deal, self.companion, self.results):
            self.pages.addWidget(page)
        root.addWidget(self.pages, 1)
        self.dialogs: list[EnvelopeDialog] = []
        self.step = ""
        session.changed.connect(self._changed)

    def show_step(self, step: str) -> None:
        """The table's step (table.setup_steps): "deal", "tool-count" or "playing"."""
        self.step = step
        self._title()
        if step == "deal":
            self.deal.begin()
            self.pages.setCurrentWidget(self.deal)
            return
        table = self.session.campaign.table
        if table is not None and table.round >= OVER:
            self.results.refresh()
            self.pages.setCurrentWidget(self.results)
            self.results.grid.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.companion.refresh()
            self.pages.setCurrentWidget(self.companion)
            self.companion.next.setFocus(Qt.FocusReason.OtherFocusReason)

    def _title(self) -> None:
        card = self.session.visible.content.current
        name = window_name(card.design) if card is not None else ""
        number = card.number if card is not None else 0
        self.title.setText(translate("table_screen", "Window {number} of {windows}: {name} — "
                                     "at the table").format(number=number,
                                                            windows=CAMPAIGN_WINDOWS,
                                                            name=name))

    # --- steps --------------------------------------------------------------------------
    def _step(self, change: Callable[[Campaign], Campaign]) -> bool:
        try:
            campaign = change(self.session.campaign)
        except (TableError, CampaignError) as exc:
            if self.pages.currentWidget() is self.results:
                self.results.error.setText(str(exc))
            else:
                self.companion.show_error(str(exc))
            return False
        self.session.moved(campaign)
        return True

    def _dealt(self) -> None:
        self.session.dealt_window = deal_key(self.session.campaign)
        self.done.emit()  # the Tool Boxes are chosen on the campaign's own screen

    def _go_to(self, round_: int) -> None:
        content = self.session.content
        if self._step(lambda c: go_to_round(c, content, round_)):
            self.show_step("playing")

    def _confirm(self, index: int) -> None:
        content = self.session.content
        if self._step(lambda c: confirm_trigger(c, content, index)):
            self.show_step("playing")

    def _on_screen(self) -> None:
        if self._step(lambda c: play_at_table(c, False)):
            self.done.emit()

    def _close(self) -> None:
        content = self.session.content
        if self._step(lambda c: close_window(c, content)):
            self.done.emit()

    # --- envelopes ----------------------------------------------------------------------
    def _changed(self) -> None:
        """An envelope the table opened is read at once (and not shown again later)."""
        s = self.session
        if not self.isVisible() or s.campaign.stage != "table":
            return
        opened = [r for r in s.reveals if r.kind == "envelope"]
        s.reveals = [r for r in s.reveals if r.kind != "envelope"]
        for reveal in opened:
            dialog = EnvelopeDialog(s, reveal.ident, self.window())
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.finished.connect(lambda _r, d=dialog: self._read(d))
            self.dialogs.append(dialog)
            dialog.open()

    def _read(self, dialog: EnvelopeDialog) -> None:
        if dialog in self.dialogs:
            self.dialogs.remove(dialog)

    def probe_report(self) -> dict[str, object]:
        """What the end-to-end tests read (ui/common/probe.py): the table's step and round,
        where each space of the results grid is on the screen and what fills it."""
        table = self.session.campaign.table
        grid = self.results.grid
        spaces, fills = {}, {}
        if self.pages.currentWidget() is self.results and grid.shown is not None:
            for (r, c), b in grid.buttons.items():
                centre = b.mapToGlobal(b.rect().center())
                spaces[f"{r},{c}"] = [centre.x(), centre.y()]
                fills[f"{r},{c}"] = str(grid.shown.fill_at(r, c) or "")
        return {"table_step": self.step, "table_round": table.round if table else -1,
                "table_family": self.results.family, "table_spaces": spaces,
                "table_fills": fills, "table_broken": sorted(grid.reasons)}

    def detach(self) -> None:
        self.session.changed.disconnect(self._changed)
