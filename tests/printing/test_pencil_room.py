"""Room for a pencil: every shipped window, on A4 and on US Letter, gets panes of at least
18 mm, Magic Square numbers of at least 7 pt and scoring boxes that take "-14" or "144".
Measured on the drawn pages (the boxes the page draws), not on the layout's constants."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from printing.documents import blank_sheet
from printing.journal_page import JournalSheet, journal_pages
from printing.page import page_format
from printing.primitives import Drawing, Group, Item, Rect, Text
from sagrada_desktop.engine.legacy_types import CampaignContent, WindowCard

MM = 72 / 25.4
LONG_NAMES = ("Pillars of Many Colours", "Procession of Hues", "Column Shade Variety")


def walk(items: tuple[Item, ...] | list[Item], scale: float = 1.0) -> Iterator[tuple[Item, float]]:
    for item in items:
        if isinstance(item, Group):
            yield from walk(item.items, scale * item.scale)
        else:
            yield item, scale


def tagged(pages: list[Drawing], tag: str) -> list[tuple[Item, float]]:
    return [(i, s) for d in pages for i, s in walk(d.items) if getattr(i, "tag", "") == tag]


@pytest.fixture(scope="module")
def shipped() -> list[WindowCard]:
    from sagrada_desktop.content import ContentError, load_content

    try:
        content: CampaignContent = load_content()
    except ContentError as exc:  # the content has its own tests; these are about printing
        pytest.skip(f"the shipped content does not load: {exc}")
    return [*content.windows.values(), *content.booster_windows.values()]


@pytest.mark.parametrize("size", ["a4", "letter"])
def test_every_shipped_window_has_panes_of_18_mm(shipped: list[WindowCard], size: str) -> None:
    smallest = {}
    for card in shipped:
        pages = journal_pages(blank_sheet(card), page_format(size))
        panes = [i for i, _ in tagged(pages, "pane") if isinstance(i, Rect)]
        spaces = sum(1 for sp in card.design.pattern.spaces if sp.exists)
        assert len(panes) == spaces, card.design.id
        smallest[card.design.id] = min(min(p.w, p.h) for p in panes) / MM
    too_small = {k: round(v, 1) for k, v in smallest.items() if v < 18.0}
    assert not too_small, f"panes under 18 mm on {size}: {too_small}"


@pytest.mark.parametrize("size", ["a4", "letter"])
def test_magic_square_numbers_are_at_least_7_pt(shipped: list[WindowCard], size: str) -> None:
    with_magic = [c for c in shipped if any(sp.magic is not None
                                            for sp in c.design.pattern.spaces)]
    assert with_magic
    for card in with_magic:
        pages = journal_pages(blank_sheet(card), page_format(size))
        numbers = [i for i, _ in tagged(pages, "magic-number") if isinstance(i, Text)]
        assert numbers, card.design.id
        assert min(n.size for n in numbers) >= 7.0, card.design.id


@pytest.mark.parametrize("size", ["a4", "letter"])
def test_scoring_boxes_take_three_pencilled_figures(shipped: list[WindowCard],
                                                    size: str) -> None:
    for card in shipped:
        sheet = JournalSheet(card.design, number=card.number, public_names=LONG_NAMES)
        pages = journal_pages(sheet, page_format(size))
        boxes = [i for i, _ in tagged(pages, "score-box") if isinstance(i, Rect)]
        assert len(boxes) == 9, card.design.id  # eight step rows and the total
        assert min(b.w for b in boxes) >= 15 * MM, card.design.id
        assert min(b.h for b in boxes) >= 6.9 * MM, card.design.id
        labels = " ".join(i.text for d in pages for i, _ in walk(d.items)
                          if isinstance(i, Text))
        assert "Pillars of Many Colours" in labels
