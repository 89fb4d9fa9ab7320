"""The data folder as the program holds it (issue 32, items 4 and 5): a folder that cannot be
made or written never stops the start, and the window says where saving is impossible; two
windows of the program on one data folder each keep their own autosave (neither clears the
other's), one campaign is open in one window at a time, and a window that died without
closing leaves its autosave to the next start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QLabel

from sagrada_desktop.campaign import load_campaign
from sagrada_desktop.engine import legal_actions
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.data_folder import NOTICE, open_data_folder
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import AUTOSAVE, Autosaver
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW

from .campaign_helpers import begin, play_until, read_stories
from .conftest import make_session
from .xserver import Program


def _window(qtbot, autosaver: Autosaver) -> MainWindow:
    shared().update(pace="instant")
    window = MainWindow(shared(), autosaver, [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(1300, 850)
    window.show()
    window.campaign.seed = 5
    return window


def _notice(window: MainWindow) -> QLabel:
    label = window.findChild(QLabel, NOTICE)
    assert isinstance(label, QLabel)
    return label


def _env(tmp_path: Path, data: Path) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
            "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(data),
            "SAGRADA_PROBE": str(tmp_path / "probe.json")}


def _wait_for_screen(proc: subprocess.Popen[bytes], probe: Path, screen: str) -> None:
    deadline = time.monotonic() + 60
    seen: dict[str, object] = {}
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            seen = json.loads(probe.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            seen = {}
        if seen.get("screen") == screen:
            return
        Program._between_reads()  # polling the probe file, up to the deadline
    err = proc.stderr.read().decode(errors="replace") if proc.stderr and proc.poll() else ""
    raise AssertionError(f"no {screen}: exit {proc.poll()}, saw {seen}, {err[-800:]}")


def test_a_data_folder_that_cannot_be_made_does_not_stop_the_start(tmp_path: Path) -> None:
    """The real program, its data folder under a file (not even root can make it): before,
    `autosave.py data_dir` raised at start; now the start screen comes up."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder's parent should be", encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "sagrada_desktop.cli"],
                            env=_env(tmp_path, blocker / "data"), stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    try:
        _wait_for_screen(proc, tmp_path / "probe.json", "StartScreen")
        assert proc.poll() is None
    finally:
        proc.terminate()
        proc.wait(20)


def test_the_window_says_where_saving_is_impossible(qtbot, tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    folder = blocker / "Sagrada Artisans"
    autosaver = Autosaver.for_this_window(folder)
    assert autosaver.problem and str(folder) in autosaver.problem
    window = _window(qtbot, autosaver)
    notice = _notice(window)
    assert notice.isVisible() and str(folder) in notice.text()
    assert "a part of the path is a file" in notice.text()  # the system's reason, worded
    window.start.seat_editor.set_count(2)
    window.start.start_button.click()
    session = window.session
    assert session is not None
    session.play(legal_actions(session.state)[0])  # a turn: its autosave is not attempted
    assert notice.isVisible() and blocker.read_text(encoding="utf-8") == "x"
    begin(window)  # a campaign can still be played; its saves are refused and said
    assert window.campaign.session is not None
    assert notice.isVisible() and str(folder) in notice.toolTip()


_HOLDER = """
import sys
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from sagrada_desktop.ui.common.data_folder import open_data_folder
held = open_data_folder(__import__("pathlib").Path(sys.argv[1]))
print(held.slot, flush=True)
sys.stdin.readline()
"""


def test_two_windows_keep_their_own_autosaves_and_a_dead_ones_slot_is_taken_over(
        qapp, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    other = subprocess.Popen([sys.executable, "-c", _HOLDER, str(folder)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        assert other.stdout is not None and other.stdout.readline().strip() == b"1"
        mine = Autosaver.for_this_window(folder)
        assert mine.slot == 2 and mine.path.name == "autosave-2.sagrada.json"
        first = Autosaver(folder)  # what the other window (slot 1) writes and clears
        first.save(make_session(seed=1))
        first.save(make_session(seed=2))
        theirs = {p.name: p.read_bytes() for p in folder.iterdir() if "autosave" in p.name}
        assert set(theirs) == {AUTOSAVE, AUTOSAVE + ".bak"}
        session = make_session(seed=3)
        mine.save(session)
        assert mine.pending() is not None
        while not session.state.is_over:  # this window's game ends: its autosave goes
            session.play(legal_actions(session.state)[0])
        mine.save(session)
        assert not mine.path.exists()
        assert {p.name: p.read_bytes() for p in folder.iterdir()
                if "autosave" in p.name} == theirs  # the other window's files are whole
    finally:
        other.kill()  # the other window dies without closing (kill -9)
        other.wait(20)
    again = open_data_folder(folder)
    assert again.slot == 1  # its lock is stale: the next start takes its slot and autosave
    assert Autosaver(folder, slot=again.slot).pending() is not None


def test_one_campaign_is_played_in_one_window_at_a_time(qtbot, tmp_path: Path) -> None:
    first = _window(qtbot, Autosaver(tmp_path / "one"))
    begin(first)
    read_stories(first)
    path = first.campaign.session.path
    play_until(qtbot, first,
               lambda: len(load_campaign(path, catalogue.content()).game.actions) >= 2, seed=1)
    before = path.read_bytes()
    second = _window(qtbot, Autosaver(tmp_path / "one", slot=2))
    second.campaign.show_start()
    assert second.campaign.continue_campaign(path) is None
    shown = second.campaign.start_screen.error.text()
    assert path.name in shown and "open in another window" in shown
    second.campaign.reset(path)  # nor may it be started over under the first one's feet
    assert path.read_bytes() == before
    assert not path.with_name(path.name + ".before-reset").exists()
    first.close()  # once the first window closes, the second one may continue it
    assert second.campaign.continue_campaign(path) is not None


def test_a_refused_campaign_save_is_said_until_a_save_works(qtbot, tmp_path: Path) -> None:
    """Issue 32, item 3: a campaign whose save failed was said for 8 s in the status bar, and
    a campaign has no Save command: it was lost at exit without the person knowing."""
    from attrs import evolve

    from sagrada_desktop.campaign.families import LegacyAward

    window = _window(qtbot, Autosaver(tmp_path))
    begin(window)
    session = window.campaign.session
    good_campaign = session.campaign
    path = session.path
    good = path.read_bytes()
    f = good_campaign.families[0]
    session.campaign = evolve(good_campaign, families=(
        evolve(f, legacy=(LegacyAward(100, "envelope", 1, "a gift"),) * 12),
        *good_campaign.families[1:]))
    session.save()
    notice = _notice(window)
    assert notice.isVisible() and path.name in notice.text() and "not saved" in notice.text()
    assert path.read_bytes() == good
    session.campaign = good_campaign
    session.save()
    assert not notice.isVisible()


def test_a_game_a_second_window_left_is_offered_at_the_next_start(qapp, tmp_path: Path
                                                                  ) -> None:
    """A second window that died without closing leaves autosave-2: the next start (slot 1,
    with no game of its own) takes it over and offers it, rather than leave it unseen."""
    folder = tmp_path / "data"
    folder.mkdir()
    session = make_session(seed=4)
    session.play(legal_actions(session.state)[0])
    Autosaver(folder, slot=2).save(session)  # its window is gone: its lock is free
    again = Autosaver.for_this_window(folder)
    assert again.slot == 1
    pending = again.pending()
    assert pending is not None and pending.game.state == session.state
    assert not (folder / "autosave-2.sagrada.json").exists()
