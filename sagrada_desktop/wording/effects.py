"""What an ability's or tool's effect does, for a card with no text of its own, in English and
Traditional Chinese (engine.describe_effect gives these words in the current language)."""

from __future__ import annotations

from ..engine import (
    ChangeColor,
    ChangeValue,
    FlipValue,
    GrayPoolValue,
    GrayWindowValue,
    IgnoreAdjacency,
    Reroll,
    SetValue,
    SwapGray,
)
from .dice import color_name

EFFECT_TYPES = (ChangeColor, ChangeValue, SetValue, FlipValue, Reroll, IgnoreAdjacency,
                GrayWindowValue, GrayPoolValue, SwapGray)


def english(effect: object) -> str:
    if isinstance(effect, ChangeColor):
        to = " or ".join(color_name(c, "en", lower=True) for c in effect.to)
        when = "/".join(color_name(c, "en", lower=True) for c in effect.when)
        cond = f" a {when}" if effect.when else " the"
        return f"Treat{cond} die as {to}."
    if isinstance(effect, ChangeValue):
        adds = " or ".join(f"{d:+d}" for d in effect.add)
        cond = f" showing {'/'.join(map(str, effect.when))}" if effect.when else ""
        return f"Change the die's value{cond} by {adds}."
    if isinstance(effect, SetValue):
        to = " or ".join(map(str, effect.to))
        cond = f" showing {'/'.join(map(str, effect.when))}" if effect.when else ""
        return f"Fill with the die{cond} as a {to}, keeping its colour."
    if isinstance(effect, FlipValue):
        return "Flip the die: 7 minus its value (0 for values outside 1-6)."
    if isinstance(effect, Reroll):
        return "Re-roll the drafted die."
    if isinstance(effect, GrayWindowValue):
        return "Change the value of your drafted die to the value of a gray die in your window."
    if isinstance(effect, GrayPoolValue):
        return ("Change the value of your drafted die to the value of a gray die in the public "
                "draft pool.")
    if isinstance(effect, SwapGray):
        return ("Swap a gray die and non-gray die between your window and the public draft pool. "
                "You must obey all placement restrictions.")
    if isinstance(effect, IgnoreAdjacency):
        return "Fill a space that touches no filled space."
    raise TypeError(f"no English words for {effect!r}")


def chinese(effect: object) -> str:
    if isinstance(effect, ChangeColor):
        to = "或".join(color_name(c, "zh_TW") + "色" for c in effect.to)
        when = "/".join(color_name(c, "zh_TW") + "色" for c in effect.when)
        cond = f"一顆{when}" if effect.when else "這顆"
        return f"將{cond}骰子視為{to}。"
    if isinstance(effect, ChangeValue):
        adds = " 或 ".join(f"{d:+d}" for d in effect.add)
        cond = f"顯示 {'/'.join(map(str, effect.when))} 的" if effect.when else ""
        return f"將{cond}骰子數值改變 {adds}。"
    if isinstance(effect, SetValue):
        to = " 或 ".join(map(str, effect.to))
        cond = f"顯示 {'/'.join(map(str, effect.when))} 的" if effect.when else ""
        return f"將{cond}骰子視為 {to} 填滿欄位，保留其顏色。"
    if isinstance(effect, FlipValue):
        return "翻轉骰子：數值視為 7 減去原數值（1 到 6 以外的數值視為 0）。"
    if isinstance(effect, Reroll):
        return "重擲選擇的骰子。"
    if isinstance(effect, GrayWindowValue):
        return "將你選擇的骰子數值改為你玻璃窗中一顆灰色骰子的數值。"
    if isinstance(effect, GrayPoolValue):
        return "將你選擇的骰子數值改為聖家堂圖板上一顆灰色骰子的數值。"
    if isinstance(effect, SwapGray):
        return "將你玻璃窗中的一顆灰色骰子與聖家堂圖板上一顆非灰色骰子交換。必須遵守所有骰子放置規則。"
    if isinstance(effect, IgnoreAdjacency):
        return "填滿一個不與任何已填滿欄位相鄰的欄位。"
    raise TypeError(f"no Chinese words for {effect!r}")
