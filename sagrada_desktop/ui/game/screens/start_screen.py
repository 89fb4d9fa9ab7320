"""The start: free play on any unlocked window or a booster window, solo score attack (best
scores kept per window), or a saved game. Seats: name, family colour, person or computer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRandomGenerator, QRect, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.engine import STANDARD_COLORS, Die, GameSetup, GloryCards, WindowDesign
from sagrada_desktop.ui.common import catalogue, pictures, settings
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.players_editor import SEATS, PlayersEditor
from sagrada_desktop.ui.common.qt_names import centred
from sagrada_desktop.ui.common.svg_pictures import die_svg

from ..hosts import FreePlay, GameHost, Solo

if TYPE_CHECKING:
    from collections.abc import Sequence

    from sagrada_desktop.ui.feature_entries import FeatureEntry
from ..widgets.glory_switches import GlorySwitches
from ..widgets.window_preview import WindowPreview

NEW_CAMPAIGN, CONTINUE_CAMPAIGN = "new", "continue"
COLUMN_WIDTH, COLUMN_HEIGHT = 1440, 800  # the page at its largest: a large screen centres it
WIDE = 1200  # a column this wide gives the window's preview as much room as the choices
NO_SAVED_CAMPAIGN = QT_TRANSLATE_NOOP("start_screen", "No saved campaign yet")


class DiceRow(QWidget):
    """A row of jewel-tone dice: the start screen's ornament."""

    def __init__(self, dice: list[Die], size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._dice, self._size = dice, size
        self.setFixedHeight(size + 4)
        self.setMinimumWidth(len(dice) * (size + 8))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        step = self._size + 8
        x = (self.width() - len(self._dice) * step) // 2
        textures = settings.shared().textures
        for d in self._dice:
            pictures.paint(p, QRect(x, 2, self._size, self._size),
                           die_svg(d.color, d.value, textures))
            x += step
        p.end()


class PageColumn(QWidget):
    """The start page's column: at most COLUMN_WIDTH x COLUMN_HEIGHT, but never shorter than
    what it holds needs (six seats and a campaign's banner): never pressed together."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaximumSize(COLUMN_WIDTH, COLUMN_HEIGHT)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and (layout := self.layout()) is not None:
            height = max(COLUMN_HEIGHT, layout.totalMinimumSize().height())
            if self.maximumHeight() != height:
                self.setMaximumHeight(height)
        return super().event(event)


class StartScreen(QWidget):
    start_game = Signal(object, object, object)   # GameSetup, list[SeatPlan], its GameHost
    load_requested = Signal()
    campaign_requested = Signal(str)   # NEW_CAMPAIGN or CONTINUE_CAMPAIGN
    entry_chosen = Signal(object)   # a FeatureEntry's button (ui/feature_entries.py)
    preview: WindowPreview  # made after the window choice that it follows

    def __init__(self, windows: list[tuple[str, WindowDesign]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.windows = windows
        self.solo = False  # a solo score attack, else free play
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()  # a small screen scrolls the start page instead of clipping it
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        page = QWidget()
        page.setObjectName("screen")
        scroll.setWidget(page)
        outer.addWidget(scroll)
        # a large screen: the page's column centred, at most COLUMN_WIDTH x COLUMN_HEIGHT, not
        # stretched to the screen's edges (the column grows first, the margins after)
        down = QVBoxLayout(page)
        down.setContentsMargins(0, 0, 0, 0)
        across = QHBoxLayout()
        column = PageColumn()
        self.column = column
        across.addStretch(1)
        across.addWidget(column, 1000)
        across.addStretch(1)
        down.addStretch(1)
        down.addLayout(across, 1000)
        down.addStretch(1)
        root = QVBoxLayout(column)
        self._root = root
        root.setContentsMargins(32, 14, 32, 14)
        title = QLabel(translate("start_screen", "Sagrada Artisans"))
        title.setObjectName("title")
        centred(title, "font-size: 32pt;")
        subtitle = QLabel(translate("start_screen", "Families of stained-glass artisans, building La Sagrada Família "
                          "one window at a time"))
        subtitle.setObjectName("muted")
        centred(subtitle)
        root.addWidget(title)
        root.addWidget(subtitle)
        root.addSpacing(4)
        root.addWidget(DiceRow([Die(c, v) for c, v in zip(STANDARD_COLORS, (5, 2, 6, 3, 4),
                                                              strict=True)], 44))
        root.addSpacing(10)
        body = QHBoxLayout()
        body.setSpacing(24)
        menu = QVBoxLayout()
        menu.setSpacing(10)
        self.free_button = QPushButton(translate("start_screen", "Free play"))
        self.solo_button = QPushButton(translate("start_screen", "Solo score attack"))
        self.load_button = QPushButton(translate("start_screen", "Load a saved game…"))
        self.campaign_button = QPushButton(translate("start_screen", "New campaign…"))
        self.campaign_button.setToolTip(translate("start_screen", "Begin a campaign of ten windows with 1 to 4 families"))
        self.continue_button = QPushButton(translate("start_screen", "Continue a campaign…"))
        self.campaign_button.clicked.connect(lambda: self.campaign_requested.emit(NEW_CAMPAIGN))
        self.continue_button.clicked.connect(
            lambda: self.campaign_requested.emit(CONTINUE_CAMPAIGN))
        self.set_saved_campaigns(False)
        for b in (self.campaign_button, self.continue_button, self.free_button,
                  self.solo_button, self.load_button):
            b.setMinimumHeight(44)
            b.setMinimumWidth(240)
            menu.addWidget(b)
        self._menu = menu
        self.entry_buttons: list[QPushButton] = []
        menu.addStretch(1)
        self.free_button.clicked.connect(lambda: self.choose(solo=False))
        self.solo_button.clicked.connect(lambda: self.choose(solo=True))
        self.load_button.clicked.connect(self.load_requested)
        body.addLayout(menu)

        panel = QFrame()
        panel.setObjectName("panel")
        pv = QVBoxLayout(panel)
        pv.setContentsMargins(18, 14, 18, 14)
        self.panel_title = QLabel()
        self.panel_title.setObjectName("heading")
        pv.addWidget(self.panel_title)
        self.panel_text = QLabel()
        self.panel_text.setWordWrap(True)
        self.panel_text.setObjectName("muted")
        pv.addWidget(self.panel_text)
        columns = QHBoxLayout()  # the choices beside the window's preview: fits 1280x720
        columns.setSpacing(18)
        form = QVBoxLayout()
        form.addWidget(QLabel(translate("start_screen", "Window")))
        self.window_combo = QComboBox()
        self.window_combo.setAccessibleName(translate("start_screen", "Window to play"))
        for label, design in windows:
            self.window_combo.addItem(label, design)
        form.addWidget(self.window_combo)
        self.best = QLabel()
        self.best.setObjectName("muted")
        form.addWidget(self.best)
        self.window_combo.currentIndexChanged.connect(self._show_best)
        self.window_combo.currentIndexChanged.connect(
            lambda _i: self.preview.show_design(self.window_combo.currentData()))
        form.addWidget(QLabel(translate("start_screen", "Seats")))
        self.seat_editor = PlayersEditor(SEATS, STANDARD_COLORS)
        form.addWidget(self.seat_editor)
        form.addStretch(1)
        columns.addLayout(form, 3)
        side = QVBoxLayout()  # the start button sits right under the preview, always in sight
        self.preview = WindowPreview()
        self.preview.setMinimumHeight(170)
        side.addWidget(self.preview, 1)
        self.start_button = QPushButton(translate("start_screen", "Start the game"))
        self.start_button.setObjectName("primary")
        self.start_button.setMinimumHeight(42)
        self.start_button.clicked.connect(self._start)
        self.start_button.setEnabled(bool(windows))
        side.addWidget(self.start_button)
        columns.addLayout(side, 2)
        self._columns = columns
        pv.addLayout(columns, 1)
        self.glory = GlorySwitches()
        pv.addWidget(self.glory)
        body.addWidget(panel, 1)
        root.addLayout(body, 1)
        self.choose(solo=False)
        self.preview.show_design(self.window_combo.currentData())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        wide = self.width() >= WIDE + 200  # the menu beside the panel
        self._columns.setStretch(0, 1 if wide else 3)
        self._columns.setStretch(1, 1 if wide else 2)

    def add_entries(self, entries: Sequence[FeatureEntry]) -> None:
        """The newer capabilities' buttons (ui/feature_entries.py) under the ways to play,
        beneath a heading of their own, a little lower than those; entry_chosen says which."""
        if not entries:
            return
        at = self._menu.count() - 1  # before the stretch
        heading = QLabel(translate("start_screen", "More ways to play"))
        heading.setObjectName("muted")
        self._menu.insertWidget(at, heading)
        for k, entry in enumerate(entries, start=1):
            button = QPushButton(translate("feature_entries", entry.label))
            button.setObjectName(entry.name)
            button.setToolTip(translate("feature_entries", entry.tooltip))
            button.setMinimumHeight(34)
            button.setMinimumWidth(240)
            button.clicked.connect(lambda _=False, e=entry: self.entry_chosen.emit(e))
            self._menu.insertWidget(at + k, button)
            self.entry_buttons.append(button)

    def content_layout(self) -> QVBoxLayout:
        """The page's column, where banners (a campaign's resume offer) are inserted."""
        return self._root

    def set_saved_campaigns(self, any_saved: bool) -> None:
        """Continue a campaign is offered only when a campaign is saved on this machine."""
        self.continue_button.setEnabled(any_saved)
        self.continue_button.setToolTip(
            translate("start_screen", "Continue or reset a campaign saved on this computer") if any_saved
            else translate("start_screen", NO_SAVED_CAMPAIGN))

    def add_windows(self, windows: list[tuple[str, WindowDesign]]) -> None:
        """Offer more windows first (the campaign windows unlocked on this machine)."""
        known = {self.window_combo.itemData(i).id for i in range(self.window_combo.count())}
        new = [(label, d) for label, d in windows if d.id not in known]
        for k, (label, design) in enumerate(new):
            self.window_combo.insertItem(k, label, design)
        if new:
            self.window_combo.setCurrentIndex(0)
            self.start_button.setEnabled(True)

    def choose(self, *, solo: bool) -> None:
        """Free play or a solo score attack: the panel's words and seats."""
        self.solo = solo
        if solo:
            self.panel_title.setText(translate("start_screen", "Solo score attack"))
            self.panel_text.setText(translate("start_screen", "One seat against its own best score on each window. "
                                    "The pool holds 3 dice a round."))
            self.seat_editor.set_count(1, fixed=True)
            self.seat_editor.set_kinds(["person"])
        else:
            self.panel_title.setText(translate("start_screen", "Free play"))
            self.panel_text.setText(translate("start_screen", "Any window you have unlocked, or one from the Window "
                                    "Booster Pack. 1 to 6 seats, people (hot-seat) or "
                                    "computer players."))
            self.seat_editor.set_count(max(2, len(self.seat_editor.rows)))
        self._show_best()

    def _show_best(self, *_: object) -> None:
        design = self.window_combo.currentData()
        self.best.setVisible(self.solo and design is not None)  # no empty line in free play
        if not self.solo or design is None:
            self.best.setText("")
            return
        best = settings.shared().best_score(design.id)
        self.best.setText(translate("start_screen", "No score yet on this window") if best is None
                          else translate("start_screen", "Best score on this window: {best}").format(best=best))

    def setup(self) -> GameSetup | None:
        design = self.window_combo.currentData()
        if design is None:
            return None
        seed = int(QRandomGenerator.global_().bounded(1 << 30))
        modules = self.glory.modules()
        decks = catalogue.content().glory if modules.deals else GloryCards()
        return GameSetup(window=design, seats=tuple(self.seat_editor.seats()), seed=seed,
                         modules=modules, glory=decks)

    def _start(self) -> None:
        setup = self.setup()
        if setup is not None:
            self.start_game.emit(setup, self.seat_editor.plans(), self.host())

    def host(self) -> GameHost:
        """Who the game is played for: a solo game keeps its best score in the settings."""
        return Solo(records=settings.shared()) if self.solo else FreePlay()
