"""Pictures of every screen at the sizes people have, to look at after a UI change.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py [OUT_DIR] [--scale 2]
        [--only NAME ...] [--sizes 1280x720 1366x768 1920x1080] [--lang zh_TW]

writes OUT_DIR/<screen>-<width>x<height>[@2x].png: the start page, a game in progress (a die on
offer, a die in hand with abilities and tools, four seats with the Glory modules, six seats
with them (game-six-seats), the hot-seat hand-over), the scoring table, Help, Settings, the Save file dialog, the export dialog, the
campaign book and the campaign's pages (campaign-pages: a first window played through, with
the book's Journal, Crest, Market, Tools, Legacy, Envelopes and Log tabs), a finished game's
review (review). `--scale 2` draws at device pixel ratio 2 (QT_SCALE_FACTOR=2): the same logical
sizes, twice the pixels. The main window is resized to each size (its client area, the menus and
status bar included), as a maximised window on such a screen would be at most.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

SIZES = ("1280x720", "1366x768", "1920x1080")
# six seats, one of them with a long name: the fullest turn order (twelve chips)
SIX_NAMES = ("Amat", "Batlló", "Calvet", "Domènech", "Puig i Cadafalch", "Sagnier")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", default="screenshots")
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("--sizes", nargs="*", default=list(SIZES))
    parser.add_argument("--lang", choices=("en", "zh_TW"), default="en",
                        help="the program's language in the pictures")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = f"{args.scale:g}"
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from PySide6.QtWidgets import QApplication

    from sagrada_desktop.ui.common.style import apply_style

    app = QApplication.instance() or QApplication(sys.argv)
    apply_style(app)
    from sagrada_desktop.ui.common.i18n import translators

    translators().install(args.lang)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if args.scale == 1.0 else f"@{args.scale:g}x"
    shots = _shots()
    for size in args.sizes:
        width, height = (int(n) for n in size.split("x"))
        for name, shoot in shots.items():
            if args.only and name not in args.only:
                continue
            lang = "" if args.lang == "en" else f"-{args.lang}"
            path = out / f"{name}{lang}-{size}{suffix}.png"
            shoot(app, width, height, path)
            print(path)
    return 0


# --- the screens ---------------------------------------------------------------------------
def _main_window():
    from sagrada_desktop.ui.app import window_choice_label as _label
    from sagrada_desktop.ui.common import catalogue, settings
    from sagrada_desktop.ui.main_window import MainWindow

    windows = [(_label(card), card.design) for card in catalogue.free_play_windows()]
    return MainWindow(settings.shared(), None, windows)


def _settle(app, widget) -> None:
    for _ in range(6):
        app.processEvents()
    widget.repaint()
    app.processEvents()


def _show(app, window, width: int, height: int) -> None:
    window.resize(width, height)
    window.show()
    _settle(app, window)


def _save(app, widget, path: Path) -> None:
    _settle(app, widget)
    widget.grab().save(str(path))


def _game(app, width: int, height: int, session, draft: bool):
    from sagrada_desktop.engine import DraftDie

    window = _main_window()
    _show(app, window, width, height)
    screen = window.open_session(session)
    screen.driver.set_paused(True)
    if screen.handover.shown:
        screen.handover.confirmed.emit(screen.handover.seat)
    if draft and session.state.pool:
        session.play(DraftDie(_busiest_die(session)))
    _settle(app, window)
    return window, screen


def _busiest_die(session):
    """The board die that offers the most ability and tool rows once in hand."""
    from sagrada_desktop.engine import DraftDie, apply, legal_actions

    best, rows = session.state.pool[0], -1
    for die in session.state.pool:
        after = apply(session.state, DraftDie(die))
        n = len(legal_actions(after))
        if n > rows:
            best, rows = die, n
    return best


def _glory_session(names: tuple[str, ...] = ("Amat", "Batlló", "Calvet", "Domènech")):
    """Four seats (or one per name) with abilities and Tool Cards on a campaign window, every
    Glory module, in round 6: the fullest game screen."""
    from sagrada_desktop.engine import GameSetup, Modules, SeatSetup
    from sagrada_desktop.saves import SeatPlan
    from sagrada_desktop.ui.common import catalogue
    from sagrada_desktop.ui.game.demo import advanced_state
    from sagrada_desktop.ui.game.session import GameSession

    c = catalogue.content()
    card = c.windows.get("w02") or next(iter(c.windows.values()))
    abilities = tuple(list(c.abilities.values())[:3])
    tools = tuple(list(c.tools.values())[:2])
    setup = GameSetup(
        window=card.design,
        seats=tuple(SeatSetup(n, abilities=abilities, tool_cards=tools,
                              family_color=c.family_colors[i % len(c.family_colors)])
                    for i, n in enumerate(names)),
        seed=5, start_seat=0, modules=Modules(strife=True, pioneer=True, flourish=True),
        glory=c.glory)
    state, log = advanced_state(setup, 5, 5)
    plans = [SeatPlan("person")] + [SeatPlan("greedy")] * (len(names) - 1)
    return GameSession(state, plans, log)


def _shots() -> dict[str, Callable]:
    def start(app, w, h, path) -> None:
        window = _main_window()
        _show(app, window, w, h)
        _save(app, window, path)
        window.close()

    def game_draft(app, w, h, path) -> None:
        from sagrada_desktop.ui.game.demo import screenshot_session

        window, _ = _game(app, w, h, screenshot_session(), draft=False)
        _save(app, window, path)
        window.close()

    def game_hand(app, w, h, path) -> None:
        from sagrada_desktop.ui.game.demo import screenshot_session

        window, _ = _game(app, w, h, screenshot_session(), draft=True)
        _save(app, window, path)
        window.close()

    def game_glory(app, w, h, path) -> None:
        window, _ = _game(app, w, h, _glory_session(), draft=True)
        _save(app, window, path)
        window.close()

    def game_six_seats(app, w, h, path) -> None:
        window, _ = _game(app, w, h, _glory_session(SIX_NAMES), draft=True)
        _save(app, window, path)
        window.close()

    def game_window_tab(app, w, h, path) -> None:
        window, screen = _game(app, w, h, _glory_session(), draft=False)
        side = getattr(screen, "side_tabs", None)
        if side is not None:
            side.setCurrentIndex(1)
        _save(app, window, path)
        window.close()

    def game_flourish(app, w, h, path) -> None:
        from sagrada_desktop.engine import GameSetup, Modules, new_game
        from sagrada_desktop.saves import SeatPlan
        from sagrada_desktop.ui.common import catalogue
        from sagrada_desktop.ui.game.demo import demo_setup
        from sagrada_desktop.ui.game.session import GameSession

        base = demo_setup(4, 5)
        setup = GameSetup(window=base.window, seats=base.seats, seed=5, start_seat=0,
                          modules=Modules(strife=True, pioneer=True, flourish=True),
                          glory=catalogue.content().glory)
        window, _ = _game(app, w, h, GameSession(new_game(setup), [SeatPlan("person")]
                                                 + [SeatPlan("greedy")] * 3), draft=False)
        _save(app, window, path)
        window.close()

    def give_up(app, w, h, path) -> None:
        from PySide6.QtWidgets import QMessageBox

        window = _main_window()
        _show(app, window, w, h)
        box = QMessageBox(window)
        box.setIcon(QMessageBox.Icon.Warning)
        from sagrada_desktop.engine import Color, Die
        from sagrada_desktop.ui.common.i18n import translate
        from sagrada_desktop.wording import die_label

        def words(text: str) -> str:  # the give-up box's own words, in the current language
            return translate("give_up_die", text)

        box.setWindowTitle(words("The die fits nowhere"))
        box.setText(words("The {v} cannot fill any space of your window, even with your "
                          "abilities and tools.").format(v=die_label(Die(Color.BLUE, 2), lower=True)))
        box.setInformativeText(words("If you give it up, it is lost: it does not go back to "
                                     "the Cathedral Board, and your turn ends."))
        box.addButton(words("Give up the die"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(words("Keep trying"), QMessageBox.ButtonRole.RejectRole)
        box.show()
        _save(app, box, path)
        box.close()
        window.close()

    def handover(app, w, h, path) -> None:
        from sagrada_desktop.engine import new_game
        from sagrada_desktop.saves import SeatPlan
        from sagrada_desktop.ui.game.demo import demo_setup
        from sagrada_desktop.ui.game.session import GameSession

        window = _main_window()
        _show(app, window, w, h)
        session = GameSession(new_game(demo_setup(2, 3)), [SeatPlan("person")] * 2)
        window.open_session(session)
        _save(app, window, path)
        window.close()

    def score(app, w, h, path) -> None:
        from sagrada_desktop.engine import ROUNDS
        from sagrada_desktop.saves import SeatPlan
        from sagrada_desktop.ui.game.demo import advanced_state, demo_setup
        from sagrada_desktop.ui.game.session import GameSession

        setup = demo_setup(4, 9)
        state, log = advanced_state(setup, ROUNDS, 9)
        window = _main_window()
        _show(app, window, w, h)
        window.open_session(GameSession(state, [SeatPlan("person")] + [SeatPlan("greedy")] * 3,
                                        log))
        _save(app, window, path)
        window.close()

    def help_rules(app, w, h, path) -> None:
        window = _main_window()
        _show(app, window, w, h)
        dialog = window.help_dialog(0)
        _save(app, dialog, path)
        dialog.close()
        window.close()

    def help_tools(app, w, h, path) -> None:
        window = _main_window()
        _show(app, window, w, h)
        dialog = window.help_dialog(1)
        _save(app, dialog, path)
        dialog.close()
        window.close()

    def settings_dialog(app, w, h, path) -> None:
        from sagrada_desktop.ui.common.dialogs import SettingsDialog
        from sagrada_desktop.ui.common.settings import shared

        window = _main_window()
        _show(app, window, w, h)
        dialog = SettingsDialog(shared(), window)
        dialog.show()
        _save(app, dialog, path)
        dialog.close()
        window.close()

    def file_dialog(app, w, h, path) -> None:
        """The Save dialog as the program opens it (ui/common/file_dialog.py), in Detail view."""
        from PySide6.QtWidgets import QFileDialog

        from sagrada_desktop.ui.common.file_dialog import FileDialog
        from sagrada_desktop.ui.common.i18n import translate
        from sagrada_desktop.ui.game_files import SAVE_FILTER

        window = _main_window()
        _show(app, window, w, h)
        dialog = FileDialog(window, translate("main_window", "Save the game"),
                            str(Path(__file__).resolve().parents[1] / "game.sagrada.json"),
                            translate("main_window", SAVE_FILTER) + ";;" + "*")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setViewMode(QFileDialog.ViewMode.Detail)
        dialog.selectNameFilter("*")  # every file: the Size column has something to show
        dialog.show()
        _Bot(app).wait(300)  # the folder is read on a thread
        _save(app, dialog, path)
        dialog.close()
        window.close()

    def export_dialog(app, w, h, path) -> None:
        from sagrada_desktop.ui.common.export_dialog import ExportDialog
        from sagrada_desktop.ui.game.demo import screenshot_session

        window, _ = _game(app, w, h, screenshot_session(), draft=False)
        dialog = ExportDialog(window.export_choices(), "A4", window)
        dialog.show()
        _save(app, dialog, path)
        dialog.close()
        window.close()

    def campaign_book(app, w, h, path) -> None:
        import tempfile

        from tests.ui.campaign_helpers import begin

        with tempfile.TemporaryDirectory() as folder:
            window = _campaign_window(folder)
            _show(app, window, w, h)
            begin(window, ("person", "greedy", "greedy"))
            _settle(app, window)
            book = window.findChild(_book_class())
            if book is not None:
                book.setCurrentIndex(3)  # the Magic Square
            _save(app, window, path)
            window.close()

    def campaign_pages(app, w, h, path) -> None:
        """The first window of a campaign played through with the campaign UI tests' own
        set-up (tests/ui/campaign_helpers.py): an envelope opened during the game, each
        between-games page, the book's crest, Market, Tools and envelope pages (files
        campaign-<page>-...)."""
        import tempfile

        from tests.ui.campaign_helpers import (
            SEED,
            begin,
            between_games,
            play_game,
            play_until,
            read_stories,
        )

        def save(widget, page: str) -> None:
            _save(app, widget, path.with_name(path.name.replace("campaign-pages", f"campaign-{page}")))

        bot, seen, envelopes = _Bot(app), set(), []

        def envelope(dialog) -> None:
            if not envelopes:
                _settle(app, window)
                save(dialog, "envelope")
            envelopes.append(dialog)

        def visit(name: str, page) -> None:
            name = name.removesuffix("Page").lower()
            if name not in seen and name != "waiting":
                seen.add(name)
                save(window, name)
            if page is screen.rewards:
                page.boxes[0][0].setChecked(True)
                save(window, "rewards-ticked")
            elif page is screen.cleanup:
                for tab, tab_name in ((0, "journal"), (2, "crest"), (4, "market"), (5, "tools"),
                                      (6, "legacy"), (7, "envelopes"), (8, "log")):
                    screen.book.setCurrentIndex(tab)
                    save(window, f"book-{tab_name}")
                book = window.campaign.show_book()
                if book is not None:
                    book.book.setCurrentIndex(2)
                    save(book, "book-dialog")
                    book.close()

        with tempfile.TemporaryDirectory() as folder:
            window = _campaign_window(folder)
            _show(app, window, w, h)
            window.campaign.seed = SEED
            begin(window)
            _settle(app, window)
            screen = window.campaign.screen
            save(window, "story")
            read_stories(window)
            play_until(bot, window, lambda: False, envelope=envelope)
            play_game(bot, window)
            window.score_screen.again.click()
            between_games(bot, window, visit)
            window.close()

    def review(app, w, h, path) -> None:
        """A finished game's review, on the turn that cost most (or the end)."""
        from sagrada_desktop.review.game_turns import ReviewedGame
        from sagrada_desktop.review.judgement import Judging
        from sagrada_desktop.saves import load_game
        from sagrada_desktop.ui.review import entry
        from tests.review.games import NEWCOMER

        entry.JUDGING = Judging(simulations=24, samples=12)  # a picture, not the judgement
        window = _main_window()
        _show(app, window, w, h)
        host = entry.open_review(window, ReviewedGame.of(load_game(NEWCOMER)))
        while not host.state.done and not host.state.problem:
            app.processEvents()
            time.sleep(0.02)
        s = host.state.summary()
        big = s.biggest if s is not None else None
        game = host.state.game
        host.state.go(game.moment_after(big.turn).index if big is not None else host.state.last)
        _save(app, window, path)
        host.state.stop()
        window.close()

    return {
        "review": review,
        "start": start, "game-draft": game_draft, "game-hand": game_hand,
        "game-glory": game_glory, "game-six-seats": game_six_seats, "game-window-tab": game_window_tab,
        "game-flourish": game_flourish, "handover": handover, "message-box": give_up,
        "score": score, "help-rules": help_rules, "help-tools": help_tools,
        "settings": settings_dialog, "file-dialog": file_dialog, "export": export_dialog,
        "campaign-book": campaign_book, "campaign-pages": campaign_pages,
    }


def _campaign_window(folder: str):
    """A main window for the campaign pictures, computer players at instant pace."""
    from sagrada_desktop.ui.app import window_choice_label as _label
    from sagrada_desktop.ui.common import catalogue, settings
    from sagrada_desktop.ui.game.autosave import Autosaver
    from sagrada_desktop.ui.main_window import MainWindow

    settings.shared().update(pace="instant")
    windows = [(_label(card), card.design) for card in catalogue.free_play_windows()]
    return MainWindow(settings.shared(), Autosaver(Path(folder)), windows)


class _Bot:
    """What the shared campaign set-up asks of pytest-qt's qtbot, done by the event loop."""

    def __init__(self, app) -> None:
        self.app = app

    def wait(self, ms: int) -> None:
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            self.app.processEvents()

    def waitUntil(self, done, timeout: int = 5000) -> None:
        end = time.monotonic() + timeout / 1000
        while not done():
            if time.monotonic() > end:
                raise TimeoutError("the campaign did not move on")
            self.app.processEvents()


def _book_class():
    from sagrada_desktop.ui.campaign.widgets.campaign_book import CampaignBook

    return CampaignBook


if __name__ == "__main__":
    raise SystemExit(main())
