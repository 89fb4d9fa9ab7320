"""Words a player's own window (the window designer, sagrada_desktop/designer/) takes from the
program: the names of the Private Objectives every designed window deals (their texts are
private_objective_text's, for their kinds)."""

from __future__ import annotations

from ..engine import Color
from .language import chosen

OBJECTIVE_NAMES: dict[Color | None, tuple[str, str]] = {
    Color.RED: ("Red Glass", "紅色玻璃"),
    Color.YELLOW: ("Yellow Glass", "黃色玻璃"),
    Color.GREEN: ("Green Glass", "綠色玻璃"),
    Color.BLUE: ("Blue Glass", "藍色玻璃"),
    Color.PURPLE: ("Purple Glass", "紫色玻璃"),
    None: ("Starlight", "星光"),  # the star spaces' sum
}


def own_objective_name(color: Color | None, lang: str | None = None) -> str:
    """The name of a designed window's Private Objective: a colour's sum, or (None) the stars'."""
    en, zh = OBJECTIVE_NAMES[color]
    return zh if chosen(lang) == "zh_TW" else en
