"""Expert is offered wherever a computer seat is chosen: a free-play seat and a campaign family,
picked by the words a person reads in the 'Played by' list; the game is played by Expert and
its seat card says so."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QComboBox

from sagrada_desktop.ai.expert import ExpertPlayer
from sagrada_desktop.ui.common.file_dialog import FileDialog

from .campaign_helpers import main_window


def _pick(combo: QComboBox, words: str) -> None:
    """Choose the entry that reads `words`, as a person picking it from the list would."""
    index = combo.findText(words)
    assert index >= 0, [combo.itemText(i) for i in range(combo.count())]
    combo.setCurrentIndex(index)


def test_a_free_play_seat_played_by_expert(qtbot, tmp_path, monkeypatch):
    window = main_window(qtbot, tmp_path)
    window.start.choose(solo=False)
    editor = window.start.seat_editor
    editor.set_count(2)
    played_by = editor.rows[1][-1]
    assert isinstance(played_by, QComboBox)
    _pick(played_by, "Computer: Expert")
    window.start.start_button.click()
    session = window.session
    assert [p.kind for p in session.plans] == ["person", "expert"]
    assert isinstance(window.game_screen.driver._players[1], ExpertPlayer)
    driver = window.game_screen.driver
    # the computer may begin: its decisions are made and played until a person is next
    qtbot.waitUntil(lambda: session.active_is_person and not driver.waiting, timeout=60000)
    card = next(c for c in window.game_screen.seat_cards if c.seat == 1)
    said = card.toolTip().splitlines()[0]  # "Berta (computer (Expert))"
    assert session.state.seats[1].name in said and "computer (Expert)" in said
    # Game → Save keeps who plays the seat
    path = tmp_path / "expert.sagrada.json"
    monkeypatch.setattr(FileDialog, "save_name", staticmethod(lambda *a, **k: str(path)))
    window.save_dialog()
    assert json.loads(path.read_text(encoding="utf-8"))["seats"] == [
        {"kind": "person"}, {"kind": "expert"}]


def test_a_campaign_family_played_by_expert(qtbot, tmp_path):
    window = main_window(qtbot, tmp_path)
    window.start.campaign_button.click()
    start = window.campaign.start_screen
    played_by = start.editor.rows[1][-1]
    assert isinstance(played_by, QComboBox)
    _pick(played_by, "Computer: Expert")
    start.start_button.click()
    session = window.campaign.session
    assert session is not None
    assert [p.kind for p in session.plans] == ["person", "expert"]
