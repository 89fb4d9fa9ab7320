"""What a campaign puts on paper: each family's current journal page, the windows opened so
far, the families' Magic Squares, the Legacy Points table, the last game's scores and the
Cathedral Board. Everything is read through the campaign's visible view
(sagrada_desktop.campaign.visible_content), so nothing still sealed in an envelope, and no
window not reached yet, is printed.
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import frozen

from sagrada_desktop.campaign.campaign_state import Campaign
from sagrada_desktop.campaign.families import Family
from sagrada_desktop.campaign.game_setup import starting_tool_count
from sagrada_desktop.campaign.legacy_points import standings
from sagrada_desktop.campaign.magic_square import printable_square
from sagrada_desktop.campaign.visible import VisibleCampaign, visible_content
from sagrada_desktop.content.reference_checks import CAMPAIGN_WINDOWS
from sagrada_desktop.content.translations import localize_design
from sagrada_desktop.engine import ROUNDS, Die, ScoreCard, final_scores
from sagrada_desktop.engine.legacy_types import CampaignContent, WindowCard, window_by_id

from . import wording
from .documents import campaign_columns
from .game_sheets import game_journal_sheets, has_begun, objective_name, round_now
from .journal_page import JournalSheet
from .magic_square_page import MagicCell
from .scorecard_pages import LegacyRow, LegacyTable


def current_card(campaign: Campaign, content: CampaignContent) -> WindowCard:
    """The window being played (or, once the campaign is over, the last one)."""
    latest = visible_content(campaign, content).latest
    if latest is None:
        raise ValueError("the content has no campaign windows")
    return latest


def opened_windows(campaign: Campaign, content: CampaignContent) -> list[WindowCard]:
    """The campaign windows reached so far (all of them once the campaign is over), then the
    Window Booster Pack."""
    return list(visible_content(campaign, content).playable_windows)


def _played_card(window: str, visible: VisibleCampaign) -> WindowCard | None:
    return window_by_id(visible.windows, window)


def _entry_sheet(family: Family, visible: VisibleCampaign) -> JournalSheet | None:
    if not family.journal:
        return None
    entry = family.journal[-1]
    card = _played_card(entry.window, visible)
    if card is None:
        return None
    return JournalSheet(
        design=card.design, number=entry.number, window=entry.final_window, family=family.name,
        member=entry.member, tool_boxes_used=entry.tool_boxes_used, rounds_done=ROUNDS,
        score=entry.score,
        public_names=tuple(objective_name(o, visible.public_objectives)
                           for o in entry.public_objectives),
        constructed=entry.constructed, masterpiece=entry.masterpiece,
    )


def campaign_journal_sheets(campaign: Campaign, content: CampaignContent) -> list[JournalSheet]:
    """Each family's current journal page: the window being played as it stands; between
    games, the window just finished; before the first game, the first window, blank."""
    state = campaign.game_state
    visible = visible_content(campaign, content)
    card = current_card(campaign, content)
    if state is not None:
        return game_journal_sheets(state, number=card.number,
                                   members=[f.member for f in campaign.families],
                                   texts=visible.public_objectives)
    sheets = []
    for i, family in enumerate(campaign.families):
        sheet = _entry_sheet(family, visible) if campaign.stage != "setup" else None
        sheets.append(sheet or JournalSheet(card.design, number=card.number,
                                            family=family.name, member=family.member,
                                            starting_tools=starting_tool_count(campaign, i)))
    return sheets


def campaign_squares(campaign: Campaign) -> list[tuple[str, Sequence[Sequence[MagicCell]]]]:
    return [(f.name, printable_square(f)) for f in campaign.families]


def campaign_legacy_table(campaign: Campaign) -> LegacyTable:
    """The Legacy Points table, most renowned family first: points gained during each window
    played, the Color Collections, the total."""
    played = max((len(f.journal) for f in campaign.families), default=0)
    rows = []
    for standing in standings(campaign, CAMPAIGN_WINDOWS):
        per_window: list[int | None] = [
            v if n < played else None for n, v in enumerate(standing.by_window)]
        magic = standing.magic_square if campaign.is_over else None
        rows.append(LegacyRow(standing.name, (*per_window, magic), standing.legacy_points))
    return LegacyTable(campaign_columns(CAMPAIGN_WINDOWS), rows)


@frozen
class LastGame:
    """The scores of the campaign's most recent game, with its window and objectives."""

    window_name: str
    scores: tuple[ScoreCard, ...]
    public_names: tuple[str, ...]
    round_now: int = 0  # the round being played; 0 once the game is over
    begun: bool = True  # False: set up, no die drafted yet (a blank scorecard)


def last_game(campaign: Campaign, content: CampaignContent) -> LastGame | None:
    """The game being played or just finished (its scores so far or final), if any."""
    state = campaign.game_state
    visible = visible_content(campaign, content)
    texts = visible.public_objectives
    if state is not None:
        names = tuple(objective_name(o, texts) for o in state.objectives)
        window = localize_design(state.setup.window, wording.LANGUAGE)
        return LastGame(window.name, final_scores(state), names, round_now(state),
                        has_begun(state))
    entries = [f.journal[-1] for f in campaign.families if f.journal]
    if not entries or len(entries) != len(campaign.families):
        return None
    card = _played_card(entries[0].window, visible)
    names = tuple(objective_name(o, texts) for o in entries[0].public_objectives)
    return LastGame(card.design.name if card else "",
                    tuple(e.score for e in entries), names)


def campaign_cathedral(campaign: Campaign) -> frozenset[Die]:
    """The constructed Cathedral spaces, including those built in the game in progress."""
    state = campaign.game_state
    return campaign.cathedral | (state.cathedral if state is not None else frozenset())
