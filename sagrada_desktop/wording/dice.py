"""Colours and dice in words: 'Red', 'Red 3' (紅、紅 3)."""

from __future__ import annotations

from ..engine import Color, Die
from .language import chosen

_ZH_COLORS: dict[Color, str] = {
    Color.RED: "紅", Color.YELLOW: "黃", Color.GREEN: "綠", Color.BLUE: "藍",
    Color.PURPLE: "紫", Color.ORANGE: "橘", Color.GRAY: "灰",
}


def color_name(color: Color, lang: str | None = None, *, lower: bool = False) -> str:
    """'Red' ('red' with lower); 紅 in Chinese (add 色 where a sentence needs it)."""
    if chosen(lang) == "zh_TW":
        return _ZH_COLORS[color]
    return color.label.lower() if lower else color.label


def color_choice(color: Color, lang: str | None = None) -> str:
    """A colour standing alone, as a choice in a list or a heading: 'Red'; 紅色 in Chinese
    (the bare 紅 reads as a colour only inside a sentence or a die's name, 紅 3)."""
    if chosen(lang) == "zh_TW":
        return f"{_ZH_COLORS[color]}色"
    return color.label


def die_label(die: Die, lang: str | None = None, *, lower: bool = False) -> str:
    """'Red 3' ('red 3' with lower, as inside a sentence); 紅 3 in Chinese."""
    return f"{color_name(die.color, lang, lower=lower)} {die.value}"
