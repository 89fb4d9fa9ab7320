"""A person's hands on the lesson: what each step suggests (the lesson's rehearsal policy,
sagrada_desktop.lesson.rehearsal.person_move) done through the program's own widgets, by a
click, a drag from the Cathedral Board, the keyboard, the ability and tool buttons, the give-up
button and its question, and the lesson box's Next. Shared by the lesson's tests and
scripts/lesson_screenshots.py; every wait is for a condition, with a deadline."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QRect, Qt, QTimer
from PySide6.QtGui import QDrag, QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget

from sagrada_desktop.engine import (
    Action,
    ConstructSpace,
    Die,
    DraftDie,
    FillSpace,
    LoseDie,
    Stage,
    UseAbility,
    UseToolCard,
    UseWindowTool,
)
from sagrada_desktop.lesson.rehearsal import person_move
from sagrada_desktop.lesson.setup import PERSON
from sagrada_desktop.ui.common.settings import Settings
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.game.screens.game_screen import GameScreen
from sagrada_desktop.ui.lesson.guide import LessonGuide
from sagrada_desktop.ui.lesson.targets import crossed, find, rectangles
from sagrada_desktop.ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
DEADLINE = 30.0


def wait_until(condition: Callable[[], object], what: str, deadline: float = DEADLINE) -> None:
    """Run the event loop until `condition` holds (AssertionError naming `what` past the
    deadline)."""
    end = time.monotonic() + deadline
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"waited {deadline:.0f} s for {what}")
        _between_reads()


def lesson_window(settings: Settings, folder: Path, size: tuple[int, int] = (1280, 720)
                  ) -> MainWindow:
    settings.update(pace="instant")
    window = MainWindow(settings, Autosaver(folder), [])
    window.resize(*size)
    window.show()
    wait_until(window.isVisible, "the main window")
    return window


def guide_of(window: MainWindow) -> LessonGuide | None:
    guide = window.findChild(LessonGuide, "lessonGuide")
    return guide if guide is not None and guide.active else None


def start_lesson(window: MainWindow) -> LessonGuide:
    """Learn to play, from the start page's button."""
    button = window.start.findChild(QPushButton, "learn_to_play")
    assert button is not None and button.isVisible()
    QTest.mouseClick(button, LEFT)
    wait_until(lambda: guide_of(window) is not None and window.game_screen is not None,
               "the lesson's game")
    guide = guide_of(window)
    assert guide is not None
    return guide


def settled(window: MainWindow) -> bool:
    """Nothing moves by itself: no computer move due, and the person's turn (or the end)."""
    screen, session = window.game_screen, window.session
    if session is None:
        return True
    s = session.state
    if s.is_over:
        return window.score_screen is not None and window.stack.currentWidget() is \
            window.score_screen
    return screen is not None and not screen.driver.waiting and s.active_seat == PERSON


def settle(window: MainWindow) -> None:
    wait_until(lambda: settled(window), "the person's turn")


def next_offered(guide: LessonGuide) -> bool:
    b = guide.box.next
    return guide.box.isVisible() and b.isVisible() and b.isEnabled()


def press_next(guide: LessonGuide) -> None:
    before = guide.lesson.progress
    QTest.mouseClick(guide.box.next, LEFT)
    wait_until(lambda: guide.lesson.progress is not before, "the next lesson")


def _cell(view: QWidget, r: int, c: int) -> QPoint:
    return view.visualRect(view.model().index(r, c)).center()


def _board_die(screen: GameScreen, die: Die) -> QPoint:
    view = screen.pool_view
    return view.visualRect(view.model().index_of(die)).center()


def click_die(screen: GameScreen, die: Die) -> None:
    QTest.mouseClick(screen.pool_view.viewport(), LEFT, pos=_board_die(screen, die))


def click_space(screen: GameScreen, r: int, c: int) -> None:
    QTest.mouseClick(screen.window_view.viewport(), LEFT, pos=_cell(screen.window_view, r, c))


