"""Chinese is set with full-width punctuation and no stray space (docs/glossary.md, Style), in
every Chinese text the program ships: the screens' .ts, the content's translations, Help, and
every string in the code (printed words, the command line's, the campaign's, the reasons). What
the program puts together from them is checked where it is shown: the 繁體中文 walks of the
screens (tests/ui/test_zh_tw_walk.py), the printed sheets (tests/printing/test_chinese.py), the
command line (tests/cli/test_cli_language.py) and the campaign log (below)."""

from __future__ import annotations

import pytest

from sagrada_desktop.wording import listed, sentences
from sagrada_desktop.wording.spacing import flowed

from .zh_style import CJK, punctuation_faults
from .zh_texts import every_text

TEXTS = [t for t in every_text() if CJK.search(t.text)]


def test_every_shipped_chinese_text_is_set_full_width_without_stray_spaces() -> None:
    faults = [f"{t.where}: {fault}" for t in TEXTS for fault in punctuation_faults(t.text)]
    assert faults == [], "\n".join(faults)


@pytest.mark.parametrize("text, fault", [
    ("林（1 傳承分數）, Batlló（3 傳承分數）", "ASCII comma"),
    ("讓 林, Batlló 從第 1 片玻璃窗重新開始", "ASCII comma"),
    ("每個星號欄位得 1 分。 個人目標", "space by full-width punctuation"),
    ("Amat 正帶著 1 枚錢幣 購物", "space between Chinese characters"),
    ("家族 ：Amat", "space by full-width punctuation"),
])
def test_the_checks_find_what_the_issue_found(text: str, fault: str) -> None:
    assert any(f.startswith(fault) for f in punctuation_faults(text)), text


def test_the_checks_pass_what_the_style_asks_for() -> None:
    for good in ("林（1 傳承分數）、Batlló（3 傳承分數）", "由 Amat 完成，第 2 片玻璃窗", "家族：Amat",
                 "<b>1 枚錢幣</b>購物", "Window 1, round 2", "第 6 輪（共 12 輪）"):
        assert punctuation_faults(good) == [], good


def test_lists_sentences_and_wrapped_lines_join_the_languages_own_way() -> None:
    assert listed(["林（1 傳承分數）", "Batlló（3 傳承分數）"], "zh_TW") == "林（1 傳承分數）、Batlló（3 傳承分數）"
    assert listed(["Amat (1 LP)", "Batlló (3 LP)"], "en") == "Amat (1 LP), Batlló (3 LP)"
    assert sentences(["每個星號欄位得 1 分。", "個人目標加總。"], "zh_TW") == "每個星號欄位得 1 分。個人目標加總。"
    assert sentences(["One.", "", "Two."], "en") == "One. Two."
    assert flowed("打開信封 1。\n第 4 輪結束時，\n在下一輪開始前") == "打開信封 1。第 4 輪結束時，在下一輪開始前"
    assert flowed("Open Envelope 1.\nAt the end") == "Open Envelope 1. At the end"
    assert flowed("Amat\n家族") == "Amat 家族"
