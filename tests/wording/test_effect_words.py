"""What an effect does, for a card with no text of its own: engine.describe_effect gives the
wording's words in the current language."""

import pytest

from sagrada_desktop.engine import (
    ChangeColor,
    ChangeValue,
    Color,
    FlipValue,
    GrayPoolValue,
    GrayWindowValue,
    IgnoreAdjacency,
    Reroll,
    SetValue,
    SwapGray,
    describe_effect,
)
from sagrada_desktop.wording import reason_text, set_language

CASES = [
    (ChangeColor(to=(Color.RED, Color.YELLOW), when=(Color.BLUE,)),
     "Treat a blue die as red or yellow.", "將一顆藍色骰子視為紅色或黃色。"),
    (ChangeColor(to=(Color.ORANGE,)), "Treat the die as orange.", "將這顆骰子視為橘色。"),
    (ChangeValue(add=(1, -1), when=(3, 4)), "Change the die's value showing 3/4 by +1 or -1.",
     "將顯示 3/4 的骰子數值改變 +1 或 -1。"),
    (SetValue(to=(1, 6)), "Fill with the die as a 1 or 6, keeping its colour.",
     "將骰子視為 1 或 6 填滿欄位，保留其顏色。"),
    (FlipValue(), "Flip the die: 7 minus its value (0 for values outside 1-6).",
     "翻轉骰子：數值視為 7 減去原數值（1 到 6 以外的數值視為 0）。"),
    (Reroll(), "Re-roll the drafted die.", "重擲選擇的骰子。"),
    (IgnoreAdjacency(), "Fill a space that touches no filled space.", "填滿一個不與任何已填滿欄位相鄰的欄位。"),
    (GrayWindowValue(),
     "Change the value of your drafted die to the value of a gray die in your window.",
     "將你選擇的骰子數值改為你玻璃窗中一顆灰色骰子的數值。"),
    (GrayPoolValue(),
     "Change the value of your drafted die to the value of a gray die in the public draft pool.",
     "將你選擇的骰子數值改為聖家堂圖板上一顆灰色骰子的數值。"),
    (SwapGray(), "Swap a gray die and non-gray die between your window and the public draft pool. "
     "You must obey all placement restrictions.",
     "將你玻璃窗中的一顆灰色骰子與聖家堂圖板上一顆非灰色骰子交換。必須遵守所有骰子放置規則。"),
]


@pytest.mark.parametrize("effect, english, chinese", CASES, ids=lambda v: getattr(v, "kind", ""))
def test_each_effect_in_both_languages(effect: object, english: str, chinese: str) -> None:
    assert reason_text(effect, "en") == english
    assert reason_text(effect, "zh_TW") == chinese
    assert describe_effect(effect) == english  # type: ignore[arg-type]
    try:
        set_language("zh_TW")
        assert describe_effect(effect) == chinese  # type: ignore[arg-type]
    finally:
        set_language("en")
