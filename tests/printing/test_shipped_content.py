"""Every window the game ships prints: a page each, on both paper sizes."""

from __future__ import annotations

import pytest

from printing.documents import blank_journal_pdf, blank_sheet
from printing.journal_page import journal_layout
from printing.page import page_format
from sagrada_desktop.engine.legacy_types import CampaignContent

from .pdf_checks import page_sizes, words


@pytest.fixture(scope="module")
def shipped() -> CampaignContent:
    from sagrada_desktop.content import ContentError, load_content

    try:
        return load_content()
    except ContentError as exc:  # the content has its own tests; these are about printing
        pytest.skip(f"the shipped content does not load: {exc}")


@pytest.mark.parametrize("size", ["a4", "letter"])
def test_every_shipped_window_prints(shipped: CampaignContent, size: str) -> None:
    cards = [*shipped.windows.values(), *shipped.booster_windows.values()]
    data = blank_journal_pdf(cards, page_size=size)
    tall = [c for c in cards if journal_layout(blank_sheet(c), page_format(size)).two_pages]
    assert len(page_sizes(data)) == len(cards) + len(tall)
    if size == "a4":
        first, last = 0, len(cards) + len(tall) - 1
        text = words(data, [first, last])
        assert cards[0].design.name in text and cards[-1].design.name in text
