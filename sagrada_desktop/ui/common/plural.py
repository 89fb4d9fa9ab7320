"""Counted words in the current language: '1 coin', '2 coins', '1 Tool Card', '3 Tool Cards'
(繁體中文 has one form: '3 枚硬幣'). Both forms are translated, so each language picks its own."""

from __future__ import annotations

from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import place_name


def count(n: int, one: str, many: str) -> str:
    """`n` and the (already translated) word for one or for many."""
    return translate("plural", "{n} {word}").format(n=n, word=one if n == 1 else many)


def coins(n: int) -> str:
    return count(n, translate("plural", "coin"), translate("plural", "coins"))


def tool_cards(n: int) -> str:
    return count(n, translate("plural", "Tool Card"), translate("plural", "Tool Cards"))


def legacy_points(n: int) -> str:
    return count(n, translate("plural", "Legacy Point"), translate("plural", "Legacy Points"))


def slots(n: int) -> str:
    return count(n, translate("plural", "Tool Box Capacity slot"),
                 translate("plural", "Tool Box Capacity slots"))


def place(n: int) -> str:
    """An ordinal place: '1st', '2nd', '3rd', '4th', '21st' … (第 1 名 …) in the program's
    language (the wording package follows it)."""
    return place_name(n)
