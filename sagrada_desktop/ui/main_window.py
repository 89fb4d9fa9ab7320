"""The main window: the start screen, the game, the scoring table, and the menus (Save, Load,
Export to PDF, Settings, Help)."""

from __future__ import annotations

import os
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QStackedWidget,
    QToolButton,
    QWidget,
)

from sagrada_desktop.engine import WindowDesign
from sagrada_desktop.saves import SaveError
from sagrada_desktop.ui.common.content_words import window_name
from sagrada_desktop.ui.common.i18n import translate

from .campaign.campaign_files import CampaignFolder, unlocked_windows
from .common import catalogue
from .common.i18n import resolve, translators
from .common.pdf_export import printing_available
from .common.resume_choice import CAMPAIGN_PLAY, FREE_PLAY, resume_choice
from .common.settings import Settings
from .game.hosts import FreePlay, GameHost
from .game.screens.start_screen import StartScreen
from .game_files import GameFiles
from .language_switch import rebuild
from .window_dialogs import WindowDialogs

# What the start screen does not show is imported where it is first used (a game, a file,
# an export): the first paint waits for none of it (tests/ui/test_first_paint.py).
if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QMenu

    from sagrada_desktop.engine import GameSetup
    from sagrada_desktop.saves import SeatPlan

    from .campaign.campaign_host import CampaignHost
    from .game.autosave import Autosaver, Pending
    from .game.screens.game_screen import GameScreen
    from .game.screens.score_screen import ScoreScreen
    from .game.session import GameSession

LEAST_WIDTH, LEAST_HEIGHT = 800, 560  # the window's own least size (smaller screens scroll)


