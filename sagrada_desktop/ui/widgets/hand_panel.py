"""The current turn: the drafted die as rolled and as abilities and tools now treat it, the
chain of steps, the abilities and tools that can be used (keys 1-9), undo and redo, and the
way to give up a die that fits nowhere."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
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

from ..action_text import die_label, effect_of, outcome, rescue_words
from ..icons import icon, redo_svg, undo_svg
from ..session import GameSession
from .die_handle import DieHandle

FAVOR_TIP = ". Uses a Favor Token instead of a point box"


class HandPanel(QFrame):
    effect_chosen = Signal(object)   # the UseAbility / UseWindowTool / UseToolCard action
    lose_requested = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self._session = session
        self.effect_buttons: list[QPushButton] = []
        self.effect_widgets: list[QWidget] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 10, 12, 10)
        top = QHBoxLayout()
        self.die = DieHandle(84)
        top.addWidget(self.die)
        words = QVBoxLayout()
        self.heading = QLabel()
        self.heading.setObjectName("heading")
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.chain = QLabel()
        self.chain.setObjectName("muted")
        self.chain.setWordWrap(True)
        for w in (self.heading, self.detail, self.chain):
            words.addWidget(w)
        words.addStretch(1)
        top.addLayout(words, 1)
        self.undo_button = self._tool_button(undo_svg(), "Undo",
                                             "Undo the last step of this turn (Escape)")
        self.redo_button = self._tool_button(redo_svg(), "Redo",
                                             "Redo the step just undone (Ctrl+Shift+Z)")
        self.undo_button.clicked.connect(session.undo_stack.undo)
        self.redo_button.clicked.connect(session.undo_stack.redo)
        buttons = QVBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.redo_button)
        buttons.addStretch(1)
        top.addLayout(buttons)
        outer.addLayout(top)
        self.effects_grid = QGridLayout()
        self.effects_grid.setHorizontalSpacing(10)
        self.effects_grid.setVerticalSpacing(4)
        self.effects_grid.setColumnStretch(1, 1)
        outer.addLayout(self.effects_grid)
        self.lose_button = QPushButton("This die fits nowhere: give it up…")
        self.lose_button.setObjectName("danger")
        self.lose_button.clicked.connect(self.lose_requested)
        outer.addWidget(self.lose_button)
        session.changed.connect(self.refresh)
        session.undo_stack.indexChanged.connect(self._undo_state)
        self.refresh()

    def _tool_button(self, svg: str, name: str, tip: str) -> QToolButton:
        b = QToolButton()
        b.setIcon(icon(svg))
        b.setIconSize(b.iconSize() * 1.6)
        b.setAccessibleName(name)
        b.setToolTip(tip)
        return b

    def _undo_state(self, *_index: object) -> None:
        stack = self._session.undo_stack
        if not shiboken6.isValid(stack):  # the session is being torn down
            return
        person = self._session.active_is_person
        self.undo_button.setEnabled(person and stack.canUndo())
        self.redo_button.setEnabled(person and stack.canRedo())
        if stack.canUndo():
            self.undo_button.setToolTip(f"Undo: {stack.undoText()} (Escape)")
        if stack.canRedo():
            self.redo_button.setToolTip(f"Redo: {stack.redoText()} (Ctrl+Shift+Z)")

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
        self.lose_button.setVisible(False)
        if s.is_over:
            self.die.show_die(None, None, False)
            self.heading.setText("The game is over")
            self.detail.setText("")
            self.chain.setText("")
            return
        if not person:
            self.die.show_die(hand.die if hand else None, hand.current if hand else None, False)
            self.heading.setText(f"{name} is thinking…")
            self.detail.setText("A computer player is taking its turn.")
            self.chain.setText(self._chain_text())
            return
        if s.stage is Stage.CONSTRUCT:
            self.die.show_die(None, None, False)
            self.heading.setText("Cathedral Construction")
            self.detail.setText(f"{name}, as the round's last player, must construct one of the "
                                "glowing Cathedral Board spaces: click it (or press Enter on it).")
            self.chain.setText("")
            return
        if hand is None:
            self.die.show_die(None, None, False)
            self.heading.setText(f"{name}: take a die")
            self.detail.setText("Drag a die from the Cathedral Board onto your window, or click "
                                "it to hold it first and use abilities or tools on it.")
            self.chain.setText("")
            return
        self.die.show_die(hand.die, hand.current, True)
        self.heading.setText(f"In hand: {die_label(hand.current)}")
        rolled = "" if hand.current == hand.die else f"Rolled {die_label(hand.die)}. "
        legal = self._session.legal()
        if any(isinstance(a, LoseDie) for a in legal):
            way = rescue_words(s)
            if way:
                self.detail.setText(rolled + "It fits no space as it is, but it can: " + way)
            else:
                self.detail.setText(rolled + "It fits no space of your window, even with your "
                                    "abilities and tools.")
                self.lose_button.setVisible(True)
        else:
            self.detail.setText(rolled + "Drag it to a glowing space, or click a space.")
        self.chain.setText(self._chain_text())
        self._add_effects(legal)

    def _chain_text(self) -> str:
        hand = self._session.state.in_hand
        if hand is None or not hand.steps:
            return ""
        return "Chain: " + " → ".join([str(hand.die), *hand.steps])

    def _add_effects(self, legal: list[Action]) -> None:
        """One row per ability or tool: its name, then a button per choice it offers."""
        s = self._session.state
        rows: dict[str, list[UseAbility | UseWindowTool | UseToolCard]] = {}
        for action in self._session.effect_actions():
            rows.setdefault(effect_of(s, action)[0], []).append(action)
        number = 0
        for r, (name, actions) in enumerate(rows.items()):
            _, effect, text = effect_of(s, actions[0])
            label = QLabel(name)
            label.setToolTip(text or describe_effect(effect))
            self.effects_grid.addWidget(label, r, 0)
            self.effect_widgets.append(label)
            line = QGridLayout()
            per_row = 2 if any(isinstance(a, UseToolCard) and len(outcome(s, a)) > 30
                               for a in actions) else len(actions)
            for k, action in enumerate(actions):
                number += 1
                words = outcome(s, action)
                key = f"{number}  " if number <= 9 else ""
                b = QPushButton(f"{key}{words}")
                favor = FAVOR_TIP if isinstance(action, UseWindowTool) and action.favor else ""
                b.setToolTip(f"{name}: {text or describe_effect(effect)}{favor}"
                             + (f" (key {number})" if number <= 9 else ""))
                b.setAccessibleName(f"{name}: {words}")
                b.clicked.connect(lambda _=False, a=action: self.effect_chosen.emit(a))
                line.addWidget(b, k // per_row, k % per_row)
                self.effect_buttons.append(b)
                self.effect_widgets.append(b)
            line.setColumnStretch(per_row, 1)
            holder = QWidget()
            holder.setLayout(line)
            line.setContentsMargins(0, 0, 0, 0)
            self.effects_grid.addWidget(holder, r, 1)
            self.effect_widgets.append(holder)

    def trigger_effect(self, number: int) -> bool:
        """Keys 1-9: use the numbered ability or tool."""
        if 1 <= number <= len(self.effect_buttons) and number <= 9:
            self.effect_buttons[number - 1].click()
            return True
        return False

    def heading_text(self) -> str:
        return self.heading.text()



