"""A review in words (wording/review_words.py), in English and 繁體中文: a turn as played, why
Hard's pick was better, a turn's judgement and the summary."""

from __future__ import annotations

from sagrada_desktop.engine import Color, Die
from sagrada_desktop.wording.review_words import (
    judgement_words,
    pick_words,
    points_words,
    reason_words,
    summary_words,
    turn_title,
)

BLUE_4, RED_6 = Die(Color.BLUE, 4), Die(Color.RED, 6)
YELLOW_1, YELLOW_6 = Die(Color.YELLOW, 1), Die(Color.YELLOW, 6)


def test_a_pick_in_words() -> None:
    assert pick_words(BLUE_4, BLUE_4, (1, 2)) == "Blue 4 to row 2, column 3"
    assert pick_words(BLUE_4, BLUE_4, (1, 2), lang="zh_TW") == "藍 4 填入第 2 列第 3 欄"
    assert pick_words(YELLOW_1, YELLOW_6, (1, 3), ["Grozing Pliers"]) == \
        "Yellow 1, made Yellow 6 with Grozing Pliers, to row 2, column 4"
    assert pick_words(YELLOW_1, YELLOW_6, (1, 3), ["羊毛排刷"], "zh_TW") == \
        "黃 1 以「羊毛排刷」變成黃 6，填入第 2 列第 4 欄"
    assert pick_words(BLUE_4, BLUE_4, (0, 0), ["Cork Ruler", "Lens"]) == \
        "Blue 4 with Cork Ruler and Lens to row 1, column 1"
    assert pick_words(RED_6, None, None) == "Red 6, given up"
    assert pick_words(RED_6, None, None, lang="zh_TW") == "紅 6，放棄"


def test_why_and_when() -> None:
    assert reason_words("objective", "Column Color Variety") == "for Column Color Variety"
    assert reason_words("objective", "直行色彩多樣", "zh_TW") == "為了「直行色彩多樣」"
    assert reason_words("private") == "for the Private Objective"
    assert reason_words("open-spaces", lang="zh_TW") == "為了讓更多欄位還能填滿"
    assert reason_words("tools") == "to keep its tools for later"
    assert turn_title(7, 3) == "Round 7, turn 3"
    assert turn_title(7, 3, "zh_TW") == "第 7 輪第 3 回合"
    assert points_words(1.0) == "1.0 point" and points_words(2.34) == "2.3 points"
    assert points_words(2.34, "zh_TW") == "2.3 分"


def test_a_turns_judgement() -> None:
    hard = "Red 6 to row 1, column 1"
    assert judgement_words(hard, True, False, 0.0, 0.0) == "That was Hard's pick."
    assert judgement_words(hard, False, True, 2.34, 0.41, "for Column Color Variety") == (
        "Hard would have played Red 6 to row 1, column 1 for Column Color Variety; this turn "
        "cost you 2.3 points (±0.4).")
    assert judgement_words(hard, False, False, 0.3, 0.2) == (
        "Hard would have played Red 6 to row 1, column 1; about as good as yours "
        "(0.3 points apart, ±0.2).")
    assert judgement_words(hard, False, False, -0.8, 0.2) == (
        "Hard would have played Red 6 to row 1, column 1; yours was better (by 0.8 points, ±0.2).")
    assert judgement_words("紅 6 填入第 1 列第 1 欄", False, True, 2.34, 0.41, "為了個人目標",
                           "zh_TW") == ("困難電腦玩家會選紅 6 填入第 1 列第 1 欄，為了個人目標；"
                                        "這個回合讓你少了 2.3 分（±0.4）。")


def test_the_summary() -> None:
    assert summary_words(24, 9, 3, 9.04, (7, "Blue 4 to row 2, column 3", RED_6,
                                          "for Column Color Variety")) == (
        "3 turns cost you 9.0 points; the biggest: round 7, Blue 4 to row 2, column 3 — Hard "
        "took Red 6 for Column Color Variety.")
    assert summary_words(24, 23, 1, 0.6, (2, "Blue 4 to row 2, column 3", RED_6, "")) == (
        "1 turn cost you 0.6 points; the biggest: round 2, Blue 4 to row 2, column 3 — Hard "
        "took Red 6.")
    assert summary_words(24, 20, 0, 0.0, None) == (
        "No turn cost you points: 20 of 24 turns were Hard's pick, the others as good.")
    assert summary_words(24, 9, 3, 9.04, (7, "藍 4 填入第 2 列第 3 欄", RED_6, "為了個人目標"),
                         "zh_TW") == ("有 3 個回合讓你少了 9.0 分；差最多的是第 7 輪，"
                                      "藍 4 填入第 2 列第 3 欄——困難電腦玩家選了紅 6，為了個人目標。")
    assert summary_words(24, 20, 0, 0.0, None, "zh_TW") == (
        "沒有任何回合讓你失分：24 個回合中有 20 個就是困難電腦玩家的選擇，其餘也一樣好。")
