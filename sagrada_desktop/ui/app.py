"""Starting the desktop program: `sagrada-artisans [GAME.sagrada.json]`, `--smoke` and
`--screenshot FILE.png`."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from sagrada_desktop.engine.legacy_types import WindowCard

    from .common.first_paint import FirstPaint
    from .common.plain_question import PlainQuestion
    from .game.autosave import Pending
    from .main_window import MainWindow

# The pure-Python modules the start screen needs (its windows read and checked, their
# classes, attrs and cattrs) are imported before PySide6 is: PySide6's import hook makes every
# later import slower.
import sagrada_desktop.content.loader
import sagrada_desktop.engine.legacy_types  # noqa: F401
from sagrada_desktop.ui.common.content_words import window_name
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording.labels import labelled

START = time.perf_counter()


def run_app(smoke: bool = False, screenshot: str | None = None, game: str | None = None,
            lang: str | None = None, network: dict[str, object] | None = None) -> int:
    """`lang`: --lang (en, zh_TW), else the Settings' language (which may follow the system's
    LANG/LC_ALL)."""
    from PySide6.QtWidgets import QApplication

    from .common.display_check import missing_display

    no_display = None if QApplication.instance() else missing_display(os.environ)
    if no_display:
        print(no_display, file=sys.stderr)
        return 1

    from sagrada_desktop.content import ContentError

    from .common import catalogue, settings
    from .common.desktop_identity import apply_identity
    from .common.first_paint import FirstPaint
    from .common.loading import begin_loading, end_loading
    from .common.style import application_arguments, apply_style
    from .game.autosave import Autosaver
    from .main_window import MainWindow

    made = QApplication.instance() is None
    app = cast(QApplication, QApplication.instance()
               or QApplication(application_arguments(qt_arguments(sys.argv))))
    from .common.main_thread_gc import collect_on_window_thread

    collect_on_window_thread(app)  # never a computer player's thread: Qt objects die here
    app.setOrganizationName("Sagrada Artisans Desktop")
    app.setApplicationName("Sagrada Artisans")
    apply_identity(app)
    apply_style(app, styled=made)
    from .common.i18n import resolve, translators

    translators().install(resolve(lang or settings.shared().language, os.environ))
    demo = smoke or screenshot is not None
    try:  # the start lists the booster windows: read and checked first, on their own (a
        # campaign left playing is offered at once, and reads the whole content)
        windows = [(window_choice_label(card), card.design) for card in catalogue.free_play_windows()]
        window = MainWindow(settings.shared(), None if demo else Autosaver.for_this_window(),
                            windows)
    except ContentError as exc:
        print(content_problem(exc), file=sys.stderr)
        return 1
    painted = FirstPaint(window, START)
    from .common.probe import attach

    attach(window)  # the probe is the window's child: it lives as long as the window
    from .common.window_focus import GiveFocusBack

    GiveFocusBack(window)  # a dialog closed: the window active again (its shortcuts work)
    maximised = False
    if demo:
        window.resize(1480, 920)  # a picture of the same size on any (or no) screen
    else:
        maximised = _fit_to_screen(window, settings.shared().window_geometry())
        begin_loading(window)  # until the whole content is read (after the first paint)
    if maximised:
        window.showMaximized()
    else:
        window.show()
    if screenshot:
        return _screenshot(app, window, screenshot) if content_read(window, None) else 1
    if smoke:
        return _smoke(app, window, painted)
    if sys.platform == "darwin":  # only the macOS Finder sends its files as events: elsewhere
        # an application-wide filter would only make every event pass through Python
        from .common.open_file import FileOpenFilter

        app.installEventFilter(FileOpenFilter(window))

    def after_first_paint() -> None:
        """The whole content, read and checked right after the first paint (the start screen
        waits for none of it); a problem is said and the program ends, before any game."""
        from .common.plain_question import PlainQuestion

        if not content_read(window, PlainQuestion):
            app.exit(1)
            return
        end_loading(window)  # greyed and saying so until now: input meanwhile is dropped
        window.offer_own_windows()  # the player's own windows (ui/designer) into free play's list
        if network is not None:
            from .network.start import from_command_line

            if not from_command_line(window, network, game):
                app.exit(1)
        elif game:
            from .common.open_file import open_saved_game

            window.check_resume()  # a campaign left playing still gets its banner
            open_saved_game(window, Path(game))
        else:
            _offer_resume(window, PlainQuestion)

    painted.then(after_first_paint)
    return int(app.exec())


def qt_arguments(argv: list[str]) -> list[str]:
    """The command line as Qt may be given it: Python keeps bytes that are not UTF-8 (a
    Latin-1 file name from a file manager, 'caf\\xe9.sagrada.json') as lone surrogates, on
    which QApplication crashes; each such byte becomes U+FFFD here. The game to open keeps its
    real name: it is taken from Python's own argv, not from Qt's."""
    out = []
    for arg in argv:
        try:
            raw = arg.encode("utf-8", "surrogateescape")
        except UnicodeEncodeError:  # a surrogate no file name decodes to
            raw = arg.encode("utf-8", "replace")
        out.append(raw.decode("utf-8", "replace"))
    return out


def content_problem(exc: Exception) -> str:
    """What the terminal is told when the content cannot be read: file, entry, field, why."""
    from sagrada_desktop.wording import message

    return "sagrada-artisans: " + message("the game's content cannot be read: {error}", error=exc)


def content_read(window: MainWindow, box: type[PlainQuestion] | None) -> bool:
    """Reads and checks the whole content (once); on a problem, says it on the terminal and,
    given a message box, on the screen too, and answers False."""
    from sagrada_desktop.content import ContentError

    from .common import catalogue

    try:
        catalogue.content()
    except ContentError as exc:
        print(content_problem(exc), file=sys.stderr)
        if box is not None:
            title = translate("app", "The game's content cannot be read")
            box.warning(window, title, f"{title}\n\n{exc}")
        return False
    return True


def _fit_to_screen(window: MainWindow, saved: bytes = b"") -> bool:
    """Opens as it was when it last closed (its size, place and state, `saved`), kept on the
    screen; on a first start, maximised on a screen larger than 1480x920 (True: show it
    maximised), else as large as the screen allows (a laptop's 1280x720 or 1366x768), centred
    on the screen's free area."""
    screen = window.screen()
    if screen is None:
        window.resize(1480, 920)
        return False
    free = screen.availableGeometry()
    if saved:
        from PySide6.QtCore import QByteArray

        if window.restoreGeometry(QByteArray(saved)):
            fits = free.contains(window.frameGeometry()) or window.isMaximized()
            if fits:
                return window.isMaximized()
    first = not saved
    frame = window.frameGeometry().size() - window.geometry().size()
    width = min(1480, free.width() - frame.width())
    height = min(920, free.height() - frame.height())
    window.resize(width, height)
    window.move(free.x() + (free.width() - width - frame.width()) // 2,
                free.y() + (free.height() - height - frame.height()) // 2)
    return first and (free.width() > 1480 + frame.width() or free.height() > 920 + frame.height())


def window_choice_label(card: WindowCard) -> str:
    """A free-play window as the start screen lists it: 'Window 3: name', 'Booster 2: name'
    ('擴充 2：name' in Chinese)."""
    kind = translate("app", "Booster") if card.booster else translate("app", "Window")
    return labelled(f"{kind} {card.number}", window_name(card.design))


def _smoke(app: QApplication, window: MainWindow, painted: FirstPaint) -> int:
    from PySide6.QtCore import QTimer

    from .game.demo import smoke_session

    result = {"code": 1}

    def done() -> None:
        result["code"] = 0 if window.session is not None and window.session.state.is_over else 1
        QTimer.singleShot(50, app.quit)

    window.game_finished.connect(done)
    def begin() -> None:
        if not content_read(window, None):
            app.quit()
            return
        screen = window.open_session(smoke_session())
        screen.driver.pace_ms = 0

    QTimer.singleShot(0, begin)
    QTimer.singleShot(60_000, app.quit)
    app.exec()
    elapsed = time.perf_counter() - START
    print(f"smoke: first window painted {painted.ms:.0f} ms after launch; demo game played "
          f"to the scoring table in {elapsed:.1f} s", file=sys.stderr)
    return result["code"]


def _screenshot(app: QApplication, window: MainWindow, path: str) -> int:
    from sagrada_desktop.engine import DraftDie

    from .game.demo import screenshot_session

    session = screenshot_session()
    screen = window.open_session(session)
    screen.driver.set_paused(True)
    if screen.handover.shown:
        screen.handover.confirmed.emit(screen.handover.seat)
    pool = session.state.pool
    if pool:
        session.play(DraftDie(pool[len(pool) // 2]))
    for _ in range(5):
        app.processEvents()
    if not window.grab().save(path):
        print(f"sagrada-artisans: --screenshot {path}: cannot be written (the folder must "
              "exist and the name end in .png, .jpg or .bmp)", file=sys.stderr)
        return 1
    return 0


def _offer_resume(window: MainWindow, box: type[PlainQuestion]) -> None:
    """After the first paint: the free-play autosave, unless the campaign's banner is the
    start's resume offer (MainWindow.check_resume)."""
    pending = window.check_resume()
    if pending is None:
        return
    title, text = resume_question(pending)
    if box.question(window, title, text) == box.StandardButton.Yes:
        from .game.session import GameSession

        game = pending.game
        window.open_session(GameSession(game.state, game.plans, game.actions))
    # No: the autosave stays until a new game is started (its first turn replaces it)


def resume_question(pending: Pending) -> tuple[str, str]:
    """The title and text of the start's offer of an unfinished game."""
    state = pending.game.state
    where = translate("app", "{name} (round {round})").format(name=window_name(state.setup.window), round=state.round)
    kept = (translate("app", "If you choose No, it is kept until you start a new game, and offered again "
            "the next time the program starts."))
    if pending.from_backup:
        return (translate("app", "Resume the unfinished game?"),
                translate("app", "The autosave could not be read: {damaged}\n\nThe save before it is "
                                 "intact: a game on {where}. Resume it?\n\n{kept}").format(damaged=pending.damaged, where=where, kept=kept))
    if pending.quit_cleanly:
        return (translate("app", "Continue your last game?"),
                translate("app", "Your game on {where} was saved when you quit. Continue it?\n\n{kept}").format(where=where, kept=kept))
    return (translate("app", "Resume the unfinished game?"),
            translate("app", "A game on {where} was left unfinished when the program stopped. "
                             "Resume it?\n\n{kept}").format(where=where, kept=kept))
