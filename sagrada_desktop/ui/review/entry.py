"""Where a review is opened: Game > Open a saved game… (a finished game opens into its
review; one still being played goes on, as Load would), the score screen's "Review this game",
and the campaign book's journal (a campaign's finished games are kept for it).

A review takes the main window's screen until Back (or another screen) replaces it; its
judgement is given up then. A new language builds its screen again on the same review."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from sagrada_desktop.review.game_turns import ReviewedGame
from sagrada_desktop.review.judgement import Judging
from sagrada_desktop.saves import SaveError, load_game
from sagrada_desktop.ui.common.file_dialog import FileDialog
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.plain_question import PlainQuestion
from sagrada_desktop.ui.common.user_folders import documents_folder
from sagrada_desktop.wording.system_errors import failure_text

from .review_screen import ReviewScreen
from .review_state import ReviewState

if TYPE_CHECKING:
    from sagrada_desktop.ui.main_window import MainWindow

GAMES = QT_TRANSLATE_NOOP("review_entry", "Sagrada Artisans games (*.sagrada.json *.json)")
BACK_TO_SCORES = QT_TRANSLATE_NOOP("review_entry", "Back to the scores")
CLOSE = QT_TRANSLATE_NOOP("review_entry", "Close the review")
JUDGING = Judging()  # how hard a review looks (the command line's defaults)


class ReviewHost(QObject):
    """One review in the main window: its state, its screen, and the screen Back returns to."""

    def __init__(self, window: MainWindow, game: ReviewedGame, seat: int,
                 back_to: Callable[[], QWidget | None], back_label: str) -> None:
        super().__init__(window)
        self.window, self.back_to, self.back_label = window, back_to, back_label
        self.state = ReviewState(game, seat, JUDGING, parent=self)
        self.screen = self._screen()
        self._swapping = False
        window.stack.addWidget(self.screen)
        window.stack.setCurrentWidget(self.screen)
        window.stack.currentChanged.connect(self._screen_changed)
        window.hint_action.setEnabled(False)  # a game behind the review gets no hint meanwhile

    def _screen(self) -> ReviewScreen:
        screen = ReviewScreen(self.state, translate("review_entry", self.back_label))
        screen.back.connect(self.go_back)
        screen.language_changed.connect(self._rebuild)
        return screen

    def _rebuild(self) -> None:
        old, stack = self.screen, self.window.stack
        self._swapping = True
        self.screen = self._screen()
        stack.insertWidget(stack.indexOf(old), self.screen)
        stack.setCurrentWidget(self.screen)
        stack.removeWidget(old)
        old.deleteLater()
        self._swapping = False

    def go_back(self) -> None:
        back = self.back_to()  # asked now: a new language builds the screens again
        if back is not None and self.window.stack.indexOf(back) >= 0:
            self.window.stack.setCurrentWidget(back)
        else:
            self.window.show_start()

    def _screen_changed(self, _index: int) -> None:
        if not self._swapping and self.window.stack.currentWidget() is not self.screen:
            self.close()

    def close(self) -> None:
        """The review is left: its judgement given up, its screen and state let go."""
        self.window.stack.currentChanged.disconnect(self._screen_changed)
        self.state.stop()
        self.window.stack.removeWidget(self.screen)
        self.screen.deleteLater()
        self.window._update_actions()  # the menus as the screen now on show allows
        self.deleteLater()


def _nowhere() -> QWidget | None:
    return None


def way_back(window: MainWindow) -> Callable[[], QWidget | None]:
    """The screen on show now, as it will be found later: the score screen, the game or the
    campaign's page (each built again by a new language), else the start screen."""
    current = window.stack.currentWidget()
    if current is not None and current is window.score_screen:
        return lambda: window.score_screen
    if current is not None and current is window.game_screen:
        return lambda: window.game_screen
    campaign = window._campaign  # the campaign, if one was opened (never made here)
    if campaign is not None and current is not None and current is campaign.screen:
        return lambda: campaign.screen
    return _nowhere


def open_review(window: MainWindow, game: ReviewedGame, *,
                back_to: Callable[[], QWidget | None] = _nowhere,
                back_label: str = CLOSE) -> ReviewHost:
    """The review of `game` on the main window, judging the first seat a person played."""
    window.rule_labels()
    from sagrada_desktop.ui.common import catalogue

    catalogue.content()  # every check of the content (once) before a game is shown
    persons = game.person_seats()
    host = ReviewHost(window, game, persons[0] if persons else 0, back_to, back_label)
    window.statusBar().showMessage(translate(
        "review_entry", "The review: step with Left and Right (Page Up and Page Down a round) "
        "or the slider; Hard judges the turns meanwhile."), 8000)
    return host


def review_this_game(window: MainWindow) -> ReviewHost | None:
    """The score screen's "Review this game": the game just finished, Back to its scores."""
    session = window.session
    if session is None or not session.state.is_over:
        return None
    game = ReviewedGame.play(session.state.setup, session.actions, session.plans)
    return open_review(window, game, back_to=lambda: window.score_screen,
                       back_label=BACK_TO_SCORES)


def review_file(window: MainWindow, path: Path) -> ReviewHost | None:
    """A saved game's review (a campaign's kept game); a file that cannot be read is said."""
    try:
        game = ReviewedGame.of(load_game(path))
    except (SaveError, OSError) as exc:
        PlainQuestion.warning(window, translate("review_entry", "Cannot open"), failure_text(exc))
        return None
    return open_review(window, game, back_to=way_back(window))


def open_saved_game(window: MainWindow) -> ReviewHost | None:
    """Game > Open a saved game…: a finished game opens into its review; one still being
    played goes on (as Game > Load)."""
    if not window.leave_game_ok():
        return None
    name = FileDialog.open_name(window, translate("review_entry", "Open a saved game"),
                                str(documents_folder()), translate("review_entry", GAMES))
    if not name:
        return None
    try:
        loaded = load_game(Path(name))
        game = ReviewedGame.of(loaded)
    except (SaveError, OSError) as exc:
        PlainQuestion.warning(window, translate("review_entry", "Cannot open"), failure_text(exc))
        return None
    if not game.is_over:
        window.load_from(Path(name))
        window.statusBar().showMessage(translate(
            "review_entry", "This game is not finished: it goes on here; its review opens once "
            "it is over (Review this game)."), 8000)
        return None
    window.show_start()
    return open_review(window, game)
