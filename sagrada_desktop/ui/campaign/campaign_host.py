"""The campaign inside the main window: the campaign start screen, the between-games screen,
handing each window to the ordinary game screen (its host: CampaignPlay) and back after its scoring
table, the rewards shown there, File > Export to PDF, the windows free play may offer, and the
offer to resume a campaign left unfinished by a crash (a banner on the start screen)."""

from __future__ import annotations

import importlib
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLockFile, QObject, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from sagrada_desktop.campaign import (
    CampaignError,
    CampaignSaveError,
    load_campaign_file,
    new_campaign,
    reset_campaign,
    visible_content,
)
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.data_folder import campaign_lock, show_saving_problem
from sagrada_desktop.ui.common.export_choices import CAMPAIGN_BOOK
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plural import coins, tool_cards
from sagrada_desktop.ui.common.plural import place as place_words
from sagrada_desktop.ui.editions.notice import note_campaign
from sagrada_desktop.ui.game.computer import ComputerDriver
from sagrada_desktop.ui.game.hosts import CampaignPlay, FreePlay
from sagrada_desktop.ui.game.screens.start_screen import CONTINUE_CAMPAIGN, NEW_CAMPAIGN
from sagrada_desktop.ui.game.session import GameSession

from .book_dialog import BookDialog
from .campaign_export import export_campaign_pdf
from .campaign_files import CampaignFolder, unlocked_windows
from .campaign_session import CampaignSession
from .envelope_dialog import EnvelopeDialog
from .screens.campaign_screen import CampaignScreen
from .screens.campaign_start import CampaignStartScreen

if TYPE_CHECKING:
    from sagrada_desktop.engine import WindowDesign
    from sagrada_desktop.ui.game.screens.game_screen import GameScreen
    from sagrada_desktop.ui.main_window import MainWindow

TABLE_SCREENS = "sagrada_desktop.ui.table.table_host"  # a window played at the table


