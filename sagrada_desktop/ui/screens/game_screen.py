"""The game: the Cathedral Board, every seat's window (the active one large), the round track,
this round's snake-draft order, the objectives, and the die in hand with its abilities.

It routes what the player does (drags, clicks, keys) to the session, which asks the engine.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QScrollArea,
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

KEYPAD = Qt.KeyboardModifier.KeypadModifier
KEYS_HELP = ("<b>Mouse</b>: drag a die onto a glowing space, or click a die, then a space.<br>"
             "<b>Keys</b>: B board, W window, arrows move, Enter takes or fills, "
             "1–9 abilities and tools, Esc undo, Ctrl+Shift+Z redo.")


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
        self.revealed_seat: int | None = None
        self._build()
        self.driver = ComputerDriver(session, pace_ms, seed=session.state.setup.seed, parent=self)
        session.changed.connect(self._on_changed)
        session.refused.connect(self._on_refused)
        session.turn_ended.connect(self.turn_done)
        session.game_over.connect(self._game_over)
        self._shortcuts()
        self.objectives.show_public(session.state)
        self._turn_started(first=True)
        self.driver.schedule()

    # --- layout ---------------------------------------------------------------------------
    def _build(self) -> None:
        s = self.session
        root = QVBoxLayout(self)
        root.setContentsMargins(12, 10, 12, 10)
        root.setSpacing(8)
        header = QHBoxLayout()
        self.round_label = QLabel()
        self.round_label.setObjectName("title")
        header.addWidget(self.round_label)
        header.addSpacing(16)
        self.turn_order = ListStrip(TurnOrderModel(s, self), TurnChipDelegate(self), 42)
        self.turn_order.setAccessibleName("This round's snake-draft turn order")
        header.addWidget(self.turn_order, 1)
        self.notice = QLabel()
        self.notice.setObjectName("banner")
        self.notice.setWordWrap(True)
        self.notice.setMaximumWidth(520)
        header.addWidget(self.notice)
        root.addLayout(header)

        body = QHBoxLayout()
        body.setSpacing(12)
        left = QFrame()
        left.setObjectName("panel")
        lv = QVBoxLayout(left)
        lv.addWidget(_heading("Cathedral Board"))
        self.pool_model = PoolModel(s, self)
        self.pool_view = PoolView(self.pool_model)
        lv.addWidget(FitBox(self.pool_view), 1)
        lv.addWidget(_heading("Round track"))
        self.round_track = ListStrip(RoundTrackModel(s, self), RoundSlotDelegate(self), 160)
        self.round_track.setWrapping(True)
        self.round_track.setAccessibleName("Round track")
        lv.addWidget(self.round_track)
        keys = QLabel(KEYS_HELP)
        keys.setObjectName("muted")
        keys.setWordWrap(True)
        keys.setTextFormat(Qt.TextFormat.RichText)
        lv.addWidget(keys)
        left.setMinimumWidth(300)
        left.setMaximumWidth(470)
        body.addWidget(left, 3)

        centre = QVBoxLayout()
        centre.setSpacing(8)
        self.window_title = _heading("")
        centre.addWidget(self.window_title)
        self.glory = GloryPanel()
        centre.addWidget(self.glory)
        self.window_model = WindowModel(s, s.state.active_seat, self)
        self.window_view = WindowView(self.window_model, large=True)
        self.window_box = FitBox(self.window_view)
        centre.addWidget(self.window_box, 1)
        self.tools = ToolsStrip()
        centre.addWidget(self.tools)
        self.hand = HandPanel(s)
        centre.addWidget(self.hand)
        self.flourish_choice = FlourishChoice()
        self.flourish_choice.hide()
        centre.addWidget(self.flourish_choice)
        body.addLayout(centre, 5)

        right = QVBoxLayout()
        right.setSpacing(8)
        self.objectives = ObjectivesPanel()
        right.addWidget(self.objectives)
        self.seat_cards = [SeatCard(s, i) for i in range(len(s.state.seats))]
        seats = QWidget()
        sv = QVBoxLayout(seats)
        sv.setContentsMargins(0, 0, 0, 0)
        for card in self.seat_cards:
            card.setMinimumHeight(150)
            sv.addWidget(card)
        sv.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(seats)
        right.addWidget(scroll, 1)
        right_box = QWidget()
        right_box.setLayout(right)
        right_box.setMinimumWidth(260)
        right_box.setMaximumWidth(360)
        body.addWidget(right_box, 2)
        root.addLayout(body, 1)

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

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
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

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.handover.shown:
            self.handover.setGeometry(self.rect())

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
            self._on_refused("a die is already in hand: fill a space with it first (or undo)")
            return False
        return self.session.play(DraftDie(die))

    def choose_space(self, row: int, col: int) -> bool:
        """A click (or Enter) on a space of the active window: fill it with the die in hand."""
        if not self.can_act:
            return False
        if self.session.state.stage is not Stage.PLACE:
            self._on_refused("take a die from the Cathedral Board first")
            return False
        return self.session.play(FillSpace(row, col))

    def lose_die(self) -> bool:
        s = self.session.state
        if not self.can_act or s.in_hand is None:
            return False
        way = rescue_words(s)
        if way:  # the rulebook: a die is lost only when it cannot be placed even after abilities
            self._on_refused("the die can still fill a space: " + way)
            return False
        if self.confirm_loss:
            box = QMessageBox(self)
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle("The die fits nowhere")
            box.setText(f"The {die_label(s.in_hand.current)} cannot fill any space of your "
                        "window, even with your abilities and tools.")
            box.setInformativeText("If you give it up, it is lost: it does not go back to the "
                                   "Cathedral Board, and your turn ends.")
            give_up = box.addButton("Give up the die", QMessageBox.ButtonRole.AcceptRole)
            box.addButton("Keep trying", QMessageBox.ButtonRole.RejectRole)
            box.exec()
            if box.clickedButton() is not give_up:
                return False
        return self.session.play(LoseDie())

    def choose_flourish(self, action: Action) -> bool:
        """Glory Flourish, before round 1: the person keeps or discards their cards."""
        if not self.can_act or self.revealed_seat != self.session.state.active_seat:
            return False
        return self.session.play(action)

    def _show_flourish(self) -> None:
        """The Flourish choice, to the person choosing only (after the hand-over)."""
        s = self.session.state
        flourish = s.stage is Stage.FLOURISH
        self.hand.setVisible(not flourish)
        if not flourish or not self.can_act or self.revealed_seat != s.active_seat:
            self.flourish_choice.clear()
            self.flourish_choice.hide()
            return
        if self.flourish_choice.seat != s.active_seat:
            seat = s.seats[s.active_seat]
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
        self.notice.setText(f"Not allowed: {reason}")
        self.notice.setStyleSheet("color: #ffb4a8;")
        self.message.emit(f"Not allowed: {reason}")

    def _on_changed(self, changes: frozenset[str]) -> None:
        if "stage" in changes or "round" in changes:
            self._turn_started(first=False)
        self._update_labels()

    def _turn_started(self, *, first: bool) -> None:
        s = self.session.state
        self._update_labels()
        if s.is_over:
            self.objectives.show_private(s, None)
            return
        seat = s.active_seat
        self.window_model.set_seat(seat)
        for card in self.seat_cards:
            card.setVisible(card.seat != seat)
        persons = self.session.person_count
        if not self.session.is_person(seat):
            if persons > 1:
                self.objectives.show_private(s, None)
                self.revealed_seat = None
            return
        if persons == 1:
            self._reveal(seat)
        elif self.revealed_seat != seat:
            previous = s.seats[self.revealed_seat].name if self.revealed_seat is not None \
                else "The previous player"
            self.objectives.show_private(s, None)
            self.revealed_seat = None
            self.handover.ask(seat, s.seats[seat].name, previous)

    def _reveal(self, seat: int) -> None:
        self.revealed_seat = seat
        self.objectives.show_private(self.session.state, seat)
        self.window_view.setFocus()
        self._update_labels()

    def _update_labels(self) -> None:
        s = self.session.state
        if s.is_over:
            self.round_label.setText("Game over")
            return
        self.round_label.setText(f"Round {s.round} of {ROUNDS}")
        seat = s.active_seat
        name = s.seats[seat].name
        self.window_title.setText(f"{name}'s window — {s.setup.window.name}")
        self.window_view.setAccessibleName(f"{name}'s window (active)")
        self.tools.show_seat(s, seat)
        self.glory.show_state(s)
        self._show_flourish()
        if s.stage is Stage.CONSTRUCT:
            text = f"{name} constructs a Cathedral space"
        elif not self.session.is_person(seat):
            text = f"{name} (computer) is playing"
        elif s.stage is Stage.FLOURISH:
            text = f"{name}: keep or discard your Flourish Cards"
        elif s.stage is Stage.PLACE:
            text = f"{name}: fill a space with the {die_label(s.in_hand.current)}" \
                if s.in_hand else name
        else:
            text = f"{name}: take a die"
        self.notice.setText(text)
        self.notice.setStyleSheet("")
