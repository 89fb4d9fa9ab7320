"""The 繁體中文 content texts: complete, no orphans, the glossary's words, and every mistake in a
translation file named by file and text id."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from sagrada_desktop.content import check_command, check_content, default_root, load_content
from sagrada_desktop.content.translations import (
    LanguageError,
    check_language,
    check_translations,
    content_files,
    file_texts,
    glory_texts,
    help_page,
    localize_content,
    localized,
    texts,
)
from tests.engine.fixtures import PIONEER_CARDS, STRIFE_BOARDS

from .conftest import edit

ZH = "zh_TW"
W03 = "translations/zh_TW/windows/campaign/w03.toml"
W03_SHOWN = "resources/translations/zh_TW/windows/campaign/w03.toml"
CJK = re.compile(r"[\u4e00-\u9fff]")


def _run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="sagrada-artisans")
    sub = parser.add_subparsers(dest="command")
    check_command.add_parser(sub).set_defaults(run=check_command.run)
    args = parser.parse_args(argv)
    return int(args.run(args))


def test_the_shipped_chinese_is_complete_and_has_no_orphans() -> None:
    report = check_translations(default_root().resolve(), ZH)
    assert [str(p) for p in report.problems] == []
    assert report.translated == report.total
    assert report.total > 700  # windows, stories, envelopes, tools, abilities, objectives, Glory


def test_every_chinese_text_is_chinese() -> None:
    english = dict(texts("en"))
    for key, text in texts(ZH):
        assert CJK.search(text), f"{key} is not translated: {text!r}"
        assert text != english[key]


def test_every_content_file_has_its_translation_file() -> None:
    root = default_root().resolve()
    for path in content_files(root):
        assert (root / "translations" / ZH / path.relative_to(root)).is_file(), path


# The seed's words (docs/glossary.md): an English text naming the term is translated with it.
GLOSSARY = {
    "Legacy Point": "傳承分數",
    "Tool Box Capacity": "工具箱容量",
    "Cathedral Board": "聖家堂圖板",
    "Private Objective": "個人目標",
    "journal": "日誌",
    "star space": "星號欄位",
    "Magic Square": "魔方陣",
    "Tool Card": "工具卡",
    "Market Box": "市場盒",
    "Books of Wisdom": "智慧之書",
    "Family Skill Training": "訓練家族技能",
    "Tools of the Trade": "交易工具",
    "pencil sharpener": "削鉛筆機",
    "re-roll": "重擲",
    "gray dice": "灰色骰子",
}


@pytest.mark.parametrize("term", sorted(GLOSSARY))
def test_the_glossary_term_is_used_wherever_the_english_has_it(term: str) -> None:
    english = dict(texts("en"))
    chinese = dict(texts(ZH))
    uses = [key for key, text in english.items() if term.lower() in text.lower()]
    assert uses, f"no content text says {term!r}"
    for key in uses:
        assert GLOSSARY[term] in chinese[key], f"{key}: {term!r} is not {GLOSSARY[term]}"


def test_envelope_numbers_are_kept() -> None:
    english = dict(texts("en"))
    chinese = dict(texts(ZH))
    for key, text in english.items():
        for number in re.findall(r"Envelope (\d+)", text):
            assert f"信封 {number}" in chinese[key], key


def test_text_ids_are_the_entries_ids() -> None:
    root = default_root().resolve()
    ids = file_texts(root / "windows/campaign/w03.toml")
    assert ids["w03.name"] == "The Rosary Cloister"
    assert ids["w03.tools[1].name"] == "Lapis Grinder"
    assert ids["w03-five-decades.name"] == "Five Decades"
    assert file_texts(root / "stories/w03.toml")["w03-outro.actions[1]"].startswith("After the")
    assert "e06.grants.rules_text" in file_texts(root / "envelopes/e06.toml")


def test_the_glory_cards_are_keyed_by_their_engine_ids() -> None:
    keys = glory_texts()
    for board in STRIFE_BOARDS:
        assert keys[f"strife-board.{board.id}.name"] == board.name
    for card in PIONEER_CARDS:
        assert keys[f"{card.id}.text"] == card.text
    assert localized("strife-board.lintel-and-sill.name", ZH) == "門楣與窗台"


def test_localized_falls_back_to_english() -> None:
    assert localized("w03.name", ZH) == "玫瑰念珠迴廊"
    assert localized("w03.name", "en") == "The Rosary Cloister"
    assert localized("no-such.name", ZH, "Given") == "Given"
    assert localized("no-such.name", ZH) == "no-such.name"


def test_a_missing_translation_falls_back_to_english(content_root: Path) -> None:
    edit(content_root, W03, '"w03.name" = "玫瑰念珠迴廊"\n', "")
    assert localized("w03.name", ZH, root=content_root) == "The Rosary Cloister"
    assert localized("w03.rules_text", ZH, root=content_root).startswith("斗篷之藍")


def test_localize_content_translates_every_kind() -> None:
    english = load_content()
    chinese = localize_content(english, ZH)
    w03 = chinese.windows["w03"]
    assert w03.design.name == "玫瑰念珠迴廊"
    assert w03.design.tools[0].name == "念珠計數器"
    assert w03.design.private_objectives[2].text == "你玻璃窗中的每個 5 得 3 分。"
    assert w03.design.pattern == english.windows["w03"].design.pattern
    assert CJK.search(chinese.story_cards["w03-intro"].actions[1])
    assert CJK.search(chinese.envelopes["e02"].instructions)
    assert CJK.search(chinese.tools["light-box"].text)
    assert CJK.search(chinese.abilities["second-look"].name)
    assert CJK.search(chinese.public_objectives["gray-matter"].text)
    assert CJK.search(chinese.market_tracks["books-of-wisdom"].name)
    assert CJK.search(chinese.magic_square.color_collections.text)
    assert localize_content(english, "en") is english


def test_language_codes() -> None:
    assert check_language("zh-TW") == ZH
    assert check_language("zh_tw") == ZH
    with pytest.raises(LanguageError, match="unknown language 'fr'; choose one of: en, zh_TW"):
        check_language("fr")


# --- content check names every mistake -------------------------------------------------------

def _problems(root: Path) -> list[str]:
    ok, counts, problems = check_content(root)
    assert not ok and counts == {}
    return problems


def test_check_counts_the_translations(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(["content", "check"]) == 0
    assert re.search(r"Translated \(zh_TW\):\s+(\d+) of \1 texts", capsys.readouterr().out)


def test_a_missing_translation_is_named(content_root: Path) -> None:
    edit(content_root, W03, '"w03.tools[1].name" = "青金石研磨器"\n', "")
    assert _problems(content_root) == [f"{W03_SHOWN}: w03.tools[1].name: missing translation"]


def test_a_translation_without_an_id_is_named(content_root: Path) -> None:
    edit(content_root, W03, '"w03.name"', '"w03.nmae"')
    assert _problems(content_root) == [
        f"{W03_SHOWN}: w03.name: missing translation",
        f"{W03_SHOWN}: w03.nmae: no content text has this id (the entry was renamed or removed?)",
    ]


def test_a_renamed_content_entry_leaves_orphans(content_root: Path) -> None:
    edit(content_root, "tools/window-03.toml", 'id = "light-box"', 'id = "lamp-box"')
    problems = [str(p) for p in check_translations(content_root, ZH).problems]
    shown = "resources/translations/zh_TW/tools/window-03.toml"
    assert f"{shown}: lamp-box.name: missing translation" in problems
    assert (f"{shown}: light-box.text: no content text has this id (the entry was renamed or "
            "removed?)") in problems


def test_a_malformed_translation_file_is_named(content_root: Path) -> None:
    edit(content_root, W03, '"w03.name" = "玫瑰念珠迴廊"', '"w03.name" = "玫瑰念珠迴廊')
    (first, *rest) = _problems(content_root)
    assert first.startswith(f"{W03_SHOWN}: invalid TOML at line 2, column ")  # the place worded
    assert f"{W03_SHOWN}: w03.name: missing translation" in rest


def test_a_translation_that_is_not_text_is_named(content_root: Path) -> None:
    edit(content_root, W03, '"w03.name" = "玫瑰念珠迴廊"', '"w03.name" = 3')
    assert _problems(content_root) == [
        f"{W03_SHOWN}: w03.name: expected a text in quotes (write text ids in quotes: "
        '"w03.name" = "...")',
        f"{W03_SHOWN}: w03.name: missing translation",
    ]


def test_an_empty_translation_is_named(content_root: Path) -> None:
    edit(content_root, W03, '"w03.name" = "玫瑰念珠迴廊"', '"w03.name" = " "')
    assert f"{W03_SHOWN}: w03.name: the translation is empty" in _problems(content_root)


def test_a_translation_file_without_content_file_is_named(content_root: Path) -> None:
    stray = content_root / "translations" / ZH / "windows" / "campaign" / "w99.toml"
    stray.write_text('"w99.name" = "無"\n', encoding="utf-8")
    assert _problems(content_root) == [
        "resources/translations/zh_TW/windows/campaign/w99.toml: no content file has this "
        "name: translation files mirror the content files (or are glory.toml)"
    ]


def test_a_missing_translation_file_names_every_text(content_root: Path) -> None:
    (content_root / W03).unlink()
    problems = _problems(content_root)
    assert f"{W03_SHOWN}: w03.name: missing translation" in problems
    assert len(problems) == len(file_texts(content_root / "windows/campaign/w03.toml"))


def test_check_command_lists_translation_problems(content_root: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    edit(content_root, "translations/zh_TW/glory.toml", '"pioneer-i.name" = "上層窗格"\n', "")
    assert _run(["content", "check", "--root", str(content_root)]) == 1
    out = capsys.readouterr().out
    assert "has 1 problem(s):" in out
    assert "resources/translations/zh_TW/glory.toml: pioneer-i.name: missing translation" in out


def test_content_without_translations_checks_as_before(content_root: Path) -> None:
    import shutil

    shutil.rmtree(content_root / "translations")
    ok, counts, problems = check_content(content_root)
    assert ok and problems == [] and counts["translations"] == {}


def test_the_help_page_in_chinese() -> None:
    page = help_page("rules.md", ZH)
    assert page.parts[-4:] == ("translations", "zh_TW", "help", "rules.md")
    text = page.read_text(encoding="utf-8")
    assert text.startswith("# 本程式的遊戲規則")
    assert "蛇狀輪抽" in text and "聖家堂圖板" in text and "傳承分數" in text
    assert help_page("rules.md", "en") == default_root().resolve() / "help" / "rules.md"


def test_a_missing_help_translation_is_named(content_root: Path) -> None:
    (content_root / "translations" / ZH / "help" / "rules.md").unlink()
    assert _problems(content_root) == [
        "resources/translations/zh_TW/help/rules.md: missing translation of the help page "
        "rules.md"
    ]
