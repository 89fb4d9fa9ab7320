"""Short plain names of actions (English, or Traditional Chinese), for error messages and
summaries."""

from __future__ import annotations

from ..engine import (
    Action,
    ChooseFlourish,
    ConstructSpace,
    DraftDie,
    FillSpace,
    LoseDie,
    UseAbility,
    UseToolCard,
    UseWindowTool,
)
from ..wording import space_name
from ..wording.language import chosen


def describe_action(action: Action, lang: str | None = "en") -> str:
    """e.g. "draft R3", "fill row 2, column 4" (1-based, as players count), "use window
    tool 1 (option 0)"; in Traditional Chinese with lang="zh_TW"."""
    if chosen(lang) == "zh_TW":
        return _describe_zh(action)
    if isinstance(action, DraftDie):
        return f"draft {action.die}"
    if isinstance(action, FillSpace):
        return f"fill {space_name(action.row, action.col, 'en')}"
    if isinstance(action, LoseDie):
        return "lose the drafted die"
    if isinstance(action, ConstructSpace):
        return f"construct {action.die}"
    if isinstance(action, UseAbility):
        return f"use ability {action.ability_id!r} (option {action.option})"
    if isinstance(action, UseWindowTool):
        paid = " with a Favor Token" if action.favor else ""
        return f"use window tool {action.tool} (option {action.option}){paid}"
    if isinstance(action, UseToolCard):
        return f"use Tool Card {action.card_id!r} (option {action.option})"
    if isinstance(action, ChooseFlourish):
        words = ", ".join("keep" if k else "discard" for k in action.keep)
        return f"choose Flourish Cards ({words})"
    return repr(action)


def _describe_zh(action: Action) -> str:
    if isinstance(action, DraftDie):
        return f"選擇 {action.die}"
    if isinstance(action, FillSpace):
        return f"填滿{space_name(action.row, action.col, 'zh_TW')}"
    if isinstance(action, LoseDie):
        return "放棄選擇的骰子"
    if isinstance(action, ConstructSpace):
        return f"建造 {action.die}"
    if isinstance(action, UseAbility):
        return f"使用能力「{action.ability_id}」（選項 {action.option}）"
    if isinstance(action, UseWindowTool):
        paid = "，支付恩惠標記" if action.favor else ""
        return f"使用玻璃窗工具 {action.tool}（選項 {action.option}{paid}）"
    if isinstance(action, UseToolCard):
        return f"使用工具卡「{action.card_id}」（選項 {action.option}）"
    if isinstance(action, ChooseFlourish):
        words = "、".join("保留" if k else "棄掉" for k in action.keep)
        return f"選擇花飾卡（{words}）"
    return repr(action)
