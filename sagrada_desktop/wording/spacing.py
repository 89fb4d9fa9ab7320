"""The space between Chinese and Latin text, as Taiwanese typesetting puts it (docs/glossary.md,
Style): one half-width space between a CJK character and an adjacent half-width Latin letter or
digit, in either order: `由 Amat 完成`, `第 6 輪`, `小明的玻璃窗` (a Chinese name takes none).

- none next to punctuation, full-width (，。：「」（）) or not, or where a space already is;
- markup is never changed and never counts as a letter: an HTML tag (`<b>`) is passed over, so
  `<b>Amat</b>的` spaces the letter from the character across the tag (the space goes outside
  the tag pair, `<b>Amat</b> 的`), and an entity (`&lt;`) stands for punctuation; a tag that
  breaks the line (`<br>`, `<p>` ...) separates what is before it from what is after;
- a file path or web address (a run without spaces holding `/` or `\\`) is left as written.

`spaced(text)` spaces a whole text (the caller decides that it is Chinese); `flowed(text)` runs a
text's lines into one (a line break is a space in English, nothing between Chinese characters
or next to full-width punctuation: '…打開信封 1。第 4 輪…', never '。 第'); `Spaced` is a str
whose `format()` spaces the formatted text, what `ui.common.i18n.translate` gives in Chinese,
so every `translate(...).format(name=...)` on screen is spaced where a value meets the words.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

_MARKUP = re.compile(r"<[A-Za-z/!][^<>]*>|&(?:#[0-9]+|#[xX][0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]*);")
_LINE_BREAK = re.compile(r"</?(?:br|p|div|li|ul|ol|tr|td|th|table|h[1-6]|hr)\b", re.IGNORECASE)
_PATH = re.compile(r"\S*[/\\]\S*")


def _is_cjk(ch: str) -> bool:
    """A Chinese (or Japanese kana, Bopomofo) character; not punctuation, not full-width forms."""
    code = ord(ch)
    return (
        0x4E00 <= code <= 0x9FFF  # CJK Unified Ideographs
        or 0x3400 <= code <= 0x4DBF  # Extension A
        or 0xF900 <= code <= 0xFAFF  # Compatibility Ideographs
        or 0x20000 <= code <= 0x3134F  # Extensions B to G
        or 0x3040 <= code <= 0x30FF and ch != "\u30fb"  # kana (not the middle dot ・)
        or 0x3100 <= code <= 0x312F or 0x31A0 <= code <= 0x31BF  # Bopomofo
    )


def _is_latin(ch: str) -> bool:
    """A half-width letter or digit: ASCII, or a Latin letter with an accent (José, Zoë)."""
    return ord(ch) < 0x250 and ch.isalnum()


def _kind(ch: str) -> str:
    return "cjk" if _is_cjk(ch) else "latin" if _is_latin(ch) else ""


@lru_cache(maxsize=4096)
def spaced(text: str) -> str:
    """`text` with one space wherever a CJK character and a Latin letter or digit meet."""
    if text.isascii():
        return str(text)
    out: list[str] = []
    between: list[str] = []  # tags since the last character shown
    before = ""  # the kind of the last character shown
    shown = _MARKUP.sub(lambda m: " " * len(m.group()), text)  # a tag is no path
    kept = [(m.start(), m.end()) for m in _PATH.finditer(shown)]
    pos = 0
    for m in [*_MARKUP.finditer(text), None]:
        end = len(text) if m is None else m.start()
        for i in range(pos, end):
            ch = text[i]
            kind = _kind(ch)
            if kind and before and kind != before and not _inside(i, kept):
                closing = 0
                while closing < len(between) and between[closing].startswith("</"):
                    closing += 1
                out.extend(between[:closing])
                out.append(" ")
                out.extend(between[closing:])
            else:
                out.extend(between)
            between = []
            out.append(ch)
            before = kind
        if m is None:
            break
        mark = m.group()
        if mark.startswith("&"):
            out.extend(between)
            out.append(mark)
            between, before = [], ""
        else:
            between.append(mark)
            if _LINE_BREAK.match(mark):
                before = ""
        pos = m.end()
    out.extend(between)
    return "".join(out)


def _inside(i: int, spans: list[tuple[int, int]]) -> bool:
    """Whether the gap before position `i` lies inside one of `spans` (a path, kept as is)."""
    return any(a < i < b for a, b in spans)


class Spaced(str):
    """Words in Chinese whose `format()` gives the formatted text spaced (`spaced`)."""

    __slots__ = ()

    def format(self, *args: Any, **kwargs: Any) -> str:
        return spaced(str(str.format(self, *args, **kwargs)))


_FULL_WIDTH_PUNCTUATION = frozenset("，。、；：？！「」『』（）《》〈〉【】…—・")


def _joins_tight(before: str, after: str) -> bool:
    """Whether no space goes between these two characters in Chinese: two CJK characters, or
    full-width punctuation on either side."""
    return (before in _FULL_WIDTH_PUNCTUATION or after in _FULL_WIDTH_PUNCTUATION
            or (_is_cjk(before) and _is_cjk(after)))


def flowed(text: str) -> str:
    """`text` (a content text whose file wraps its lines) as one run: each run of spaces and
    line breaks becomes one space, or none where Chinese joins tight (between two CJK
    characters, next to full-width punctuation). English comes out as ' '.join(text.split())."""
    words = text.split()
    if not words:
        return ""
    out = [words[0]]
    for word in words[1:]:
        if not _joins_tight(out[-1][-1], word[0]):
            out.append(" ")
        out.append(word)
    return "".join(out)
