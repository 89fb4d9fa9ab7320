"""One term per thing, the glossary's (docs/glossary.md, whose rulebook terms are the Chinese
rulebook's, seed 001): no Chinese text the program ships uses a word its "Words we do not use"
table lists; a screen word that is a glossary term is translated by that term; the six scoring
steps and the total read the same on screen, on paper and in the glossary."""

from __future__ import annotations

import re

import pytest

from printing import wording

from .zh_style import CJK, avoided_in, avoided_words, glossary_rows
from .zh_texts import ROOT, every_text, ts_texts

TEXTS = every_text()


def _glossary_rows() -> list[list[str]]:
    text = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    text = text.split("## Words we do not use")[0]
    rows = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) >= 2 and CJK.search(cells[1]) \
                and not set(cells[0]) <= set("-: "):
            rows.append(cells)
    return rows


def _terms(cell: str) -> list[str]:
    """The words of a glossary cell: before its aside in brackets, each of 'a / b'."""
    head = re.split(r" \(|（", cell)[0]
    return [t.strip() for t in head.split(" / ") if t.strip()]


def test_the_glossary_tables_are_read() -> None:
    words = avoided_words()
    assert words["戰役"] == "劇情" and words["總計"] == "總分" and len(words) >= 15
    rows = {r[0]: r[1] for r in _glossary_rows()}
    assert rows["journal"] == "日誌" and rows["Total"] == "總分"
    assert len(TEXTS) > 1500


def test_no_shipped_chinese_text_uses_an_avoided_word() -> None:
    words = avoided_words()
    found = [f"{t.where}: {', '.join(avoided_in(t.text, words))}"
             for t in TEXTS if CJK.search(t.text) and avoided_in(t.text, words)]
    assert found == [], "\n".join(found)


def _glossary() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for english, chinese, *_ in _glossary_rows():
        for word in _terms(english):
            out[word.lower()] = _terms(chinese)
    return out


def _bare(text: str) -> str:
    """A label without its step number or closing colon ('5. Total:' -> 'Total')."""
    return re.sub(r"^\s*\d+\.\s*", "", text).strip().rstrip(":：").strip()


def test_a_screen_word_that_is_a_glossary_term_is_translated_by_it() -> None:
    """A .ts entry whose English is a glossary term ('Total', 'Family tree', 'The Market at
    Encant Vells', 'Starting Tool Count'...) says the glossary's Chinese for it."""
    glossary = _glossary()
    checked, wrong = 0, []
    for t in ts_texts():
        terms = glossary.get(_bare(t.english).lower())
        if terms is None:
            continue
        checked += 1
        if not any(term in _bare(t.text) for term in terms):
            wrong.append(f"{t.where}: {t.text!r} (the glossary: {' / '.join(terms)})")
    assert checked >= 30
    assert wrong == [], "\n".join(wrong)


def _glossary_steps() -> dict[str, str]:
    return {cells[0].split(" ")[0]: cells[1] for cells in glossary_rows("Scoring steps")}


def test_the_scoring_steps_read_as_the_glossary_says_on_screen_and_on_paper() -> None:
    steps = _glossary_steps()
    assert set(steps) >= {"1", "2", "3", "4", "5", "6", "Total"}
    with wording.language("zh_TW"):
        printed = {"1": wording.STEP_STARTING_TOOLS, "2": wording.STEP_PUBLIC.format(letter="A/B/C"),
                   "3": wording.STEP_PRIVATE, "4": wording.STEP_TOOLS, "5": wording.STEP_BROKEN,
                   "6": wording.STEP_EXTRA, "Total": wording.TOTAL}
    assert printed == steps
    screen = {re.match(r"\s*(\d)\.", t.english).group(1) if re.match(r"\s*\d\.", t.english)
              else _bare(t.english): _bare(t.text)
              for t in ts_texts() if "[score_model]" in t.where}
    for step, words in steps.items():
        shown = screen[step].split("：")[0]
        assert shown == words.replace("A/B/C", "A"), (step, shown, words)


@pytest.mark.parametrize("word", ["破損與未被填滿", "起始工具數量", "選擇骰子", "家譜", "老市集的市場"])
def test_the_glossary_words_are_the_ones_shown(word: str) -> None:
    """The words the issue found wrong are now the glossary's, where the program shows them."""
    assert any(word in t.text for t in TEXTS if t.where.startswith(("sagrada_zh_TW.ts",
                                                                     "printing", "sagrada_desktop",
                                                                     "resources"))), word
