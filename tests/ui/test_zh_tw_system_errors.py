"""A content file's TOML mistake and the operating system's refusals (a folder where a file
should be, a path through a file), as the person sees them with the program in 繁體中文: a
Chinese sentence naming the line and column or what the system refused; the TOML reader's own
English words only as a secondary detail in brackets, never a bare English sentence."""

from __future__ import annotations

import errno
import re
import shutil
from pathlib import Path

import pytest

from sagrada_desktop.content import default_root, load_content
from sagrada_desktop.ui.app import content_read
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.file_dialog import FileDialog
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.plain_question import PlainQuestion
from sagrada_desktop.wording.system_errors import WORDS, os_error_text, os_error_words

from .test_zh_tw_damage import HAN, _Box, _window

PARSER = re.compile(r"（解析器的原文：[^）]*）")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
PATHS = re.compile(r"\S*resources/\S*?\.toml|\S*/\S*\.json")
ALLOWED = {"TOML", "id", "toml", "json"}  # the format's name; ids and paths are taken out


def _latin_words(text: str) -> list[str]:
    rest = PATHS.sub("", PARSER.sub("", text))
    rest = re.sub(r"「[^」]*」|，[\w.\[\]]+：", "", rest)  # ids and field names as written
    return [w for w in LATIN_WORD.findall(rest) if w not in ALLOWED]


@pytest.fixture
def chinese(qapp):
    assert translators().install("zh_TW")
    yield
    translators().install("en")


def _content_message(qtbot, tmp_path: Path, monkeypatch, damage) -> str:
    root = tmp_path / "resources"
    shutil.copytree(default_root(), root,
                    ignore=shutil.ignore_patterns("fonts", "__pycache__", "*.py", "*.qm"))
    damage(root)
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
    assert HAN.search(title) and HAN.search(text)
    return text


def test_a_toml_mistake_is_worded_in_chinese_with_its_line_and_column(
        qtbot, tmp_path, chinese, monkeypatch):
    def unquoted_name(root: Path) -> None:
        w03 = root / "windows" / "campaign" / "w03.toml"
        lines = w03.read_text(encoding="utf-8").splitlines()
        k = next(i for i, line in enumerate(lines) if line.startswith("name = "))
        lines[k] = "name = Dawn over the Nativity"
        w03.write_text("\n".join(lines) + "\n", encoding="utf-8")

    text = _content_message(qtbot, tmp_path, monkeypatch, unquoted_name)
    assert "resources/windows/campaign/w03.toml" in text
    assert re.search(r"第 \d+ 行第 8 欄的 TOML 寫法有誤：無法辨識的值（文字是否少了引號？）"
                     r"（解析器的原文：Invalid value）", text), text
    assert _latin_words(text) == [], text


def test_a_folder_in_place_of_a_content_file_is_worded_in_chinese(
        qtbot, tmp_path, chinese, monkeypatch):
    def folder(root: Path) -> None:
        w04 = root / "windows" / "campaign" / "w04.toml"
        w04.unlink()
        w04.mkdir()

    text = _content_message(qtbot, tmp_path, monkeypatch, folder)
    assert "resources/windows/campaign/w04.toml：無法讀取：這是資料夾，不是檔案" in text, text
    assert "Is a directory" not in text


def test_a_save_through_a_file_is_worded_in_chinese(qtbot, tmp_path, chinese, monkeypatch):
    """Save → a path whose folder is a file: the system's ENOTDIR in Chinese."""
    window = _window(qtbot, tmp_path / "autosave")
    window.start.seat_editor.set_count(2)
    window.start.seat_editor.set_kinds(["person", "person"])
    window.start.start_button.click()
    (tmp_path / "notes.txt").write_text("a file, not a folder", encoding="utf-8")
    target = tmp_path / "notes.txt" / "game.sagrada.json"
    monkeypatch.setattr(FileDialog, "save_name", staticmethod(lambda *a, **k: str(target)))
    box = _Box()
    window.save_dialog()
    qtbot.waitUntil(lambda: bool(box.seen), timeout=3000)
    title, text = box.seen[0]
    assert HAN.search(title)
    assert f"{target}：無法存檔：路徑中有一部分是檔案，而不是資料夾" in text, text
    assert _latin_words(text) == [], text


@pytest.mark.parametrize("number", sorted(WORDS))
def test_each_common_error_number_is_worded_in_both_languages(number):
    error = OSError(number, "the system's text", "/tmp/x")
    en, zh = os_error_words(error, "en"), os_error_words(error, "zh_TW")
    assert en and not HAN.search(en) and HAN.search(zh)
    assert os_error_text(error, "zh_TW") == f"/tmp/x：{zh}"
    assert os_error_text(error, "en") == f"/tmp/x: {en}"


def test_any_other_error_number_keeps_the_systems_text():
    error = OSError(errno.EIO, "Input/output error")
    assert os_error_words(error, "zh_TW") == "Input/output error"
