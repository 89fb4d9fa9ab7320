"""The game: the Cathedral Board, every seat's window (the active one large), the round track,
this round's snake-draft order, the objectives, and the die in hand with its abilities.

It routes what the player does (drags, clicks, keys) to the session, which asks the engine.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.engine import (
    ROUNDS,
    Action,
    ConstructSpace,
    Die,
    DraftDie,
    FillSpace,
    LoseDie,
    Stage,
)
from sagrada_desktop.play import Changes, SharedScreen, at_turn
from sagrada_desktop.ui.common.content_words import window_name
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.reason_words import reason_words

from ..action_text import die_label, rescue_words
from ..computer import ComputerDriver
from ..delegates.strip_delegates import RoundSlotDelegate, TurnChipDelegate
from ..models.pool_model import PoolModel
from ..models.round_track_model import RoundTrackModel
from ..models.turn_order_model import TurnOrderModel
from ..models.window_model import WindowModel
from ..session import GameSession
from ..views.grid_view import FitBox
from ..views.pool_view import PoolView
from ..views.window_view import WindowView
from ..widgets.flourish_choice import FlourishChoice
from ..widgets.glory_panel import GloryPanel
from ..widgets.hand_panel import HandPanel
from ..widgets.handover import HandOver
from ..widgets.list_strip import ListStrip
from ..widgets.objectives_panel import ObjectivesPanel
from ..widgets.seat_card import SeatCard
from ..widgets.tools_strip import ToolsStrip
from ..widgets.window_rules import WindowRules

KEYPAD = Qt.KeyboardModifier.KeypadModifier
HAND_MIN, HAND_MAX = 176, 300      # the hand panel's height: 29% of the screen's, within these
OPPONENT_MAX = 150
FLOURISH_CELL = 30                 # the window's least cell while Flourish Cards are chosen
LEFT_MIN, LEFT_MAX = 240, 400      # the columns' widths: 21% and 33% of the screen's
RIGHT_MIN, RIGHT_MAX = 300, 520
NOTICE_MIN, NOTICE_MAX = 300, 560
KEYS_HELP = QT_TRANSLATE_NOOP(
    "game_screen", "<b>Mouse</b>: drag a die onto a lit space, or click a die, then a space. "
             "<b>Keys</b>: B board, W window, arrows, Enter takes or fills, 1–9 abilities "
             "and tools, Esc undo, Ctrl+Shift+Z redo.")


def _columns(opponents: int) -> int:
    """One column of wide cards for one or two opponents, then tiles two or three abreast."""
    return 1 if opponents <= 2 else 2 if opponents <= 4 else 3


def _scrolled(widget: QWidget) -> QScrollArea:
    """A tab's page that scrolls when the screen is too short for it."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.setObjectName("page")
    area.setWidget(widget)
    return area


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("heading")
    return label


