"""`sagrada-artisans --smoke` and `--screenshot`, run as a person would run them."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from PySide6.QtGui import QImage

from .xserver import Program


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


def test_a_file_name_that_is_not_utf8_opens_its_game(tmp_path):
    """Issue 32, item 1: `sagrada-artisans "$(printf 'caf\\xe9.sagrada.json')"` (a Latin-1
    name from a file manager) crashed at start (SIGSEGV in QApplication); the game opens."""
    import json

    from sagrada_desktop.saves import save_game
    from tests.saves.helpers import random_game, rich_setup

    setup = rich_setup(2, seed=3)
    state, log = random_game(setup, seed=3, stop_after=4)
    name = os.fsencode(tmp_path) + b"/caf\xe9.sagrada.json"
    save_game(os.fsdecode(name), setup, log, state)
    probe = tmp_path / "probe.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "SAGRADA_PROBE": str(probe)}
    proc = subprocess.Popen([os.fsencode(sys.executable), b"-m", b"sagrada_desktop.cli", name],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        seen = {}
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                seen = json.loads(probe.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                seen = {}
            if seen.get("screen") == "GameScreen":
                break
            Program._between_reads()  # polling the probe file, up to the deadline
        assert proc.poll() is None, f"exited {proc.returncode}: {proc.stderr.read()[-800:]}"
        assert seen.get("screen") == "GameScreen", seen
    finally:
        proc.terminate()
        proc.wait(20)
