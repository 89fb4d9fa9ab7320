"""The review on the screens people have, in English and 繁體中文: at 1280x720 and 1920x1080
every part (the moment, the board, every window whole, the scores, Hard's judgement, the
timeline and its round numbers) is on screen, inside the window and not cut; the windows use
the room a large screen gives."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from sagrada_desktop.review.judgement import Judging
from sagrada_desktop.ui.main_window import MainWindow
from sagrada_desktop.ui.review import entry
from sagrada_desktop.ui.review.review_screen import ReviewScreen
from tests.review.games import NEWCOMER

from .screens import choose_language

pytestmark = pytest.mark.usefixtures("styled")  # tests/ui/conftest.py


@pytest.fixture(autouse=True)
def quick_judging(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(entry, "JUDGING", Judging(simulations=4, samples=2))


def _rect(widget: QWidget, root: QWidget) -> QRect:
    return QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())


def _review(qtbot, temp_settings, size: tuple[int, int]) -> tuple[MainWindow, ReviewScreen]:
    window = MainWindow(temp_settings, None, [])
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.load_from(NEWCOMER)
    qtbot.waitUntil(lambda: window.score_screen is not None)
    window.review_this_game()
    screen = window.stack.currentWidget()
    assert isinstance(screen, ReviewScreen)
    qtbot.waitUntil(lambda: screen.review.done, timeout=60000)
    return window, screen


def _problems(screen: ReviewScreen) -> list[str]:
    """What is off screen, cut or squeezed (empty: all is well)."""
    out: list[str] = []
    frame = QRect(QPoint(0, 0), screen.size())
    parts = [screen.title, screen.seat_choice, screen.back_button, screen.moment_line,
             screen.board.pool_view, screen.board.round_track, screen.scores, screen.tabs,
             screen.panel.summary, screen.panel.this_turn, screen.panel.turns,
             screen.timeline.first, screen.timeline.back, screen.timeline.slider,
             screen.timeline.scale, screen.timeline.forward, screen.timeline.end,
             screen.timeline.where]
    for card in screen.windows.cards:
        parts += [card.name, card.view, card.tools]
    for part in parts:
        r = _rect(part, screen)
        if not (part.isVisible() and r.width() > 0 and r.height() > 0):
            out.append(f"{part!r} not shown")
        elif not frame.contains(r):
            out.append(f"{part!r} at {r} outside {frame}")
    for card in screen.windows.cards:  # each window whole inside its card
        if not QRect(QPoint(0, 0), card.size()).contains(_rect(card.view, card)):
            out.append(f"seat {card.seat}'s window cut")
        if card.view.cell < 40:
            out.append(f"seat {card.seat}'s spaces {card.view.cell} px")
    for label in (screen.moment_line, screen.panel.summary, screen.panel.this_turn):
        if label.height() < label.heightForWidth(label.width()):
            out.append(f"{label.text()!r} cut")
    table = screen.scores
    last = table.visualItemRect(table.item(table.rowCount() - 1, 0))
    if last.bottom() > table.viewport().height():
        out.append("the scores' last row cut")
    scale = screen.timeline.scale
    xs = [scale.x_of(i) for _r, i in screen.review.game.round_starts()]
    if xs != sorted(xs) or xs[0] < 0 or xs[-1] > scale.width():
        out.append(f"the rounds' numbers at {xs}")
    return out


def _stop(screen: ReviewScreen, qtbot) -> None:
    from sagrada_desktop.ui.review.judge_worker import pool

    screen.review.stop()
    qtbot.waitUntil(lambda: pool().activeThreadCount() == 0, timeout=20000)


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_part_is_on_screen_and_whole(qtbot, temp_settings, size, lang):
    window, screen = _review(qtbot, temp_settings, size)
    try:
        if lang != "en":
            choose_language(qtbot, window, lang)
            qtbot.waitUntil(lambda: window.stack.currentWidget() is not screen)
            _stop(screen, qtbot)
            screen = window.stack.currentWidget()
            assert isinstance(screen, ReviewScreen)
        screen.review.go(screen.review.last - 3)
        # laid out once the screen has its size (a new language builds it again)
        qtbot.waitUntil(lambda: not _problems(screen), timeout=5000)
        assert _problems(screen) == []
        if size == (1920, 1080):
            assert screen.windows.cards[0].view.cell >= 70
    finally:
        _stop(screen, qtbot)
        if lang != "en":
            choose_language(qtbot, window, "en")
