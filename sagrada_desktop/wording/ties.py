"""How a tie was broken, in words: 'tie on 41 broken by fewer Legacy Points'
(以 41 分同分，依較少的傳承分數決定名次)."""

from __future__ import annotations

from ..engine import TieBreak, TieRule
from .language import chosen

_RULES: dict[TieRule, tuple[str, str]] = {
    "legacy-points": ("fewer Legacy Points", "傳承分數較少者"),
    "broken-empty": ("fewer broken or empty spaces", "破損與未被填滿的欄位較少者"),
    "private": ("more Private Objective points", "個人目標分數較多者"),
    "turn-order": ("earlier in the final round's turn order", "最後一輪回合順序較前者"),
    "last-placement": ("the last window's placement", "上一片玻璃窗的名次"),
}


def tie_break_text(tie: TieBreak | None, lang: str | None = None) -> str:
    """The tie-break in words; empty when there was no tie."""
    if tie is None:
        return ""
    en, zh = _RULES[tie.rule]
    if chosen(lang) == "zh_TW":
        return f"{tie.total} 分同分，依{zh}優先"
    return f"tie on {tie.total} broken by {en}"
