"""The start screen paints before the rest of the program is needed: the booster windows are
read and checked on their own, the whole content (and its checks across files) right after the
first paint and before any game; a broken content file is still named, through the program's
own path (`sagrada-artisans`, run as a person would run it)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QMessageBox

import resources
from sagrada_desktop.content import loader
from sagrada_desktop.engine import STANDARD_COLORS, legal_actions
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.first_paint import FirstPaint
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.ui.main_window import MainWindow
from tests.ui.conftest import make_session

SHIPPED = Path(resources.__file__).parent
ROOT = Path(__file__).resolve().parents[2]

# Not imported when the start screen first paints: none of it is on that screen. The
# packages' facades import a name's module on first use (tests/test_lazy_packages.py).
NOT_AT_FIRST_PAINT = (
    "sagrada_desktop.campaign", "sagrada_desktop.ai", "reportlab", "svgwrite",
    "printing.pdf_render", "printing.documents", "sagrada_desktop.ui.campaign.campaign_host",
    "sagrada_desktop.ui.game.screens.game_screen", "sagrada_desktop.ui.game.screens.score_screen",
    # the rules of play, the scoring and the reasons a move is refused (and their words)
    "sagrada_desktop.engine.game", "sagrada_desktop.engine.placement",
    "sagrada_desktop.engine.scoring", "sagrada_desktop.engine.reasons",
    "sagrada_desktop.engine.observation", "sagrada_desktop.wording.reasons",
    # a game being played, a save file read or written, the checks across the content files
    "sagrada_desktop.play", "sagrada_desktop.ui.game.session", "sagrada_desktop.saves.game_file",
    "sagrada_desktop.saves.replay", "sagrada_desktop.content.check",
    "sagrada_desktop.content.counts", "sagrada_desktop.content.bounds",
    # the converter (cattrs): the booster windows are read without it (codec.direct)
    "cattrs", "sagrada_desktop.codec.converter", "sagrada_desktop.saves.codec",
    # dialogs and the plain-text rule, first used after the paint
    "sagrada_desktop.ui.common.plain_question", "sagrada_desktop.ui.common.export_dialog",
    "sagrada_desktop.ui.common.file_dialog",
    "sagrada_desktop.ui.common.plain_text", "sagrada_desktop.ui.common.roles",
)

_AT_FIRST_PAINT = """
import sys
from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

app = QApplication(sys.argv[:1])


