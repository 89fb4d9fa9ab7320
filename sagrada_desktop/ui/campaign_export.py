"""File > Export to PDF during a campaign: the families' journal pages, their Magic Squares,
the Legacy Points table (with the last game's scores) and the Cathedral Board, drawn by the
printing package from what the players may see (nothing sealed is printed)."""

from __future__ import annotations

from pathlib import Path

from sagrada_desktop.campaign import Campaign, visible_content
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.saves import atomic_write_bytes


def export_campaign_pdf(campaign: Campaign, content: CampaignContent, path: Path,
                        page_size: str) -> None:
    from printing.campaign_sheets import (
        campaign_cathedral,
        campaign_journal_sheets,
        campaign_legacy_table,
        campaign_squares,
        last_game,
    )
    from printing.documents import campaign_book_pdf

    visible = visible_content(campaign, content)
    game = last_game(campaign, content)
    pdf = campaign_book_pdf(
        campaign_journal_sheets(campaign, content), visible.magic_square,
        families=campaign_squares(campaign),
        scores=game.scores if game is not None else (),
        window_name=game.window_name if game is not None else "",
        public_names=game.public_names if game is not None else (),
        round_now=game.round_now if game is not None else 0,
        legacy=campaign_legacy_table(campaign), constructed=campaign_cathedral(campaign),
        page_size=page_size.lower())
    atomic_write_bytes(path, pdf, backup=False)  # a failed write leaves the old file whole
