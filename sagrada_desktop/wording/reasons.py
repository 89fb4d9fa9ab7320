"""The engine's reasons (why not) and steps (what was done) in words, in either language."""

from __future__ import annotations

from collections.abc import Iterable

from . import effects, reasons_en, reasons_zh
from .language import chosen
from .spacing import spaced


def reason_text(item: object, lang: str | None = None) -> str:
    """One reason or step of engine/reasons.py, or an effect (what a card does), in words;
    Chinese spaced from the Latin words and digits in it (spacing.spaced)."""
    zh = chosen(lang) == "zh_TW"
    if isinstance(item, effects.EFFECT_TYPES):
        return spaced(effects.chinese(item)) if zh else effects.english(item)
    return spaced(reasons_zh.words(item)) if zh else reasons_en.words(item)


def reasons_text(items: Iterable[object], lang: str | None = None) -> list[str]:
    """Each reason in words, in order (the form fill_errors' callers show as a list)."""
    return [reason_text(item, lang) for item in items]


def joined(items: Iterable[object], lang: str | None = None) -> str:
    """The reasons as one line: '; ' between them in English, '；' in Chinese."""
    sep = "；" if chosen(lang) == "zh_TW" else "; "
    return sep.join(reasons_text(items, lang))
