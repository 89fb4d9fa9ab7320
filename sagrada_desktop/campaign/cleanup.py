"""Cleanup after each window: every family may name its masterpiece (on the window's name
placard and in the family tree), and may name the family member of a new age, who works
from the next window on."""

from __future__ import annotations

from attrs import evolve, frozen

from ..content.translations import localized
from ..engine.definitions import WindowDesign
from ..engine.legacy_types import CampaignContent
from ..saves.setup_checks import MAX_NAME
from ..wording.language import chosen
from ..wording.spacing import spaced
from .campaign_state import Campaign, with_family, with_log
from .decisions import MasterpieceChoice
from .errors import CampaignError
from .families import Family, FamilyMember
from .log_entries import LogEntry, MasterpieceNamed, NewMember
from .refusals import Refusal, Term, TermKey, refusal
from .unlocks import window_number


def masterpiece_choice(campaign: Campaign, content: CampaignContent) -> MasterpieceChoice | None:
    after = campaign.after
    if campaign.stage != "cleanup" or after is None or not after.naming:
        return None
    family = after.naming[0]
    f = campaign.families[family]
    entry = f.journal[-1]
    return MasterpieceChoice(family, entry.window,
                             suggested_name(f.name, content.windows[entry.window].design))


def suggested_name(family: str, window: WindowDesign, lang: str | None = None) -> str:
    """The masterpiece's suggested name, in `lang` (the current language by default):
    "Amat's Lamp of the Crypt" (Amat 的地窖之燈, spaced as wording.spacing does); an English
    window name's leading article is dropped ("Amat's Rosary Cloister", not "Amat's The ...")."""
    language = chosen(lang)
    if language == "zh_TW":
        return spaced(f"{family}的{localized(f'{window.id}.name', language, window.name)}")
    return f"{family}'s {window.name.removeprefix('The ')}"


def name_errors(text: str, what: TermKey) -> list[Refusal]:
    if len(text) > MAX_NAME:
        return [refusal("name-too-long", what=Term(what), most=MAX_NAME)]
    if any(not ch.isprintable() for ch in text):
        return [refusal("name-unprintable", what=Term(what))]
    return []


def name_masterpiece(campaign: Campaign, content: CampaignContent, name: str,
                     new_member: str = "") -> Campaign:
    choice = masterpiece_choice(campaign, content)
    assert choice is not None and campaign.after is not None
    name, new_member = name.strip(), new_member.strip()
    errors = name_errors(name, "masterpiece name") + name_errors(new_member, "member's name")
    if errors:
        raise CampaignError(*errors)
    f = campaign.families[choice.family]
    entry = evolve(f.journal[-1], masterpiece=name)
    f = evolve(f, journal=f.journal[:-1] + (entry,))
    lines: list[LogEntry] = [MasterpieceNamed(f.name, name)] if name else []
    if new_member:
        member = FamilyMember(new_member, window_number(campaign) + 1)
        f = evolve(f, members=f.members + (member,))
        lines.append(NewMember(f.name, new_member, member.from_window))
    campaign = with_log(with_family(campaign, choice.family, f), *lines)
    after = campaign.after
    assert after is not None
    return evolve(campaign, after=evolve(after, naming=after.naming[1:]))


@frozen
class FamilyTreeLine:
    """One line of the family tree: a window, who made it, and its masterpiece's name."""

    window: int
    member: str
    masterpiece: str
    place: int


def family_tree(family: Family) -> tuple[FamilyTreeLine, ...]:
    return tuple(FamilyTreeLine(e.number, e.member, e.masterpiece, e.place)
                 for e in family.journal)
