"""Learn to play, through the program: the whole lesson played from the start page's button
with a drag, clicks and the keyboard, every step pointing at a part of the screen that is
there and in sight; a move the step does not ask for refused with the lesson's reason and
the step going on; Skip, Leave the lesson and coming back where it was left; a damaged lesson
file said and a new lesson begun; the lesson's words in 繁體中文 while it goes on."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from sagrada_desktop.engine import DraftDie, FillSpace, Stage
from sagrada_desktop.lesson import situations as at
from sagrada_desktop.lesson.lesson_file import FILE_NAME, LessonFile, load_lesson
from sagrada_desktop.lesson.rehearsal import Rehearsal, rehearse
from sagrada_desktop.lesson.script import SCRIPT
from sagrada_desktop.lesson.setup import PERSON, PLANS
from sagrada_desktop.saves import replay
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.plain_question import PlainQuestion
from sagrada_desktop.ui.lesson import entry
from sagrada_desktop.ui.lesson.guide import LessonGuide

from .lesson_hands import (
    LEFT,
    click_die,
    click_space,
    guide_of,
    lesson_window,
    marks_in_sight,
    marks_settled,
    play_lesson,
    press_next,
    settle,
    start_lesson,
    wait_until,
)
from .screens import choose_language


@pytest.fixture(scope="module")
def rehearsal() -> Rehearsal:
    from sagrada_desktop.content import load_content

    return rehearse(load_content())


@pytest.fixture
def window(qtbot, temp_settings, tmp_path, styled):
    w = lesson_window(temp_settings, tmp_path)
    qtbot.addWidget(w)
    yield w
    translators().install("en")


def _answer(monkeypatch, yes: bool) -> list[str]:
    asked: list[str] = []

    def question(parent, title, text, yes_words="", no_words="", **_):
        asked.append(text)
        return PlainQuestion.StandardButton.Yes if yes else PlainQuestion.StandardButton.No

    monkeypatch.setattr(entry.PlainQuestion, "question", staticmethod(question))
    return asked


def test_the_whole_lesson_played_through_the_program(window, rehearsal, tmp_path) -> None:
    guide = start_lesson(window)
    seen: list[str] = []
    problems: list[str] = []

    def look(g: LessonGuide) -> None:
        step = g.step()
        assert step is not None
        seen.append(step.id)
        problems.extend(marks_settled(g))

    def how(action, n: int) -> str:
        if n == 0:
            return "drag"  # the first die dragged from the board onto the window
        return "keys" if guide.step() is not None and guide.step().id in ("printed", "stars") \
            else "click"

    session = guide.session
    actions = play_lesson(window, guide, seen=look, how=how)
    assert problems == []
    closed = guide.lesson.progress.closed
    assert {s.id for s in SCRIPT if s.moot_after not in closed} <= set(seen)
    assert guide.lesson.finished and guide.lesson.progress.skipped == ()
    assert window.stack.currentWidget() is window.score_screen  # a normal scoring table
    assert not (tmp_path / FILE_NAME).exists()  # the lesson over, nothing is kept
    # the program played the very game the seed was chosen for, move for move
    assert session.actions == list(rehearsal.actions)
    assert [seat.window for seat in session.state.seats] == \
        [seat.window for seat in rehearsal.state.seats]
    assert actions == [a for k, a in enumerate(rehearsal.actions)
                       if replay(rehearsal.state.setup, rehearsal.actions[:k]).active_seat
                       == PERSON]


@pytest.mark.parametrize("step_id", [s.id for s in SCRIPT if s.id != "cathedral_plan"])
def test_every_steps_marked_widget_is_there_and_in_sight(window, rehearsal, monkeypatch,
                                                         tmp_path, step_id: str) -> None:
    """Each step as the lesson kept it when the step came up: Learn to play goes on there,
    and what the step points at is on the screen, in sight, and not under the box."""
    m = next(m for m in rehearsal.shown if m.step == step_id)
    s = replay(rehearsal.state.setup, rehearsal.actions[:m.played])
    LessonFile(tmp_path).save(s.setup, rehearsal.actions[:m.played], s, PLANS, m.progress)
    asked = _answer(monkeypatch, yes=True)
    guide = start_lesson(window)
    window.game_screen.driver.set_paused(True)  # the step as it came up: nobody moves on
    assert asked and guide.session.actions == list(rehearsal.actions[:m.played])
    wait_until(lambda: guide.step() is not None and guide.step().id == step_id
               and guide.box.isVisible() and guide.overlay.frames, f"{step_id} on show")
    assert marks_in_sight(guide) == []


def test_a_wrong_move_is_refused_with_its_reason_and_the_step_goes_on(
        window, rehearsal, monkeypatch, tmp_path) -> None:
    m = next(m for m in rehearsal.shown if m.step == "printed")
    s = replay(rehearsal.state.setup, rehearsal.actions[:m.played])
    LessonFile(tmp_path).save(s.setup, rehearsal.actions[:m.played], s, PLANS, m.progress)
    _answer(monkeypatch, yes=True)
    guide = start_lesson(window)
    settle(window)
    screen, session = window.game_screen, guide.session
    s = session.state
    assert guide.step().id == "printed" and guide.step().ready(s)
    wrong = next(d for d, held in at.in_hand_ways(s)
                 if at.spaces(held) and not at.spaces(held, at.printed))
    click_die(screen, wrong)  # the rules allow it; this lesson asks for another die
    wait_until(lambda: guide.box.refused.isVisible(), "the lesson's reason")
    assert session.state is s
    assert "printed colour or value" in screen.notice.text()
    assert screen.notice.text().startswith("Not allowed")
    assert "printed colour or value" in guide.box.refused.text()
    assert guide.step().id == "printed"
    way = guide.step().way(s)
    click_die(screen, way.die)
    wait_until(lambda: session.state.stage is Stage.PLACE, "the die in hand")
    held = session.state
    lit = window.game_screen.window_model
    shown = {(r, c) for r in range(4) for c in range(6)
             if lit.index(r, c).data(lit_role())}
    assert shown == set(at.spaces(held, at.printed))  # only the spaces the lesson asks for
    w = at.person_window(held)
    far = next((r, c) for r in range(w.rows) for c in range(w.cols)
               if (r, c) not in at.spaces(held))
    click_space(screen, *far)  # the rules refuse this one: the engine's reason
    wait_until(lambda: session.state is held and "printed" not in screen.notice.text()
               and screen.notice.text().startswith("Not allowed"), "the rules' reason")
    click_space(screen, *way.space)
    wait_until(lambda: guide.step() is not None and guide.step().id != "printed",
               "the next lesson")
    assert "printed" in guide.lesson.progress.done


def lit_role():
    from sagrada_desktop.ui.common.roles import Role

    return Role.LEGAL


def test_skip_leave_and_come_back_where_it_was_left(window, monkeypatch, tmp_path) -> None:
    guide = start_lesson(window)
    assert guide.step().id == "welcome"
    QTest.mouseClick(guide.box.skip, LEFT)
    wait_until(lambda: guide.step().id == "take_die", "the next lesson")
    settle(window)
    click_die(window.game_screen, window.session.state.pool[0])
    wait_until(lambda: window.session.state.stage is Stage.PLACE, "the die in hand")
    played = list(window.session.actions)
    QTest.mouseClick(guide.box.leave, LEFT)
    wait_until(lambda: window.stack.currentWidget() is window.start, "the start page")
    assert guide_of(window) is None and window.session is None
    kept = load_lesson(tmp_path / FILE_NAME)
    assert kept.progress.skipped == ("welcome",) and list(kept.game.actions) == played
    asked = _answer(monkeypatch, yes=True)
    again = start_lesson(window)
    assert "round 1" in asked[0]
    assert again.session.actions == played and again.session.state.in_hand is not None
    assert again.step().id in ("take_die", "first_die")
    # Game > New game leaves it too, and keeps it; then "Begin again" starts afresh
    window.new_action.trigger()
    wait_until(lambda: window.stack.currentWidget() is window.start, "the start page")
    assert list(load_lesson(tmp_path / FILE_NAME).game.actions) == played
    _answer(monkeypatch, yes=False)
    fresh = start_lesson(window)
    assert fresh.session.actions == [] and fresh.step().id == "welcome"


def test_learn_to_play_is_in_the_help_menu(window) -> None:
    helps = window.menuBar().actions()[2].menu()
    item = next(a for a in helps.actions() if a.objectName() == "learn_to_play")
    item.trigger()
    wait_until(lambda: guide_of(window) is not None, "the lesson")
    item.trigger()  # again while it is on: the same lesson goes on
    assert len([g for g in window.findChildren(LessonGuide) if g.active]) == 1


def test_a_damaged_lesson_file_is_said_and_a_new_lesson_begins(window, monkeypatch,
                                                               tmp_path) -> None:
    (tmp_path / FILE_NAME).write_text('{"format": "sagrada-artisans-lesson", "schema_')
    said: list[str] = []
    monkeypatch.setattr(entry.PlainQuestion, "warning",
                        staticmethod(lambda parent, title, text: said.append(text)))
    guide = start_lesson(window)
    assert said and FILE_NAME in said[0]
    assert guide.session.actions == [] and guide.step().id == "welcome"


def test_the_lesson_speaks_chinese_and_goes_on_when_the_language_changes(qtbot, window) -> None:
    guide = start_lesson(window)
    press_next(guide)
    english = guide.box.text.text()
    choose_language(qtbot, window, "zh_TW")
    wait_until(lambda: guide.box.text.text() != english, "the lesson in Chinese")
    words = guide.box.title.text() + guide.box.text.text() + guide.box.skip.text()
    assert "聖家堂圖板" in words and not any("a" <= ch <= "z" for ch in guide.box.title.text())
    assert guide.step().id == "take_die" and marks_in_sight(guide) == []
    settle(window)
    die = window.session.state.pool[0]
    click_die(window.game_screen, die)
    wait_until(lambda: guide.step().id != "take_die", "the next lesson")
    assert isinstance(window.session.actions[-1], DraftDie)
    assert not isinstance(window.session.actions[-1], FillSpace)
