"""Every word the sheets print in 繁體中文 is set as docs/glossary.md's Style says and in its
words (tests/wording/zh_style.py): the whole campaign book of a campaign of the shipped content
fresh, in window 1's round 6 and finished, and the blank sheets; each text as the page holds it
(typeset, spaced)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest

from printing import wording
from printing.campaign_book import campaign_book_pages
from printing.cathedral_page import cathedral_pages
from printing.journal_cover import CoverSheet, cover_pages
from printing.magic_square_page import magic_square_page
from printing.page import page_format
from printing.primitives import Drawing, Group, Item, Text
from printing.scorecard_pages import blank_scorecards_page
from sagrada_desktop.campaign import Campaign
from sagrada_desktop.content import load_content
from sagrada_desktop.content.translations import localize_content
from sagrada_desktop.engine.legacy_types import CampaignContent
from tests.wording.zh_style import avoided_in, avoided_words, punctuation_faults


def _texts(items: Sequence[Item]) -> Iterator[str]:
    for item in items:
        if isinstance(item, Text):
            yield item.text
        elif isinstance(item, Group):
            yield from _texts(item.items)


def _faults(pages: Sequence[Drawing]) -> list[str]:
    words = avoided_words()
    return sorted({f for page in pages for text in _texts(page.items)
                   for f in punctuation_faults(text) + avoided_in(text, words)})


@pytest.fixture(scope="module")
def shipped() -> CampaignContent:
    return load_content()


@pytest.fixture(scope="module")
def campaigns(shipped: CampaignContent) -> dict[str, Campaign]:
    from sagrada_desktop.campaign.families import FamilySetup
    from sagrada_desktop.campaign.flow import new_campaign
    from tests.campaign.helpers import run_until

    fresh = new_campaign(shipped, [FamilySetup(n, shipped.family_colors[i], m) for i, (n, m)
                                   in enumerate((("Amat", "Rosa"), ("林", "小明")))], 5)
    round_6 = run_until(fresh, lambda c: c.game_state is not None and c.game_state.round == 6,
                        shipped)
    return {"fresh": fresh, "round 6": round_6,
            "over": run_until(round_6, lambda c: c.is_over, shipped)}


@pytest.mark.parametrize("when", ["fresh", "round 6", "over"])
@pytest.mark.parametrize("size", ["a4", "letter"])
def test_the_chinese_campaign_book_is_set_full_width(when: str, size: str, shipped,
                                                     campaigns) -> None:  # type: ignore[no-untyped-def]
    with wording.language("zh_TW"):
        pages = campaign_book_pages(campaigns[when], localize_content(shipped, "zh_TW"), size)
        assert _faults(pages) == []


def test_the_blank_chinese_sheets_are_set_full_width(shipped: CampaignContent) -> None:
    page = page_format("a4")
    with wording.language("zh_TW"):
        zh = localize_content(shipped, "zh_TW")
        cover = CoverSheet(family="林", member="小明", tool_box=zh.tool_box)
        pages = [blank_scorecards_page(page), *cathedral_pages(page),
                 magic_square_page(page, zh.magic_square), *cover_pages(cover, page)]
        assert _faults(pages) == []
