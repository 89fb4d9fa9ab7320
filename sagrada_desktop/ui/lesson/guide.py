"""The lesson on the main window: it follows the lesson's game session, shows the step on show
in its box and marks what the step speaks of on the game screen (or, once the game is over,
on the scoring table), and keeps the lesson in its file after every turn, every Next or Skip
and when the person leaves. Leaving the game in any way (Leave the lesson, Game > New game,
Load) keeps the lesson for later; the box goes with the lesson's screens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QWidget

from sagrada_desktop.lesson.lesson_file import LessonFile
from sagrada_desktop.lesson.script import SCRIPT
from sagrada_desktop.lesson.steps import (
    BOARD,
    FINISHED,
    HAND,
    SCORE_TABLE,
    TURN_ORDER,
    WINDOW,
    Advance,
    LessonStep,
)
from sagrada_desktop.saves import SaveError
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.game.turn_notice import refusal

from . import lesson_words
from .lesson_box import LessonBox
from .lesson_session import LessonSession
from .marks_overlay import MarksOverlay
from .targets import crossed, find, rectangles

if TYPE_CHECKING:
    from sagrada_desktop.ui.main_window import MainWindow

MARGIN = 12
GRID = 40  # px at least between the places tried for the box
WIDTHS = (340, 460)  # px: the box's narrowest and widest
# the parts a player works with, which the box keeps clear of when it can
KEEP_CLEAR = (BOARD, WINDOW, HAND, TURN_ORDER, SCORE_TABLE, FINISHED)
ARROW_LEAST = 24  # px between the box and the mark under which no arrow is drawn


class LessonGuide(QObject):
    def __init__(self, window: MainWindow, session: LessonSession,
                 file: LessonFile | None) -> None:
        super().__init__(window)
        self.setObjectName("lessonGuide")
        self.window, self.session, self.file = window, session, file
        self.lesson = session.lesson
        self.overlay = MarksOverlay(window)
        self.box = LessonBox(window)
        self.box.next_chosen.connect(self.next)
        self.box.skip_chosen.connect(self.skip)
        self.box.leave_chosen.connect(self.leave)
        self.box.language_changed.connect(self.refresh)
        self._next_key = QShortcut(QKeySequence("N"), window)
        self._next_key.activated.connect(self.next)
        session.changed.connect(self._changed)
        session.refused.connect(self._refused)
        session.turn_ended.connect(self._save)
        window.stack.currentChanged.connect(self._screen_changed)
        window.installEventFilter(self)
        self._watched: list[QWidget] = []
        self._kept = self.lesson.progress  # the progress last kept in the file
        self._retries = 0  # refreshes in a row waiting for a button to be shown
        self.active = True
        self.lesson.observe(session.state)
        self.refresh()
        QTimer.singleShot(0, self.refresh)  # once the screen is laid out

    # --- the screen -----------------------------------------------------------------
    def screen(self) -> QWidget | None:
        """The lesson's screen on show: its game, or its scoring table (None: neither)."""
        w = self.window
        current = w.stack.currentWidget()
        if not self.active or w.session is not self.session or current is None:
            return None
        return current if current in (w.game_screen, w.score_screen) else None

    def step(self) -> LessonStep | None:
        return self.lesson.current(self.session.state)

    def refresh(self) -> None:
        screen = self.screen()
        step = self.step()
        s = self.session.state
        on_scores = screen is not None and screen is self.window.score_screen
        if screen is None or step is None or (not step.in_game and not on_scores):
            self.overlay.hide()
            self.box.hide()
            return
        closed = self.lesson.progress.closed
        to_come = sum(1 for t in SCRIPT if t.id not in closed and t.moot_after not in closed
                      and not (s.is_over and t.in_game))
        total = len(closed) + to_come
        text = lesson_words.text(step, s, self.lesson)
        if step.id == "score_total" and (missed := self._missed()):
            text = lesson_words.then(text, missed)
        self.box.show_words(min(len(closed) + 1, total), total, lesson_words.title(step, s),
                            text, next_shown=step.advance is Advance.NEXT
                            or step.id in self.lesson.progress.met_on_arrival,
                            next_ready=self.lesson.may_go_on(s), last=step.id == "score_total")
        self._place(screen, step)

    def _missed(self) -> str:
        """The lessons the game did not bring, by their titles ("" when none)."""
        missed = self.lesson.missed(self.session.state)
        if not missed:
            return ""
        names = translate("lesson_guide", ", ").join(
            lesson_words.title(t, self.session.state) for t in SCRIPT if t.id in missed)
        return translate("lesson_guide", "Not seen in this game: {names}. Help > Rules "
                                         "explains them.").format(names=names)

    def _place(self, screen: QWidget, step: LessonStep) -> None:
        central = self.window.centralWidget()
        area = central.geometry() if central is not None else self.window.rect()
        self.overlay.setGeometry(area)
        frames: list[QRect] = []
        spots: list[QRect] = []
        crosses: list[QRect] = []
        for mark in step.marks(self.session.state) if step.ready(self.session.state) \
                else (step.marks(self.session.state)[0],):
            whole, parts = rectangles(self.overlay, screen, mark)
            if whole is not None:
                frames.append(whole)
                spots.extend(parts)
                crosses.extend(crossed(self.overlay, screen, mark))
        self._watch(screen, step)
        keep_clear = [self._on_overlay(b) for b in screen.findChildren(QAbstractButton)
                      if b.isVisible()]
        keep_clear += [self._on_overlay(w) for name in KEEP_CLEAR
                       if (w := find(screen, name)) is not None]
        layout = self.box.layout()
        narrow = max(WIDTHS[0], min(WIDTHS[1], area.width() * 30 // 100))
        # the box at its width, or wider and so shorter when that covers less
        box = min((self._spot_for_box(area, width, layout.totalHeightForWidth(width)
                                      if layout is not None else 200,
                                      frames, spots + crosses, keep_clear)
                   for width in sorted({narrow, WIDTHS[1]})), key=lambda placed: placed[0][0])[1]
        self.box.setFixedSize(box.size())
        self.box.move(box.topLeft())
        inside = QRect(box.topLeft() - area.topLeft(), box.size())
        nearest = sorted(spots or frames, key=lambda r: _distance(inside, r))
        arrow = _arrow(inside, nearest[0]) if nearest else None
        self.overlay.show_marks(frames, spots, crosses, arrow)
        for w in (self.overlay, self.box):
            w.show()
            w.raise_()
        self._retry_unshown(screen, step)

    def _retry_unshown(self, screen: QWidget, step: LessonStep) -> None:
        """An ability's or tool's button made just now is shown by the next turn of the event
        loop: mark it then (a few times at most)."""
        hand = find(screen, HAND)
        actions = getattr(hand, "button_actions", [])
        buttons = getattr(hand, "effect_buttons", [])
        waiting = any(a == m.effect and b.isHidden() for m in step.marks(self.session.state)
                      for a, b in zip(actions, buttons, strict=False))
        self._retries = self._retries + 1 if waiting else 0
        if waiting and self._retries <= 3:
            QTimer.singleShot(0, self.refresh)

    def _on_overlay(self, widget: QWidget) -> QRect:
        return QRect(self.overlay.mapFromGlobal(widget.mapToGlobal(widget.rect().topLeft())),
                     widget.size())

    def _spot_for_box(self, area: QRect, width: int, height: int, frames: list[QRect],
                      spots: list[QRect], keep_clear: list[QRect]
                      ) -> tuple[tuple[int, int], QRect]:
        """Where the box covers least of what the step marks, then of the parts a player
        works with (the board, the window, the hand panel, the buttons), then of the marked
        widgets: tried on a grid over the screen, the one nearest the bottom right corner of
        those that cover least; with what it covers (the cost, less is better)."""
        grid = max(GRID, min(area.width(), area.height()) // 16)  # about 16 places across
        xs = range(MARGIN, max(MARGIN, area.width() - MARGIN - width) + 1, grid)
        ys = range(MARGIN, max(MARGIN, area.height() - MARGIN - height) + 1, grid)
        right, bottom = xs[-1], ys[-1]
        places = [(x, y) for x in (*xs, right, area.width() - MARGIN - width)
                  for y in (*ys, bottom, area.height() - MARGIN - height)]

        def cost(place: tuple[int, int]) -> tuple[int, int]:
            r = QRect(place[0], place[1], width, height)
            covered = (sum(8 * _area(r.intersected(s)) for s in spots)
                       + sum(3 * _area(r.intersected(k)) for k in keep_clear)
                       + sum(2 * _area(r.intersected(f)) for f in frames))
            far = (area.width() - place[0] - width) + (area.height() - place[1] - height)
            return covered, far

        best = min(places, key=cost)
        return cost(best), QRect(area.left() + best[0], area.top() + best[1], width, height)

    def _watch(self, screen: QWidget, step: LessonStep) -> None:
        """Follow the marked widgets as they move or change size."""
        wanted = [w for m in step.marks(self.session.state)
                  if (w := find(screen, m.widget)) is not None]
        for w in self._watched:
            if w not in wanted:
                w.removeEventFilter(self)
        for w in wanted:
            if w not in self._watched:
                w.installEventFilter(self)
        self._watched = wanted

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self._save()  # the program is closing: the lesson as it stands, die in hand too
            return False
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show,
                            QEvent.Type.Hide, QEvent.Type.LayoutRequest):
            QTimer.singleShot(0, self.refresh)
        return False

    # --- what happens -----------------------------------------------------------------
    def _changed(self, *_changes: object) -> None:
        self.box.say_refused("")
        self.lesson.observe(self.session.state)  # (the session has followed it already)
        if self.lesson.progress is not self._kept:
            self._save()
        self.refresh()

    def _refused(self, reason: str) -> None:
        if self.screen() is not None:
            self.box.say_refused(refusal(reason))
            self.refresh()

    def _screen_changed(self, *_index: object) -> None:
        """Another screen than the lesson's game or scoring table: the lesson was left."""
        if self.screen() is None:  # (after the last lesson, too, once its table is left)
            self.close()
            return
        self.refresh()

    def next(self) -> None:
        if self.screen() is None or not self.lesson.next(self.session.state):
            return
        if self.lesson.finished:
            self.finish()
            return
        self._save()
        self.refresh()

    def skip(self) -> None:
        if self.screen() is not None and self.lesson.skip(self.session.state):
            self._save()
            self.refresh()

    def leave(self) -> None:
        """Leave the lesson: it is kept; the start screen."""
        self._save()
        self.window.show_start()

    def finish(self) -> None:
        """The last lesson read: nothing is kept; the scoring table stays."""
        if self.file is not None:
            self.file.clear()
        self.file = None
        self.active = False
        self.refresh()
        self.window.statusBar().showMessage(
            translate("lesson_guide", "The lesson is over. Play another game, or begin a "
                                      "campaign."), 8000)

    def close(self) -> None:
        """The lesson's game was left: the lesson is kept for later, its marks go."""
        if self.active:
            self._save()
        self.active = False
        for w in self._watched:
            w.removeEventFilter(self)
        self._watched = []
        self.window.removeEventFilter(self)
        self._next_key.setEnabled(False)
        self.window.stack.currentChanged.disconnect(self._screen_changed)
        for w in (self.overlay, self.box):
            w.hide()
            w.deleteLater()
        self._next_key.deleteLater()
        self.deleteLater()

    def _save(self, *_: object) -> None:
        if self.file is None or not self.active:
            return
        s = self.session.state
        try:
            self.file.save(s.setup, self.session.actions, s, self.session.plans,
                           self.lesson.progress)
            self._kept = self.lesson.progress
        except (SaveError, OSError) as exc:
            self.window.statusBar().showMessage(
                translate("lesson_guide", "The lesson could not be kept: {exc}").format(exc=exc),
                8000)


def _area(r: QRect) -> int:
    return 0 if r.isEmpty() else r.width() * r.height()


def _distance(box: QRect, target: QRect) -> int:
    return (box.center() - target.center()).manhattanLength()


def _arrow(box: QRect, target: QRect) -> tuple[QPointF, QPointF] | None:
    """From the box's edge to the mark's, when they are apart."""
    if box.intersects(target):
        return None
    c = target.center()
    start = QPointF(min(max(c.x(), box.left()), box.right()),
                    min(max(c.y(), box.top()), box.bottom()))
    end = QPointF(min(max(start.x(), target.left()), target.right()),
                  min(max(start.y(), target.top()), target.bottom()))
    if (end - start).manhattanLength() < ARROW_LEAST:
        return None
    return start, end
