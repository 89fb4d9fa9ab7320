"""A content file's TOML mistake in words: where it is (line and column, or the end of the
file) and what is wrong, worded in Traditional Chinese for the mistakes people make (a text
without quotes, a key written twice, a list left open); the TOML reader's own English words
stay beside them as a secondary detail, for a content writer who searches for them."""

from __future__ import annotations

import re

from ..codec.details import Detail, Worded, detail

_LOCATION = re.compile(r"\s*\(at line (\d+), column (\d+)\)$")
_END = re.compile(r"\s*\(at end of document\)$")

# the start of the reader's words -> what is wrong, in Chinese
REASONS: tuple[tuple[str, str], ...] = (
    ("Invalid value", "無法辨識的值（文字是否少了引號？）"),
    ("Invalid statement", "無法辨識的一行（應為「鍵 = 值」或 [表格] 標題）"),
    ("Expected '=' after a key", "鍵的後面應有「=」"),
    ("Expected newline or end of document", "一行只能寫一個「鍵 = 值」：值之後應換行"),
    ("Expected ']]' at the end", "陣列表格標題的結尾應有「]]」"),
    ("Expected ']' at the end", "表格標題的結尾應有「]」"),
    ("Expected", "缺少應有的符號"),
    ("Unclosed array", "清單沒有以「]」結束"),
    ("Unclosed inline table", "行內表格沒有以「}」結束"),
    ("Unterminated string", "文字少了結尾的引號"),
    ("Cannot overwrite a value", "同一個鍵寫了兩次"),
    ("Cannot declare", "同一個表格宣告了兩次"),
    ("Cannot redefine namespace", "不能重新定義已經定義過的表格"),
    ("Cannot mutate immutable namespace", "不能修改已經寫完的表格或清單"),
    ("Duplicate inline table key", "行內表格中同一個鍵寫了兩次"),
    ("Illegal character '\\n'", "文字少了結尾的引號（一段文字不能換行，長文字用三個引號）"),
    ("Illegal character", "有不允許的字元"),
    ("Found invalid character", "有不允許的字元"),
    ("Invalid initial character for a key", "鍵的第一個字元無效"),
    ("Invalid date or datetime", "日期或時間無效"),
    ("Invalid hex value", "文字中的跳脫字元（\\u、\\U）寫法有誤"),
    ("Escaped character is not", "文字中的跳脫字元（\\u、\\U）寫法有誤"),
    ("Unescaped '\\'", "文字中的反斜線（\\）要寫成「\\\\」"),
)


def toml_location(error: str) -> tuple[int, int] | None | str:
    """Where the reader's message says the mistake is: (line, column); "end" at the end of
    the file; None when it does not say."""
    if (match := _LOCATION.search(error)) is not None:
        return int(match.group(1)), int(match.group(2))
    return "end" if _END.search(error) else None


def toml_reason(error: str) -> Worded:
    """What is wrong (the reader's words without their location): in English the reader's
    own words; in Chinese worded here, the reader's words after it in brackets."""
    reason = _END.sub("", _LOCATION.sub("", error)).strip()
    zh = next((words for start, words in REASONS if reason.startswith(start)), "寫法有誤")
    return Worded(reason, f"{zh}（解析器的原文：{reason}）")


def toml_detail(error: str, at: str = "") -> Detail:
    """The reader's whole message as a detail: invalid-toml-at with its line and column,
    invalid-toml-end, or invalid-toml, what is wrong worded by toml_reason."""
    where = toml_location(error)
    reason = toml_reason(error)
    if isinstance(where, tuple):
        return detail("invalid-toml-at", at, line=where[0], column=where[1], error=reason)
    return detail("invalid-toml-end" if where == "end" else "invalid-toml", at, error=reason)
