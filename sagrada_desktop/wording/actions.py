"""Short labels of actions, for buttons, undo steps and logs: 'Fill row 2, column 3'.

An ability or tool use is worded by its card's name and what it does to the die in hand,
which need the game state (ui/action_text.py puts those together); action_label gives None
for them.
"""

from __future__ import annotations

from ..engine import Action, ChooseFlourish, ConstructSpace, Die, DraftDie, FillSpace, LoseDie
from .dice import die_label
from .language import chosen
from .places import space_name


def action_label(action: Action, lang: str | None = None) -> str | None:
    """'Draft the Red 3', 'Fill row 2, column 3', ...; None for an ability or tool use."""
    zh = chosen(lang) == "zh_TW"
    if isinstance(action, DraftDie):
        die = die_label(action.die, lang)
        return f"選擇{die}" if zh else f"Draft the {die}"
    if isinstance(action, FillSpace):
        where = space_name(action.row, action.col, lang)
        return f"填滿{where}" if zh else f"Fill {where}"
    if isinstance(action, LoseDie):
        return "放棄這顆骰子（無處可填）" if zh else "Give up the die (it fits nowhere)"
    if isinstance(action, ConstructSpace):
        die = die_label(action.die, lang)
        return f"建造聖家堂的{die} 欄位" if zh else f"Construct the {die} Cathedral space"
    if isinstance(action, ChooseFlourish):
        kept, held = sum(action.keep), len(action.keep)
        return f"保留 {held} 張花飾卡中的 {kept} 張" if zh else f"Keep {kept} of {held} Flourish Cards"
    return None


def swap_label(window_die: Die, row: int, col: int, pool_die: Die, lang: str | None = None) -> str:
    """'Swap gray 4 at row 2, column 3 with blue 5 on the board' (Strife Tool III)."""
    where = space_name(row, col, lang)
    if chosen(lang) == "zh_TW":
        return (f"將{where}的{die_label(window_die, lang)} 與聖家堂圖板上的"
                f"{die_label(pool_die, lang)} 交換")
    return (f"Swap {die_label(window_die, lang, lower=True)} at {where} "
            f"with {die_label(pool_die, lang, lower=True)} on the board")
