"""File > Export to PDF during a campaign: "this page" (each family's current journal page,
the game in progress as it stands) or "the whole book" (every family's journal pages, the
journal covers, the Magic Squares, the scorecards with the Legacy Points table and the
Cathedral Board), drawn by the printing package from what the players may see (nothing
sealed is printed)."""

from __future__ import annotations

from pathlib import Path

from sagrada_desktop.campaign import Campaign
from sagrada_desktop.content.translations import localize_content
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.saves import atomic_write_bytes
from sagrada_desktop.ui.common.export_choices import CAMPAIGN_BOOK, CAMPAIGN_PAGE
from sagrada_desktop.wording import current_language


def campaign_pdf(campaign: Campaign, content: CampaignContent, choice: str,
                 page_size: str) -> bytes:
    """The PDF of one of export_choices.campaign_choices(), in the language the program
    shows (its words, the content's texts and the campaign log)."""
    from printing import wording

    lang = current_language()
    with wording.language(lang):
        return _campaign_pdf(campaign, localize_content(content, lang), choice, page_size)


def _campaign_pdf(campaign: Campaign, content: CampaignContent, choice: str,
                  page_size: str) -> bytes:
    from printing.campaign_book import campaign_book_pdf_of, family_journals
    from printing.documents import journal_pdf

    size = page_size.lower()
    if choice == CAMPAIGN_BOOK:
        return campaign_book_pdf_of(campaign, content, page_size=size)
    if choice == CAMPAIGN_PAGE:
        current = [book[-1] for book in family_journals(campaign, content) if book]
        return journal_pdf(current, page_size=size)
    raise ValueError(f"unknown export choice {choice!r}")


def export_campaign_pdf(campaign: Campaign, content: CampaignContent, path: Path,
                        page_size: str, choice: str = CAMPAIGN_BOOK) -> None:
    # a failed write leaves the old file whole
    atomic_write_bytes(path, campaign_pdf(campaign, content, choice, page_size), backup=False)