def drag_die(screen: GameScreen, die: Die, path: list[tuple[int, int]]) -> list[bool]:
    """Press a board die and move until the board starts its drag; the drag (whose own event
    loop a test cannot run) moves over each space of `path` and drops on the last. What the
    window accepted at each move, then at the drop."""
    accepted: list[bool] = []
    target = screen.window_view.viewport()
    copy, none = Qt.DropAction.CopyAction, Qt.KeyboardModifier.NoModifier

    def the_drag(drag: QDrag, *args: object) -> Qt.DropAction:
        data = drag.mimeData()
        first = _cell(screen.window_view, *path[0])
        QApplication.sendEvent(target, QDragEnterEvent(first, copy, data, LEFT, none))
        for r, c in path:
            move = QDragMoveEvent(_cell(screen.window_view, r, c), copy, data, LEFT, none)
            QApplication.sendEvent(target, move)
            accepted.append(move.isAccepted())
        drop = QDropEvent(QPointF(_cell(screen.window_view, *path[-1])), copy, data, LEFT, none)
        QApplication.sendEvent(target, drop)
        accepted.append(drop.isAccepted())
        return copy if drop.isAccepted() else Qt.DropAction.IgnoreAction

    real = QDrag.exec
    QDrag.exec = the_drag  # type: ignore[method-assign]
    try:
        port, pos = screen.pool_view.viewport(), _board_die(screen, die)
        QApplication.sendEvent(port, QMouseEvent(QMouseEvent.Type.MouseButtonPress, QPointF(pos),
                                                 QPointF(pos), LEFT, LEFT, none))
        for i in range(1, 6):
            step = QPointF(pos + QPoint(i * 5, i * 3))
            QApplication.sendEvent(port, QMouseEvent(QMouseEvent.Type.MouseMove, step, step,
                                                     Qt.MouseButton.NoButton, LEFT, none))
    finally:
        QDrag.exec = real  # type: ignore[method-assign]
    return accepted


def keys_to(view: QWidget, r: int, c: int) -> None:
    """The keyboard cursor moved with the arrow keys to (r, c), then Enter."""
    QTest.keyClick(view, Qt.Key.Key_B if view.objectName() == "cathedralBoard" else Qt.Key.Key_W)
    wait_until(view.hasFocus, "the keyboard on " + view.objectName())
    if not view.currentIndex().isValid():
        QTest.keyClick(view, Qt.Key.Key_Home)
    for _ in range(12):
        at = view.currentIndex()
        if at.row() == r and at.column() == c:
            break
        key = (Qt.Key.Key_Down if at.row() < r else Qt.Key.Key_Up if at.row() > r
               else Qt.Key.Key_Right if at.column() < c else Qt.Key.Key_Left)
        QTest.keyClick(view, key)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (r, c)
    QTest.keyClick(view, Qt.Key.Key_Return)


def effect_button(screen: GameScreen, action: Action) -> QPushButton:
    """The hand panel's button of an ability or tool use."""
    hand = screen.hand
    return hand.effect_buttons[hand.button_actions.index(action)]


def give_up(screen: GameScreen) -> None:
    """The give-up button, then "Give up the die" in the question it asks."""
    button = screen.findChild(QPushButton, "giveUpDie")
    assert button is not None and button.isVisible()
    timer = QTimer(screen)

    def answer() -> None:  # the question is modal: answered from its own event loop
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            timer.stop()
            next(b for b in box.buttons()
                 if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole).click()

    timer.timeout.connect(answer)
    timer.start(10)
    QTest.mouseClick(button, LEFT)
    timer.stop()


def do(window: MainWindow, action: Action, *, by: str = "click") -> None:
    """The person does `action` on the game screen, as a person would; waits for it to
    happen."""
    screen, session = window.game_screen, window.session
    assert screen is not None and session is not None
    before = session.state
    if isinstance(action, DraftDie | ConstructSpace):
        if by == "keys":
            keys_to(screen.pool_view, *_at(screen, action.die))
        else:
            click_die(screen, action.die)
    elif isinstance(action, FillSpace):
        if by == "keys":
            keys_to(screen.window_view, action.row, action.col)
        else:
            click_space(screen, action.row, action.col)
    elif isinstance(action, UseAbility | UseWindowTool | UseToolCard):
        QTest.mouseClick(effect_button(screen, action), LEFT)
    elif isinstance(action, LoseDie):
        give_up(screen)
    wait_until(lambda: session.state is not before, f"{action} to be played")


def _at(screen: GameScreen, die: Die) -> tuple[int, int]:
    index = screen.pool_view.model().index_of(die)
    return index.row(), index.column()


def turn_move(window: MainWindow, guide: LessonGuide) -> Action:
    """What the person does next in the lesson (its rehearsal's policy)."""
    session = window.session
    assert session is not None
    return person_move(session.state, guide.lesson)


