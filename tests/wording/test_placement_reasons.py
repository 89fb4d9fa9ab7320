"""Each placement reason, table-driven in the window notation: the engine gives the right kind
with the right values, and both languages word it. Spaces are 0-based in the engine and named
1-based in words ("row 2, column 5" is (1, 4))."""

import pytest

from sagrada_desktop.engine import Color, Die, parse_window, placement_errors_on_board
from sagrada_desktop.engine import reasons as r
from sagrada_desktop.wording import reason_text


def die(text: str) -> Die:
    return Die(Color.from_letter(text[0]), int(text[1:]))


# name, window, (row, col), die, Strife Board, placement ability used, reason, English, Chinese
CASES = [
    ("outside the grid", ". .", (3, 0), "G2", None, False,
     r.OutsideWindow(3, 0), "row 4, column 1 is outside the window", "第 4 列第 1 欄在玻璃窗之外"),
    ("outside the shape", ". -", (0, 1), "G2", None, False,
     r.NotInShape(0, 1), "row 1, column 2 is not part of this window's shape",
     "第 1 列第 2 欄不屬於這片玻璃窗的形狀"),
    ("crossed out", ".=X .", (0, 0), "G2", None, False,
     r.SpaceBroken(), "this space is crossed out (broken)", "這個欄位已劃掉（破損的玻璃窗）"),
    ("already filled", ".=R1 .", (0, 0), "G2", None, False,
     r.SpaceFilled(die("R1")), "this space is already filled (red 1)", "這個欄位已填滿（紅色 1）"),
    ("colour restriction", "G . .", (0, 0), "R3", None, False,
     r.NeedsColor(Color.GREEN, Color.RED), "this space needs green; the die is red",
     "這個欄位有綠色的顏色限制；這顆骰子是紅色"),
    ("value restriction", "4 . .", (0, 0), "R3", None, False,
     r.NeedsValue(4, 3), "this space needs a 4; the die shows 3", "這個欄位有數值限制 4；這顆骰子是 3"),
    ("must touch a filled space", ".=R1 . .\n. . .", (0, 2), "G3", None, False,
     r.MustTouchFilled(), "it must touch a filled space (edge or corner)",
     "必須與已填滿的欄位相鄰（直線或斜向）"),
    ("the placement ability: touch no die", ".=R1 . .\n. . .", (1, 1), "Y3", None, True,
     r.MustTouchNoDie(), "the placement ability used this turn needs a space touching no die",
     "本回合使用的放置能力需要一個不與任何骰子相鄰的欄位"),
    ("same colour on an edge", ". . . . .\n. . . . .=R1", (0, 4), "R3", None, False,
     r.SameColorNeighbour(Color.RED, 1, 4), "it would share an edge with a red die (row 2, column 5)",
     "會與紅色骰子直線相鄰（第 2 列第 5 欄）"),
    ("same value on an edge", ".=B4 .\n. .", (1, 0), "G4", None, False,
     r.SameValueNeighbour(4, 0, 0), "it would share an edge with another 4 (row 1, column 1)",
     "會與另一顆數值 4 的骰子直線相鄰（第 1 列第 1 欄）"),
    ("a gray die on a colour without a board", "R .", (0, 0), "S2", None, False,
     r.NeedsColor(Color.RED, Color.GRAY), "this space needs red; the die is gray",
     "這個欄位有紅色的顏色限制；這顆骰子是灰色"),
    ("Three Pillars", ". . . . .\n. . . . .", (0, 1), "S2", "three-pillars", False,
     r.StrifeBoardRefuses("three-pillars"),
     "the Strife Board allows gray dice only in the left, centre and right columns",
     "紛爭圖板只允許灰色骰子填在最左、中央與最右的直行"),
    ("Lintel and Sill", ". . .\n. . .\n. . .", (1, 1), "S2", "lintel-and-sill", False,
     r.StrifeBoardRefuses("lintel-and-sill"),
     "the Strife Board allows gray dice only in the top or bottom row",
     "紛爭圖板只允許灰色骰子填在最上或最下的橫列"),
    ("No Crossed Shadows", ".=S1 .\n. .", (1, 1), "S2", "no-crossed-shadows", False,
     r.StrifeBoardRefuses("no-crossed-shadows"),
     "the Strife Board forbids a gray die diagonally next to another gray die",
     "紛爭圖板禁止灰色骰子與另一顆灰色骰子斜向相鄰"),
    ("Measured Places", ". 3", (0, 0), "S2", "measured-places", False,
     r.StrifeBoardRefuses("measured-places"),
     "the Strife Board allows gray dice only on spaces with a value restriction",
     "紛爭圖板只允許灰色骰子填在有數值限制的欄位"),
    ("Mortar Joints", ".=R1 . .", (0, 1), "S2", "mortar-joints", False,
     r.StrifeBoardRefuses("mortar-joints"),
     "the Strife Board allows a gray die only where it shares an edge with at least two other dice",
     "紛爭圖板只允許灰色骰子填在至少與另外兩顆骰子直線相鄰的欄位"),
]


@pytest.mark.parametrize("name, text, where, d, board, skip, reason, english, chinese", CASES,
                         ids=[c[0] for c in CASES])
def test_each_placement_reason_is_given_and_worded(
        name: str, text: str, where: tuple[int, int], d: str, board: str | None, skip: bool,
        reason: object, english: str, chinese: str) -> None:
    errors = placement_errors_on_board(parse_window(text), *where, die(d), board,
                                       ignore_adjacency=skip)
    assert errors == [reason]
    assert reason_text(reason, "en") == english
    assert reason_text(reason, "zh_TW") == chinese


def test_several_reasons_come_in_order_and_join_per_language() -> None:
    from sagrada_desktop.wording import joined

    errors = placement_errors_on_board(parse_window(".=R1 .\n. .\n"), 0, 1, die("R1"), None)
    assert errors == [r.SameColorNeighbour(Color.RED, 0, 0), r.SameValueNeighbour(1, 0, 0)]
    assert joined(errors, "en") == ("it would share an edge with a red die (row 1, column 1); "
                                    "it would share an edge with another 1 (row 1, column 1)")
    assert joined(errors, "zh_TW") == ("會與紅色骰子直線相鄰（第 1 列第 1 欄）；"
                                       "會與另一顆數值 1 的骰子直線相鄰（第 1 列第 1 欄）")
