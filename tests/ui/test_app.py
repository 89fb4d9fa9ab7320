"""`sagrada-artisans --smoke` and `--screenshot`, run as a person would run them."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtGui import QImage


def _run(tmp_path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    return subprocess.run([sys.executable, "-m", "sagrada_desktop.cli", *args], env=env,
                          capture_output=True, text=True, timeout=120)


def test_smoke_plays_a_demo_game_and_exits_0(tmp_path):
    result = _run(tmp_path, "--smoke")
    assert result.returncode == 0, result.stderr
    assert "first window painted" in result.stderr


def test_screenshot_saves_the_main_window_of_a_game_in_progress(tmp_path):
    out = tmp_path / "shot.png"
    result = _run(tmp_path, "--screenshot", str(out))
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert image.width() >= 1200 and image.height() >= 800
