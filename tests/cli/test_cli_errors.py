"""The command line never shows a traceback: every stage replays, a path too long is a
message, Ctrl-C stops quietly with status 130, a screenshot into a missing folder says so."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from attrs import evolve

from sagrada_desktop.cli import main
from sagrada_desktop.engine import Modules, Stage, new_game
from sagrada_desktop.saves import save_game
from tests.saves.helpers import rich_setup


def test_a_game_saved_during_the_flourish_choice_replays(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    setup = evolve(rich_setup(3, seed=2), modules=Modules(flourish=True, strife=True))
    state = new_game(setup)
    assert state.stage is Stage.FLOURISH
    path = tmp_path / "flourish.json"
    save_game(path, setup, [], state)
    assert main(["replay", str(path)]) == 0
    assert "keeps or discards their Flourish Cards" in capsys.readouterr().out


def test_a_path_too_long_is_a_message(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "x" * 5000 + ".json"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("replay: ") and "Traceback" not in err and len(err) < 6000


def test_a_screenshot_into_a_missing_folder_says_so(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "missing" / "x.png"
    assert main(["--screenshot", str(target)]) == 1
    assert "the folder does not exist" in capsys.readouterr().err


@pytest.mark.skipif(os.name != "posix", reason="SIGINT to a child process")
def test_ctrl_c_during_simulate_stops_quietly_with_130() -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", "sagrada_desktop.cli", "simulate", "--games", "100000",
         "--seats", "2", "--bots", "random", "--seed", "1"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        # as from a terminal: a suite started in the background (`make test &`) has Ctrl-C
        # ignored, and a child started so would keep ignoring it, as Unix programs do
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert child.stdout is not None
    assert child.stdout.readline().startswith("game ")  # playing: well past the start
    child.send_signal(signal.SIGINT)
    _, err = child.communicate(timeout=60)
    assert child.returncode == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
