"""Every printable in 繁體中文 (`print ... --lang zh_TW`): the printed words and the content texts
in Chinese, every Chinese text run in the embedded CJK font, nothing wider than its box."""

from __future__ import annotations

import argparse
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from printing import print_command, wording
from printing.documents import journal_pdf
from printing.fonts import _font, drawn_role, text_width, wrap
from printing.journal_page import JournalSheet, journal_pages
from printing.page import page_format
from printing.primitives import Group, Item, Text
from sagrada_desktop.campaign import (
    BringTools,
    ChooseStartPlayer,
    FamilySetup,
    decide,
    new_campaign,
    pending_decision,
    play,
    save_campaign,
)
from sagrada_desktop.content import load_content
from sagrada_desktop.content.translations import localize_design
from sagrada_desktop.engine import Color, legal_actions
from sagrada_desktop.engine.legacy_types import CampaignContent

from .pdf_checks import reader, words

CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")
BODY = "WenQuanYiMicroHei"  # the embedded CJK font (resources/fonts/wqy-microhei.ttc)


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="sagrada-artisans")
    sub = parser.add_subparsers(dest="command")
    print_command.add_parser(sub)
    args = parser.parse_args(["print", *argv])
    return print_command.run(args)


def text_runs(data: bytes) -> Iterator[tuple[str, str]]:
    """(text, font name) of every text run drawn on every page of a PDF."""
    runs: list[tuple[str, str]] = []

    def visit(text: str, cm: Any, tm: Any, font: Any, size: Any) -> None:
        if text.strip() and font is not None:
            runs.append((text, str(font.get("/BaseFont", ""))))

    for page in reader(data).pages:
        page.extract_text(visitor_text=visit)
    yield from runs


def assert_chinese_in_cjk_font(data: bytes) -> int:
    """Every run holding Chinese is drawn in the CJK font; returns how many runs hold it."""
    chinese = 0
    for text, font in text_runs(data):
        if CJK.search(text):
            chinese += 1
            assert BODY in font, f"{text!r} is drawn in {font}"
    assert chinese > 0
    return chinese


@pytest.fixture(scope="module")
def shipped() -> CampaignContent:
    return load_content()


@pytest.fixture
def campaign_file(tmp_path: Path, shipped: CampaignContent) -> Path:
    """A campaign of the shipped content, 20 turns into its first window."""
    families = [FamilySetup("Vidal", Color.RED, "Anna"), FamilySetup("Puig", Color.BLUE, "Joan")]
    campaign = new_campaign(shipped, families, 3)
    while (decision := pending_decision(campaign, shipped)) is not None:
        answer = ChooseStartPlayer(0) if decision.kind == "start-player" else BringTools(())
        campaign = decide(campaign, shipped, answer)
    rnd = random.Random(3)
    for _ in range(20):
        assert campaign.game is not None
        campaign = play(campaign, shipped, rnd.choice(legal_actions(campaign.game.state)))
    path = tmp_path / "campaign.json"
    save_campaign(path, campaign)
    return path


SHEETS = ["journal", "blank-journal", "magic-square", "scorecard", "cathedral",
          "campaign-book", "journal-cover"]


@pytest.mark.parametrize("sheet", SHEETS)
def test_every_sheet_of_a_campaign_prints_in_chinese(sheet: str, tmp_path: Path,
                                                     campaign_file: Path) -> None:
    out = tmp_path / "zh.pdf"
    assert run(sheet, "--campaign", str(campaign_file), "--lang", "zh_TW",
               "--out", str(out)) == 0
    data = out.read_bytes()
    assert_chinese_in_cjk_font(data)
    text = words(data)
    assert "Journal" not in text and "Legacy Points" not in text and "Window" not in text
    if sheet in ("journal", "blank-journal", "campaign-book"):
        assert "地下聖堂之燈" in text  # Lamp of the Crypt
        assert "Lamp of the Crypt" not in text and "After drafting" not in text


def test_the_campaign_book_has_the_content_in_chinese(tmp_path: Path,
                                                       campaign_file: Path) -> None:
    out = tmp_path / "book.pdf"
    assert run("campaign-book", "--campaign", str(campaign_file), "--lang", "zh-TW",
               "--out", str(out)) == 0
    text = words(out.read_bytes())
    for chinese in ("日誌", "傳承分數", "工具箱容量", "羊毛排刷", "家徽", "新規則", "魔方陣"):
        assert chinese in text


