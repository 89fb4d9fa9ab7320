"""The campaign's refusals are data (a kind and its values), worded in English and in
Traditional Chinese by campaign/refusal_words.py; no sentence is translated by matching."""

from __future__ import annotations

import string
from typing import get_args

import pytest

from sagrada_desktop.campaign import CampaignError, FamilySetup, new_campaign
from sagrada_desktop.campaign.refusal_words import TEMPLATES, refusal_text
from sagrada_desktop.campaign.refusals import Count, Named, OneOf, Place, RefusalKind, refusal
from sagrada_desktop.engine import Color
from sagrada_desktop.wording import set_language

from .content_fixture import CONTENT


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_kind_is_worded_in_both_languages_with_the_same_values() -> None:
    assert set(TEMPLATES) == set(get_args(RefusalKind))
    for kind, (en, zh) in TEMPLATES.items():
        assert _fields(en) == _fields(zh), kind
        assert any("\u4e00" <= ch <= "\u9fff" for ch in zh), kind


def test_two_families_of_one_name_and_colour_are_refused_in_either_language() -> None:
    families = [FamilySetup("Amat", Color.RED, "Rosa"), FamilySetup("Amat", Color.RED, "Pau")]
    with pytest.raises(CampaignError) as caught:
        new_campaign(CONTENT, families, 1)
    assert [r.kind for r in caught.value.refusals] == ["family-names-shared",
                                                       "family-colors-shared"]
    assert str(caught.value) == ("two families cannot share a name; "
                                 "two families cannot share a colour")
    assert caught.value.words("zh_TW") == "兩個家族不能使用相同的名稱；兩個家族不能使用相同的家族顏色"
    set_language("zh_TW")
    try:
        assert str(caught.value) == caught.value.words("zh_TW")  # str() is the current language
    finally:
        set_language("en")


@pytest.mark.parametrize(("made", "en", "zh"), [
    (refusal("slot-costs", cost=Count(2, "coin"), family="Amat", coins=Count(1, "coin")),
     "the next Tool Box Capacity slot costs 2 coins; Amat has 1 coin",
     "下一個工具箱容量空位要 2 枚錢幣；Amat 只有 1 枚錢幣"),
    (refusal("place-takes", place=Place(2), cards=Count(1, "tool-card")),
     "2nd place takes at most 1 Tool Card", "第 2 名最多拿 1 張工具卡"),
    (refusal("square-cell", number=7, cells=OneOf((1, 2))),
     "Magic Square number 7 goes into cell 1 or 2", "魔方陣數字 7 要填入格子 1 或 2"),
    (refusal("sticker-other-family", color=Color.BLUE),
     "that sticker belongs to the blue family", "那張貼紙屬於藍色的家族"),
    (refusal("track-complete", family="Amat", track=Named("books-of-wisdom.name", "Books of Wisdom")),
     "Amat has completed Books of Wisdom already", "Amat 已經完成智慧之書"),
])
def test_values_are_worded_in_each_language(made, en: str, zh: str) -> None:
    assert refusal_text(made, "en") == en
    assert refusal_text(made, "zh_TW") == zh
