"""Numbers as players say them: 1-based window coordinates and ordinals (places)."""

from __future__ import annotations

from .language import chosen


def space_name(row: int, col: int, lang: str | None = None) -> str:
    """The 0-based (row, col) of a window space as players count it: 'row 2, column 5' is
    (1, 4); 第 2 列第 5 欄 in Chinese (列 a row, 欄 a column, as in the zh-TW spreadsheets)."""
    if chosen(lang) == "zh_TW":
        return f"第 {row + 1} 列第 {col + 1} 欄"
    return f"row {row + 1}, column {col + 1}"


def ordinal(n: int, lang: str | None = None) -> str:
    """1 -> '1st', 2 -> '2nd', 11 -> '11th', 22 -> '22nd'; 第 1 in Chinese."""
    if chosen(lang) == "zh_TW":
        return f"第 {n}"
    if 10 <= n % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def place_name(n: int, lang: str | None = None) -> str:
    """A finishing place: '1st' (as score tables print it); 第 1 名 in Chinese."""
    if chosen(lang) == "zh_TW":
        return f"第 {n} 名"
    return ordinal(n, "en")


def capitalised(text: str) -> str:
    """The text with its first letter in capitals ('row 2, ...' -> 'Row 2, ...'); Chinese as is."""
    return text[:1].upper() + text[1:]
