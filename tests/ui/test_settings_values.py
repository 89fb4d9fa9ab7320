"""Values in the settings file that are not of their kind read as their defaults (issue 32,
item 9: `best\\b01=abc` in the settings file crashed the Solo panel in a Qt slot)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from sagrada_desktop.ui.common import settings as ui_settings
from sagrada_desktop.ui.game.screens.start_screen import StartScreen
from tests.engine.fixtures import TEST_WINDOW


def _settings(tmp_path: Path, values: dict[str, object]) -> ui_settings.Settings:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    for key, value in values.items():
        store.setValue(key, value)
    store.sync()
    return ui_settings.Settings(QSettings(str(tmp_path / "settings.ini"),
                                          QSettings.Format.IniFormat))


def test_a_best_score_that_is_no_number_reads_as_none(qapp, tmp_path: Path) -> None:
    odd = {"solo/best/a": "abc", "solo/best/b": "9" * 5000, "solo/best/c": ["1", "2"],
           "solo/best/d": "1e3", "solo/best/e": "", "solo/best/f": "٣"}
    s = _settings(tmp_path, {**odd, "solo/best/g": "87", "solo/best/h": -4})
    assert [s.best_score(k) for k in "abcdef"] == [None] * 6
    assert s.best_score("g") == 87 and s.best_score("h") == -4
    assert s.record_solo("a", 50) and s.best_score("a") == 50


def test_the_solo_panel_shows_no_score_for_a_damaged_value(qtbot, tmp_path: Path) -> None:
    (tmp_path / "settings.ini").write_text(f"[solo]\nbest\\{TEST_WINDOW.id}=abc\n",
                                           encoding="utf-8")
    ui_settings.use(ui_settings.Settings(QSettings(str(tmp_path / "settings.ini"),
                                                   QSettings.Format.IniFormat)))
    screen = StartScreen([("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(screen)
    screen.solo_button.click()
    assert screen.best.text() == "No score yet on this window"


def test_the_join_code_last_hosted_is_given_again_only_for_that_game_and_port(qapp, tmp_path):
    s = _settings(tmp_path, {})
    s.remember_hosting("w01/77/1", 47130, "K7PQ2M")
    assert s.hosted_code("w01/77/1", 47130) == "K7PQ2M"
    assert s.hosted_code("w01/78/1", 47130) == "" and s.hosted_code("w01/77/1", 47131) == ""
    assert s.hosted_code("w01/77/1", 0) == ""  # any free port: a new code every time
    for i, odd in enumerate(["w01/77/1 47130", "w01/77/1 47130 k7pq2m", "w01/77/1 47130 K7PQ2M!",
                             "w01/77/1 47130 " + "A" * 5000, ["a", "b"]]):
        (tmp_path / f"d{i}").mkdir()
        damaged = _settings(tmp_path / f"d{i}", {"network/hosted": odd})
        assert damaged._get("network/hosted", None) is not None  # the damaged value is there
        assert damaged.hosted_code("w01/77/1", 47130) == ""
