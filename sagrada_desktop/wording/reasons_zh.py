"""The engine's reasons and steps in Traditional Chinese, in the Chinese rulebook's terms:
玻璃窗欄位 (window space), 顏色限制/數值限制 (colour/value restriction), 直線相鄰 (sharing
an edge), 斜向相鄰 (diagonal), 破損的玻璃窗 (broken), 能力, 工具, 工具卡, 工具分數欄位
(point box), 聖家堂圖板 (Cathedral Board), 填滿 (fill). The Glory terms (not in that rulebook):
紛爭圖板 Strife Board, 灰色骰子 gray die, 恩惠標記 Favor Token, 花飾卡 Flourish Card."""

from __future__ import annotations

from ..engine import Color, Die, Stage, steps
from ..engine import reasons as r
from .dice import color_name
from .places import space_name

_DEEDS: dict[r.Deed, str] = {
    r.Deed.DRAFT: "選擇骰子",
    r.Deed.USE_EFFECT: "使用能力或工具",
    r.Deed.FILL: "填滿玻璃窗欄位",
    r.Deed.GIVE_UP: "放棄這顆骰子",
    r.Deed.KEEP_FLOURISH: "保留或棄掉花飾卡",
    r.Deed.CONSTRUCT: "建造聖家堂欄位",
}

STAGES: dict[Stage, str] = {
    Stage.DRAFT: "選擇骰子", Stage.PLACE: "填滿欄位", Stage.CONSTRUCT: "建造聖家堂",
    Stage.OVER: "遊戲結束", Stage.FLOURISH: "選擇花飾卡",
}

BOARDS: dict[str, str] = {
    "three-pillars": "紛爭圖板只允許灰色骰子填在最左、中央與最右的直行",
    "lintel-and-sill": "紛爭圖板只允許灰色骰子填在最上或最下的橫列",
    "no-crossed-shadows": "紛爭圖板禁止灰色骰子與另一顆灰色骰子斜向相鄰",
    "measured-places": "紛爭圖板只允許灰色骰子填在有數值限制的欄位",
    "mortar-joints": "紛爭圖板只允許灰色骰子填在至少與另外兩顆骰子直線相鄰的欄位",
}


def _color(color: Color) -> str:
    return color_name(color, "zh_TW") + "色"


def _die(die: Die) -> str:
    return f"{_color(die.color)} {die.value}"


def _space(row: int, col: int) -> str:
    return space_name(row, col, "zh_TW")


def words(item: object) -> str:
    match item:
        case r.OutsideWindow(row, col):
            return f"{_space(row, col)}在玻璃窗之外"
        case r.NotInShape(row, col):
            return f"{_space(row, col)}不屬於這片玻璃窗的形狀"
        case r.SpaceBroken():
            return "這個欄位已劃掉（破損的玻璃窗）"
        case r.SpaceFilled(die):
            return f"這個欄位已填滿（{_die(die)}）"
        case r.NeedsColor(need, die_color):
            return f"這個欄位有{_color(need)}的顏色限制；這顆骰子是{_color(die_color)}"
        case r.NeedsValue(need, value):
            return f"這個欄位有數值限制 {need}；這顆骰子是 {value}"
        case r.MustTouchFilled():
            return "必須與已填滿的欄位相鄰（直線或斜向）"
        case r.MustTouchNoDie():
            return "本回合使用的放置能力需要一個不與任何骰子相鄰的欄位"
        case r.SameColorNeighbour(color, row, col):
            return f"會與{_color(color)}骰子直線相鄰（{_space(row, col)}）"
        case r.SameValueNeighbour(value, row, col):
            return f"會與另一顆數值 {value} 的骰子直線相鄰（{_space(row, col)}）"
        case r.StrifeBoardRefuses(board_id):
            return BOARDS.get(board_id, "紛爭圖板不允許灰色骰子填在這裡")
        case r.FirstOnEdge():
            return "這片玻璃窗的新規則要求第一顆骰子填在外圍"
        case r.NothingDrafted():
            return "本回合尚未選擇骰子"
        case r.WrongStep(deed, stage):
            return f"現在不能{_DEEDS[deed]}：遊戲正處於「{STAGES[stage]}」階段"
        case r.NotInPool(die):
            return f"聖家堂圖板上沒有{_die(die)} 的骰子"
        case r.NoSuchAbility(seat, ability_id):
            return f"{seat} 沒有能力「{ability_id}」"
        case r.AbilityUsedUp(ability):
            return f"「{ability}」本回合已用完"
        case r.NoSuchTool(tool):
            return f"這片玻璃窗沒有工具 {tool}"
        case r.NoFavorToken(seat):
            return f"{seat} 已沒有恩惠標記"
        case r.NoPointBox(tool_name):
            return f"「{tool_name}」已沒有空的工具分數欄位"
        case r.ToolCardNotBrought(seat, card_id):
            return f"{seat} 沒有帶工具卡「{card_id}」"
        case r.ToolCardUsed(card):
            return f"「{card}」本場遊戲已使用過"
        case r.EffectUnusable(name, die):
            return f"「{name}」現在不能用在{_die(die)} 上"
        case r.ValueOutOfRange(ability, value, floor, ceiling):
            return f"「{ability}」不能把骰子變成 {value}：數值只能在 {floor} 到 {ceiling} 之間"
        case r.FormSeenThisTurn(ability, die):
            return f"「{ability}」不能把骰子變回{_die(die)}：本回合它已經是這樣"
        case r.DieStillFits():
            return "這顆骰子仍能填滿某個欄位，所以不能放棄"
        case r.FlourishCount(seat, held, given):
            return f"{seat} 持有 {held} 張花飾卡：每張都要選擇保留或棄掉，而不是 {given} 張"
        case r.CannotConstruct(die):
            return (f"不能建造{_die(die)} 的欄位：剩下的骰子必須對應其顏色"
                    "最低的未建造欄位")
        case r.UnknownAction(action):
            return f"未知的行動 {action}"
        case steps.EffectUsed(name, die):
            return f"{name}：{die}"
        case steps.SwapMade(name, window_die, row, col, pool_die):
            return f"{name}：{_space(row, col)}的 {window_die} 與 {pool_die} 交換"
    raise TypeError(f"no Chinese words for {item!r}")
