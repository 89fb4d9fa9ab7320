"""load_content: the campaign's content from the resources folder, checked and cached."""

from __future__ import annotations

import importlib.resources
from functools import lru_cache
from pathlib import Path

from ..engine import Ability
from ..engine.legacy_types import CampaignContent, WindowCard
from .building import build_content, window_card
from .entries import AbilityEntry, WindowEntry
from .errors import ContentError
from .files import CAMPAIGN_FILE, read_entries, read_entry_files, read_list_files
from .reading import shown_path
from .sources import Sources
from .window_checks import check_window


def default_root() -> Path:
    """The installed `resources` package folder, which holds the shipped content."""
    return Path(str(importlib.resources.files("resources")))


def load_content(root: Path | None = None) -> CampaignContent:
    """The content under `root` (default: the shipped resources), read once per folder.

    Raises ContentError naming file, entry and field of every problem found.
    """
    return _load_cached((root or default_root()).resolve())


@lru_cache(maxsize=8)
def _load_cached(root: Path) -> CampaignContent:
    return read_content(root)


def read_content(root: Path) -> CampaignContent:
    """Read and check the content under `root` afresh (no cache)."""
    from .bounds import check_bounds  # the checks across files: not before the first paint
    from .campaign_checks import check_campaign, check_public_objectives
    from .glory_checks import check_glory
    from .reference_checks import check_references

    sources = Sources(root.name)
    entries = read_entries(root, sources)
    if entries is None:
        raise ContentError(sources.problems)
    campaign_file = shown_path(root, root / CAMPAIGN_FILE)
    for track in entries.campaign.market_tracks:
        sources.note("market track", track.id, campaign_file)
    content = build_content(entries, sources)
    for card in [*content.windows.values(), *content.booster_windows.values()]:
        check_window(card, sources)
    check_references(content, sources)
    check_campaign(content, sources)
    check_public_objectives(content, sources)
    check_bounds(content, sources)
    check_glory(content.glory, sources)
    if sources.problems:
        raise ContentError(sources.problems)
    return content


def load_booster_windows(root: Path | None = None) -> tuple[WindowCard, ...]:
    """The Window Booster Pack alone, each window checked on its own (what the start screen
    lists before anything else is read): its files and the abilities its New Rules name, read
    once per folder. The checks across the whole content are load_content's, which a game
    needs first.

    Raises ContentError naming file, entry and field of every problem found.
    """
    return _boosters_cached((root or default_root()).resolve())


@lru_cache(maxsize=8)
def _boosters_cached(root: Path) -> tuple[WindowCard, ...]:
    sources = Sources(root.name)
    read = read_list_files(root, "abilities", "ability", "ability", AbilityEntry, sources)
    entries = read_entry_files(root, "windows/booster", "window", WindowEntry, sources)
    if sources.problems:
        raise ContentError(sources.problems)
    abilities = {a.id: Ability(a.id, a.name, a.effect, a.text, a.per_turn) for a in read}
    cards = tuple(window_card(e, True, abilities, sources)
                  for e in sorted(entries, key=lambda w: w.number))
    for card in cards:
        check_window(card, sources)
    if sources.problems:
        raise ContentError(sources.problems)
    return cards
