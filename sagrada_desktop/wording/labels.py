"""A label and what follows it, joined the language's own way: 'Booster 1: The Lamps' in
English, and in 繁體中文 the full-width colon with no space ('擴充 1：蘭布拉大道的街燈');
a name and a short aside in brackets, 'Quatrefoil (±3)' and '四葉飾（±3）'; the items of a
list, 'Amat, Batlló' and 'Amat、Batlló'; sentences one after the other, with a space between
them in English and none after '。' in Chinese.
The screen (ui/) and the printed sheets (printing/) both join with these."""

from __future__ import annotations

from collections.abc import Iterable

from .language import chosen


def colon(lang: str | None = None) -> str:
    """What comes between a label and its words: ': ' in English, '：' in Chinese."""
    return "：" if chosen(lang) == "zh_TW" else ": "


def labelled(label: str, words: str, lang: str | None = None) -> str:
    """'Steady Hand: Blue 5 → Blue 6' in English; 'Steady Hand：藍 5 → 藍 6' in Chinese."""
    return f"{label}{colon(lang)}{words}"


def bracketed(name: str, aside: str, lang: str | None = None) -> str:
    """'Quatrefoil (±3)' in English; in Chinese full-width brackets, no space: '四葉飾（±3）'."""
    if chosen(lang) == "zh_TW":
        return f"{name}（{aside}）"
    return f"{name} ({aside})"


def listed(items: Iterable[str], lang: str | None = None) -> str:
    """The items of a list: 'Amat (1 LP), Batlló (3 LP)' in English; in Chinese the
    enumeration comma '、' with no space: '林（1 傳承分數）、Batlló（3 傳承分數）'."""
    return ("、" if chosen(lang) == "zh_TW" else ", ").join(items)


def sentences(parts: Iterable[str], lang: str | None = None) -> str:
    """Sentences one after the other: a space between them in English, none in Chinese (a
    full stop '。' takes no space after it); empty parts left out."""
    return ("" if chosen(lang) == "zh_TW" else " ").join(p for p in parts if p)