def person_acts(window: MainWindow) -> bool:
    s = window.session.state if window.session is not None else None
    return s is not None and not s.is_over and s.active_seat == PERSON and s.stage in (
        Stage.DRAFT, Stage.PLACE, Stage.CONSTRUCT)


def marks_in_sight(guide: LessonGuide) -> list[str]:
    """What is wrong with the marks of the step on show: a widget it names that is not on the
    screen or not in sight, a space or die it names that is not drawn, the box out of the
    window or over what it marks."""
    s = guide.session.state
    step = guide.step()
    screen = guide.screen()
    wrong: list[str] = []
    if step is None or screen is None:
        return ["no step on show"]
    marks = step.marks(s) if step.ready(s) else step.marks(s)[:1]
    area = QRect(0, 0, guide.overlay.width(), guide.overlay.height())
    spots: list[QRect] = []
    for mark in marks:
        widget = find(screen, mark.widget)
        if widget is None or not widget.isVisible():
            wrong.append(f"{step.id}: {mark.widget} is not on the screen")
            continue
        whole, parts = rectangles(guide.overlay, screen, mark)
        if whole is None or not area.intersects(whole) or widget.visibleRegion().isEmpty():
            wrong.append(f"{step.id}: {mark.widget} is out of sight")
        named = len(mark.spaces) + len(mark.dice) + (1 if mark.row else 0) + (
            1 if mark.effect is not None else 0)
        if len(crossed(guide.overlay, screen, mark)) < len(mark.refused):
            wrong.append(f"{step.id}: a refused space is not crossed out")
        if len(parts) < named:
            wrong.append(f"{step.id}: {named - len(parts)} of its spaces, dice or rows unmarked")
        spots += parts
    box = QRect(guide.box.geometry().topLeft() - guide.overlay.geometry().topLeft(),
                guide.box.size())
    if not guide.box.isVisible() or not area.contains(box):
        wrong.append(f"{step.id}: the box is not wholly in the window")
    wrong += [f"{step.id}: the box covers a marked space" for r in spots if box.intersects(r)]
    for label in (guide.box.title, guide.box.text, guide.box.refused):
        if label.isVisible() and label.heightForWidth(label.width()) > label.height() + 1:
            wrong.append(f"{step.id}: the words are cut ({label.text()[:30]}…)")
    return wrong


def marks_settled(guide: LessonGuide) -> list[str]:
    """marks_in_sight once the screen has settled (a button made just now is shown by the
    next turn of the event loop): what is still wrong after a short deadline."""
    try:
        wait_until(lambda: not marks_in_sight(guide), "the marks", deadline=3)
    except AssertionError:
        return marks_in_sight(guide)
    return []


def play_lesson(window: MainWindow, guide: LessonGuide,
                seen: Callable[[LessonGuide], None] | None = None,
                how: Callable[[Action, int], str] | None = None) -> list[Action]:
    """Play the whole lesson through the program: Next whenever it is offered, the person's
    moves as the lesson suggests (`how` names the way of each: "click", "keys" or "drag"),
    until the last lesson is read on the scoring table. `seen` is called with each lesson as
    it comes up (and again when it changes). The person's actions, in order."""
    done: list[Action] = []
    shown = ""
    while guide.active:
        settle(window)
        step = guide.step()
        key = f"{step.id if step else ''}:{guide.box.text.text()}"
        if seen is not None and key != shown:
            seen(guide)
        shown = key
        if next_offered(guide):
            last = step is not None and step.id == "score_total"
            QTest.mouseClick(guide.box.next, LEFT)
            if last:
                wait_until(lambda: not guide.active, "the end of the lesson")
                break
            continue
        if not person_acts(window):
            raise AssertionError(f"the lesson waits at {step} with nothing to do")
        action = turn_move(window, guide)
        way = how(action, len(done)) if how is not None else "click"
        if way == "drag" and isinstance(action, DraftDie):
            follow = person_move(guide.session.drafting_state(action.die), guide.lesson)
            assert isinstance(follow, FillSpace)
            accepted = drag_die(window.game_screen, action.die, [(follow.row, follow.col)])
            assert accepted[-1], "the drop was refused"
            assert guide.session.state.seats[PERSON].window.die_at(follow.row, follow.col)
            done += [action, follow]
            continue
        do(window, action, by=way)
        done.append(action)
    return done


def _between_reads() -> None:
    """The event loop runs a moment before the condition is looked at again (a poll inside a
    deadline, as qtbot.waitUntil does)."""
    QTest.qWait(5)