class CampaignHost(QObject):
    def __init__(self, window: MainWindow, folder: CampaignFolder | None) -> None:
        super().__init__(window)
        self.window = window
        self.folder = folder
        self.session: CampaignSession | None = None
        self.screen: CampaignScreen | None = None
        self.start_screen: CampaignStartScreen | None = None
        self.banner: QFrame | None = None
        self.seed: int | None = None  # a fixed campaign seed (tests); None: from the clock
        self.envelope_dialogs: list[EnvelopeDialog] = []  # envelopes opened in this game
        self.book_dialog: BookDialog | None = None
        self._held: tuple[Path, QLockFile] | None = None  # the open campaign's file, locked
        window.installEventFilter(self)
        window.stack.currentChanged.connect(self._screen_changed)

    @property
    def content(self) -> CampaignContent:
        return catalogue.content()

    # --- start -------------------------------------------------------------------------
    def any_saved(self) -> bool:
        return self.folder is not None and bool(self.folder.campaign_files())

    def refresh_start(self) -> None:
        """The start screen's "Continue a campaign…" follows the campaigns saved here."""
        self.window.start.set_saved_campaigns(self.any_saved())

    def show_start(self, part: str = NEW_CAMPAIGN) -> CampaignStartScreen:
        if self.start_screen is None:
            self.start_screen = CampaignStartScreen(self.content.family_colors)
            self.start_screen.new_requested.connect(self.begin_new)
            self.start_screen.continue_requested.connect(self.continue_campaign)
            self.start_screen.reset_requested.connect(self.reset)
            self.start_screen.back.connect(self.window.show_start)
            self.window.stack.addWidget(self.start_screen)
        self.start_screen.show_error("")
        self.start_screen.show_saved(self.folder.saved(self.content) if self.folder else [])
        self.window.stack.setCurrentWidget(self.start_screen)
        self.start_screen.focus_part(part)
        return self.start_screen

    def begin_new(self) -> CampaignSession | None:
        editor = self.start_screen.editor if self.start_screen else None
        if editor is None:
            return None
        families = editor.families()
        try:
            seed = self.seed if self.seed is not None else time.time_ns() % (1 << 62)
            at_table = self.start_screen is not None and self.start_screen.at_table.isChecked()
            campaign = new_campaign(self.content, families, seed, at_table=at_table)
        except CampaignError as exc:
            if self.start_screen is not None:
                self.start_screen.show_error(translate("campaign_host", "Cannot begin: {exc}").format(exc=exc))
            return None
        path = self.folder.new_path(f.name for f in families) if self.folder else None
        lock = campaign_lock(path) if path is not None else None
        session = self.open(CampaignSession(campaign, self.content, editor.plans(), path,
                                            self.folder, self.window.settings.pace_ms,
                                            new=True))
        if path is not None and lock is not None:
            self._keep(path, lock)
        session.save()
        return session

    def continue_campaign(self, path: Path) -> CampaignSession | None:
        lock = self._claim(path)
        if lock is None:
            return None
        try:
            loaded = load_campaign_file(path, self.content)
        except CampaignSaveError as exc:
            self._let_go(lock)
            self._problem(str(exc))
            return None
        # played and shown with the content of its own edition (content/editions.py)
        session = self.open(CampaignSession(loaded.campaign, loaded.content or self.content,
                                            loaded.plans, path, self.folder,
                                            self.window.settings.pace_ms))
        self._keep(path, lock)
        return session

    def reset(self, path: Path) -> None:
        lock = self._claim(path)
        if lock is None:
            return
        try:
            reset_campaign(path, self.content)
        except CampaignSaveError as exc:
            self._problem(str(exc))
            return
        finally:
            self._let_go(lock)
        self.window.statusBar().showMessage(translate("campaign_host", "{stem} starts over from window 1").format(stem=path.stem), 8000)
        self.show_start(CONTINUE_CAMPAIGN)

    # --- one window of the program at a time on a campaign file ---------------------------
    def _claim(self, path: Path) -> QLockFile | None:
        """The lock of the campaign file for this window (the one it holds already, if it
        is this file); None, said on the start screen, when another window has it open."""
        if self._held is not None and self._held[0] == path:
            return self._held[1]
        lock = campaign_lock(path)
        if lock is None:
            self._problem(translate("campaign_host", "{name} is open in another window of the "
                                    "program; close it there first").format(name=path.name))
        return lock

    def _keep(self, path: Path, lock: QLockFile) -> None:
        """The lock of the campaign now open (the one held before is let go)."""
        if self._held is not None and self._held[1] is not lock:
            self._held[1].unlock()
        self._held = (path, lock)

    def _let_go(self, lock: QLockFile) -> None:
        """A lock claimed for a moment (not the open campaign's) is let go."""
        if self._held is None or self._held[1] is not lock:
            lock.unlock()

    def _saved(self, text: str) -> None:
        """A save's result: a failure is shown until a save works again (a campaign has no
        Save command: the person must know that its progress is not kept)."""
        show_saving_problem(self.window, text)

    def _problem(self, text: str) -> None:
        if self.start_screen is not None:
            self.start_screen.show_error(text)
        self.window.statusBar().showMessage(text, 8000)

    # --- playing -----------------------------------------------------------------------
    def open(self, session: CampaignSession) -> CampaignSession:
        self.close_campaign(keep_lock=True)
        self.session = session
        session.setParent(self)
        session.game_ready.connect(self.play_game)
        session.table_ready.connect(self._table)
        session.review_requested.connect(self._review)
        session.saved.connect(self._saved)
        self.screen = CampaignScreen(session)
        self.screen.message.connect(lambda text: self.window.statusBar().showMessage(text, 8000))
        self.window.stack.addWidget(self.screen)
        self.window.use_host(self.host)
        note_campaign(self.window, session)  # under older editions: it says so
        self.show_screen()
        if self.folder is not None and session.path is not None:
            self.folder.mark_playing(None if session.campaign.is_over else session.path)
        return session

    @property
    def host(self) -> CampaignPlay:
        """What the campaign allows in the main window while it is open."""
        return CampaignPlay(self.rewards_lines, self.show_screen)

    def show_screen(self) -> None:
        """Back to the between-games screen, which carries on from where the campaign is."""
        if self.screen is None:
            return
        self.window.statusBar().clearMessage()  # not the game's last turn notice any more
        self.window.stack.setCurrentWidget(self.screen)
        self.window.use_host(self.host)
        self.screen.active = True
        self.screen.refresh()
        self.screen.advance()

    def play_game(self, game: GameSession) -> GameScreen:
        """The window's game on the screen (its envelopes read as they open)."""
        if self.screen is not None:
            self.screen.active = False
        game.turn_ended.connect(self._game_news)
        return self.window.open_session(game, self.host)

    def _table(self, step: str) -> None:
        """A window played at the table: its screens (ui/table/, imported when first needed)."""
        importlib.import_module(TABLE_SCREENS).show_table(self, step)

    def _game_news(self, _seat: int) -> None:
        """An envelope opened during the game is read at once (the rulebook: resolve an
        unlock before the next round); it is then not shown again after the game. The game
        waits while it is open: the computer seats are held until the dialog is closed."""
        s = self.session
        if s is None or not s.reveals or s.campaign.game_state is None:
            return
        opened = [r for r in s.reveals if r.kind == "envelope"]
        s.reveals = [r for r in s.reveals if r.kind != "envelope"]
        screen = self.window.game_screen
        driver = screen.driver if screen is not None else None
        for reveal in opened:
            dialog = EnvelopeDialog(s, reveal.ident, self.window)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.envelope_dialogs.append(dialog)
            if driver is not None:
                driver.hold(dialog)
            dialog.finished.connect(lambda _r, d=dialog, k=driver: self._envelope_read(d, k))
            dialog.open()
            self.window.statusBar().showMessage(
                translate("campaign_host", "{v}: the game waits until it is closed").format(v=dialog.windowTitle()), 8000)

    def _envelope_read(self, dialog: EnvelopeDialog, driver: ComputerDriver | None) -> None:
        if dialog in self.envelope_dialogs:
            self.envelope_dialogs.remove(dialog)
        if driver is not None:
            driver.release(dialog)

    def close_campaign(self, keep_lock: bool = False) -> None:
        """Close the open campaign (`keep_lock`: another is being opened, which takes over
        the locks)."""
        if self.book_dialog is not None:
            self.book_dialog.close()
            self.book_dialog.deleteLater()
            self.book_dialog = None
        # taken first: taking the screen off the stack shows the start page, whose handler
        # closes the campaign again (it then finds nothing left to close)
        session, screen = self.session, self.screen
        self.session = self.screen = None
        if session is not None:
            session.stop()
            session.deleteLater()
        if screen is not None:
            self.window.stack.removeWidget(screen)
            screen.deleteLater()
        if self._held is not None and not keep_lock:
            self._held[1].unlock()
            self._held = None
        show_saving_problem(self.window, "")  # the notice was this campaign's
        if self.folder is not None:
            self.folder.mark_playing(None)

    def _screen_changed(self, _index: int) -> None:
        if self.window.stack.currentWidget() is self.window.start:
            self.refresh_start()
        if self.window.stack.currentWidget() is self.window.start and self.session is not None:
            self.close_campaign()
            self.window.use_host(FreePlay())

    # --- the book ----------------------------------------------------------------------
    def show_book(self) -> BookDialog | None:
        """The campaign book in its own window (Game > Campaign book…), also during a game."""
        s = self.session
        if s is None:
            return None
        if self.book_dialog is None or self.book_dialog.session is not s:
            if self.book_dialog is not None:
                self.book_dialog.deleteLater()
            self.book_dialog = BookDialog(s, self.window)
        self.book_dialog.show()
        self.book_dialog.raise_()
        self.book_dialog.activateWindow()
        return self.book_dialog

    def _review(self, path: Path) -> None:
        """A game of the campaign reviewed (from the book): in the main window, so the book's
        own window steps aside."""
        if self.book_dialog is not None:
            self.book_dialog.hide()
        self.window.review_saved_game(path)

    # --- the scoring table -------------------------------------------------------------
    def rewards_lines(self) -> list[str]:
        s = self.session
        if s is None:
            return []
        c = s.campaign
        number = max((len(f.journal) for f in c.families), default=0)
        out = []
        chart = visible_content(c, self.content).reward_chart.rows
        order = sorted(range(len(c.families)),
                       key=lambda i: c.families[i].journal[-1].place if c.families[i].journal
                       else 0)
        for i in order:
            f = c.families[i]
            if not f.journal:
                continue
            place = f.journal[-1].place
            gained = sum(a.points for a in f.legacy
                         if a.window == number and a.source != "color-collections")
            row = next((r for r in chart if r.players == len(c.families) and r.place == place),
                       None)
            extra = (translate("campaign_host", ", {count}, up to {count2}").format(count=coins(row.coins), count2=tool_cards(row.tools))
                     if row else "")
            out.append(translate("campaign_host", "{v}: {name} — {gained:+d} Legacy Points{extra}").format(v=place_words(place), name=f.name, gained=gained, extra=extra))
        out.append(translate("campaign_host", "Continue for the Magic Square, the Tool Card picks, the Market and "
                   "the Cleanup."))
        return out

    # --- files -------------------------------------------------------------------------
    def export(self, path: Path, page_size: str | None = None,
               choice: str = CAMPAIGN_BOOK) -> None:
        s = self.session
        if s is not None:
            export_campaign_pdf(s.campaign, s.content, path,
                                page_size or self.window.settings.page_size, choice)

    def unlocked_windows(self) -> list[tuple[str, WindowDesign]]:
        """The campaign windows any campaign on this machine has reached, for free play."""
        return unlocked_windows(self.folder)

    def left_playing(self) -> Path | None:
        return self.folder.left_playing() if self.folder is not None else None

    def offer_resume(self) -> QFrame | None:
        """A campaign left being played (the program did not close): a banner on the start
        screen offering to resume it."""
        path = self.left_playing()
        if path is None:
            return None
        banner = QFrame()
        banner.setObjectName("card")
        row = QHBoxLayout(banner)
        text = QLabel(translate("campaign_host", "The campaign {stem} was left unfinished. Resume it?").format(stem=path.stem))
        text.setObjectName("cardTitle")
        resume = QPushButton(translate("campaign_host", "Resume the campaign"))
        resume.setObjectName("primary")
        later = QPushButton(translate("campaign_host", "Not now"))
        row.addWidget(text, 1)
        row.addWidget(resume)
        row.addWidget(later)
        resume.clicked.connect(lambda: self._resume_from_banner(path))
        later.clicked.connect(self._drop_banner)
        layout = self.window.start.content_layout()
        layout.insertWidget(min(3, layout.count()), banner)
        self.banner = banner
        return banner

    def _resume_from_banner(self, path: Path) -> None:
        self._drop_banner()
        self.continue_campaign(path)

    def _drop_banner(self) -> None:
        if self.banner is not None:
            self.banner.setParent(None)
            self.banner.deleteLater()
            self.banner = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            if self.session is not None:
                self.session.save()
            if self.folder is not None:
                self.folder.mark_playing(None)
            if self._held is not None:  # the window closes: another may open the campaign
                self._held[1].unlock()
                self._held = None
        return False