class Spy(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and isinstance(watched, QMainWindow):
            from sagrada_desktop.ui.common import catalogue

            print("content read:", catalogue.content_loaded())
            print("modules:", " ".join(sorted(sys.modules)))
            app.removeEventFilter(self)
            QTimer.singleShot(0, self.painted)  # the first thing after the whole frame
        return False

    def painted(self):
        # the first name looked up in Qt's namespace makes all its Python enums (qt_names.py)
        print("Qt namespace made:", "Qt" in vars(QtCore))
        app.exit(0)


spy = Spy()
app.installEventFilter(spy)
from sagrada_desktop.ui.app import run_app

sys.exit(run_app(lang=sys.argv[1]))
"""


def _env(tmp_path: Path, content: Path | None = None) -> dict[str, str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    if content is not None:  # a copy of the resources package, found before the shipped one
        env["PYTHONPATH"] = os.pathsep.join([str(content.parent), env.get("PYTHONPATH", "")])
    return env


def _broken_copy(tmp_path: Path, relative: str, old: str, new: str) -> Path:
    """A copy of the shipped resources with `old` replaced by `new` in one content file."""
    copy = tmp_path / "copy" / "resources"
    shutil.copytree(SHIPPED, copy, ignore=shutil.ignore_patterns("__pycache__"))
    path = copy / relative
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return copy


def _program(tmp_path: Path, *args: str, content: Path | None = None
             ) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sagrada_desktop.cli", *args],
                          env=_env(tmp_path, content), capture_output=True, text=True,
                          timeout=120, cwd=tmp_path)


def _leave_a_game(data: Path) -> GameSession:
    """A free-play game left unfinished by a crash, autosaved in the program's data folder."""
    session = make_session()
    for _ in range(3):
        session.play(legal_actions(session.state)[0])
    folder = data / "Sagrada Artisans Desktop" / "Sagrada Artisans"  # the program's data folder
    folder.mkdir(parents=True)
    Autosaver(folder).save(session)
    return session


@pytest.mark.parametrize(("lang", "left"), [("en", False), ("zh_TW", False), ("en", True)])
def test_the_start_paints_before_the_rest_of_the_content_and_program_is_read(tmp_path, lang,
                                                                             left, qapp):
    if left:  # a game left unfinished is read after the paint too
        _leave_a_game(tmp_path / "data")
    done = subprocess.run([sys.executable, "-c", _AT_FIRST_PAINT, lang], env=_env(tmp_path),
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(": ", 1) for line in done.stdout.splitlines() if ": " in line)
    assert lines["content read"] == "False"
    assert lines["Qt namespace made"] == "False"
    modules = set(lines["modules"].split())
    assert "sagrada_desktop.ui.game.screens.start_screen" in modules  # the spy saw our window
    assert sorted(m for m in NOT_AT_FIRST_PAINT if m in modules) == []


def test_the_booster_windows_read_alone_are_the_content_s_own(tmp_path):
    alone = loader.load_booster_windows()
    assert alone == tuple(catalogue.content().booster_windows.values())
    assert catalogue.free_play_windows() == list(alone)


def test_a_broken_booster_window_is_named_before_the_start_screen(tmp_path):
    broken = _broken_copy(tmp_path, "windows/booster/b01.toml", 'id = "b01"\nnumber = 1',
                          'id = "b01"\nnumber = "one"')
    result = _program(tmp_path, content=broken)
    assert result.returncode == 1
    assert "the game's content cannot be read" in result.stderr
    assert "resources/windows/booster/b01.toml" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_broken_tool_card_is_named_before_the_demo_game(tmp_path):
    broken = _broken_copy(tmp_path, "tools/window-01.toml", 'effect = { kind = "change-value"',
                          'effect = { kind = "change-nothing"')
    result = _program(tmp_path, "--smoke", content=broken)
    assert result.returncode == 1
    assert "the game's content cannot be read" in result.stderr
    assert "resources/tools/window-01.toml" in result.stderr
    assert "cutters-wheel" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_broken_file_read_after_the_first_paint_is_shown_and_ends_the_program(
        tmp_path, monkeypatch, qapp):
    """The person sees the start screen, then a message naming the file; closing it ends the
    program (status 1) before any game."""
    broken = _broken_copy(tmp_path, "tools/window-01.toml", 'effect = { kind = "change-value"',
                          'effect = { kind = "change-nothing"')
    monkeypatch.setattr(loader, "default_root", lambda: broken)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    catalogue.content.cache_clear()
    seen: dict[str, object] = {}

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        main = box.parentWidget()
        seen["text"], seen["shown"] = box.text(), main is not None and main.isVisible()
        seen["screen"] = type(main.stack.currentWidget()).__name__ if main is not None else ""
        box.accept()

    QTimer.singleShot(0, answer)
    from sagrada_desktop.ui.app import run_app

    try:
        assert run_app() == 1
    finally:
        catalogue.content.cache_clear()
        for widget in QApplication.topLevelWidgets():
            widget.close()
            widget.deleteLater()
    assert "resources/tools/window-01.toml" in str(seen["text"])
    assert "cutters-wheel" in str(seen["text"])
    assert seen["shown"] is True and seen["screen"] == "StartScreen"


def test_an_unfinished_game_is_offered_right_after_the_first_paint(tmp_path, monkeypatch, qapp):
    """A game left by a crash: the start screen paints without reading it; right after, the
    question comes up over the painted start screen, and Yes opens the game where it was left.
    The rule that labels show plain text is in place by then."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    left = _leave_a_game(tmp_path / "data")
    read_at: list[float] = []
    pending = Autosaver.pending

    def spied(self: Autosaver) -> object:
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        painted = [w.findChild(FirstPaint) for w in windows]
        read_at.extend(p.ms if p is not None else -1.0 for p in painted)
        return pending(self)

    monkeypatch.setattr(Autosaver, "pending", spied)
    seen: dict[str, object] = {}

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        main = box.parentWidget()
        seen["title"], seen["shown"] = box.windowTitle(), main.isVisible()
        seen["screen"] = type(main.stack.currentWidget()).__name__
        seen["painted"] = main.findChild(FirstPaint).ms >= 0
        seen["ruled"] = bool(QApplication.instance().property("plainLabels"))
        next(b for b in box.buttons()
             if box.buttonRole(b) == QMessageBox.ButtonRole.YesRole).click()
        QTimer.singleShot(0, lambda: done(main))

    def done(main: MainWindow) -> None:
        seen["actions"] = main.session.actions if main.session is not None else None
        seen["now"] = type(main.stack.currentWidget()).__name__
        QApplication.instance().exit(0)

    QTimer.singleShot(0, answer)
    from sagrada_desktop.ui.app import run_app

    try:
        assert run_app() == 0
    finally:
        for widget in QApplication.topLevelWidgets():
            widget.close()
            widget.deleteLater()
    assert read_at and all(ms >= 0 for ms in read_at)  # the autosave was read after the paint
    assert seen["title"] == "Resume the unfinished game?"
    assert seen["shown"] is True and seen["screen"] == "StartScreen" and seen["painted"] is True
    assert seen["ruled"] is True
    assert seen["now"] == "GameScreen" and seen["actions"] == left.actions


def test_the_flags_named_without_qt_s_namespace_are_qt_s_own(qapp):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from sagrada_desktop.ui.common.qt_names import ALIGN_CENTER, centred

    assert ALIGN_CENTER == Qt.AlignmentFlag.AlignCenter.value
    label = centred(QLabel("Sagrada Artisans"), "font-size: 32pt;")
    label.ensurePolished()
    assert label.alignment() == Qt.AlignmentFlag.AlignCenter
    assert label.font().pointSize() == 32


def test_the_menus_keep_the_platform_s_standard_shortcuts(temp_settings, qapp):
    from PySide6.QtGui import QKeySequence

    window = MainWindow(temp_settings, None, [])
    try:
        for action, key in ((window.new_action, QKeySequence.StandardKey.New),
                            (window.save_action, QKeySequence.StandardKey.Save),
                            (window.load_action, QKeySequence.StandardKey.Open)):
            assert action.shortcut() == QKeySequence(key)
        assert window.export_action.shortcut() == QKeySequence("Ctrl+E")
        assert window.hint_action.shortcut() == QKeySequence("H")
    finally:
        window.deleteLater()


def test_a_colour_s_swatch_is_drawn_when_it_is_first_shown(temp_settings, qapp):
    from sagrada_desktop.ui.common.players_editor import SEATS, PlayersEditor

    editor = PlayersEditor(SEATS, STANDARD_COLORS)
    editor.set_count(2)
    box = editor.rows[1][1]
    assert isinstance(box, QComboBox)
    drawn = [not box.itemIcon(i).isNull() for i in range(box.count())]
    assert drawn == [i == box.currentIndex() for i in range(box.count())]  # the closed box's
    box.setCurrentIndex(3)  # chosen with the keys, say: its swatch comes with it
    assert not box.itemIcon(3).isNull()
    box.showPopup()  # the list shows every colour with its swatch (and last, no colour)
    try:
        assert all(not box.itemIcon(i).isNull() for i in range(len(STANDARD_COLORS)))
        assert [box.itemData(i) for i in range(box.count())] == [*STANDARD_COLORS, None]
    finally:
        box.hidePopup()
        editor.deleteLater()


_START_ONLY = """
import sys
import sagrada_desktop.ui.app as app

app.run_app = lambda **given: print(sorted(given.items())) or 0
from sagrada_desktop.cli import main

sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize("argv", [[], ["--lang", "en"], ["--lang", "zh_TW"]])
def test_a_plain_start_is_read_as_argparse_reads_it(tmp_path, argv):
    """A command line that only starts the program skips the parser (cli._STARTS)."""
    from sagrada_desktop import cli

    done = subprocess.run([sys.executable, "-c", _START_ONLY, *argv], env=_env(tmp_path),
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    parsed = cli.build_parser("").parse_args(argv)
    assert parsed.command is None and not parsed.smoke and parsed.screenshot is None
    assert done.stdout.strip() == str([("lang", parsed.lang)])
