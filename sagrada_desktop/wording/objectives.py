"""A Private Objective in words, for a card that has no text of its own (in the content's
phrasing: 'Score the sum of the values on your green dice.')."""

from __future__ import annotations

from ..engine import PrivateObjective
from .dice import color_name
from .language import chosen


def private_objective_text(objective: PrivateObjective, lang: str | None = None) -> str:
    """What `objective` scores; its kind's words ('' for a kind without words)."""
    kind, points, value = objective.kind, objective.points, objective.value
    if chosen(lang) == "zh_TW":
        colour = color_name(objective.color, "zh_TW") + "色" if objective.color is not None else ""
        return {
            "color-sum": f"你每顆{colour}骰子的數值加總即為得分。",
            "value-count": f"你玻璃窗中的每個 {value} 得 {points} 分。",
            "color-count": f"你玻璃窗中的每顆{colour}骰子得 {points} 分。",
            "star-sum": "你所有星號欄位上的數值加總即為得分。",
            "magic-sum": "你所有魔方陣欄位上的數值加總即為得分。",
        }.get(kind, "")
    colour = color_name(objective.color, "en", lower=True) if objective.color is not None else ""
    score = f"Score {points} point{'' if points == 1 else 's'} for each"
    return {
        "color-sum": f"Score the sum of the values on your {colour} dice.",
        "value-count": f"{score} {value} in your window.",
        "color-count": f"{score} {colour} die in your window.",
        "star-sum": "Score the sum of the values on your star spaces.",
        "magic-sum": "Score the sum of the values on your Magic Square spaces.",
    }.get(kind, "")
