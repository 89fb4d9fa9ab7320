"""The game: the header (round, turn order, notice), the Cathedral Board column, the active
seat's window with the die in hand, and the tabs above the other seats' cards.

It routes what the player does (drags, clicks, keys) to the session, which asks the engine,
and keeps who is in front of the screen (hot-seat privacy: `play.hot_seat` decides).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from sagrada_desktop.engine import Action, ConstructSpace, Die, DraftDie, FillSpace, LoseDie, Stage
from sagrada_desktop.play import Changes, SharedScreen, at_turn
from sagrada_desktop.ui.common.content_words import window_name
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.roles import Role

from ..action_text import rescue_names
from ..computer import ComputerDriver
from ..session import GameSession
from ..table_sizes import board_width, side_width
from ..turn_notice import refusal, round_title, turn_notice
from ..widgets.active_window import ActiveWindow
from ..widgets.board_column import BoardColumn
from ..widgets.give_up_die import confirm_give_up
from ..widgets.handover import HandOver
from ..widgets.other_seats import OtherSeats
from ..widgets.side_tabs import SideTabs
from ..widgets.turn_header import TurnHeader

KEYPAD = Qt.KeyboardModifier.KeypadModifier


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

    # --- the parts ------------------------------------------------------------------------
    def _build(self) -> None:
        s = self.session
        root = QVBoxLayout(self)
        root.setContentsMargins(10, 6, 10, 6)
        root.setSpacing(6)
        self.header = TurnHeader(s)
        self.notice, self.turn_order = self.header.notice, self.header.turn_order
        root.addWidget(self.header)
        body = QHBoxLayout()
        body.setSpacing(10)
        self.board = BoardColumn(s)
        self.pool_model, self.pool_view = self.board.pool_model, self.board.pool_view
        self.round_track, self.keys = self.board.round_track, self.board.keys
        body.addWidget(self.board)
        self.active = ActiveWindow(s)
        a = self.active
        self.window_model, self.window_view, self.window_cell = a.window_model, a.window_view, a.window_cell
        self.tools, self.hand, self.flourish_choice = a.tools, a.hand, a.flourish_choice
        self.window_title = a.window_title
        body.addWidget(a, 1)
        self.side = QWidget()
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(6)
        self.side_tabs = SideTabs(s.state.setup.modules.any)
        self.objectives, self.window_rules = self.side_tabs.objectives, self.side_tabs.window_rules
        self.glory, self.glory_tab = self.side_tabs.glory, self.side_tabs.glory_tab
        side.addWidget(self.side_tabs, 1)
        self.other_seats = OtherSeats(s)
        self.seat_cards = self.other_seats.seat_cards
        side.addWidget(self.other_seats)
        body.addWidget(self.side)
        root.addLayout(body, 1)
        self._size_fixed_parts()

        self.pool_view.die_chosen.connect(self.choose_die)
        self.window_view.space_chosen.connect(self.choose_space)
        self.window_view.hint.connect(self._drag_hint)
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
        QShortcut(QKeySequence("B"), self).activated.connect(self._board_keys)
        QShortcut(QKeySequence("W"), self).activated.connect(self._window_keys)

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

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.handover.shown:  # the keys stay with the cover, never on the board under it
            self.handover.button.setFocus()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._size_fixed_parts()
        super().resizeEvent(event)
        if self.handover.shown:
            self.handover.setGeometry(self.rect())

    def _size_fixed_parts(self) -> None:
        """Sizes set by the screen's alone (`table_sizes`): nothing moves under the pointer."""
        width, height = self.width(), self.height()
        self.header.fit(width)
        self.active.fit(height)
        self.board.setFixedWidth(board_width(width))
        self.side.setFixedWidth(side_width(width))
        self.other_seats.fit(height)

    def hint(self) -> str:
        """Game > Hint (H): the die the Hard player would take, taken (undo gives it back), and
        where it would go; under the hand-over's cover, a word to pass the screen first."""
        from ..hint_words import take_hint

        if self.handover.shown:
            return translate("game_screen", "Hints are given once the screen is passed on: {name}, show your "
                                            "Private Objective first.").format(
                name=self.session.state.seats[self.handover.seat].name)
        return take_hint(self.session, your_turn=self.can_act, board=self.window_model)

    def probe_report(self) -> dict[str, Any]:
        """The table, for the probe (common/probe.py; only when SAGRADA_PROBE names a file)."""
        from ..probe_table import game_report

        return game_report(self)

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
        stage = self.session.state.stage
        if stage is Stage.CONSTRUCT:
            self._on_refused(translate("game_screen", "construct a glowing Cathedral Board space first (click it, or "
                                                      "press B, the arrows and Enter)"))
            self._to_the_board()
            return False
        if stage is not Stage.PLACE:
            self._on_refused(translate("game_screen", "take a die from the Cathedral Board first"))
            return False
        return self.session.play(FillSpace(row, col))

    def _window_keys(self) -> None:
        """W: the keys to the window (never under the hand-over's cover)."""
        if not self.handover.shown:
            self.window_view.setFocus()

    def _board_keys(self) -> None:
        """B: the keys to the board (at Cathedral Construction, on a space to construct;
        never under the hand-over's cover)."""
        if self.handover.shown:
            return
        if self.session.state.stage is Stage.CONSTRUCT and self.can_act:
            self._to_the_board()
        else:
            self.pool_view.setFocus()

    def _to_the_board(self) -> None:
        """Cathedral Construction: the board takes the keys, its cursor on the first space that
        may be constructed (Enter constructs it; the arrows move to another)."""
        model, view = self.pool_model, self.pool_view
        view.setFocus()
        current = view.currentIndex()
        if current.isValid() and model.data(current, Role.CONSTRUCTIBLE):
            return
        for r in range(model.rowCount()):
            for c in range(model.columnCount()):
                if model.data(model.index(r, c), Role.CONSTRUCTIBLE):
                    view.setCurrentIndex(model.index(r, c))
                    return

    def lose_die(self) -> bool:
        """Give up the die in hand, which fits no space as it is: the player's choice, after a
        question naming what could still place it (the engine refuses a die that fits)."""
        s = self.session.state
        if not self.can_act or s.in_hand is None:
            return False
        if self.confirm_loss and not confirm_give_up(self, s.in_hand.current, rescue_names(s)):
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
        seen = self.shared.observation(s)
        if not flourish or not self.can_act or not self.shared.lets_act(s) or seen is None:
            self.flourish_choice.clear()  # gone before the hand panel comes back: the two are
            self.flourish_choice.hide()   # never asked for room at once
            self.active.while_flourish(flourish)
            return
        self.active.while_flourish(flourish)
        if self.flourish_choice.seat != s.active_seat:
            seat = seen.seats[s.active_seat]
            self.flourish_choice.show_cards(s.active_seat, seat.name, seat.flourish_cards,
                                            self.session.legal())
        self.flourish_choice.show()

    def undo(self) -> None:
        if self.can_act:
            self.session.undo()

    def redo(self) -> None:
        if self.can_act:
            self.session.redo()

    def _effect_key(self, n: int) -> None:
        if self.can_act:
            self.hand.trigger_effect(n)

    # --- what the session says ------------------------------------------------------------
    def _game_over(self) -> None:
        QTimer.singleShot(0, self.finished.emit)

    def _drag_hint(self, text: str, refused: bool) -> None:
        """What the space under a drag says, in the notice and the status bar (never at the
        pointer: common/drag_guard.py); none: the turn's own words again."""
        if text:
            self.header.say(text, refused=refused)
            self.message.emit(text)
        elif not self.session.state.is_over:
            self.header.say(turn_notice(self.session.state, self.session.is_person))
            self.message.emit(self.notice.text())

    def _on_refused(self, reason: str) -> None:
        text = refusal(reason)
        self.header.say(text, refused=True)
        self.message.emit(text)

    def _on_changed(self, changes: Changes) -> None:
        if changes.turn or changes.round_track:
            self._turn_started(first=False)
        self._update_labels()
        self.message.emit(self.notice.text())  # not a drag's last hint once the turn moved on

    # --- who is in front of the screen ----------------------------------------------------
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
            self.other_seats.place(s.active_seat)
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
        elif s.stage is Stage.CONSTRUCT and self.can_act:  # the same person goes on to build
            self._to_the_board()

    def _reveal(self, _seat: int) -> None:
        """The person asked for confirmed the hand-over: the screen is theirs."""
        self.shared = self.shared.handed_over()
        self._show_private()
        self._at_the_window()

    def _at_the_window(self) -> None:
        if self.session.state.stage is Stage.CONSTRUCT:
            self._to_the_board()
        else:
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
        self.header.round_label.setText(round_title(s))
        if s.is_over:
            return
        seat = s.active_seat
        name = s.seats[seat].name
        self.window_title.setText(translate("game_screen", "{name}'s window — {name2}").format(name=name, name2=window_name(s.setup.window)))
        self.window_view.setAccessibleName(translate("game_screen", "{name}'s window (active)").format(name=name))
        self.tools.show_seat(s, seat)
        self.glory.show_state(s)
        self.window_rules.show_state(s)
        self._show_flourish()
        self.header.say(turn_notice(s, self.session.is_person,
                                    self.session.remote - self.session.remote_computers))
