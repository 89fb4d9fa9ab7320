"""The space between Chinese and Latin text (docs/glossary.md, Style; wording/spacing.py): one
half-width space where a CJK character meets a Latin letter or digit, none next to punctuation
or an existing space; markup is passed over, never changed; English is left as it is."""

from __future__ import annotations

import pytest

from sagrada_desktop.campaign.cleanup import suggested_name
from sagrada_desktop.content import load_content
from sagrada_desktop.wording import message
from sagrada_desktop.wording.spacing import Spaced, spaced


@pytest.mark.parametrize(("text", "expected"), [
    # a Latin name before, after and inside Chinese
    ("Amat的玻璃窗", "Amat 的玻璃窗"),
    ("由Amat完成", "由 Amat 完成"),
    ("Amat家族", "Amat 家族"),
    ("José的家徽", "José 的家徽"),  # an accented Latin letter is a letter
    # a Chinese name takes no space; a mixed one is spaced where its scripts meet
    ("小明的家徽", "小明的家徽"),
    ("由小明完成", "由小明完成"),
    ("小明2號", "小明 2 號"),
    # numbers
    ("第6輪", "第 6 輪"),
    ("得2分", "得 2 分"),
    ("用黃4填滿", "用黃 4 填滿"),
    # already spaced: unchanged, never a second space
    ("第 6 輪", "第 6 輪"),
    ("由 Amat 完成", "由 Amat 完成"),
    ("Amat\u00a0的", "Amat\u00a0的"),
    # full-width punctuation, and half-width punctuation, take no space
    ("家族：Amat", "家族：Amat"),
    ("「Amat」的家徽", "「Amat」的家徽"),
    ("四葉飾（±3）", "四葉飾（±3）"),
    ("Amat，小明。", "Amat，小明。"),
    ("Amat、Beto", "Amat、Beto"),
    ("(Amat)的", "(Amat)的"),
    ("Ｂ的", "Ｂ的"),  # a full-width letter is not half-width
    # markup: tags passed over and never changed; the space goes outside the tag pair
    ("<b>Amat</b>的玻璃窗", "<b>Amat</b> 的玻璃窗"),
    ("由<b>Amat</b>完成", "由 <b>Amat</b> 完成"),
    ("<p><b>Amat家族</b></p><p>2</p>", "<p><b>Amat 家族</b></p><p>2</p>"),
    ('<a href="https://x.org/a">Amat</a>的', '<a href="https://x.org/a">Amat</a> 的'),
    ("<span style='color:#fff'>的</span>", "<span style='color:#fff'>的</span>"),
    ("Amat<br>的", "Amat<br>的"),  # a line break separates
    ("</p><p>第", "</p><p>第"),
    # entities stand for punctuation: never a letter
    ("&lt;b&gt;的", "&lt;b&gt;的"),
    ("的&amp;Amat", "的&amp;Amat"),
    ("A&amp;B的", "A&amp;B 的"),
    # a file path is left as written
    ("已存到/home/amy/遊戲2.json", "已存到/home/amy/遊戲2.json"),
    ("C:\\遊戲2\\a.json 的", "C:\\遊戲2\\a.json 的"),
    # English untouched
    ("Window 3, completed by Amat", "Window 3, completed by Amat"),
    ("<b>The Amat family</b>", "<b>The Amat family</b>"),
    ("", ""),
])
def test_spaced(text: str, expected: str) -> None:
    assert spaced(text) == expected
    assert spaced(expected) == expected  # spacing twice changes nothing


def test_a_spaced_template_spaces_what_format_fills_in() -> None:
    template = Spaced("第 {n} 片玻璃窗，由{name}完成")
    assert template.format(n=3, name="Amat") == "第 3 片玻璃窗，由 Amat 完成"
    assert template.format(n=3, name="小明") == "第 3 片玻璃窗，由小明完成"
    assert Spaced("{v}家族").format(v="Amat") == "Amat 家族"
    assert type(Spaced("x").format()) is str


def test_messages_and_masterpiece_names_are_spaced_in_chinese_only() -> None:
    assert message("{path}: no such saved game", "zh_TW", path="x.json") == "x.json：找不到這個存檔"
    assert message("a campaign has 1 to 4 families, not {seats}", "zh_TW", seats=7) == \
        "劇情有 1 到 4 個家族，而不是 7 個"
    window = next(iter(load_content().windows.values())).design
    zh = suggested_name("Amat", window, "zh_TW")
    assert zh.startswith("Amat 的") and " " not in zh[len("Amat 的"):]
    assert suggested_name("小明", window, "zh_TW").startswith("小明的")
    assert suggested_name("Amat", window, "en").startswith("Amat's ")
