"""Another seat at the table: its name, who plays it, its window in small and its tools.

Wide (one column of cards): the window on the left, the words beside it. As a tile (two
columns, for five or six seats): the name above the window, the tools in the tooltip."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QWidget

from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.level_words import level_words
from sagrada_desktop.ui.common.theme import MUTED
from sagrada_desktop.wording import bracketed

from ..models.window_model import WindowModel
from ..session import GameSession
from ..views.grid_view import FitBox
from ..views.window_view import WindowView
from .tools_strip import ToolsStrip, tools_text


class SeatCard(QFrame):
    def __init__(self, session: GameSession, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self._session = session
        self.seat = seat
        self.wide = True
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(6, 4, 6, 4)
        self.grid.setSpacing(3)
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.RichText)  # the name inside is escaped
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.name.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.model = WindowModel(session, seat, self)
        self.view = WindowView(self.model, large=False)
        self.box = FitBox(self.view)
        self.tools = ToolsStrip()
        self.tools.setObjectName("muted")
        self.tools.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self._words = ""  # who plays the seat, after its name on a wide card
        self._arrange()
        session.changed.connect(self.refresh)
        self.refresh()

    def set_wide(self, wide: bool) -> None:
        if wide != self.wide:
            self.wide = wide
            self._arrange()
            self.refresh()

    def _arrange(self) -> None:
        for w in (self.name, self.box, self.tools):
            self.grid.removeWidget(w)
        for k in range(3):
            self.grid.setColumnStretch(k, 0)
            self.grid.setRowStretch(k, 0)
        if self.wide:
            self.grid.addWidget(self.name, 0, 0, 1, 2)
            self.grid.addWidget(self.box, 1, 0)
            self.grid.addWidget(self.tools, 1, 1)
            self.grid.setColumnStretch(1, 1)
            self.grid.setRowStretch(1, 1)
        else:
            self.grid.addWidget(self.name, 0, 0)
            self.grid.addWidget(self.box, 1, 0)
            self.grid.setRowStretch(1, 1)
        self.tools.setVisible(self.wide)
        self._fit_box()

    def _fit_box(self) -> None:
        """Wide: the window's box exactly as wide as the window its height allows, the words
        right beside it. As a tile: the box takes the tile's width."""
        if not self.wide:
            self.box.setMinimumWidth(0)
            self.box.setMaximumWidth(16_777_215)
            return
        m = self.grid.contentsMargins()
        height = self.height() - m.top() - m.bottom() - self.name.sizeHint().height() \
            - self.grid.verticalSpacing()
        view = self.view
        cell = view.cell_for(10_000, height)
        rows, cols = view.grid()
        self.box.setFixedWidth(cols * cell + 2 * view.frame_px)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_box()
        self._show_name()

    def _show_name(self) -> None:
        """The seat's name, ended with '…' where a tile is too narrow for it (the card's
        tooltip says it whole): "Puig i Cadafalch" was cut off mid-letter."""
        name = self._session.state.seats[self.seat].name
        room = self.name.contentsRect().width()
        if room > 0:
            bold = QFont(self.name.font())
            bold.setBold(True)
            name = QFontMetrics(bold).elidedText(name, Qt.TextElideMode.ElideRight, room)
        text = f"<b>{escape(name)}</b>{self._words}"
        if self.name.text() != text:
            self.name.setText(text)

    def _who(self) -> str:
        """Who plays the seat: a person here, one at another computer, or a computer."""
        session = self._session
        if session.is_person(self.seat):
            return translate("seat_card", "person")
        if session.played_elsewhere_by_person(self.seat):
            return translate("seat_card", "on another computer")
        if self.seat in session.remote_computers:  # the host's computer, seen by a guest
            return translate("seat_card", "computer")
        return translate("seat_card", "computer ({v})").format(v=level_words(session.plans[self.seat].kind))

    def refresh(self, *_changes: object) -> None:
        s = self._session.state
        seat = s.seats[self.seat]
        who = self._who()
        turn = translate("seat_card", " — playing now") if not s.is_over and s.active_seat == self.seat else ""
        self._words = f" <span style='color:{MUTED}'>{who}{turn}</span>" if self.wide else ""
        self._show_name()
        self.view.setAccessibleName(translate("seat_card", "{name}'s window").format(name=seat.name))
        self.tools.show_seat(s, self.seat, names=False)
        self.setToolTip(f"{bracketed(seat.name, who)}\n{tools_text(s, self.seat)}".strip())
