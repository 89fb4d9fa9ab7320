"""Learn to play, from the start page or the Help menu: the lesson kept from last time is
offered back (where it was left), or a new lesson game begins on window 1 against an Easy
computer. The lesson's game is kept in its own file, not in the free-play autosave."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from attrs import frozen

from sagrada_desktop.engine import GameState, final_scores, new_game
from sagrada_desktop.lesson.lesson_file import LessonFile, LoadedLesson
from sagrada_desktop.lesson.progress import Lesson
from sagrada_desktop.lesson.setup import PLANS, lesson_setup
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plain_question import PlainQuestion
from sagrada_desktop.ui.common.plural import place
from sagrada_desktop.ui.game.hosts import FreePlay

from .guide import LessonGuide
from .lesson_session import LessonSession

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from sagrada_desktop.ui.main_window import MainWindow


@frozen
class LessonPlay(FreePlay):
    """The lesson's game: kept by the lesson itself (its file), so no Save, no autosave and
    nothing to ask before leaving it; the start screen follows the scoring table."""

    may_save: bool = False
    autosaves: bool = False
    asks_before_leaving: bool = False

    def reward_lines(self, state: GameState) -> list[str]:
        cards = sorted(final_scores(state), key=lambda c: c.place)
        out = [translate("lesson_entry", "{place}: {name}").format(place=place(c.place),
                                                                   name=c.name)
               for c in cards]
        out.append(translate("lesson_entry", "A lesson awards nothing; in a campaign the "
                                             "placings win Legacy Points, Tool Cards and "
                                             "coins."))
        return out


def open_lesson(main: QMainWindow) -> LessonGuide | None:
    """Learn to play: the lesson on show goes on; else the lesson kept is offered back, or a
    new one begins (None: the person chose to keep the game they are playing)."""
    window = cast("MainWindow", main)
    running = window.findChild(LessonGuide, "lessonGuide")
    if running is not None and running.active and window.session is running.session:
        running.refresh()
        return running
    if not window.leave_game_ok():
        return None
    file = LessonFile(window.autosaver.folder) if window.autosaver is not None else None
    kept, problem = file.load() if file is not None else (None, "")
    if problem:
        PlainQuestion.warning(window, translate("lesson_entry", "The lesson kept could not be "
                                                                "read"), problem)
    if kept is not None and not _continue(window, kept):
        kept = None
    session = _resumed(kept) if kept is not None else _new_session()
    window.open_session(session, LessonPlay())
    return LessonGuide(window, session, file)


def _continue(window: MainWindow, kept: LoadedLesson) -> bool:
    state = kept.game.state
    answer = PlainQuestion.question(
        window, translate("lesson_entry", "Learn to play"),
        translate("lesson_entry", "Your lesson was left in round {round}. Go on where you "
                                  "left it, or begin the lesson again?").format(round=state.round),
        yes=translate("lesson_entry", "Go on with the lesson"),
        no=translate("lesson_entry", "Begin again"))
    return answer == PlainQuestion.StandardButton.Yes


def _resumed(kept: LoadedLesson) -> LessonSession:
    game = kept.game
    return LessonSession(game.state, game.plans, Lesson(kept.progress), game.actions)


def _new_session() -> LessonSession:
    setup = lesson_setup(catalogue.content(), translate("lesson_entry", "Apprentice"),
                         translate("lesson_entry", "Rival (Easy)"))
    return LessonSession(new_game(setup), PLANS, Lesson())
