"""A Private Objective without text of its own, worded for each kind in both languages."""

import pytest

from sagrada_desktop.engine import Color, PrivateObjective
from sagrada_desktop.wording import private_objective_text


@pytest.mark.parametrize("objective, english, chinese", [
    (PrivateObjective("a", "A", "color-sum", color=Color.GREEN),
     "Score the sum of the values on your green dice.", "你每顆綠色骰子的數值加總即為得分。"),
    (PrivateObjective("b", "B", "value-count", value=4, points=3),
     "Score 3 points for each 4 in your window.", "你玻璃窗中的每個 4 得 3 分。"),
    (PrivateObjective("c", "C", "value-count", value=2, points=1),
     "Score 1 point for each 2 in your window.", "你玻璃窗中的每個 2 得 1 分。"),
    (PrivateObjective("d", "D", "color-count", color=Color.PURPLE, points=2),
     "Score 2 points for each purple die in your window.", "你玻璃窗中的每顆紫色骰子得 2 分。"),
    (PrivateObjective("e", "E", "star-sum"),
     "Score the sum of the values on your star spaces.", "你所有星號欄位上的數值加總即為得分。"),
    (PrivateObjective("f", "F", "magic-sum"),
     "Score the sum of the values on your Magic Square spaces.", "你所有魔方陣欄位上的數值加總即為得分。"),
])
def test_each_kind_in_both_languages(objective, english, chinese):
    assert private_objective_text(objective, "en") == english
    assert private_objective_text(objective, "zh_TW") == chinese