class GameScreen(QWidget):
    message = Signal(str)      # for the status bar
    finished = Signal()        # the game is over: show the scoring table
    turn_done = Signal()       # a turn ended (autosave)

    def __init__(self, session: GameSession, pace_ms: int, parent: QWidget | None = None,
                 *, confirm_loss: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.session = session
        self.confirm_loss = confirm_loss
        self.shared = SharedScreen()  # who is in front of the screen (play.hot_seat decides)
        self._build()
        self.driver = ComputerDriver(session, pace_ms, seed=session.state.setup.seed, parent=self)
        self.driver.thinking_changed.connect(self.hand.set_thinking)
        session.changed.connect(self._on_changed)
        session.refused.connect(self._on_refused)
        session.turn_ended.connect(self.turn_done)
        session.game_over.connect(self._game_over)
        self._shortcuts()
        self.objectives.show_public(session.state)
        self._turn_started(first=True)
        self.driver.schedule()

    def detach(self) -> None:
        """Stop following the session (a new screen takes over the same game)."""
        self.driver.set_paused(True)
        s = self.session
        s.changed.disconnect(self._on_changed)
        s.refused.disconnect(self._on_refused)
        s.turn_ended.disconnect(self.turn_done)
        s.game_over.disconnect(self._game_over)

    # --- layout ---------------------------------------------------------------------------
    # Every part whose contents change during a turn (the notice, the tools strip, the hand
    # panel) has a height fixed by the screen's size, not by what it shows, so the window's
    # spaces never move under the pointer while a die is taken, changed or dropped.
    def _build(self) -> None:
        s = self.session
        root = QVBoxLayout(self)
        root.setContentsMargins(10, 6, 10, 6)
        root.setSpacing(6)
        header = QHBoxLayout()
        self.round_label = QLabel()
        self.round_label.setObjectName("title")
        header.addWidget(self.round_label)
        header.addSpacing(12)
        self.turn_order = ListStrip(TurnOrderModel(s, self), TurnChipDelegate(self), 42)
        self.turn_order.setAccessibleName(translate("game_screen", "This round's snake-draft turn order"))
        header.addWidget(self.turn_order, 1)
        self.notice = QLabel()
        self.notice.setObjectName("banner")
        self.notice.setWordWrap(True)
        self.notice.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        header.addWidget(self.notice)
        root.addLayout(header)

        body = QHBoxLayout()
        body.setSpacing(10)
        left = QFrame()
        left.setObjectName("panel")
        lv = QVBoxLayout(left)
        lv.setContentsMargins(10, 6, 10, 8)
        lv.setSpacing(4)
        lv.addWidget(_heading(translate("game_screen", "Cathedral Board")))
        self.pool_model = PoolModel(s, self)
        self.pool_view = PoolView(self.pool_model)
        lv.addWidget(FitBox(self.pool_view), 1)
        lv.addWidget(_heading(translate("game_screen", "Round track")))
        self.round_track = ListStrip(RoundTrackModel(s, self), RoundSlotDelegate(self), 152)
        self.round_track.setWrapping(True)
        self.round_track.setAccessibleName(translate("game_screen", "Round track"))
        lv.addWidget(self.round_track)
        self.keys = QLabel(translate("game_screen", KEYS_HELP))
        self.keys.setObjectName("muted")
        self.keys.setWordWrap(True)
        self.keys.setTextFormat(Qt.TextFormat.RichText)
        self.keys.setAccessibleName(translate("game_screen", "Mouse and keys"))
        lv.addWidget(self.keys)
        self.left = left
        body.addWidget(left)

        centre = QVBoxLayout()
        centre.setSpacing(6)
        self.window_title = _heading("")
        centre.addWidget(self.window_title)
        self.window_model = WindowModel(s, s.state.active_seat, self)
        self.window_view = WindowView(self.window_model, large=True)
        self.window_box = FitBox(self.window_view)
        self.window_cell = self.window_view.min_cell
        centre.addWidget(self.window_box, 1)
        self.tools = ToolsStrip()
        self.tools.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        centre.addWidget(self.tools)
        self.hand = HandPanel(s)
        centre.addWidget(self.hand)
        self.flourish_choice = FlourishChoice()
        self.flourish_choice.hide()
        centre.addWidget(self.flourish_choice)
        body.addLayout(centre, 1)

        right = QVBoxLayout()
        right.setContentsMargins(0, 0, 0, 0)
        right.setSpacing(6)
        self.side_tabs = QTabWidget()
        self.side_tabs.setAccessibleName(translate("game_screen", "Objectives, the window's rules and the Glory cards"))
        self.objectives = ObjectivesPanel()
        self.side_tabs.addTab(_scrolled(self.objectives), translate("game_screen", "Objectives"))
        self.window_rules = WindowRules()
        self.side_tabs.addTab(self.window_rules, translate("game_screen", "Window rules"))
        self.glory = GloryPanel()
        self.glory_tab = self.side_tabs.addTab(_scrolled(self.glory), translate("game_screen", "Glory"))
        self.side_tabs.setTabVisible(self.glory_tab, s.state.setup.modules.any)
        right.addWidget(self.side_tabs, 1)
        self.seat_cards = [SeatCard(s, i) for i in range(len(s.state.seats))]
        self.opponents = QWidget()
        self.opponents.setAccessibleName(translate("game_screen", "The other seats"))
        self.opponents_grid = QGridLayout(self.opponents)
        self.opponents_grid.setContentsMargins(0, 0, 0, 0)
        self.opponents_grid.setSpacing(6)
        right.addWidget(self.opponents)
        self.right = QWidget()
        self.right.setLayout(right)
        body.addWidget(self.right)
        root.addLayout(body, 1)
        self._size_fixed_parts()

        self.pool_view.die_chosen.connect(self.choose_die)
        self.window_view.space_chosen.connect(self.choose_space)
        self.window_view.hint.connect(self.message)
        self.hand.effect_chosen.connect(self.session.play)
        self.hand.lose_requested.connect(self.lose_die)
        self.flourish_choice.chosen.connect(self.choose_flourish)
        self.handover = HandOver(self)
        self.handover.confirmed.connect(self._reveal)

    def _shortcuts(self) -> None:
        QShortcut(QKeySequence.StandardKey.Undo, self).activated.connect(self.undo)
        # One shortcut for redo with both usual keys: a second shortcut on a key the platform's
        # standard Redo already holds would make both ambiguous, and neither would fire.
        redo = QShortcut(self)
        redo.setKeys([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        redo.activated.connect(self.redo)
        QShortcut(QKeySequence("B"), self).activated.connect(self.pool_view.setFocus)
        QShortcut(QKeySequence("W"), self).activated.connect(self.window_view.setFocus)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys 1-9 use the numbered ability or tool; Escape undoes the last step."""
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and not event.modifiers() & ~KEYPAD:
            self._effect_key(key - Qt.Key.Key_0)
        elif key == Qt.Key.Key_Escape:
            self.undo()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._size_fixed_parts()
        super().resizeEvent(event)
        if self.handover.shown:
            self.handover.setGeometry(self.rect())

    def _size_fixed_parts(self) -> None:
        """Heights set by the screen's size alone: the notice holds two lines, the tools strip
        two, the hand panel a share of the height, each opponent an equal share of the right
        column's lower half."""
        self.notice.ensurePolished()
        self.notice.setFixedHeight(2 * self.notice.fontMetrics().lineSpacing() + 14)
        self.tools.setFixedHeight(2 * self.tools.fontMetrics().lineSpacing() + 4)
        width, height = self.width(), self.height()
        self.left.setFixedWidth(max(LEFT_MIN, min(LEFT_MAX, int(width * 0.21))))
        self.right.setFixedWidth(max(RIGHT_MIN, min(RIGHT_MAX, int(width * 0.33))))
        self.notice.setFixedWidth(max(NOTICE_MIN, min(NOTICE_MAX, int(width * 0.3))))
        self.hand.setFixedHeight(max(HAND_MIN, min(HAND_MAX, int(height * 0.29))))
        others = max(1, len(self.seat_cards) - 1)
        rows = -(-others // _columns(others))
        share = (height - 80) * (0.42 if others > 1 else 0.3)
        card = min(OPPONENT_MAX, int(share / rows) - 6)
        for seat_card in self.seat_cards:
            seat_card.setFixedHeight(max(card, seat_card.minimumSizeHint().height()))

    def _place_opponents(self, active: int) -> None:
        """The other seats' cards, in seat order: one column of wide cards, or tiles in two
        or three columns when more than two seats wait."""
        grid = self.opponents_grid
        for card in self.seat_cards:
            grid.removeWidget(card)
        others = [c for c in self.seat_cards if c.seat != active]
        columns = _columns(len(others))
        for k, card in enumerate(others):
            card.set_wide(columns == 1)
            grid.addWidget(card, k // columns, k % columns)
            card.show()
        for card in self.seat_cards:
            if card.seat == active:
                card.hide()

    # --- what the player does -----------------------------------------------------------
    @property
    def can_act(self) -> bool:
        return self.session.active_is_person and not self.handover.shown

    def choose_die(self, die: Die) -> bool:
        """A click (or Enter) on a Cathedral Board die: take it into hand, or construct."""
        if not self.can_act:
            return False
        stage = self.session.state.stage
        if stage is Stage.CONSTRUCT:
            return self.session.play(ConstructSpace(die))
        if stage is Stage.PLACE:
            self._on_refused(translate("game_screen", "a die is already in hand: fill a space with it first (or undo)"))
            return False
        return self.session.play(DraftDie(die))

    def choose_space(self, row: int, col: int) -> bool:
        """A click (or Enter) on a space of the active window: fill it with the die in hand."""
        if not self.can_act:
            return False
        if self.session.state.stage is not Stage.PLACE:
            self._on_refused(translate("game_screen", "take a die from the Cathedral Board first"))
            return False
        return self.session.play(FillSpace(row, col))

    def lose_die(self) -> bool:
        s = self.session.state
        if not self.can_act or s.in_hand is None:
            return False
        way = rescue_words(s)
        if way:  # the rulebook: a die is lost only when it cannot be placed even after abilities
            self._on_refused(translate("game_screen", "the die can still fill a space: ") + way)
            return False
        if self.confirm_loss:
            box = QMessageBox(self)
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(translate("game_screen", "The die fits nowhere"))
            box.setText(translate("game_screen", "The {v} cannot fill any space of your window, even with your "
                                                 "abilities and tools.").format(v=die_label(s.in_hand.current)))
            box.setInformativeText(translate("game_screen", "If you give it up, it is lost: it does not go back to the "
                                   "Cathedral Board, and your turn ends."))
            give_up = box.addButton(translate("game_screen", "Give up the die"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(translate("game_screen", "Keep trying"), QMessageBox.ButtonRole.RejectRole)
            box.exec()
            if box.clickedButton() is not give_up:
                return False
        return self.session.play(LoseDie())

    def choose_flourish(self, action: Action) -> bool:
        """Glory Flourish, before round 1: the person keeps or discards their cards."""
        if not self.can_act or not self.shared.lets_act(self.session.state):
            return False
        return self.session.play(action)

    def _show_flourish(self) -> None:
        """The Flourish choice, to the person choosing only (after the hand-over)."""
        s = self.session.state
        flourish = s.stage is Stage.FLOURISH
        self.hand.setVisible(not flourish)
        # Before round 1 nothing is dropped on the window: it may shrink for the cards' words.
        small = FLOURISH_CELL if flourish else self.window_cell
        if self.window_view.min_cell != small:
            self.window_view.min_cell = small
            self.window_box.updateGeometry()
        seen = self.shared.observation(s)
        if not flourish or not self.can_act or not self.shared.lets_act(s) or seen is None:
            self.flourish_choice.clear()
            self.flourish_choice.hide()
            return
        if self.flourish_choice.seat != s.active_seat:
            seat = seen.seats[s.active_seat]
            self.flourish_choice.show_cards(s.active_seat, seat.name, seat.flourish_cards,
                                            self.session.legal())
        self.flourish_choice.show()

    def undo(self) -> None:
        if self.can_act:
            self.session.undo_stack.undo()

    def redo(self) -> None:
        if self.can_act:
            self.session.undo_stack.redo()

    def _effect_key(self, n: int) -> None:
        if self.can_act:
            self.hand.trigger_effect(n)

    # --- what the session says ------------------------------------------------------------
    def _game_over(self) -> None:
        QTimer.singleShot(0, self.finished.emit)

    def _on_refused(self, reason: str) -> None:
        reason = reason_words([reason])
        self.notice.setText(translate("game_screen", "Not allowed: {reason}").format(reason=reason))
        self.notice.setStyleSheet("color: #ffb4a8;")
        self.message.emit(translate("game_screen", "Not allowed: {reason}").format(reason=reason))

    def _on_changed(self, changes: Changes) -> None:
        if changes.turn or changes.round_track:
            self._turn_started(first=False)
        self._update_labels()
        self.message.emit(self.notice.text())  # not a drag's last hint once the turn moved on

    @property
    def revealed_seat(self) -> int | None:
        """The seat in front of the screen, whose private cards are shown (None: none)."""
        return self.shared.seen_by

    def _turn_started(self, *, first: bool) -> None:
        s = self.session.state
        self._update_labels()
        if not s.is_over:
            self.window_model.set_seat(s.active_seat)
        if not s.is_over or first:
            self._place_opponents(s.active_seat)
        before = self.shared
        persons = [self.session.is_person(i) for i in range(len(s.seats))]
        self.shared = at_turn(s, persons, before)
        alone = sum(persons) == 1 and self.shared.lets_act(s)  # shown afresh each own turn
        if self.shared != before or s.is_over or alone:
            self._show_private()
        if self.shared.asking is not None:
            seat = self.shared.asking
            previous = s.seats[before.seen_by].name if before.seen_by is not None \
                else None if not self.session.actions else translate("game_screen", "The previous player")
            self.handover.ask(seat, s.seats[seat].name, previous)
        elif self.shared.lets_act(s) and (self.shared != before or alone):
            self._at_the_window()

    def _reveal(self, _seat: int) -> None:
        """The person asked for confirmed the hand-over: the screen is theirs."""
        self.shared = self.shared.handed_over()
        self._show_private()
        self._at_the_window()

    def _at_the_window(self) -> None:
        self.window_view.setFocus()
        self._update_labels()

    def _show_private(self) -> None:
        """The private panels get the observation of the seat in front of the screen: nothing
        another seat keeps hidden (no seat's: every private card hidden)."""
        s = self.session.state
        seen = self.shared.observation(s)
        self.objectives.show_private(seen if seen is not None else s, self.shared.seen_by)

    def _update_labels(self) -> None:
        s = self.session.state
        if s.is_over:
            self.round_label.setText(translate("game_screen", "Game over"))
            return
        self.round_label.setText(translate("game_screen", "Round {round} of {ROUNDS}").format(round=s.round, ROUNDS=ROUNDS))
        seat = s.active_seat
        name = s.seats[seat].name
        self.window_title.setText(translate("game_screen", "{name}'s window — {name2}").format(name=name, name2=window_name(s.setup.window)))
        self.window_view.setAccessibleName(translate("game_screen", "{name}'s window (active)").format(name=name))
        self.tools.show_seat(s, seat)
        self.glory.show_state(s)
        self.window_rules.show_state(s)
        self._show_flourish()
        if s.stage is Stage.CONSTRUCT:
            text = translate("game_screen", "{name} constructs a Cathedral space").format(name=name)
        elif not self.session.is_person(seat):
            text = translate("game_screen", "{name} (computer) is playing").format(name=name)
        elif s.stage is Stage.FLOURISH:
            text = translate("game_screen", "{name}: keep or discard your Flourish Cards").format(name=name)
        elif s.stage is Stage.PLACE:
            text = translate("game_screen", "{name}: fill a space with the {v}").format(name=name, v=die_label(s.in_hand.current)) \
                if s.in_hand else name
        else:
            text = translate("game_screen", "{name}: take a die").format(name=name)
        self.notice.setText(text)
        self.notice.setStyleSheet("")
