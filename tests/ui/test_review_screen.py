"""The review of a finished game in the program: opened from the score screen and from Game >
Open a saved game, stepped by keys, buttons and the slider, each moment the game as the
reviewed seat saw it (nothing hidden shown before the end), Hard's judgement worked out on a
worker thread while the screen keeps stepping, in English and 繁體中文."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QListWidget, QTableWidget, QWidget
from shiboken6 import isValid as shiboken_alive

from sagrada_desktop.review.game_turns import ReviewedGame, Turn
from sagrada_desktop.review.judgement import Judging, TurnJudgement, judge_turns
from sagrada_desktop.saves import load_game, save_game
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.main_window import MainWindow
from sagrada_desktop.ui.review import entry
from sagrada_desktop.ui.review.judge_worker import SWITCH_S
from sagrada_desktop.ui.review.review_screen import ReviewScreen
from tests.review.games import NEWCOMER

QUICK = Judging(simulations=8, samples=4)


@pytest.fixture(autouse=True)
def quick_judging(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(entry, "JUDGING", QUICK)


@pytest.fixture(scope="module")
def game() -> ReviewedGame:
    return ReviewedGame.of(load_game(NEWCOMER))


def _window(qtbot, size: tuple[int, int] = (1280, 720)) -> MainWindow:
    window = MainWindow(shared(), None, [])
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def _from_scores(qtbot, window: MainWindow) -> ReviewScreen:
    window.load_from(NEWCOMER)
    qtbot.waitUntil(lambda: window.score_screen is not None)
    score = window.score_screen
    assert score is not None
    button = score.findChild(QAbstractButton, "review_this_game")
    assert button is not None and button.isVisible() and button.text() == "Review this game"
    button.click()
    screen = window.stack.currentWidget()
    assert isinstance(screen, ReviewScreen)
    return screen


def _stopped(screen: ReviewScreen, qtbot) -> None:
    """Leave no judgement running after a test."""
    screen.review.stop()
    from sagrada_desktop.ui.review.judge_worker import pool

    qtbot.waitUntil(lambda: pool().activeThreadCount() == 0, timeout=20000)


def test_review_this_game_from_the_score_screen_and_back(qtbot, game: ReviewedGame) -> None:
    window = _window(qtbot)
    screen = _from_scores(qtbot, window)
    assert screen.review.game.actions == game.actions
    assert screen.review.seat == 0  # Ana, the person
    assert screen.review.index == 0 and screen.back_button.text() == "Back to the scores"
    screen.back_button.click()
    assert window.stack.currentWidget() is window.score_screen
    qtbot.waitUntil(lambda: window.stack.indexOf(screen) < 0)  # the review let go
    _stopped(screen, qtbot)


def test_stepping_by_keys_buttons_and_the_slider(qtbot, game: ReviewedGame) -> None:
    window = _window(qtbot)
    screen = _from_scores(qtbot, window)
    review, timeline = screen.review, screen.timeline

    def at(index: int) -> None:
        assert review.index == index
        assert timeline.slider.value() == index
        assert screen.session.state == game.seen_by(game.moments[index], 0)

    qtbot.keyClick(screen, Qt.Key.Key_Right)
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    at(2)
    qtbot.keyClick(screen, Qt.Key.Key_Left)
    at(1)
    qtbot.keyClick(screen, Qt.Key.Key_End)
    at(len(game.moments) - 1)
    assert not timeline.forward.isEnabled()
    qtbot.keyClick(screen, Qt.Key.Key_Home)
    at(0)
    assert not timeline.back.isEnabled()
    starts = dict(game.round_starts())
    qtbot.keyClick(screen, Qt.Key.Key_PageDown)
    at(starts[2])
    qtbot.keyClick(screen, Qt.Key.Key_PageDown)
    at(starts[3])
    qtbot.keyClick(screen, Qt.Key.Key_PageUp)
    at(starts[2])
    timeline.slider.setValue(starts[7])
    at(starts[7])
    timeline.forward.click()
    at(starts[7] + 1)
    timeline.back.click()
    timeline.back.click()
    at(starts[7] - 1)
    timeline.end.click()
    at(len(game.moments) - 1)
    timeline.first.click()
    at(0)
    _stopped(screen, qtbot)


def _texts(widget: ReviewScreen) -> Iterator[str]:
    """Every text the screen holds, on show or not (another tab's too): labels, buttons, lists,
    tables, tooltips and accessible names, the windows' spaces included."""
    for w in [widget, *widget.findChildren(QWidget)]:
        yield w.toolTip()
        yield w.accessibleName()
        yield w.accessibleDescription()
        if isinstance(w, QLabel | QAbstractButton):
            yield w.text()
        if isinstance(w, QListWidget):
            for i in range(w.count()):
                item = w.item(i)
                yield item.text()
                yield item.toolTip()
        if isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None:
                        yield item.text()
                        yield item.toolTip()
    for card in widget.windows.cards:
        model = card.model
        for r in range(model.rowCount()):
            for c in range(model.columnCount()):
                yield str(model.index(r, c).data(Qt.ItemDataRole.ToolTipRole))


def test_nothing_hidden_shows_before_the_end(qtbot, game: ReviewedGame) -> None:
    from sagrada_desktop.ui.common.content_words import card_name, card_text

    window = _window(qtbot)
    screen = _from_scores(qtbot, window)
    hidden = game.states[-1].seats[1].private_objective
    secret = [card_name(hidden), card_text(hidden)]
    assert hidden != game.states[-1].seats[0].private_objective
    seen = list(range(0, len(game.moments) - 1, 7)) + [len(game.moments) - 2]
    for index in seen:
        screen.review.go(index)
        shown = " ".join(_texts(screen))
        for words in secret:
            assert words not in shown, (index, words)
        assert "hidden" in shown  # said, not left out silently
    screen.review.go(len(game.moments) - 1)
    shown = " ".join(_texts(screen))
    assert all(words in shown for words in secret)  # turned over at the table at the end
    _stopped(screen, qtbot)


def test_the_judgement_works_on_a_worker_thread_while_the_screen_steps(
        qtbot, monkeypatch: pytest.MonkeyPatch, game: ReviewedGame) -> None:
    gate = threading.Event()
    threads: list[int] = []

    def held(g: ReviewedGame, turns: Iterable[Turn], judging: Judging,
             stop: Callable[[], bool]) -> Iterator[TurnJudgement]:
        threads.append(threading.get_ident())
        for k, judgement in enumerate(judge_turns(g, turns, judging, stop)):
            if k == 2:
                gate.wait(30)  # the third turn waits: the judgement is still under way
            yield judgement

    monkeypatch.setattr("sagrada_desktop.ui.review.review_state.judge_turns", held)
    usual = sys.getswitchinterval()
    window = _window(qtbot)
    screen = _from_scores(qtbot, window)
    panel = screen.panel
    qtbot.waitUntil(lambda: len(screen.review.judged_turns()) == 2, timeout=20000)
    assert threads and threads[0] != threading.get_ident()
    assert sys.getswitchinterval() == SWITCH_S  # the window's thread gets Python back sooner
    assert panel.progress.isVisible() and panel.progress.value() == 2
    assert "once every turn is judged" in panel.summary.text()
    for _ in range(5):  # the screen steps while the judgement waits
        qtbot.keyClick(screen, Qt.Key.Key_Right)
    assert screen.review.index == 5
    gate.set()
    qtbot.waitUntil(lambda: screen.review.done, timeout=60000)
    qtbot.waitUntil(lambda: sys.getswitchinterval() != SWITCH_S)
    assert sys.getswitchinterval() == usual
    assert not panel.progress.isVisible()
    s = screen.review.summary()
    assert s is not None and panel.summary.text() == screen.words.summary(s)
    items = [panel.turns.item(i).text() for i in range(panel.turns.count())]
    assert len(items) == 24 and not any("being judged" in t for t in items)
    _stopped(screen, qtbot)


def test_a_judged_turn_marks_hards_space_and_says_what_it_cost(qtbot, game: ReviewedGame) -> None:
    window = _window(qtbot)
    screen = _from_scores(qtbot, window)
    qtbot.waitUntil(lambda: screen.review.done, timeout=60000)
    judged = screen.review.judged_turns()
    other = next(j for j in judged.values() if not j.same and j.hard.space is not None)
    item = screen.panel._items[other.turn.index]
    screen.panel.turns.itemClicked.emit(item)
    assert screen.review.moment == game.moment_after(other.turn)
    ana = screen.windows.cards[0].model
    assert ana.marked() == other.hard.space
    row, col = other.hard.space
    assert "Hard would have filled this space instead" in str(
        ana.index(row, col).data(Qt.ItemDataRole.ToolTipRole))
    assert screen.words.judgement(other) in screen.panel.this_turn.text()
    assert screen.windows.cards[1].model.marked() is None
    _stopped(screen, qtbot)


def test_open_a_saved_game_reviews_a_finished_one(qtbot, monkeypatch, tmp_path: Path,
                                                   game: ReviewedGame) -> None:
    window = _window(qtbot)
    monkeypatch.setattr(entry.FileDialog, "open_name", staticmethod(
        lambda *_a: str(NEWCOMER)))
    (action,) = [a for a in window.menuBar().actions()[0].menu().actions()
                 if a.objectName() == "open_saved_game"]
    assert action.text() == "Open a saved game…"
    action.trigger()
    screen = window.stack.currentWidget()
    assert isinstance(screen, ReviewScreen) and screen.back_button.text() == "Close the review"
    screen.back_button.click()
    assert window.stack.currentWidget() is window.start
    _stopped(screen, qtbot)
    # a game still being played goes on, as Load would
    halfway = tmp_path / "halfway.sagrada.json"
    step = game.moments[20].step
    save_game(halfway, game.setup, game.actions[:step], game.states[step], plans=game.plans)
    monkeypatch.setattr(entry.FileDialog, "open_name", staticmethod(lambda *_a: str(halfway)))
    action.trigger()
    assert window.stack.currentWidget() is window.game_screen
    assert window.session is not None and window.session.state == game.states[step]


def test_a_file_that_cannot_be_read_is_said(qtbot, monkeypatch, tmp_path: Path) -> None:
    window = _window(qtbot)
    bad = tmp_path / "bad.sagrada.json"
    bad.write_text("[]", encoding="utf-8")
    said: list[str] = []
    monkeypatch.setattr(entry.FileDialog, "open_name", staticmethod(lambda *_a: str(bad)))
    monkeypatch.setattr(entry.PlainQuestion, "warning",
                        staticmethod(lambda _p, _t, text: said.append(text)))
    assert entry.open_saved_game(window) is None
    assert len(said) == 1 and str(bad) in said[0]
    assert window.stack.currentWidget() is window.start


def test_a_new_language_builds_the_review_again_where_it_was(qtbot, game: ReviewedGame) -> None:
    from .screens import choose_language

    window = _window(qtbot)
    screen = _from_scores(qtbot, window)
    qtbot.waitUntil(lambda: screen.review.done, timeout=60000)
    judged = dict(screen.review.judged_turns())
    screen.review.go(17)
    try:
        choose_language(qtbot, window, "zh_TW")
        qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), ReviewScreen)
                        and window.stack.currentWidget() is not screen)
        again = window.stack.currentWidget()
        assert isinstance(again, ReviewScreen) and again.review is screen.review
        assert again.review.index == 17 and again.review.judged_turns() == judged
        assert again.title.text().startswith("遊戲檢討——")
        assert again.back_button.text() == "回到計分"
        assert "有 " in again.panel.summary.text() or "沒有任何回合" in again.panel.summary.text()
        qtbot.waitUntil(lambda: not shiboken_alive(screen))  # the old screen is gone ...
        again.review.finished.emit()  # ... and nothing of it hears the review any more
        again.review.moved.emit()
        again.back_button.click()
        assert window.stack.currentWidget() is window.score_screen
    finally:
        choose_language(qtbot, window, "en")


