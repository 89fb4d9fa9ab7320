"""File > Export to PDF during a campaign: "this page" (each family's current journal page,
the game in progress as it stands) or "the whole book" (every family's journal pages, the
journal covers, the Magic Squares, the scorecards with the Legacy Points table and the
Cathedral Board), drawn by the printing package from what the players may see (nothing
sealed is printed), in the program's current language (its words and the content's texts)."""

from __future__ import annotations

from pathlib import Path

from sagrada_desktop.campaign import Campaign
from sagrada_desktop.content.translations import localize_content
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.saves import atomic_write_bytes
from sagrada_desktop.ui.common.export_choices import CAMPAIGN_BOOK, CAMPAIGN_PAGE
from sagrada_desktop.wording.language import current_language


def campaign_pdf(campaign: Campaign, content: CampaignContent, choice: str,
                 page_size: str) -> bytes:
    """The PDF of one of export_choices.campaign_choices(), in the current language."""
    from printing import wording
    from printing.campaign_book import campaign_book_pdf_of, family_journals
    from printing.documents import journal_pdf

    size = page_size.lower()
    lang = current_language()
    shown = localize_content(content, lang)
    with wording.language(lang):
        if choice == CAMPAIGN_BOOK:
            return campaign_book_pdf_of(campaign, shown, page_size=size)
        if choice == CAMPAIGN_PAGE:
            current = [book[-1] for book in family_journals(campaign, shown) if book]
            return journal_pdf(current, page_size=size)
    raise ValueError(f"unknown export choice {choice!r}")


def export_campaign_pdf(campaign: Campaign, content: CampaignContent, path: Path,
                        page_size: str, choice: str = CAMPAIGN_BOOK) -> None:
    # a failed write leaves the old file whole
    atomic_write_bytes(path, campaign_pdf(campaign, content, choice, page_size), backup=False)
