"""Who plays each seat survives Game → Save and Game → Load (inside the one file), an old file
with its side file beside it, and the autosave offered at the next start."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from sagrada_desktop.ui.common.file_dialog import FileDialog
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import AUTOSAVE, OLD_PLANS, Autosaver
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW

from .test_hot_seat import _person_turn

OLD_GAME = Path(__file__).parent.parent / "saves" / "old_files" / "version2.sagrada.json"


def _window(qtbot) -> MainWindow:
    window = MainWindow(shared(), None, [("Window 1: Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(1300, 850)
    window.show()
    return window


def _choose_file(monkeypatch, path: Path) -> None:
    """The file dialogs answer `path`, as a person picking it would."""
    monkeypatch.setattr(FileDialog, "save_name", staticmethod(lambda *a, **k: str(path)))
    monkeypatch.setattr(FileDialog, "open_name", staticmethod(lambda *a, **k: str(path)))


def test_a_hot_seat_game_with_a_computer_reopens_with_its_seats(qtbot, tmp_path, monkeypatch):
    window = _window(qtbot)
    window.start.seat_editor.set_count(3)
    window.start.seat_editor.set_kinds(["person", "medium", "person"])
    window.start.start_button.click()
    session = window.session
    screen = window.game_screen
    screen.confirm_loss = False
    screen.driver.pace_ms = 0
    def a_person_is_next() -> bool:
        return session.active_is_person and not screen.driver.waiting

    qtbot.waitUntil(a_person_is_next, timeout=5000)  # the computer may start
    first = session.state.turn
    screen.handover.button.click()
    _person_turn(screen)  # then the computer's turn (if it comes next), then a person's
    qtbot.waitUntil(lambda: session.state.turn > first and a_person_is_next(), timeout=5000)
    path = tmp_path / "three.sagrada.json"
    _choose_file(monkeypatch, path)
    window.save_dialog()  # Game → Save…
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]  # no side file
    assert json.loads(path.read_text(encoding="utf-8"))["seats"] == [
        {"kind": "person"}, {"kind": "medium"}, {"kind": "person"}]
    state = session.state

    again = _window(qtbot)  # as after the program is started again
    again.load_dialog()  # Game → Load…
    loaded = again.session
    assert loaded is not None and loaded.state == state
    assert [p.kind for p in loaded.plans] == ["person", "medium", "person"]
    # a person's turn in front of a shared screen: the hand-over cover is up for that seat
    seat = loaded.state.active_seat
    assert loaded.is_person(seat) and again.game_screen.handover.isVisible()
    assert loaded.state.seats[seat].name in again.game_screen.handover.title.text()


def test_a_game_saved_by_the_previous_version_keeps_its_seats(qtbot, tmp_path, monkeypatch):
    path = tmp_path / OLD_GAME.name
    shutil.copyfile(OLD_GAME, path)
    (tmp_path / (OLD_GAME.name + ".seats")).write_text('["person", "hard"]', encoding="utf-8")
    window = _window(qtbot)
    _choose_file(monkeypatch, path)
    window.load_dialog()
    session = window.session
    assert session is not None
    assert [p.kind for p in session.plans] == ["person", "hard"]
    window.save_dialog()
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["schema_version"] == 4 and [s["kind"] for s in doc["seats"]] == ["person", "hard"]


def test_an_old_autosave_is_offered_with_its_seats(tmp_path):
    shutil.copyfile(OLD_GAME, tmp_path / AUTOSAVE)
    (tmp_path / OLD_PLANS).write_text('["hard", "person"]', encoding="utf-8")
    pending = Autosaver(tmp_path).pending()
    assert pending is not None
    assert [p.kind for p in pending.game.plans] == ["hard", "person"]
    Autosaver(tmp_path).clear()
    assert list(tmp_path.iterdir()) == []
