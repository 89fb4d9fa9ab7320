"""The campaign under its own editions: the rules edition (what the campaign's steps do
differently, as small named functions chosen by Campaign.rules_edition, and the edition of
every game it sets up) and the content edition (content/editions.py: the windows, triggers and
texts it was started with).

Rules editions 1 and 2 are the campaign as the program played it up to 2026-11-30, before the
rules as written (332a35a); edition 3 since (docs/rules.md, "Editions"); content edition 1 the
content before that merge, edition 2 since. A campaign keeps its editions,
or is moved to the newest between windows (`move_to_newest`), only when its players say yes;
the move keeps everything the families earned, since the newest rules and content read every
family's record as the older ones wrote it.
"""

from __future__ import annotations

from collections.abc import Callable

from attrs import evolve, frozen

from ..content.editions import content_of_edition, edition_changes
from ..engine import Ability
from ..engine.edition_numbers import CONTENT_EDITION, FIRST_EDITION, RULES_EDITION
from ..engine.legacy_types import CampaignContent, MarketBox
from ..wording.editions import rules_changes
from ..wording.language import chosen
from .campaign_state import Campaign, with_log
from .errors import CampaignError
from .families import CrestSticker, Family
from .family_crest import place_sticker
from .log_entries import EditionsMoved
from .refusals import Named, Refusal, refusal

SeatGrants = tuple[tuple[Ability, ...], ...]


# --- an envelope's Family Crest sticker ----------------------------------------------------

def sticker_in_first_free_slot(family: Family, sticker: CrestSticker) -> Family:
    """Edition 3 on: an envelope's crest sticker goes into the first empty top slot of the
    crest (Envelope 1's into the first slot), where a later sticker may cover it; with no
    top slot empty it goes below them."""
    for slot, there in enumerate(family.crest):
        if there is None:
            return place_sticker(family, sticker, slot)
    return evolve(family, crest_base=family.crest_base + (sticker,))


def sticker_below_the_slots_edition_1(family: Family, sticker: CrestSticker) -> Family:
    """Editions 1 and 2: an envelope's crest sticker went below the top slots, where nothing
    covers it."""
    return evolve(family, crest_base=family.crest_base + (sticker,))


# --- what an envelope opened during a game gives each seat in that game --------------------

def seat_grants_at_once(campaign: Campaign, envelope: str, content: CampaignContent
                        ) -> SeatGrants:
    """Edition 3 on ("from now on" means now): an envelope opened during a game gives each
    family's seat, from the next turn, the crest sticker of its colour and the Dedication
    Ability of each track it completed."""
    grants = content.envelopes[envelope].grants
    out = []
    for f in campaign.families:
        ids = [a for a in grants.crest_abilities
               if content.crest_abilities[a].family is f.color and not f.has_sticker(a)]
        ids += [a for a in grants.dedication_abilities
                if f.crossed(content.dedication_abilities[a].track)
                >= len(content.market_tracks[content.dedication_abilities[a].track].boxes)]
        out.append(tuple(content.abilities[a] for a in ids))
    return tuple(out) if any(out) else ()


def seat_grants_after_the_game_edition_1(_campaign: Campaign, _envelope: str,
                                         _content: CampaignContent) -> SeatGrants:
    """Editions 1 and 2: a crest sticker or a Dedication Ability an envelope gave worked from
    the next game on (its rules and all-family abilities still worked at once)."""
    return ()


# --- a Market track's box past the rewards it gives in one visit ---------------------------

def capped_box_for_nothing(box: MarketBox, track: Named, count: int, tool: str | None,
                           crest: str | None) -> list[Refusal]:
    """Edition 3 on: past a track's rewards for one visit, its next box may still be crossed
    off, for nothing (a Tool Card or a sticker asked for is refused)."""
    if tool is not None or crest is not None:
        return [refusal("track-capped", track=track, count=count)]
    return []


def capped_box_refused_edition_1(box: MarketBox, track: Named, count: int,
                                 tool: str | None, crest: str | None) -> list[Refusal]:
    """Editions 1 and 2: past a track's rewards for one visit, a box showing a reward could not
    be crossed off at all in that visit."""
    if box.tool or box.crest_ability or box.legacy_points > 0:
        return [refusal("track-capped-edition-1", track=track, count=count)]
    return []


@frozen
class CampaignRules:
    """One edition of the campaign's rules: the functions that differ between editions."""

    number: int
    envelope_sticker: Callable[[Family, CrestSticker], Family]
    seat_grants: Callable[[Campaign, str, CampaignContent], SeatGrants]
    capped_box: Callable[[MarketBox, Named, int, str | None, str | None], list[Refusal]]


_OLD = (sticker_below_the_slots_edition_1, seat_grants_after_the_game_edition_1,
        capped_box_refused_edition_1)
EDITIONS: dict[int, CampaignRules] = {
    1: CampaignRules(1, *_OLD),
    2: CampaignRules(2, *_OLD),  # edition 2 changed the game only (the placement ability)
    3: CampaignRules(3, sticker_in_first_free_slot, seat_grants_at_once, capped_box_for_nothing),
}
if sorted(EDITIONS) != list(range(FIRST_EDITION, RULES_EDITION + 1)):  # pragma: no cover
    raise TypeError("every rules edition from the first to the newest needs its campaign rules")


def campaign_rules_of(campaign: Campaign) -> CampaignRules:
    """The rules the campaign is played under (its own edition)."""
    return EDITIONS[campaign.rules_edition]


def campaign_content(campaign: Campaign, content: CampaignContent) -> CampaignContent:
    """The content the campaign is played with: its own edition, made from the shipped
    (newest) content (a content without an edition of its own, as a test's stand-in, is the
    newest)."""
    if campaign.content_edition == getattr(content, "edition", CONTENT_EDITION):
        return content
    return content_of_edition(content, campaign.content_edition)


def older_editions(campaign: Campaign) -> bool:
    """Whether the campaign is played under rules or content older than the newest."""
    return campaign.rules_edition < RULES_EDITION or campaign.content_edition < CONTENT_EDITION


def may_move(campaign: Campaign) -> bool:
    """Whether the campaign may be moved to the newest editions now: it is under older ones,
    and between windows (a window's Game Setup, before its game starts), never during a game
    or the End of Game of a window played under the old ones."""
    return older_editions(campaign) and campaign.stage == "setup" and campaign.game is None


def move_to_newest(campaign: Campaign) -> Campaign:
    """The campaign under the newest rules and content, with everything its families earned
    (Legacy Points, Tool Cards, crest, Market crossings, Dedication Abilities, Magic Square,
    masterpiece names, journals) and every envelope opened as it is; the log says so. Only
    between windows (may_move); the players must have said yes."""
    if not may_move(campaign):
        raise CampaignError(refusal("editions-not-now"))
    moved = evolve(campaign, rules_edition=RULES_EDITION, content_edition=CONTENT_EDITION)
    return with_log(moved, EditionsMoved(campaign.rules_edition, campaign.content_edition,
                                         RULES_EDITION, CONTENT_EDITION))


def changes_to_newest(rules_from: int, content_from: int, lang: str | None = None
                      ) -> tuple[str, ...]:
    """In words, what the newest editions play differently from these ones (the rules' changes,
    then the content's), in `lang`."""
    language = chosen(lang)
    out: list[str] = []
    for edition in range(rules_from, RULES_EDITION):
        out += rules_changes(edition, language)
    for edition in range(content_from, CONTENT_EDITION):
        out += edition_changes(edition, language)
    return tuple(out)