def _mutant_files() -> list[str]:
    import random

    from tests.saves.fuzz_saves import mutants
    from tests.saves.sources import game_saves

    rng = random.Random("review-ui-fuzz")
    sources = [text for label, text in game_saves() if "over" in label][:2]
    return [v for text in sources for v in mutants(text, rng, "game", 3)]


@pytest.mark.parametrize("k", range(6))
def test_open_a_saved_game_with_damaged_files(qtbot, monkeypatch, tmp_path: Path, k: int) -> None:
    from tests.saves.fuzz_saves import folder_digest, write_mutant

    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "game.sagrada.json"
    write_mutant(path, _mutant_files()[k])
    before = folder_digest(folder)
    window = _window(qtbot)
    said: list[str] = []
    monkeypatch.setattr(entry.FileDialog, "open_name", staticmethod(lambda *_a: str(path)))
    monkeypatch.setattr(entry.PlainQuestion, "warning",
                        staticmethod(lambda _p, _t, text: said.append(text)))
    host = entry.open_saved_game(window)
    current = window.stack.currentWidget()
    if said:
        assert host is None and current is window.start
        assert path.name in said[0] and "Traceback" not in said[0]
    elif host is not None:
        assert isinstance(current, ReviewScreen)
        _stopped(current, qtbot)
    else:
        assert current is window.game_screen  # a game still being played goes on
    assert folder_digest(folder) == before
