"""The game screen's left column: the Cathedral Board, the round track and the mouse and
keys a player uses."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from sagrada_desktop.ui.common.headings import heading
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate

from ..delegates.strip_delegates import RoundSlotDelegate
from ..models.pool_model import PoolModel
from ..models.round_track_model import RoundTrackModel
from ..session import GameSession
from ..views.grid_view import FitBox
from ..views.pool_view import PoolView
from .list_strip import ListStrip

KEYS_HELP = QT_TRANSLATE_NOOP(
    "board_column", "<b>Mouse</b>: drag a die onto a lit space, or click a die, then a space. "
              "<b>Keys</b>: B board, W window, arrows, Enter takes or fills, 1–9 abilities "
              "and tools, Esc undo, Ctrl+Shift+Z redo.")


class BoardColumn(QFrame):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 6, 10, 8)
        column.setSpacing(4)
        column.addWidget(heading(translate("board_column", "Cathedral Board")))
        self.pool_model = PoolModel(session, self)
        self.pool_view = PoolView(self.pool_model)
        self.pool_view.setObjectName("cathedralBoard")  # a guide finds it by name (ui/lesson)
        column.addWidget(FitBox(self.pool_view), 1)
        column.addWidget(heading(translate("board_column", "Round track")))
        self.round_track = ListStrip(RoundTrackModel(session, self), RoundSlotDelegate(self), 152)
        self.round_track.setWrapping(True)
        self.round_track.setObjectName("roundTrack")
        self.round_track.setAccessibleName(translate("board_column", "Round track"))
        column.addWidget(self.round_track)
        self.keys = QLabel(translate("board_column", KEYS_HELP))
        self.keys.setObjectName("muted")
        self.keys.setWordWrap(True)
        self.keys.setTextFormat(Qt.TextFormat.RichText)
        self.keys.setAccessibleName(translate("board_column", "Mouse and keys"))
        column.addWidget(self.keys)
