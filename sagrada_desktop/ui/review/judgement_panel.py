"""Hard's judgement beside the game: the progress while the turns are judged in the
background, then the summary; the turn on show in words (what was played, what Hard would have
played and what it cost); and the list of the reviewed seat's turns with what each cost (a
click goes to that turn)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.review.game_turns import Turn
from sagrada_desktop.review.judgement import TurnJudgement
from sagrada_desktop.review.summary import cost_points
from sagrada_desktop.review.words import ReviewWords
from sagrada_desktop.ui.common.headings import heading
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording.review_words import points_words

from .review_state import ReviewState


class JudgementPanel(QWidget):
    turn_chosen = Signal(object)  # a Turn of the list

    def __init__(self, review: ReviewState, words: ReviewWords,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.review, self.words = review, words
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 6, 6, 6)
        column.setSpacing(6)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(translate("judgement_panel", "Hard's judgement, worked out"))
        column.addWidget(self.progress)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setObjectName("banner")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(self.summary)
        column.addWidget(heading(translate("judgement_panel", "This turn")))
        self.this_turn = QLabel()
        self.this_turn.setWordWrap(True)
        self.this_turn.setTextFormat(Qt.TextFormat.PlainText)
        self.this_turn.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.this_turn.setFrameShape(QFrame.Shape.NoFrame)
        column.addWidget(self.this_turn)
        self.list_heading = heading("")
        column.addWidget(self.list_heading)
        self.turns = QListWidget()
        self.turns.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the screen's keys step the game
        self.turns.setAccessibleName(translate("judgement_panel", "The reviewed turns"))
        self.turns.itemClicked.connect(self._clicked)
        column.addWidget(self.turns, 1)
        self._items: dict[int, QListWidgetItem] = {}

    # --- the reviewed seat's turns --------------------------------------------------------
    def show_seat(self) -> None:
        r = self.review
        name = r.game.setup.seats[r.seat].name
        self.list_heading.setText(translate("judgement_panel", "{name}'s turns").format(name=name))
        self.turns.clear()
        self._items = {}
        for turn in r.turns:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, turn)
            self.turns.addItem(item)
            self._items[turn.index] = item
            self._word_item(turn)
        self.show_progress()

    def _word_item(self, turn: Turn) -> None:
        item = self._items.get(turn.index)
        if item is None:
            return
        j = self.review.judgement(turn)
        title = self.words.title_of(turn)
        if j is None:
            cost = translate("judgement_panel", "being judged…")
        elif j.same:
            cost = translate("judgement_panel", "Hard's pick")
        elif cost_points(j):
            cost = translate("judgement_panel", "cost {points}").format(
                points=points_words(j.cost))
        else:
            cost = translate("judgement_panel", "as good")
        item.setText(translate("judgement_panel", "{title} — {cost}").format(title=title, cost=cost))
        font = QFont(self.turns.font())
        font.setBold(j is not None and cost_points(j))
        item.setFont(font)
        item.setToolTip(self.words.line(j) if j is not None else title)

    def judged(self, judgement: TurnJudgement) -> None:
        self._word_item(judgement.turn)
        self.show_progress()

    def show_progress(self) -> None:
        r = self.review
        total, done = len(r.turns), len(r.judged_turns())
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(translate("judgement_panel", "Hard is judging the turns: %v of %m"))
        self.progress.setVisible(done < total and not r.problem)
        s = r.summary()
        if r.problem:
            self.summary.setText(translate("judgement_panel", "The judgement stopped: {why}").format(
                why=r.problem))
        elif s is not None:
            self.summary.setText(self.words.summary(s))
        else:
            self.summary.setText(translate(
                "judgement_panel", "The summary follows once every turn is judged; step through "
                "the game meanwhile."))

    # --- the turn on show -------------------------------------------------------------------
    def show_turn(self, turn: Turn | None) -> None:
        r = self.review
        for index, item in self._items.items():
            item.setSelected(turn is not None and index == turn.index)
        if turn is not None and turn.index in self._items:
            self.turns.scrollToItem(self._items[turn.index])
        if turn is None:
            self.this_turn.setText(translate(
                "judgement_panel", "The game's start. Step forward to see each turn, and Hard's "
                "judgement of {name}'s.").format(name=r.game.setup.seats[r.seat].name))
            return
        name = r.game.setup.seats[turn.seat].name
        played = translate("judgement_panel", "{name}: {turn}.").format(
            name=name, turn=self.words.turn(turn))
        if turn.seat != r.seat or turn.kind != "draft":
            self.this_turn.setText(played)
            return
        j = r.judgement(turn)
        said = self.words.judgement(j) if j is not None else translate(
            "judgement_panel", "Hard is still judging this turn.")
        self.this_turn.setText(f"{played}\n{said}")

    def _clicked(self, item: QListWidgetItem) -> None:
        turn = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(turn, Turn):
            self.turn_chosen.emit(turn)
