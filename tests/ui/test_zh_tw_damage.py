"""What is wrong with a damaged save or a malformed content file, as the person sees it with
the program in 繁體中文: the message box names the file and the field, and says what is wrong
in Chinese (codec/details.py worded by wording/details.py), not in English."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from sagrada_desktop.content import default_root, load_content
from sagrada_desktop.saves import game_document
from sagrada_desktop.ui.app import content_read
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.open_file import open_saved_game
from sagrada_desktop.ui.common.plain_question import PlainQuestion
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW
from tests.saves.helpers import glory_setup, random_game

HAN = re.compile(r"[\u4e00-\u9fff]")
# the words of the details (wording/details.py), which stay English when nobody words them
ENGLISH_DETAIL = re.compile(r"\b(expected|got|missing|unknown|invalid|must|needs|found)\b")


@pytest.fixture
def chinese(qapp):
    assert translators().install("zh_TW")
    yield
    translators().install("en")


class _Box:
    """Waits for the next message box, keeps its title and text, and closes it."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, str]] = []
        QTimer.singleShot(0, self._poll)

    def _poll(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, self._poll)
            return
        self.seen.append((box.windowTitle(), box.text()))
        box.done(0)


def _window(qtbot, folder: Path) -> MainWindow:
    shared().update(pace="instant")
    window = MainWindow(shared(), Autosaver(folder), [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    return window


def _saved_game(qtbot, tmp_path: Path) -> Path:
    window = _window(qtbot, tmp_path / "autosave")
    window.start.seat_editor.set_count(2)
    window.start.seat_editor.set_kinds(["person", "person"])
    window.start.start_button.click()
    path = tmp_path / "game.sagrada.json"
    window.save_to(path)
    window.close()
    return path


def _chinese_detail(text: str) -> str:
    """The detail after the file name (the box shows 'file:\\nfile：這個存檔無法讀取：...')."""
    assert HAN.search(text), text
    assert not ENGLISH_DETAIL.search(text), f"English left in: {text}"
    return text


def test_a_damaged_save_is_explained_in_chinese(qtbot, tmp_path, chinese):
    path = _saved_game(qtbot, tmp_path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["setup"]["seats"][0]["name"] = 5  # a name that is a number
    path.write_text(json.dumps(doc), encoding="utf-8")
    window = _window(qtbot, tmp_path / "again")
    box = _Box()
    assert not open_saved_game(window, path)
    qtbot.waitUntil(lambda: bool(box.seen), timeout=3000)
    title, text = box.seen[0]
    assert HAN.search(title)
    _chinese_detail(text)
    assert str(path) in text and "setup.seats[0].name" in text
    assert "應為文字，卻是數字" in text


def test_a_save_cut_short_is_explained_in_chinese(qtbot, tmp_path, chinese):
    path = _saved_game(qtbot, tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    window = _window(qtbot, tmp_path / "again")
    box = _Box()
    assert not open_saved_game(window, path)
    qtbot.waitUntil(lambda: bool(box.seen), timeout=3000)
    shown = _chinese_detail(box.seen[0][1])
    assert not re.search(r"Expecting|Unterminated|delimiter", shown), shown
    assert str(path) in shown and "不是有效的 JSON" in shown and "檔案可能被截斷了" in shown


def test_malformed_content_is_explained_in_chinese(qtbot, tmp_path, chinese, monkeypatch):
    root = tmp_path / "resources"
    shutil.copytree(default_root(), root,
                    ignore=shutil.ignore_patterns("fonts", "__pycache__", "*.py", "*.qm"))
    w03 = root / "windows" / "campaign" / "w03.toml"
    w03.write_text(w03.read_text(encoding="utf-8").replace("legacy_points = ",
                                                           'legacy_points = "two" #', 1),
                   encoding="utf-8")
    monkeypatch.setattr(catalogue, "load_content", lambda: load_content(root))
    catalogue.content.cache_clear()
    window = _window(qtbot, tmp_path / "autosave")
    box = _Box()
    try:
        assert not content_read(window, PlainQuestion)
    finally:
        catalogue.content.cache_clear()
    qtbot.waitUntil(lambda: bool(box.seen), timeout=3000)
    title, text = box.seen[0]
    assert HAN.search(title)
    _chinese_detail(text)
    assert "resources/windows/campaign/w03.toml" in text
    assert "玻璃窗「w03」，legacy_points：應為整數，卻是文字「two」" in text


def test_a_save_with_a_broken_glory_deck_is_explained_in_chinese(qtbot, tmp_path, chinese):
    """The engine's Glory card checks (a kind and its values) worded in Chinese, each naming
    the deck, the card and what is wrong: no English sentence from the engine."""
    setup = glory_setup(2, seed=5)
    state, log = random_game(setup, seed=5, stop_after=3)
    doc = game_document(setup, log, state)
    doc["setup"]["glory"]["pioneer_cards"][0]["id"] = "pioneer-xx"
    doc["setup"]["glory"]["flourish_cards"][1]["pattern"] = ["AA", "BB"]
    doc["setup"]["glory"]["flourish_cards"][2]["pattern"] = ["AC", "CA"]
    path = tmp_path / "glory.sagrada.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    window = _window(qtbot, tmp_path / "autosave")
    box = _Box()
    assert not open_saved_game(window, path)
    qtbot.waitUntil(lambda: bool(box.seen), timeout=3000)
    text = _chinese_detail(box.seen[0][1])
    assert not re.search(r"\b(rule|goal|cells|share|edge|only)\b", text), text
    assert "setup.glory.pioneer_cards (pioneer-xx)：這張先驅卡沒有目標規則" in text
    assert "setup.glory.flourish_cards (flourish-quatrefoil)：兩個 A 格共用一邊（第 1 列第 1 行）" in text
    assert "只能用 A、B 與 .；這裡有「C」" in text
