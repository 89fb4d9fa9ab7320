"""How Chinese text is set (docs/glossary.md, Style), as checks a test runs on any text a
person reads: full-width punctuation (no ASCII comma in a Chinese sentence or list), no space
next to full-width punctuation, no space between two Chinese characters; and the glossary's
words (no word its "Words we do not use" table lists)."""

from __future__ import annotations

import html
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_C = r"[\u3400-\u9fff\uf900-\ufaff]"
CJK = re.compile(_C)
PUNCTUATION = "，。：；、！？（）「」『』"
MARKUP = re.compile(r"<[^>]+>")
RULES = {
    # a list or a clause joined by an ASCII comma ('林（1 傳承分數）, Batlló'): '、' or '，'
    # (or a semicolon: '；')
    "ASCII comma": re.compile(rf"({_C}|[）」』])[ \t]*[,;]|[,;][ \t]*({_C}|[（「『])"),
    # 'X。 Y', '家族 ：': full-width punctuation takes no space on either side
    "space by full-width punctuation": re.compile(rf"[{PUNCTUATION}][ \t]+\S|\S[ \t]+[{PUNCTUATION}]"),
    # '3 枚錢幣 購物': no space between two Chinese characters
    "space between Chinese characters": re.compile(rf"{_C}[ \t]+{_C}"),
}


def plain(text: str) -> str:
    """The words a person sees: markup and entities taken out (a tag between two characters
    is no space: '<b>1 枚錢幣</b>購物')."""
    return html.unescape(MARKUP.sub("", text))


def punctuation_faults(text: str) -> list[str]:
    """Each fault of Chinese setting in `text` (none for a text without Chinese), with what
    is around it."""
    shown = plain(text)
    if not CJK.search(shown):
        return []
    return [f"{name}: {shown[max(0, m.start() - 12):m.end() + 12]!r}"
            for name, rule in RULES.items() for m in rule.finditer(shown)]


def glossary_rows(heading: str) -> list[list[str]]:
    """The rows (their cells) of the table under docs/glossary.md's `## heading`, the header
    row and the rule under it left out."""
    text = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    section = text.split(f"## {heading}", 1)[1].split("\n## ", 1)[0]
    rows = [[c.strip() for c in line.strip().strip("|").split("|")]
            for line in section.splitlines() if line.startswith("|")]
    return rows[2:]


def avoided_words() -> dict[str, str]:
    """docs/glossary.md's "Words we do not use": each word -> the glossary's word for it."""
    return {cells[0]: cells[1] for cells in glossary_rows("Words we do not use")}


def avoided_in(text: str, words: dict[str, str]) -> list[str]:
    shown = plain(text)
    return [f"{word} (the glossary: {right})" for word, right in words.items() if word in shown]
