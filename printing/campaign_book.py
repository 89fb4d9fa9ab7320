"""The whole campaign book: every family's journal pages in order (each window played, with
its masterpiece's name on the placard, then the window being played as it stands), the
families' journal covers, their Magic Squares, the scorecards with the Legacy Points table,
the Cathedral Board, and the campaign log, window by window. Read through the visibility gate: nothing sealed is printed.
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import evolve

from sagrada_desktop.campaign import Campaign, visible_content
from sagrada_desktop.campaign.crest_now import families_now
from sagrada_desktop.campaign.families import CrestSticker, Family, JournalEntry
from sagrada_desktop.campaign.game_setup import starting_tool_count
from sagrada_desktop.campaign.log_words import log_by_window, log_names
from sagrada_desktop.campaign.visible import VisibleCampaign
from sagrada_desktop.content.translations import localize_design
from sagrada_desktop.engine import ROUNDS
from sagrada_desktop.engine.legacy_types import CampaignContent, WindowCard, window_by_id

from . import wording
from .campaign_log_pages import log_pages
from .campaign_sheets import (
    campaign_cathedral,
    campaign_legacy_table,
    campaign_squares,
    last_game,
)
from .cathedral_page import cathedral_pages
from .game_sheets import game_journal_sheets, objective_name
from .journal_cover import CoverSheet, CoverTrack, TreeRow, cover_pages
from .journal_page import JournalSheet, journal_pages
from .magic_square_page import magic_square_page
from .page import page_format
from .pdf_render import render_pdf
from .primitives import Drawing
from .scorecard_pages import scorecard_pages


def _card(visible: VisibleCampaign, window_id: str) -> WindowCard | None:
    return window_by_id(visible.windows, window_id)


def _entry_sheet(family: Family, entry: JournalEntry, visible: VisibleCampaign
                 ) -> JournalSheet | None:
    card = _card(visible, entry.window)
    if card is None:
        return None
    return JournalSheet(
        design=card.design, number=entry.number, window=entry.final_window,
        family=family.name, member=entry.member, tool_boxes_used=entry.tool_boxes_used,
        rounds_done=ROUNDS, score=entry.score,
        public_names=tuple(objective_name(o, visible.public_objectives)
                           for o in entry.public_objectives),
        constructed=entry.constructed, masterpiece=entry.masterpiece,
    )


def _current_sheets(campaign: Campaign, visible: VisibleCampaign) -> list[JournalSheet | None]:
    """Each family's page of the window being played (as it stands) or about to be played
    (blank, with the family's names); None between a game's end and the next window."""
    card = visible.current
    state = campaign.game_state
    if card is None:
        return [None] * len(campaign.families)
    if state is not None:
        # the game keeps the content's English texts: its window is printed in the language
        sheets = game_journal_sheets(state, number=card.number,
                                     members=[f.member for f in campaign.families],
                                     texts=visible.public_objectives)
        return [evolve(s, design=localize_design(s.design, wording.LANGUAGE)) for s in sheets]
    if campaign.stage != "setup":
        return [None] * len(campaign.families)
    return [None if any(e.window == card.design.id for e in f.journal)
            else JournalSheet(card.design, number=card.number, family=f.name, member=f.member,
                              starting_tools=starting_tool_count(campaign, i))
            for i, f in enumerate(campaign.families)]


def family_journals(campaign: Campaign, content: CampaignContent) -> list[list[JournalSheet]]:
    """Each family's journal pages in order: the windows played, then the current one."""
    visible = visible_content(campaign, content)
    current = _current_sheets(campaign, visible)
    books = []
    for family, now in zip(campaign.families, current, strict=True):
        pages = [s for e in family.journal if (s := _entry_sheet(family, e, visible))]
        books.append(pages + ([now] if now is not None else []))
    return books


def _sticker(sticker: CrestSticker, visible: VisibleCampaign,
             content: CampaignContent | None) -> str:
    """A crest sticker's ability, with the colour this family recorded on it (the ability's
    own name: the visible one of a recorded sticker already names one family's colour)."""
    if content is not None and sticker.ability in content.abilities:
        name = content.abilities[sticker.ability].name
    elif sticker.ability in visible.abilities:
        name = visible.abilities[sticker.ability].name
    else:
        name = sticker.ability
    if sticker.color is None:
        return name
    colour = wording.COLOR_NAMES[sticker.color]
    return f"{name}（{colour}）" if wording.LANGUAGE == "zh_TW" else f"{name} ({colour})"


def family_cover(campaign: Campaign, visible: VisibleCampaign, index: int,
                 content: CampaignContent | None = None) -> CoverSheet:
    """One family's covers as the campaign has filled them (`content`: where the crest
    stickers' own names are read; an envelope opened in the game in progress has its crest
    sticker on already, campaign.crest_now)."""
    family = (families_now(campaign, content) if content is not None
              else campaign.families)[index]
    tracks = tuple(
        CoverTrack(t.name, t.boxes, family.crossed(t.id),
                   t.dedication.name if t.dedication is not None else "",
                   t.dedication.text if t.dedication is not None else "",
                   t.dedication is not None and t.dedication.id in family.dedications)
        for t in visible.market_tracks)
    names = {c.design.id: c.design.name for c in visible.windows}
    tree = [TreeRow(e.number, names.get(e.window, ""), e.member, e.masterpiece)
            for e in family.journal]
    if visible.current is not None and not any(r.number == visible.current.number
                                               for r in tree):
        tree.append(TreeRow(visible.current.number, visible.current.design.name,
                            family.member))
    return CoverSheet(
        family=family.name, member=family.member, color=family.color,
        legacy_points=family.legacy_points, tracks=tracks, tool_box=visible.tool_box,
        slots_filled=family.tool_box_slots,
        tools=tuple(visible.tools[t].name if t in visible.tools else t for t in family.tools),
        crest=tuple(_sticker(s, visible, content) if s is not None else None
                    for s in family.crest),
        crest_base=tuple(_sticker(s, visible, content) for s in family.crest_base),
        tree=tuple(tree),
    )


def campaign_book_pages(campaign: Campaign, content: CampaignContent,
                        page_size: str = "a4") -> list[Drawing]:
    page = page_format(page_size)
    visible = visible_content(campaign, content)
    pages: list[Drawing] = []
    for book in family_journals(campaign, content):
        pages += [p for sheet in book for p in journal_pages(sheet, page)]
    for i in range(len(campaign.families)):
        pages += cover_pages(family_cover(campaign, visible, i, content), page)
    pages += [magic_square_page(page, visible.magic_square, cells=cells, family=name)
              for name, cells in campaign_squares(campaign)]
    game = last_game(campaign, content)
    legacy = campaign_legacy_table(campaign)
    if game is None:
        pages += scorecard_pages(page, legacy=legacy)
    else:
        pages += scorecard_pages(page, scores=game.scores, window_name=game.window_name,
                                 public_names=game.public_names, legacy=legacy,
                                 round_now=game.round_now, begun=game.begun)
    pages += cathedral_pages(page, campaign_cathedral(campaign))
    if campaign.log:
        sections = log_by_window(campaign.log, log_names(visible), wording.LANGUAGE)
        pages += log_pages(page, sections)
    return pages


def campaign_book_pdf_of(campaign: Campaign, content: CampaignContent, *,
                         page_size: str = "a4") -> bytes:
    """The whole campaign book as one PDF."""
    return render_pdf(campaign_book_pages(campaign, content, page_size),
                      title=wording.labelled(wording.JOURNAL, wording.CAMPAIGN_BOOK))


def campaign_covers_pdf(campaign: Campaign, content: CampaignContent, *,
                        seats: Sequence[int] | None = None, page_size: str = "a4") -> bytes:
    """The journal covers of each family (or of the `seats` chosen), filled so far."""
    visible = visible_content(campaign, content)
    page = page_format(page_size)
    chosen = range(len(campaign.families)) if seats is None else seats
    pages = [p for i in chosen for p in cover_pages(family_cover(campaign, visible, i, content), page)]
    return render_pdf(pages, title=wording.JOURNAL_COVER)


def blank_covers_pdf(content: CampaignContent | None = None, *, family: str = "",
                     member: str = "", page_size: str = "a4") -> bytes:
    """Blank journal covers, for a group starting the campaign on paper: the frame the
    journal prints from the start (the Tool Box slots), nothing from an envelope."""
    sheet = CoverSheet(family=family, member=member,
                       tool_box=content.tool_box if content is not None else ())
    return render_pdf(cover_pages(sheet, page_format(page_size)), title=wording.JOURNAL_COVER)
