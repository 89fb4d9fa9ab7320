"""The current turn: the drafted die as rolled and as abilities and tools now treat it, the
chain of steps, the abilities and tools that can be used (keys 1-9), undo and redo, and the
way to give up a die that fits nowhere."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.engine import (
    Action,
    LoseDie,
    Stage,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    describe_effect,
)
from sagrada_desktop.ui.common.flow_layout import FlowLayout
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.icons import icon, redo_svg, undo_svg
from sagrada_desktop.wording import reasons_text

from ..action_text import die_label, effect_of, named, outcome, rescue_words
from ..offers import offered
from ..session import GameSession
from .die_handle import DieHandle
from .few_lines import FewLines

FAVOR_TIP = QT_TRANSLATE_NOOP("hand_panel", ". Uses a Favor Token instead of a point box")
THINKING_NAME = QT_TRANSLATE_NOOP("hand_panel", "A computer player is working out its move")
EFFECT_BUTTON_HEIGHT = 26


class HandPanel(QFrame):
    effect_chosen = Signal(object)   # the UseAbility / UseWindowTool / UseToolCard action
    lose_requested = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handPanel")  # styled as a panel (theme.py); a guide finds it by name
        self._session = session
        self.effect_buttons: list[QPushButton] = []
        self.button_actions: list[Action] = []  # each effect button's action (a guide marks one)
        self.effect_widgets: list[QWidget] = []
        # The panel's height is set by the game screen (from the screen's size), never by how
        # many abilities and tools the die offers: those rows scroll inside the panel, so
        # taking a die never moves the window above it.
        outer = QGridLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setHorizontalSpacing(10)
        outer.setVerticalSpacing(4)
        self.die = DieHandle(64)
        outer.addWidget(self.die, 0, 0, Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        words.setSpacing(1)
        # the words keep their lines whatever they say (a longer text ends in '…', whole in the
        # tooltip): using an ability or a tool never moves the rows below them
        self.heading = FewLines(1)
        self.heading.setObjectName("heading")
        self.detail = FewLines(2)
        self.chain = FewLines(1)
        self.chain.setObjectName("muted")
        # moving while a computer seat works out its move (not while it waits for the pace)
        self.thinking_bar = QProgressBar()
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setTextVisible(False)
        self.thinking_bar.setFixedHeight(6)
        self.thinking_bar.setAccessibleName(translate("hand_panel", THINKING_NAME))
        self.thinking_bar.setToolTip(translate("hand_panel", THINKING_NAME))
        self.thinking_bar.hide()
        for w in (self.heading, self.thinking_bar, self.detail, self.chain):
            words.addWidget(w)
        outer.addLayout(words, 0, 1)
        self.undo_button = self._tool_button(undo_svg(), translate("hand_panel", "Undo"),
                                             translate("hand_panel", "Undo the last step of this turn (Escape)"))
        self.redo_button = self._tool_button(redo_svg(), translate("hand_panel", "Redo"),
                                             translate("hand_panel", "Redo the step just undone (Ctrl+Shift+Z)"))
        self.undo_button.clicked.connect(session.undo)
        self.redo_button.clicked.connect(session.redo)
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignTop)
        buttons.addWidget(self.redo_button, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(buttons, 0, 2)
        # One line per ability or tool: its name, then its choices, wrapping when needed.
        self.effects_rows = QVBoxLayout()
        self.effects_rows.setContentsMargins(0, 0, 4, 0)
        self.effects_rows.setSpacing(4)
        self.effects_rows.setAlignment(Qt.AlignmentFlag.AlignTop)
        effects = QWidget()
        effects.setObjectName("effects")
        effects.setLayout(self.effects_rows)
        self.effects_area = QScrollArea()
        self.effects_area.setWidgetResizable(True)
        self.effects_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.effects_area.setFrameShape(QFrame.Shape.NoFrame)
        self.effects_area.setWidget(effects)
        self.effects_area.setAccessibleName(translate("hand_panel", "Abilities and tools for the die in hand"))
        # The give-up offer is the rows' first line: always in sight, never over a row.
        self.lose_button = QPushButton(translate("hand_panel", "Give up this die…"))
        self.lose_button.setObjectName("giveUpDie")  # styled as a danger button (theme.py)
        self.lose_button.setMinimumHeight(EFFECT_BUTTON_HEIGHT)
        self.lose_button.setToolTip(translate("hand_panel", "It fits no space as it is: give it up (it is lost, and "
                                    "your turn ends). You are asked first."))
        self.lose_button.clicked.connect(self.lose_requested)
        self.lose_button.hide()
        self.lose_row = QWidget()
        lose_line = QHBoxLayout(self.lose_row)
        lose_line.setContentsMargins(0, 0, 0, 0)
        lose_line.addWidget(self.lose_button)
        lose_line.addStretch(1)
        self.lose_row.hide()
        self.effects_rows.addWidget(self.lose_row)
        outer.addWidget(self.effects_area, 1, 0, 1, 3)
        outer.setRowStretch(1, 1)
        outer.setColumnStretch(1, 1)
        session.changed.connect(self.refresh)
        session.undo_stack.indexChanged.connect(self._undo_state)
        session.take_backs_changed.connect(self._undo_state)
        self.refresh()

    def set_thinking(self, thinking: bool) -> None:
        self.thinking_bar.setVisible(thinking and not self._session.active_is_person)

    def _tool_button(self, svg: str, name: str, tip: str) -> QToolButton:
        b = QToolButton()
        b.setIcon(icon(svg))
        b.setIconSize(b.iconSize() * 1.6)
        b.setAccessibleName(name)
        b.setToolTip(tip)
        return b

    def _undo_state(self, *_index: object) -> None:
        if not shiboken6.isValid(self._session.undo_stack):  # the session is being torn down
            return
        undo, redo = self._session.take_backs()
        person = self._session.active_is_person
        self.undo_button.setEnabled(person and undo is not None)
        self.redo_button.setEnabled(person and redo is not None)
        if undo is not None:
            self.undo_button.setToolTip(translate("hand_panel", "Undo: {v} (Escape)").format(v=undo) if undo
                                        else translate("hand_panel", "Undo the last step of this turn (Escape)"))
        if redo is not None:
            self.redo_button.setToolTip(translate("hand_panel", "Redo: {v} (Ctrl+Shift+Z)").format(v=redo) if redo
                                        else translate("hand_panel", "Redo the step just undone (Ctrl+Shift+Z)"))

    def refresh(self, *_changes: object) -> None:
        s = self._session.state
        person = self._session.active_is_person
        hand = s.in_hand
        name = s.seats[s.active_seat].name if not s.is_over else ""
        self._undo_state()
        for w in self.effect_widgets:
            w.hide()
            w.setParent(None)
        self.effect_widgets = []
        self.effect_buttons = []
        self.button_actions = []
        self._offer_give_up(False)
        if s.is_over:
            self.die.show_die(None, None, False)
            self.heading.setText(translate("hand_panel", "The game is over"))
            self.detail.setText("")
            self.chain.setText("")
            return
        if not person:
            self.die.show_die(hand.die if hand else None, hand.current if hand else None, False)
            if self._session.played_elsewhere_by_person(s.active_seat):  # ui/network/
                self.heading.setText(translate("hand_panel", "{name}'s turn").format(name=name))
                self.detail.setText(translate("hand_panel", "Waiting for a move made on another computer."))
            else:
                self.heading.setText(translate("hand_panel", "{name} is thinking…").format(name=name))
                self.detail.setText(translate("hand_panel", "A computer player is taking its turn."))
            self.chain.setText(self._chain_text())
            return
        if s.stage is Stage.CONSTRUCT:
            self.die.show_die(None, None, False)
            self.heading.setText(translate("hand_panel", "Cathedral Construction"))
            self.detail.setText(translate("hand_panel", "{name}, as the round's last player, must construct one of the glowing "
                                                        "Cathedral Board spaces: click it, or press Enter (the board's cursor is on "
                                                        "one; the arrows move it, B brings the keys back to the board).").format(name=name))
            self.chain.setText("")
            return
        if hand is None:
            self.die.show_die(None, None, False)
            self.heading.setText(translate("hand_panel", "{name}: take a die").format(name=name))
            self.detail.setText(translate("hand_panel", "Drag a die from the Cathedral Board onto your window, or click "
                                "it to hold it first and use abilities or tools on it."))
            self.chain.setText("")
            return
        self.die.show_die(hand.die, hand.current, True)
        self.heading.setText(translate("hand_panel", "In hand: {v}").format(v=die_label(hand.current)))
        rolled = "" if hand.current == hand.die else translate("hand_panel", "Rolled {v}. ").format(v=die_label(hand.die))
        legal = self._session.legal()
        if any(isinstance(a, LoseDie) for a in legal):  # it fits nowhere as it is: the player's
            way = rescue_words(s)                       # choice, to save it or give it up
            if way:
                self.detail.setText(rolled + translate("hand_panel", "It fits no space as it is, but it can: ") + way
                                    + translate("hand_panel", " Or give it up."))
            else:
                self.detail.setText(rolled + translate("hand_panel", "It fits no space of your window, even with your "
                                    "abilities and tools."))
            self._offer_give_up(True)
        else:
            self.detail.setText(rolled + translate("hand_panel", "Drag it to a glowing space, or click a space."))
        self.chain.setText(self._chain_text())
        self._add_effects(legal)

    def _chain_text(self) -> str:
        hand = self._session.state.in_hand
        if hand is None or not hand.steps:
            return ""
        return translate("hand_panel", "Chain: ") + " → ".join([str(hand.die), *reasons_text(hand.steps)])

    def _add_effects(self, legal: list[Action]) -> None:
        """One row per ability or tool: its name, then a button per choice it offers."""
        s = self._session.state
        rows: dict[str, list[UseAbility | UseWindowTool | UseToolCard]] = {}
        for action in offered(s, self._session.effect_actions()):
            rows.setdefault(effect_of(s, action)[0], []).append(action)
        number = 0
        for name, actions in rows.items():
            _, effect, text = effect_of(s, actions[0])
            line = FlowLayout(spacing=6)
            label = QLabel(name)
            label.setObjectName("effectName")
            label.setToolTip(text or describe_effect(effect))
            label.setMinimumHeight(EFFECT_BUTTON_HEIGHT)
            label.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
            line.addWidget(label)
            self.effect_widgets.append(label)
            for action in actions:
                number += 1
                words = outcome(s, action)
                key = f"{number}  " if number <= 9 else ""
                b = QPushButton(f"{key}{words}")
                favor = translate("hand_panel", FAVOR_TIP) if isinstance(action, UseWindowTool) and action.favor else ""
                b.setToolTip(named(name, text or describe_effect(effect)) + favor
                             + (translate("hand_panel", " (key {number})").format(number=number) if number <= 9 else ""))
                b.setAccessibleName(named(name, words))
                b.clicked.connect(lambda _=False, a=action: self.effect_chosen.emit(a))
                line.addWidget(b)
                self.effect_buttons.append(b)
                self.button_actions.append(action)
                self.effect_widgets.append(b)
            holder = QWidget()
            holder.setLayout(line)
            self.effects_rows.addWidget(holder)
            self.effect_widgets.append(holder)
        self.effects_rows.removeWidget(self.lose_row)  # the give-up offer: the rows' first line
        self.effects_rows.insertWidget(0, self.lose_row)
        self._fit_effects()

    def _offer_give_up(self, offered: bool) -> None:
        """The give-up offer (shown above the ability and tool rows: _add_effects)."""
        self.lose_row.setVisible(offered)
        self.lose_button.setVisible(offered)

    def _fit_effects(self) -> None:
        """The rows as tall as they need at the panel's width; past its height they scroll."""
        width = self.effects_area.viewport().width() - 4  # the rows' right margin
        heights = [line.heightForWidth(width) for w in self.effect_widgets
                   if isinstance(line := w.layout(), FlowLayout)]
        if not self.lose_row.isHidden():
            heights.append(self.lose_row.sizeHint().height())
        needed = sum(heights) + self.effects_rows.spacing() * max(0, len(heights) - 1)
        if (rows := self.effects_area.widget()) is not None:
            rows.setMinimumHeight(needed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        for label in (self.heading, self.detail, self.chain):
            label.fit_height()
        super().resizeEvent(event)
        self._fit_effects()

    def trigger_effect(self, number: int) -> bool:
        """Keys 1-9: use the numbered ability or tool."""
        if 1 <= number <= len(self.effect_buttons) and number <= 9:
            self.effect_buttons[number - 1].click()
            return True
        return False



