"""A finished game, turn by turn: the Cathedral Board and the round track, every window, the
objectives and the scores as they were at the moment on show, as the reviewed seat saw them
(its observation until the game is over); Hard's judgement of that seat's turns beside them,
worked out in the background; and the timeline to step through the game (buttons, the
slider, Left / Right a turn, Page Up / Page Down a round, Home / End)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.review.game_turns import Turn
from sagrada_desktop.review.judgement import TurnJudgement
from sagrada_desktop.review.moment_scores import moment_scores
from sagrada_desktop.review.words import ReviewWords
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.content_words import card_name, card_text, window_name
from sagrada_desktop.ui.common.headings import heading
from sagrada_desktop.ui.common.i18n import translate, translators
from sagrada_desktop.ui.common.level_words import level_words
from sagrada_desktop.ui.game.table_sizes import board_width, side_width
from sagrada_desktop.ui.game.widgets.board_column import BoardColumn
from sagrada_desktop.ui.game.widgets.cards import Card
from sagrada_desktop.ui.game.widgets.side_tabs import SideTabs
from sagrada_desktop.wording import current_language, private_objective_text
from sagrada_desktop.wording.review_words import turn_title

from .judgement_panel import JudgementPanel
from .moment_table import MomentTable
from .review_session import ReviewSession
from .review_state import ReviewState
from .seat_windows import SeatWindows
from .timeline import Timeline


class ReviewScreen(QWidget):
    back = Signal()  # the Back button
    language_changed = Signal()  # build the screen again in the new language

    def __init__(self, review: ReviewState, back_label: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.review = review
        self._language = translators().language
        game = review.game
        self.session = ReviewSession(game, review.seat, game.plans, self)
        names = {oid: c.name for oid, c in catalogue.content().public_objectives.items()}
        self.words = ReviewWords(game, names, current_language())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the keys step through the game
        self._build(back_label)
        review.moved.connect(self.show_moment)
        review.judged.connect(self._judged)
        # bound methods only: a new language deletes this screen, the review goes on
        review.finished.connect(self._progress)
        review.failed.connect(self._progress)
        self.timeline.set_game(len(game.moments), game.round_starts())
        self.panel.show_seat()
        self.show_moment()
        review.judge()

    # --- the parts --------------------------------------------------------------------------
    def _build(self, back_label: str) -> None:
        game, s = self.review.game, self.session
        root = QVBoxLayout(self)
        root.setContentsMargins(10, 6, 10, 6)
        root.setSpacing(6)
        top = QHBoxLayout()
        self.title = QLabel(translate("review_screen", "Review of the game — {name}").format(
            name=window_name(game.setup.window)))
        self.title.setObjectName("heading")
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(QLabel(translate("review_screen", "Judge the turns of")))
        self.seat_choice = QComboBox()
        self.seat_choice.setAccessibleName(translate("review_screen", "Whose turns Hard judges"))
        for i, seat in enumerate(game.setup.seats):
            plan = game.plans[i]
            who = translate("review_screen", "person") if plan.is_person else level_words(plan.kind)
            self.seat_choice.addItem(translate("review_screen", "{name} ({who})").format(
                name=seat.name, who=who), i)
        self.seat_choice.setCurrentIndex(self.review.seat)
        self.seat_choice.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.seat_choice.currentIndexChanged.connect(self._seat_chosen)
        top.addWidget(self.seat_choice)
        self.back_button = QPushButton(back_label)
        self.back_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.back_button.clicked.connect(self.back)
        top.addWidget(self.back_button)
        root.addLayout(top)
        self.moment_line = QLabel()
        self.moment_line.setObjectName("banner")
        self.moment_line.setWordWrap(True)
        self.moment_line.setTextFormat(Qt.TextFormat.PlainText)
        root.addWidget(self.moment_line)

        body = QHBoxLayout()
        body.setSpacing(10)
        self.board = BoardColumn(s)
        self.board.keys.hide()  # nothing is taken in a review
        self.board.pool_view.setDragEnabled(False)
        self.board.pool_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.board.pool_view.setToolTip(translate(
            "review_screen", "The Cathedral Board at this moment of the game"))
        body.addWidget(self.board)
        middle = QVBoxLayout()
        middle.setSpacing(4)
        self.windows = SeatWindows(s)
        middle.addWidget(self.windows, 1)
        middle.addWidget(heading(translate("review_screen", "Scores at this moment")))
        self.scores = MomentTable()
        middle.addWidget(self.scores)
        body.addLayout(middle, 1)
        self.tabs = SideTabs(game.setup.modules.any)  # the game screen's: objectives, rules
        self.panel = JudgementPanel(self.review, self.words)
        self.panel.turn_chosen.connect(self._turn_chosen)
        self.tabs.insertTab(0, self.panel, translate("review_screen", "Hard's judgement"))
        self.tabs.setCurrentIndex(0)
        self.objectives = self.tabs.objectives
        self.revealed = QVBoxLayout()  # the others' Private Objectives, once the game is over
        panel = self.objectives.layout()
        assert isinstance(panel, QVBoxLayout)
        panel.insertLayout(panel.count() - 1, self.revealed)
        body.addWidget(self.tabs)
        root.addLayout(body, 1)
        self.timeline = Timeline()
        self.timeline.chosen.connect(self.review.go)
        self.timeline.first.clicked.connect(lambda: self.review.go(0))
        self.timeline.back.clicked.connect(lambda: self.review.step(-1))
        self.timeline.forward.clicked.connect(lambda: self.review.step(1))
        self.timeline.end.clicked.connect(lambda: self.review.go(self.review.last))
        root.addWidget(self.timeline)
        self._size_parts()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left and Right a turn, Page Up and Page Down a round, Home and End."""
        r = self.review
        steps = {Qt.Key.Key_Left: lambda: r.step(-1), Qt.Key.Key_Right: lambda: r.step(1),
                 Qt.Key.Key_PageUp: lambda: r.round_step(-1),
                 Qt.Key.Key_PageDown: lambda: r.round_step(1),
                 Qt.Key.Key_Home: lambda: r.go(0), Qt.Key.Key_End: lambda: r.go(r.last)}
        step = steps.get(Qt.Key(event.key()))
        if step is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        step()
        event.accept()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.setFocus()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._size_parts()
        super().resizeEvent(event)

    def _size_parts(self) -> None:
        width = self.width()
        self.board.setFixedWidth(board_width(width))
        self.tabs.setFixedWidth(side_width(width))

    # --- what is on show --------------------------------------------------------------------
    def show_moment(self) -> None:
        r = self.review
        moment = r.moment
        self.session.show(moment, r.seat)
        turn = moment.turn
        self.moment_line.setText(self._moment_words(turn))
        self.timeline.show_moment(r.index, translate("review_screen", "{k} of {n}").format(
            k=r.index, n=r.last))
        j = r.judgement(turn) if turn is not None and turn.seat == r.seat else None
        marked = j.hard.space if j is not None and not j.same else None
        self.windows.refresh(r.seat, marked)
        self.panel.show_turn(turn)
        self._show_objectives()
        state = r.game.state_at(moment)
        self.scores.show_scores(moment_scores(state, r.seat), state.objectives, state.is_over)

    def _moment_words(self, turn: Turn | None) -> str:
        r = self.review
        if turn is None:
            return translate("review_screen", "The game's start: round 1 is about to begin.")
        name = r.game.setup.seats[turn.seat].name
        over = translate("review_screen", " The game is over.") if r.index == r.last \
            and r.game.is_over else ""
        if turn.kind == "draft":
            when = turn_title(turn.round, turn.number)
        else:
            when = translate("review_screen", "End of round {round}").format(round=turn.round) \
                if turn.kind == "construct" else translate("review_screen", "Before round 1")
        return translate("review_screen", "{when} — {name}: {turn}.{over}").format(
            when=when, name=name, turn=self.words.turn(turn), over=over)

    def _show_objectives(self) -> None:
        """The Public Objectives; the reviewed seat's Private Objective; once the game is over,
        every other seat's too (they are turned over at the table)."""
        state = self.session.state
        self.tabs.window_rules.show_state(state)
        self.tabs.glory.show_state(state)
        self.objectives.show_public(state)
        self.objectives.show_private(state, self.review.seat)
        while self.revealed.count():
            item = self.revealed.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)  # off the screen at once, not at the next event loop
                widget.deleteLater()
        if not state.is_over:
            return
        for i, seat in enumerate(state.seats):
            if i == self.review.seat:
                continue
            card = Card(translate("review_screen", "Private Objective — {name}").format(
                name=seat.name), inline=True)
            p = seat.private_objective
            card.show_text(card_name(p), card_text(p) or private_objective_text(p))
            self.revealed.addWidget(card)

    # --- what the person does ---------------------------------------------------------------
    def _seat_chosen(self, index: int) -> None:
        seat = self.seat_choice.itemData(index)
        if isinstance(seat, int):
            self.review.set_seat(seat)
            self.panel.show_seat()
            self.show_moment()

    def _turn_chosen(self, turn: Turn) -> None:
        self.review.go(self.review.game.moment_after(turn).index)

    def _progress(self, *_why: object) -> None:
        self.panel.show_progress()

    def _judged(self, judgement: object) -> None:
        if isinstance(judgement, TurnJudgement):
            self.panel.judged(judgement)
            if self.review.moment.turn == judgement.turn:
                self.show_moment()

    def probe_report(self) -> dict[str, object]:
        """What the end-to-end tests' probe (ui/common/probe.py) reads: the moment on show,
        the judgement's progress, and where the slider's groove and handle are on screen."""
        r, slider = self.review, self.timeline.slider
        option = QStyleOptionSlider()
        slider.initStyleOption(option)
        style = slider.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                      QStyle.SubControl.SC_SliderGroove, slider)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                      QStyle.SubControl.SC_SliderHandle, slider)
        at = slider.mapToGlobal(groove.topLeft())
        centre = slider.mapToGlobal(handle.center())
        return {"review": {
            "moment": r.index, "last": r.last, "seat": r.seat,
            "judged": len(r.judged_turns()), "turns": len(r.turns),
            "groove": [at.x(), at.y(), groove.width(), groove.height()],
            "handle": [centre.x(), centre.y()], "handle_width": handle.width(),
            "round_starts": [list(x) for x in r.game.round_starts()],
        }}

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange \
                and translators().language != self._language:
            self._language = translators().language
            QTimer.singleShot(0, self.language_changed.emit)
        super().changeEvent(event)