def test_blank_sheets_and_a_window_in_chinese(tmp_path: Path) -> None:
    out = tmp_path / "zh.pdf"
    assert run("blank-journal", "--window", "w10", "--lang", "zh_TW", "--out", str(out)) == 0
    text = words(out.read_bytes())
    assert "光之塔" in text and "黎明之火" in text and "日誌" in text
    assert_chinese_in_cjk_font(out.read_bytes())
    for sheet in ("magic-square", "scorecard", "cathedral", "journal-cover", "blank-journal"):
        assert run(sheet, "--lang", "zh_TW", "--out", str(out)) == 0
        assert_chinese_in_cjk_font(out.read_bytes())
    svg = tmp_path / "w.svg"
    assert run("blank-journal", "--window", "w03", "--lang", "zh_TW", "--out", str(svg)) == 0
    picture = svg.read_text(encoding="utf-8")
    assert "玫瑰念珠迴廊" in picture
    title = re.search(r"<text[^>]*>玫瑰念珠迴廊</text>", picture)
    assert title is not None and "WenQuanYi" in title.group(0)
    assert "italic" not in title.group(0)


def test_english_stays_english(tmp_path: Path) -> None:
    out = tmp_path / "en.pdf"
    assert run("blank-journal", "--window", "w03", "--out", str(out)) == 0
    text = words(out.read_bytes())
    assert "The Rosary Cloister" in text and "JOURNAL" in text and not CJK.search(text)
    assert wording.LANGUAGE == "en" and wording.JOURNAL == "Journal"


def test_a_bad_language_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        run("cathedral", "--lang", "fr", "--out", str(tmp_path / "o.pdf"))
    assert info.value.code == 2
    assert "argument --lang: unknown language 'fr'; choose one of: en, zh_TW" in \
        capsys.readouterr().err
    assert not (tmp_path / "o.pdf").exists()


# --- the words themselves -----------------------------------------------------------------

def test_every_printed_word_has_its_chinese() -> None:
    english = {name for name in vars(wording) if name.isupper() and name[0] != "_"} - {"LANGUAGE", "ZH_TW", "WORDS"}
    assert english - set(wording.ZH_TW) == {"PROGRAM"}  # the product name stays as it is
    assert set(wording.ZH_TW) <= english
    for name, value in wording.ZH_TW.items():
        values = value.values() if isinstance(value, dict) else [value]
        assert all(CJK.search(v) for v in values), name
        if isinstance(value, str):
            fields = set(re.findall(r"\{(\w+)\}", value))
            assert fields == set(re.findall(r"\{(\w+)\}", getattr(wording, name))), name


def test_the_language_block_restores_english() -> None:
    with wording.language("zh_TW"):
        assert wording.JOURNAL == "日誌" and wording.place_word(7) == "第 7 名"
        assert wording.COLOR_NAMES[Color.RED] == "紅"
    assert wording.JOURNAL == "Journal" and wording.place_word(7) == "7th"


# --- fonts and wrapping ------------------------------------------------------------------------

def _texts(items: list[Item]) -> Iterator[Text]:
    for item in items:
        if isinstance(item, Text):
            yield item
        elif isinstance(item, Group):
            yield from _texts(list(item.items))


def test_italic_and_title_chinese_use_the_upright_cjk_face() -> None:
    assert drawn_role("italic", "斗篷之藍") == "body"
    assert drawn_role("title", "玫瑰念珠迴廊") == "body"
    assert drawn_role("italic", "Blue of the mantle") == "italic"


def test_every_text_of_every_chinese_journal_page_has_its_glyphs_and_fits(
        shipped: CampaignContent) -> None:
    page = page_format("a4")
    with wording.language("zh_TW"):
        for card in [*shipped.windows.values(), *shipped.booster_windows.values()]:
            sheet = JournalSheet(localize_design(card.design, "zh_TW"), number=card.number)
            for drawing in journal_pages(sheet, page):
                for t in _texts(list(drawing.items)):
                    role = drawn_role(t.font, t.text)
                    glyphs = _font(role).face.charToGlyph
                    missing = [ch for ch in t.text if not ch.isspace() and ord(ch) not in glyphs]
                    assert not missing, f"{card.design.id}: {t.text!r} lacks {missing}"
                    assert t.x - 1 <= drawing.width and t.y <= drawing.height, t.text
        assert journal_pdf([JournalSheet(shipped.windows["w05"].design)])


def test_chinese_wraps_without_spaces_and_not_before_punctuation() -> None:
    text = "選擇骰子後，填入一個不與任何已填滿欄位相鄰的欄位。" * 3
    lines = wrap(text, "body", 10, 90)
    assert len(lines) > 3
    assert "".join(lines) == text
    for line in lines:
        assert text_width(line, "body", 10) <= 90 + 10  # a carried comma may hang a little
        assert line[0] not in "，。"


def test_an_opening_bracket_never_ends_a_line() -> None:
    text = "本場遊戲中每個家族都擁有「黎明之火」能力（將紅色或黃色骰子視為橘色）。" * 4
    for width in range(60, 200, 7):
        lines = wrap(text, "body", 10, width)
        assert "".join(lines) == text
        assert all(line[-1] not in "（「" and line[0] not in "，。）」" for line in lines)


def test_spaces_around_numbers_in_chinese_are_kept() -> None:
    assert wrap("第 6 輪結束時，打開信封 5。", "body", 10, 500) == ["第 6 輪結束時，打開信封 5。"]
    assert wrap("Two words", "body", 10, 500) == ["Two words"]
