"""The window at the table once it is set up: before round 1 what the Game Setup gave (the
Start Player and how it was found, the Public Objectives, the window's tools, each family's
Tool Cards and Starting Tool Count), then the optional round-by-round companion: the round,
its Start Player, the dice to draw, the snake draft's order, the end-of-round steps and the
round's Unlock Triggers, each envelope named by its number only until the table confirms the
trigger happened."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.engine import ROUNDS
from sagrada_desktop.table.companion import TriggerNote, round_plan, triggers
from sagrada_desktop.table.setup_steps import (
    dealt_state,
    start_player_note,
    starting_tool_counts,
)
from sagrada_desktop.ui.campaign.campaign_session import CampaignSession
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.content_words import tool_name, tool_text
from sagrada_desktop.ui.common.headings import heading
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import labelled


def _e(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _list(title: str, lines: list[str]) -> str:
    items = "".join(f"<li>{line}</li>" for line in lines)
    return f"<p><b>{_e(title)}</b></p><ul>{items}</ul>"


class CompanionPage(QFrame):
    go_to = Signal(int)      # the companion moves to this round (13: the game is over)
    confirm = Signal(int)    # the table confirms this trigger (its index in the window)
    on_screen = Signal()     # play this window on screen instead (before round 1 only)
    print_pages = Signal()   # File > Export to PDF: the journal pages

    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.session = session
        self.round = 0
        v = QVBoxLayout(self)
        self.title = heading("")
        v.addWidget(self.title)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        inside = QWidget()
        inside.setObjectName("screen")
        iv = QVBoxLayout(inside)
        iv.addWidget(self.text)
        self.trigger_row = QVBoxLayout()
        iv.addLayout(self.trigger_row)
        iv.addStretch(1)
        scroll.setWidget(inside)
        v.addWidget(scroll, 1)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #ffb4a8;")
        v.addWidget(self.error)
        row = QHBoxLayout()
        self.screen_button = QPushButton(translate("companion_page", "Play this window on "
                                                   "screen instead"))
        self.screen_button.clicked.connect(self.on_screen)
        self.print_button = QPushButton(translate("companion_page", "Print the journal "
                                                  "pages…"))
        self.print_button.clicked.connect(self.print_pages)
        self.back = QPushButton(translate("companion_page", "Previous round"))
        self.back.clicked.connect(lambda: self.go_to.emit(max(1, self.round - 1)))
        self.over = QPushButton(translate("companion_page", "The game is over: enter the "
                                          "results"))
        self.over.clicked.connect(lambda: self.go_to.emit(ROUNDS + 1))
        self.next = QPushButton()
        self.next.setObjectName("primary")
        self.next.setMinimumHeight(40)
        self.next.clicked.connect(lambda: self.go_to.emit(self.round + 1))
        for b in (self.screen_button, self.print_button):
            row.addWidget(b)
        row.addStretch(1)
        for b in (self.back, self.over, self.next):
            row.addWidget(b)
        v.addLayout(row)
        self.trigger_buttons: list[QPushButton] = []

    def refresh(self) -> None:
        c = self.session.campaign
        table = c.table
        if table is None:
            return
        self.round = table.round
        self.error.clear()
        self.screen_button.setVisible(self.round == 0)
        self.back.setVisible(self.round > 1)
        self.over.setVisible(self.round > 0)
        self.next.setText(translate("companion_page", "Begin round 1") if self.round == 0
                          else translate("companion_page", "Round {n} is over: round {m}")
                          .format(n=self.round, m=self.round + 1) if self.round < ROUNDS
                          else translate("companion_page", "Round {n} is over: the end of "
                                         "the game").format(n=ROUNDS))
        if self.round == 0:
            self.title.setText(translate("companion_page", "Game Setup at the table"))
            self.text.setText(self._setup_text())
            self._triggers(triggers(c, self.session.content))
        else:
            plan = round_plan(c, self.session.content, self.round)
            names = [f.name for f in c.families]
            self.title.setText(translate("companion_page", "Round {n} of {rounds}").format(
                n=self.round, rounds=ROUNDS))
            lines = [
                translate("companion_page", "Start Player: {name}. Draw {dice} dice from the "
                          "bag onto the Cathedral Board.").format(name=_e(names[
                              plan.start_player]), dice=plan.dice),
                translate("companion_page", "Turn order (the snake draft): {order}.").format(
                    order=_e(" → ".join(names[s] for s in plan.order))),
                translate("companion_page", "{name} is the last player: construct a Cathedral "
                          "space if a die left on the board is in the lowest unconstructed "
                          "space of its colour.").format(name=_e(names[plan.last_player])),
                translate("companion_page", "End of the round: each family crosses off its "
                          "Round Track's leftmost unmarked space."),
            ]
            if plan.next_start is not None:
                lines.append(translate("companion_page", "Pass the pencil sharpener to the "
                                       "left: {name} is the next Start Player.").format(
                    name=_e(names[plan.next_start])))
            self.text.setText(_list(translate("companion_page", "This round"), lines))
            # the round's own first, then the others: the companion may be skipped, and the
            # table confirms a trigger whenever it happened
            rest = tuple(t for t in triggers(c, self.session.content) if t not in plan.triggers)
            self._triggers(plan.triggers + rest)

    def _setup_text(self) -> str:
        c = self.session.campaign
        content = self.session.content
        names = [f.name for f in c.families]
        note = start_player_note(c)
        parts = []
        if note is not None:
            start = _e(names[note.start])
            how = (translate("companion_page", "{name} is the Start Player (drawn at random).")
                   if note.drawn else translate("companion_page", "{name} is the Start "
                                                "Player, chosen by {chooser}.").format(
                       name=start, chooser=_e(note.chooser)) if note.chooser
                   else translate("companion_page", "{name} is the Start Player."))
            parts.append(f"<p>{how.format(name=start)}</p>")
        state = dealt_state(c, content)
        parts.append(_list(translate("companion_page", "Public Objectives"), [
            labelled(letter, f"<b>{_e(catalogue.objective_name(oid))}</b> — "
                     f"{_e(catalogue.objective_text(oid))}")
            for letter, oid in zip("ABC", state.objectives, strict=False)]))
        design = state.setup.window
        parts.append(_list(translate("companion_page", "The window's tools"), [
            f"<b>{_e(tool_name(design, t))}</b> — {_e(tool_text(design, t))}"
            for t in design.tools]))
        counts = starting_tool_counts(c)
        visible = self.session.visible
        lines = []
        for i, seat in enumerate(state.setup.seats):
            cards = ", ".join(visible.tool(t.id) for t in seat.tool_cards) or translate(
                "companion_page", "no Tool Card")
            lines.append(translate("companion_page", "{name}: {cards}; Starting Tool Count "
                                   "{count} (write it in scoring step 1)").format(
                name=_e(names[i]), cards=_e(cards), count=counts[i]))
        parts.append(_list(translate("companion_page", "Tool Boxes"), lines))
        return "".join(parts)

    def _triggers(self, notes: tuple[TriggerNote, ...]) -> None:
        for b in self.trigger_buttons:
            b.setParent(None)
            b.deleteLater()
        self.trigger_buttons = []
        for note in notes:
            if note.kind == "end-of-round":
                when = translate("companion_page", "End of round {n}: open Envelope "
                                 "{number}").format(n=note.round, number=note.envelope_number)
            else:
                when = translate("companion_page", "When every family has filled all its star "
                                 "spaces: open Envelope {number}").format(
                    number=note.envelope_number)
            if self.round == 0:
                b = QPushButton(translate("companion_page", "Unlock Trigger: {when}").format(
                    when=when))
                b.setEnabled(False)
            elif note.opened:
                b = QPushButton(translate("companion_page", "{when} (opened after round "
                                          "{n})").format(when=when, n=note.opened_in))
                b.setEnabled(False)
            else:
                b = QPushButton(translate("companion_page", "{when}: it happened, open "
                                          "it").format(when=when))
                b.setObjectName("primary")
                b.clicked.connect(lambda _c=False, k=note.index: self.confirm.emit(k))
            self.trigger_row.addWidget(b)
            b.show()
            self.trigger_buttons.append(b)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