class MainWindow(GameFiles, WindowDialogs, QMainWindow):
    game_finished = Signal()

    def __init__(self, settings: Settings, autosaver: Autosaver | None,
                 windows: list[tuple[str, WindowDesign]]) -> None:
        super().__init__()
        # names from people and files stay plain text: the rule (rule_labels) is installed
        # after the first paint; the start screen's own labels hold none
        self._labels_ruled = False
        self.setWindowTitle(translate("main_window", "Sagrada Artisans"))
        self.settings = settings
        self.autosaver = autosaver
        self.session: GameSession | None = None
        self.game_screen: GameScreen | None = None
        self.score_screen: ScoreScreen | None = None
        self.host: GameHost = FreePlay()
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        # a minimum of its own: no screen's content may make the window grow past the display
        # (Qt grows a window to its layout's minimum unless one is set; docs/ui.md)
        self.setMinimumSize(LEAST_WIDTH, LEAST_HEIGHT)
        self.rewards_shown: list[str] = []
        self.campaign_folder = (CampaignFolder(autosaver.folder / "campaigns", autosaver.slot)
                                if autosaver is not None else None)
        self._campaign: CampaignHost | None = None  # made when a campaign is first asked for
        self.start = self.build_start(windows)
        self.start.add_windows(unlocked_windows(self.campaign_folder))
        self.start.set_saved_campaigns(bool(self.campaign_folder is not None
                                            and self.campaign_folder.campaign_files()))
        # which unfinished play is offered back: found after the first paint (check_resume)
        self.resume_offer: str | None = None
        self.stack.addWidget(self.start)
        self._menus()
        self.statusBar().showMessage(translate("main_window", "Welcome. Choose how to play."))
        if autosaver is not None and self.campaign_folder is not None:  # a read-only folder
            problem = autosaver.problem or self.campaign_folder.problem
            if problem:
                from .common.data_folder import show_saving_problem

                show_saving_problem(self, problem, lasting=True)
        settings.changed.connect(self._settings_changed)
        self._language_setting = settings.language
        self._built_language = translators().language

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._labels_ruled:  # the first paint: the rule follows at once
            QTimer.singleShot(0, self.rule_labels)

    def rule_labels(self) -> None:
        """From now on every label that guesses its format shows plain text when first shown
        (plain_text.plain_labels): installed once the window has painted or a game or the
        campaign is opened, whichever comes first; the labels made before are made plain now."""
        if self._labels_ruled:
            return
        self._labels_ruled = True
        from .common.plain_text import plain_labels, plain_now  # after the first paint

        plain_now(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            plain_labels(app)

    def check_resume(self) -> Pending | None:
        """Which unfinished play the start offers back after a crash or a Quit (read after the
        first paint, which waits for none of it): a campaign left being played gets its banner
        on the start screen here; the free-play game left behind is answered, for the caller
        to offer (ui/app.py); None when it is not the one offered."""
        autosaver, folder = self.autosaver, self.campaign_folder
        pending = autosaver.pending() if autosaver is not None else None
        self.resume_offer = resume_choice(
            autosaver.path if autosaver is not None and pending is not None else None,
            folder.left_playing() if folder is not None else None)
        if self.resume_offer == CAMPAIGN_PLAY:
            self.campaign.offer_resume()
        return pending if self.resume_offer == FREE_PLAY else None

    def offer_own_windows(self) -> None:
        """The player's own windows (ui/designer) into free play's list, read after the first
        paint (they need the converter and the whole content)."""
        from .designer.own_list import offer_own_windows

        offer_own_windows(self)

    def build_start(self, windows: list[tuple[str, WindowDesign]]) -> StartScreen:
        start = StartScreen(windows, self.stack)  # made in place: styled once, not restyled
        # when the stack adopts it (a tenth of the window's making, measured)
        start.start_game.connect(self.start_game)
        start.load_requested.connect(self.load_dialog)
        start.campaign_requested.connect(lambda part: self.campaign.show_start(part))
        start.add_entries([e for e in self.feature_entries() if e.on_start])
        start.entry_chosen.connect(self.open_feature)
        return start

    # --- language -------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        """A new language: the menus and every screen are built again (the game goes on)."""
        if event.type() == QEvent.Type.LanguageChange \
                and translators().language != self._built_language:
            self._built_language = translators().language
            rebuild(self)
        super().changeEvent(event)

    def retranslate_frame(self) -> None:
        """The window's title and menus in the current language."""
        self.setWindowTitle(translate("main_window", "Sagrada Artisans"))
        self._menus()

    @property
    def campaign(self) -> CampaignHost:
        """The campaign inside this window, made (and its modules imported) on first use:
        the first screen needs none of it."""
        if self._campaign is None:
            from .campaign.campaign_host import CampaignHost

            self.rule_labels()
            self._campaign = CampaignHost(self, self.campaign_folder)
        return self._campaign

    # --- menus ----------------------------------------------------------------------------
    def _menus(self) -> None:
        game = self.menuBar().addMenu(translate("main_window", "&Game"))
        game.setToolTipsVisible(True)  # a greyed item says why (Save… in a campaign)
        self.new_action = self._action(game, translate("main_window", "&New game"), QKeySequence.StandardKey.New,
                                       self.new_game_requested)
        self.save_action = self._action(game, translate("main_window", "&Save…"), QKeySequence.StandardKey.Save,
                                        self.save_dialog)
        self.load_action = self._action(game, translate("main_window", "&Load…"), QKeySequence.StandardKey.Open,
                                        self.load_dialog)
        self.export_action = self._action(game, translate("main_window", "&Export to PDF…"), "Ctrl+E", self.export_dialog)
        self.book_action = self._action(game, translate("main_window", "Campaign &book…"), "Ctrl+B",
                                        lambda: self.campaign.show_book())
        self.hint_action = self._action(game, translate("main_window", "&Hint"), "H", self.show_hint)
        self._entry_actions(game, "game")
        game.addSeparator()
        self._action(game, translate("main_window", "&Quit"), QKeySequence.StandardKey.Quit, self.close)
        options = self.menuBar().addMenu(translate("main_window", "&Options"))
        self._action(options, translate("main_window", "&Settings…"), "Ctrl+,", self.settings_dialog)
        helps = self.menuBar().addMenu(translate("main_window", "&Help"))
        self._action(helps, translate("main_window", "&Rules"), QKeySequence.StandardKey.HelpContents,
                     lambda: self.help_dialog(0))
        self._action(helps, translate("main_window", "&Tools and abilities"), "", lambda: self.help_dialog(1))
        self._entry_actions(helps, "help")
        self._update_actions()
        extension = self.menuBar().findChild(QToolButton, "qt_menubar_ext_button")
        if extension is not None:
            extension.setAccessibleName(translate("main_window", "More menus"))
            extension.setToolTip(translate("main_window", "More menus"))

    def _action(self, menu: QMenu, text: str, shortcut: str | QKeySequence.StandardKey | None,
                slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        if shortcut:  # setShortcuts, as setShortcut does: its overloads name Qt's namespace
            sequence = QKeySequence(shortcut)
            action.setShortcuts([sequence] if not sequence.isEmpty() else [])
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _entry_actions(self, menu: QMenu, which: str) -> None:
        """The feature entries of this menu (feature_entries.py), after its own items."""
        for entry in self.feature_entries():
            if entry.menu == which:
                action = self._action(menu, translate("feature_entries", entry.label),
                                      entry.shortcut, partial(self.open_feature, entry))
                action.setObjectName(entry.name)
                action.setToolTip(translate("feature_entries", entry.tooltip))

    def _update_actions(self) -> None:
        playing = self.session is not None
        over = self.session is not None and self.session.state.is_over
        self.save_action.setEnabled(playing and not over and self.host.may_save)
        saves_itself = self.host.exports_campaign and not self.host.may_save
        why = translate("main_window", "A campaign saves itself after every turn: there is nothing to save "
                        "by hand.") if saves_itself else ""
        self.save_action.setText(translate("main_window", "&Save… (the campaign saves itself)") if saves_itself
                                 else translate("main_window", "&Save…"))
        self.save_action.setToolTip(why or self.save_action.text().replace("&", ""))
        self.save_action.setStatusTip(why)
        self.export_action.setEnabled((playing or self.host.exports_campaign)
                                      and printing_available())
        self.book_action.setEnabled(self.host.exports_campaign and self._campaign is not None
                                    and self._campaign.session is not None)
        self.hint_action.setEnabled(playing and not over)
        self.export_action.setToolTip("" if printing_available()
                                      else translate("main_window", "The printing package is not installed"))

    # --- games ----------------------------------------------------------------------------
    def use_host(self, host: GameHost) -> None:
        """The campaign (or free play again) takes over the window's menus."""
        self.host = host
        self._update_actions()

    def start_game(self, setup: GameSetup, plans: list[SeatPlan], host: GameHost) -> GameSession:
        """A new game from the start screen, for its host (free play or solo)."""
        from sagrada_desktop.engine import new_game

        from .game.session import GameSession

        session = GameSession(new_game(setup), plans)
        self.open_session(session, host)
        return session

    def open_session(self, session: GameSession, host: GameHost | None = None) -> GameScreen:
        self.rule_labels()
        catalogue.content()  # every check of the content (once) before any game is shown
        self._close_game()
        self.session = session
        self.host = host if host is not None else FreePlay()
        session.setParent(self)
        from .game.screens.game_screen import GameScreen  # not needed for the first screen

        screen = GameScreen(session, self.settings.pace_ms)
        self.connect_game_screen(screen)
        self.game_screen = screen
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        self._update_actions()
        self._status(translate("main_window", "{name}: round {round}").format(name=window_name(session.state.setup.window), round=session.state.round))
        from .editions.notice import note_game  # under older rules, the game says so

        note_game(self, session.state.setup, self.host)
        screen.driver.schedule()
        if session.state.is_over:
            self.show_scores()
        return screen

    def connect_game_screen(self, screen: GameScreen) -> None:
        screen.message.connect(self._status)
        screen.finished.connect(self.show_scores)
        screen.turn_done.connect(self.autosave)

    def connect_score_screen(self, screen: ScoreScreen) -> None:
        host = self.host
        screen.new_game.connect(host.carry_on or self.show_start)
        if host.next_label:
            screen.again.setText(translate("main_window", host.next_label))
        review = screen.add_button(translate("main_window", "Review this game"))
        review.setObjectName("review_this_game")
        review.clicked.connect(self.review_this_game)

    def _close_game(self) -> None:
        for w in (self.game_screen, self.score_screen):
            if w is not None:
                self.stack.removeWidget(w)
                w.deleteLater()
        if self.game_screen is not None:
            self.game_screen.driver.set_paused(True)
        self.game_screen = self.score_screen = None
        if self.session is not None:
            self.session.deleteLater()
        self.session = None

    def close_game(self) -> None:
        """The game on screen closed, its session gone (a campaign's window went on at the
        table: ui/table/from_screen.py)."""
        self._close_game()
        self._update_actions()

    def leave_game_ok(self) -> bool:
        """Before leaving a free-play game in progress for another: ask, saying it is kept."""
        s = self.session
        if s is None or s.state.is_over or not self.host.asks_before_leaving:
            return True
        self.autosave()
        from .common.plain_question import PlainQuestion

        kept = (translate("main_window", " If you leave it, it stays saved as the autosave until another game starts, "
                "and is offered again when the program starts.") if self.autosaver is not None else
                translate("main_window", " It is not saved: use Save first to keep it."))
        answer = PlainQuestion.question(
            self, translate("main_window", "Leave this game?"),
            translate("main_window", "The game on {name} is in round {round}.{kept}").format(name=window_name(s.state.setup.window), round=s.state.round, kept=kept),
            yes=translate("main_window", "Leave the game"), no=translate("main_window", "Keep playing"))
        return answer == PlainQuestion.StandardButton.Yes

    def new_game_requested(self) -> None:
        """Game → New game: the start screen, once a game in progress may be left."""
        if self.leave_game_ok():
            self.show_start()

    def show_start(self) -> None:
        self._close_game()
        self.stack.setCurrentWidget(self.start)
        self._update_actions()

    def show_scores(self) -> ScoreScreen | None:
        session = self.session
        if session is None or not session.state.is_over or self.score_screen is not None:
            return self.score_screen
        self.autosave()
        from .game.screens.score_screen import ScoreScreen

        self.rewards_shown = self.host.reward_lines(session.state)
        screen = ScoreScreen(session, self.rewards_shown)
        self.connect_score_screen(screen)
        self.score_screen = screen
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        self._status(screen.winner.text())  # not the game's last words ("Not allowed: …")
        self._update_actions()
        self.game_finished.emit()
        return screen

    def autosave(self, *_: object) -> None:
        if self.autosaver is None or self.session is None or not self.host.autosaves:
            return
        try:
            self.autosaver.save(self.session)
        except (SaveError, OSError) as exc:
            from sagrada_desktop.wording.system_errors import failure_text

            self._status(translate("main_window", "Autosave failed: {exc}").format(exc=failure_text(exc)))

    def _settings_changed(self) -> None:
        if self.settings.language != self._language_setting:  # chosen in Settings just now
            self._language_setting = self.settings.language
            translators().install(resolve(self._language_setting, os.environ))
        if self.game_screen is not None:
            self.game_screen.driver.pace_ms = self.settings.pace_ms
        self.update()
        for w in self.findChildren(QWidget):
            w.update()

    def _status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set_window_geometry(bytes(self.saveGeometry().data()))  # opens so next time
        self.autosave()
        if self.autosaver is not None:
            self.autosaver.note_quit()
        if self.campaign_folder is not None:  # a clean quit: no crash to recover from
            self.campaign_folder.mark_playing(None)
        if self.game_screen is not None:
            self.game_screen.driver.set_paused(True)
        super().closeEvent(event)
