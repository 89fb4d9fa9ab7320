"""Coordinates, ordinals, colour names and action labels, in English and Traditional Chinese."""

import pytest

from sagrada_desktop.engine import (
    ChooseFlourish,
    Color,
    ConstructSpace,
    Die,
    DraftDie,
    FillSpace,
    LoseDie,
    UseAbility,
)
from sagrada_desktop.wording import (
    action_label,
    capitalised,
    color_name,
    current_language,
    die_label,
    language_of,
    ordinal,
    place_name,
    set_language,
    space_name,
    swap_label,
)


@pytest.mark.parametrize("n, english", [
    (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (6, "6th"), (10, "10th"), (11, "11th"),
    (12, "12th"), (13, "13th"), (21, "21st"), (22, "22nd"), (23, "23rd"), (101, "101st"),
    (111, "111th"),
])
def test_ordinals(n: int, english: str) -> None:
    assert ordinal(n, "en") == english
    assert ordinal(n, "zh_TW") == f"第 {n}"


def test_places() -> None:
    assert [place_name(p, "en") for p in (1, 2, 3, 4)] == ["1st", "2nd", "3rd", "4th"]
    assert place_name(2, "zh_TW") == "第 2 名"


def test_spaces_are_named_from_one() -> None:
    assert space_name(0, 0, "en") == "row 1, column 1"
    assert space_name(1, 4, "en") == "row 2, column 5"
    assert space_name(1, 4, "zh_TW") == "第 2 列第 5 欄"
    assert capitalised(space_name(3, 2, "en")) == "Row 4, column 3"
    assert capitalised(space_name(3, 2, "zh_TW")) == "第 4 列第 3 欄"


CHINESE_COLOURS = {Color.RED: "紅", Color.YELLOW: "黃", Color.GREEN: "綠", Color.BLUE: "藍",
                   Color.PURPLE: "紫", Color.ORANGE: "橘", Color.GRAY: "灰"}


@pytest.mark.parametrize("color", list(Color), ids=lambda c: c.name)
def test_colour_names_and_dice(color: Color) -> None:
    assert color_name(color, "en") == color.name.capitalize()
    assert color_name(color, "en", lower=True) == color.name.lower()
    assert color_name(color, "zh_TW") == CHINESE_COLOURS[color]
    assert die_label(Die(color, 3), "en") == f"{color.name.capitalize()} 3"
    assert die_label(Die(color, 3), "zh_TW") == f"{CHINESE_COLOURS[color]} 3"


R3 = Die(Color.RED, 3)


@pytest.mark.parametrize("action, english, chinese", [
    (DraftDie(R3), "Draft the Red 3", "選擇紅 3"),
    (FillSpace(1, 2), "Fill row 2, column 3", "填滿第 2 列第 3 欄"),
    (LoseDie(), "Give up the die (it fits nowhere)", "放棄這顆骰子（無處可填）"),
    (ConstructSpace(R3), "Construct the Red 3 Cathedral space", "建造聖家堂的紅 3 欄位"),
    (ChooseFlourish((True, False)), "Keep 1 of 2 Flourish Cards", "保留 2 張花飾卡中的 1 張"),
    (UseAbility("x"), None, None),
], ids=lambda v: type(v).__name__ if not isinstance(v, str | None) else "")
def test_action_labels(action: object, english: str | None, chinese: str | None) -> None:
    assert action_label(action, "en") == english  # type: ignore[arg-type]
    assert action_label(action, "zh_TW") == chinese  # type: ignore[arg-type]


def test_swap_label() -> None:
    gray, blue = Die(Color.GRAY, 4), Die(Color.BLUE, 5)
    assert swap_label(gray, 1, 2, blue, "en") == \
        "Swap gray 4 at row 2, column 3 with blue 5 on the board"
    assert swap_label(gray, 1, 2, blue, "zh_TW") == "將第 2 列第 3 欄的灰 4 與聖家堂圖板上的藍 5 交換"


@pytest.mark.parametrize("code, lang", [
    ("en", "en"), ("en_GB", "en"), ("en_US.UTF-8", "en"), ("zh_TW", "zh_TW"), ("zh-TW", "zh_TW"),
    ("zh_Hant", "zh_TW"), ("zh_TW.UTF-8", "zh_TW"),
])
def test_language_codes(code: str, lang: str) -> None:
    assert language_of(code) == lang


def test_an_unknown_language_is_named() -> None:
    with pytest.raises(ValueError, match="'fr'"):
        language_of("fr")
    with pytest.raises(ValueError):
        set_language("fr")
    assert current_language() == "en"


def test_the_current_language_is_the_default_of_every_call() -> None:
    try:
        set_language("zh_TW")
        assert (space_name(0, 1), ordinal(2), die_label(R3)) == ("第 1 列第 2 欄", "第 2", "紅 3")
    finally:
        set_language("en")
    assert (space_name(0, 1), ordinal(2), die_label(R3)) == ("row 1, column 2", "2nd", "Red 3")
