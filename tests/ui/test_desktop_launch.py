"""How the desktop starts the program: a saved game named on the command line (the file
manager's Open), the macOS open-file event, no display at all, the application id and window
icon, and the folders the file dialogs open in."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QDialog, QMessageBox

from sagrada_desktop import cli
from sagrada_desktop.saves import save_game
from sagrada_desktop.ui import game_files as game_files_module
from sagrada_desktop.ui.common.desktop_identity import APP_ID, ICON_FILE, apply_identity
from sagrada_desktop.ui.common.display_check import NO_DISPLAY, missing_display
from sagrada_desktop.ui.common.open_file import FileOpenFilter
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.common.user_folders import documents_folder
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW

from .conftest import make_session
from .test_main_window import _one_turn


def _saved_game(path: Path):
    """A game one turn in, saved to path; returns its state."""
    session = make_session()
    _one_turn(session)
    s = session.state
    save_game(path, s.setup, session.actions, s)
    return s


@pytest.mark.parametrize(("env", "platform", "missing"), [
    ({}, "linux", True),
    ({"DISPLAY": ":0"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-1"}, "linux", False),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb;offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "minimal:enable_fonts"}, "linux", False),
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_no_display_is_found_before_qt_aborts(env, platform, missing):
    assert (missing_display(env, platform) == NO_DISPLAY) is missing


def test_wayland_default_socket_counts_as_a_display(tmp_path):
    env = {"XDG_RUNTIME_DIR": str(tmp_path)}
    assert missing_display(env, "linux") == NO_DISPLAY
    (tmp_path / "wayland-0").touch()
    assert missing_display(env, "linux") is None


def _bare_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(HOME=str(tmp_path), XDG_RUNTIME_DIR=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    return env


def test_started_without_a_display_it_prints_one_line(tmp_path):
    result = subprocess.run([sys.executable, "-m", "sagrada_desktop.cli"], env=_bare_env(tmp_path),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert result.stderr.strip() == NO_DISPLAY
    assert "\n" not in result.stderr.strip() and result.stdout == ""


def test_a_missing_saved_game_is_named(tmp_path):
    result = subprocess.run([sys.executable, "-m", "sagrada_desktop.cli",
                             str(tmp_path / "nowhere.sagrada.json")],
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert "nowhere.sagrada.json: no such saved game" in result.stderr


def test_the_command_line_still_reaches_subcommands_and_options():
    assert cli.build_parser("", game=True).parse_args(["g.sagrada.json"]).game == "g.sagrada.json"
    args = cli.build_parser("").parse_args(["--screenshot", "shot.png"])
    assert args.screenshot == "shot.png" and args.command is None
    assert cli._names_a_file(["--screenshot", "shot.png"]) is False
    assert cli._names_a_file(["--smoke", "g.sagrada.json"]) is True
    assert "GAME.sagrada.json" in cli.build_parser("").format_usage()


# Run in a child process: the program's window and its event loop stay out of the other tests.
_OPEN_AND_REPORT = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from sagrada_desktop.saves import load_game
from sagrada_desktop.ui.main_window import MainWindow

app = QApplication([sys.argv[0]])
path = sys.argv[1]

def look():
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    if windows and windows[-1].session is not None:
        same = windows[-1].session.state == load_game(path).state
        print("opened", "same" if same else "different", app.desktopFileName(),
              "icon" if not app.windowIcon().isNull() else "no-icon")
        app.quit()
    else:
        QTimer.singleShot(50, look)

QTimer.singleShot(0, look)
QTimer.singleShot(60_000, app.quit)
from sagrada_desktop import cli
sys.exit(cli.main([path]))
"""


def test_a_saved_game_on_the_command_line_opens_that_game(tmp_path):
    path = tmp_path / "evening.sagrada.json"
    _saved_game(path)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    result = subprocess.run([sys.executable, "-c", _OPEN_AND_REPORT, str(path)], env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["opened", "same", APP_ID, "icon"]


def test_an_unreadable_saved_game_is_explained_and_the_start_screen_stays(qtbot, tmp_path,
                                                                         monkeypatch):
    window = MainWindow(shared(), None, [("Window 1: Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text: warnings.append((title, text)))
    bad = tmp_path / "torn.sagrada.json"
    bad.write_text("{not json", encoding="utf-8")
    qtbot_app().installEventFilter(FileOpenFilter(window))
    QApplication.sendEvent(qtbot_app(), QFileOpenEvent(str(bad)))
    assert window.session is None
    assert warnings and "torn.sagrada.json" in warnings[0][1]


def qtbot_app() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app


def test_the_finder_open_file_event_opens_the_game(qtbot, tmp_path):
    window = MainWindow(shared(), None, [("Window 1: Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    path = tmp_path / "finder.sagrada.json"
    state = _saved_game(path)
    app = qtbot_app()
    app.installEventFilter(FileOpenFilter(window))
    QApplication.sendEvent(app, QFileOpenEvent(str(path)))
    assert window.session is not None and window.session.state == state


def test_identity_sets_the_desktop_file_name_and_a_window_icon(qapp):
    assert ICON_FILE.is_file()
    apply_identity(qapp)
    assert qapp.desktopFileName() == APP_ID
    assert not qapp.windowIcon().isNull()
    assert APP_ID.count(".") >= 2 and "-" not in APP_ID


def test_save_and_export_dialogs_open_in_the_documents_folder(qtbot, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the working folder must not be where the dialogs open
    window = MainWindow(shared(), None, [("Window 1: Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.open_session(make_session())
    asked = []

    def fake(_parent, _title, where, _filter):
        asked.append(where)
        return ""

    class Chosen:  # the export dialog, answered: the first choice, A4, its box as it was
        def __init__(self, choices, page_size, parent, *, open_when_done: bool) -> None:
            self.choice = choices[0].key
            self.page_size = page_size
            self.open_when_done = QCheckBox()
            self.open_when_done.setChecked(open_when_done)

        def exec(self) -> QDialog.DialogCode:
            return QDialog.DialogCode.Accepted

    monkeypatch.setattr(game_files_module.FileDialog, "save_name", staticmethod(fake))
    monkeypatch.setattr(game_files_module.FileDialog, "open_name", staticmethod(fake))
    monkeypatch.setattr(game_files_module, "ExportDialog", Chosen)
    left: list[str] = []  # Load first asks to leave the game in progress: the person agrees

    def leave(_parent, title, *_args, **_kw):
        left.append(title)
        return game_files_module.PlainQuestion.StandardButton.Yes

    monkeypatch.setattr(game_files_module.PlainQuestion, "question", staticmethod(leave))
    window.save_dialog()
    window.load_dialog()
    window.export_dialog()
    folder = documents_folder()
    assert left == ["Leave this game?"]
    assert asked[0] == str(folder / "game.sagrada.json")
    assert asked[1] == str(folder)
    assert asked[2] == str(folder / f"{window.export_choices()[0].key}.pdf")
    assert folder.is_absolute() and folder != tmp_path
    expected = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert str(folder) in (expected, str(Path.home()))
