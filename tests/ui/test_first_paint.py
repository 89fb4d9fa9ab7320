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
from PySide6.QtWidgets import QApplication, QMessageBox

import resources
from sagrada_desktop.content import loader
from sagrada_desktop.ui.common import catalogue

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
)

_AT_FIRST_PAINT = """
import sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow

app = QApplication(sys.argv[:1])


class Spy(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and isinstance(watched, QMainWindow):
            from sagrada_desktop.ui.common import catalogue

            print("content read:", catalogue.content_loaded())
            print("modules:", " ".join(sorted(sys.modules)))
            app.removeEventFilter(self)
            app.exit(0)
        return False


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


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_start_paints_before_the_rest_of_the_content_and_program_is_read(tmp_path, lang):
    done = subprocess.run([sys.executable, "-c", _AT_FIRST_PAINT, lang], env=_env(tmp_path),
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(": ", 1) for line in done.stdout.splitlines() if ": " in line)
    assert lines["content read"] == "False"
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
