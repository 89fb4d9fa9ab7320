"""load_content: the campaign's content from the resources folder, checked and cached."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import attrs

from .. import codec
from ..codec.direct import Unsure, reader
from ..engine.legacy_types import CampaignContent, WindowCard
from .errors import ContentError
from .files import (
    ABILITY_FILE,
    CAMPAIGN_FILE,
    Structure,
    ability_and_crest,
    read_entries,
    read_entry_files,
    read_list_files,
)
from .reading import shown_path
from .sources import Sources
from .structure import structure
from .window_checks import check_rules_abilities, check_window


def default_root() -> Path:
    """The installed `resources` package folder, which holds the shipped content (found as
    Python finds the package: importlib.resources would add its own imports to the start)."""
    import resources

    return Path(resources.__file__).parent


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
    from .building import build_content
    from .campaign_checks import check_campaign, check_public_objectives
    from .glory_checks import check_glory
    from .reference_checks import check_references, check_rule_abilities

    sources = Sources(root.name)
    entries = read_entries(root, sources)
    if entries is None:
        raise ContentError(sources.problems)
    campaign_file = shown_path(root, root / CAMPAIGN_FILE)
    for track in entries.campaign["market_tracks"]:
        sources.note("market track", track.id, campaign_file)
    content = build_content(entries)
    check_rule_abilities(content, sources)
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

    Well-formed files are read without the converter (codec.direct), so that the start
    screen's first paint waits on neither cattrs nor the game state; anything else is read
    again through the converter, which says what is wrong in the same words as load_content.

    Raises ContentError naming file, entry and field of every problem found.
    """
    return _boosters_cached((root or default_root()).resolve())


@lru_cache(maxsize=8)
def _boosters_cached(root: Path) -> tuple[WindowCard, ...]:
    try:
        cards = _read_boosters(root, reader(ABILITY_FILE))
    except Unsure:
        cards = None
    return cards if cards is not None else _read_boosters(root, structure, said=True) or ()


def _read_boosters(root: Path, how: Structure[Any], said: bool = False
                   ) -> tuple[WindowCard, ...] | None:
    """The booster windows read by `how`, checked each on its own; on a problem, None, or
    (`said`) ContentError."""
    sources = Sources(root.name)
    shaped: list[Any] = read_list_files(root, "abilities", "ability", "ability", ABILITY_FILE,
                                        sources, how=how)
    abilities = {a.id: a for a, _ in map(ability_and_crest, shaped)}
    with codec.references(abilities):
        read = read_entry_files(root, "windows/booster", "window", WindowCard, sources, how=how)
    cards: tuple[WindowCard, ...] = ()
    if not sources.problems:
        cards = tuple(attrs.evolve(card, booster=True)
                      for card in sorted(read, key=lambda c: c.number))
        for card in cards:
            check_rules_abilities("window", card.design.id, "rules", card.design.rules,
                                  abilities, sources)
            check_window(card, sources)
    if sources.problems:
        if said:
            raise ContentError(sources.problems)
        return None
    return cards
