"""load_content: the campaign's content from the resources folder, checked and cached."""

from __future__ import annotations

import importlib.resources
from functools import lru_cache
from pathlib import Path

from ..engine.legacy_types import CampaignContent
from .bounds import check_bounds
from .building import build_content
from .campaign_checks import check_campaign, check_public_objectives
from .errors import ContentError
from .files import CAMPAIGN_FILE, read_entries
from .glory_checks import check_glory
from .reading import shown_path
from .reference_checks import check_references, check_rule_abilities
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
