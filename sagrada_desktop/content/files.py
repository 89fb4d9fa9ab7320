"""The content folder: which files hold which entries, read and structured with their origin."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import attrs
from attrs import frozen

from .. import codec
from ..codec.details import Detail, detail
from ..engine import Ability, Color, FlourishCard, PioneerCard, StrifeBoard, ToolCard
from ..engine.legacy_types import (
    CampaignContent,
    Envelope,
    FamilyCrestAbility,
    MarketTrack,
    PublicObjectiveText,
    RewardChart,
    StoryCard,
    WindowCard,
)
from .errors import Entry, Problem
from .reading import read_table, shown_path
from .sources import Sources
from .structure import structure

T = TypeVar("T")
# how a table becomes a value: the converter's (structure.structure), or codec.direct's
Structure = Callable[[Any, type[T]], tuple[T | None, list[Detail]]]

CAMPAIGN_FILE = "campaign.toml"
_INDEX = re.compile(r"^(\w+)\[(\d+)\]\.?(.*)$")
ID_PATTERN = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


# An [[ability]] is an Ability and, with `family`, also a Family Crest sticker of that colour.
ABILITY_FILE = codec.table_shape("AbilityFile", [
    *codec.fields_of(Ability),
    ("family", Color | None, None),
    *codec.fields_of(FamilyCrestAbility, "records_color"),
])
# campaign.toml: fields of CampaignContent; the Market tracks are a list (ids in file order)
CAMPAIGN_FILE_SHAPE = codec.table_shape("CampaignFile", [
    *codec.fields_of(CampaignContent, "family_colors", "crest_slots", "tool_card_copies"),
    ("rewards", RewardChart, attrs.NOTHING),
    ("market_tracks", tuple[MarketTrack, ...], attrs.NOTHING),
    *codec.fields_of(CampaignContent, "tool_box", "magic_square"),
])


@frozen
class Entries:
    """Every entry of the content folder, read into the game's types, in file order;
    `campaign` holds campaign.toml's values by key."""

    campaign: dict[str, Any]
    abilities: list[Ability]
    crest_abilities: list[FamilyCrestAbility]
    tools: list[ToolCard]
    objectives: list[PublicObjectiveText]
    stories: list[StoryCard]
    envelopes: list[Envelope]
    windows: list[WindowCard]
    boosters: list[WindowCard]
    strife_boards: list[StrifeBoard]
    strife_tools: list[ToolCard]
    pioneer_cards: list[PioneerCard]
    flourish_cards: list[FlourishCard]


GLORY = "glory"  # the Glory modules' cards: one file per deck


def _toml_files(root: Path, folder: str, sources: Sources, name: str = "*.toml") -> list[Path]:
    directory = root / folder
    if not directory.is_dir():
        sources.add_at(f"{root.name}/{folder}", None, "", detail("missing-folder"))
        return []
    if name != "*.toml" and not (directory / name).is_file():
        sources.add_at(f"{root.name}/{folder}/{name}", None, "", detail("missing-file"))
        return []
    return sorted(directory.glob(name))


def _label(kind: str, raw: Any, number: int = 0, in_file: str = "") -> tuple[str, Entry]:
    """The entry's id (empty when it has none) and how it is named: by its id, else by its
    number in the file or the file it is the one entry of."""
    ident = raw.get("id") if isinstance(raw, dict) else None
    if isinstance(ident, str) and ident:
        return ident, Entry(kind, ident)
    return "", Entry(kind, number=number, in_file=in_file)


def _keep(kind: str, ident: str, shown: str, label: Entry, sources: Sources) -> bool:
    """Note the id of a structured entry; False when it is malformed or taken already."""
    if not ID_PATTERN.match(ident):
        sources.add_at(shown, label, "id", detail("id-pattern"))
        return False
    return sources.note(kind, ident, shown)


def read_list_files(root: Path, folder: str, kind: str, list_key: str, cl: type[T],
                    sources: Sources, name: str = "*.toml",
                    how: Structure[T] = structure) -> list[T]:
    """Files (`name`: every .toml file, or the one named) holding several [[list_key]]
    entries, each structured as `cl` (by `how`)."""
    out: list[T] = []
    for path in _toml_files(root, folder, sources, name):
        shown = shown_path(root, path)
        table = read_table(root, path, kind, list_key, sources.problems)
        if table is None:
            continue
        for key in table:
            if key != list_key:
                sources.add_at(shown, None, key, detail("unknown-top-key", key=list_key))
        items = table.get(list_key, [])
        if not isinstance(items, list):
            sources.add_at(shown, None, list_key, detail("expected-entries", key=list_key))
            continue
        if not items:
            sources.add_at(shown, None, list_key, detail("no-entries", key=list_key))
        for number, raw in enumerate(items, start=1):
            ident, label = _label(kind, raw, number=number)
            value, problems = how(raw, cl)
            for found in problems:
                sources.add_at(shown, label, found.at, found)
            if value is not None and _keep(kind, ident, shown, label, sources):
                out.append(value)
    return out


def read_entry_files(root: Path, folder: str, kind: str, cl: type[T], sources: Sources,
                     how: Structure[T] = structure) -> list[T]:
    """Files that are one entry each, structured as `cl` (by `how`)."""
    out: list[T] = []
    for path in _toml_files(root, folder, sources):
        shown = shown_path(root, path)
        table = read_table(root, path, kind, None, sources.problems)
        if table is None:
            continue
        ident, label = _label(kind, table, in_file=path.name)
        value, problems = how(table, cl)
        for found in problems:
            sources.add_at(shown, label, found.at, found)
        if value is not None and _keep(kind, ident, shown, label, sources):
            out.append(value)
    return out


def _campaign_where(field: str, table: dict[str, Any]) -> tuple[Entry, str]:
    """The entry of campaign.toml a field path lies in, and the path inside that entry."""
    match = _INDEX.match(field)
    if match is not None and match.group(1) == "market_tracks":
        tracks = table.get("market_tracks")
        raw = tracks[int(match.group(2))] if isinstance(tracks, list) else None
        _, label = _label("market track", raw, number=int(match.group(2)) + 1)
        return label, match.group(3)
    section = field.split(".")[0].split("[")[0]
    labels = {"rewards": "reward chart", "tool_box": "Tool Box", "magic_square": "Magic Square"}
    return Entry(labels.get(section, "campaign")), field


def read_campaign_file(root: Path, sources: Sources) -> dict[str, Any] | None:
    """campaign.toml's values by key (see CAMPAIGN_FILE_SHAPE)."""
    path = root / CAMPAIGN_FILE
    shown = shown_path(root, path)
    if not path.is_file():
        sources.add_at(shown, None, "", detail("missing-file"))
        return None
    table = read_table(root, path, "campaign", None, sources.problems)
    if table is None:
        return None
    value, problems = structure(table, CAMPAIGN_FILE_SHAPE)
    for found in problems:
        entry, inner = _campaign_where(found.at, table)
        sources.problems.append(Problem(shown, entry, inner, found))
    return None if value is None else codec.values(value)


def ability_and_crest(shaped: Any) -> tuple[Ability, FamilyCrestAbility | None]:
    read = codec.values(shaped)
    family, records_color = read.pop("family"), read.pop("records_color")
    ability = Ability(**read)
    if family is None:
        return ability, None
    return ability, FamilyCrestAbility(ability.id, family, records_color)


def read_entries(root: Path, sources: Sources) -> Entries | None:
    """Every file of the content folder; None when any of them is malformed.

    Window and envelope rules name their abilities by id: the abilities read from abilities/
    are in force while the windows and envelopes are read (an unknown id is reported by
    check_rule_abilities with the other cross-references).
    """
    campaign = read_campaign_file(root, sources)
    shaped: list[Any] = read_list_files(root, "abilities", "ability", "ability", ABILITY_FILE,
                                        sources)
    pairs = [ability_and_crest(a) for a in shaped]
    abilities = [a for a, _ in pairs]
    crests = [c for _, c in pairs if c is not None]
    tools = read_list_files(root, "tools", "Tool Card", "tool", ToolCard, sources)
    objectives = read_list_files(root, "objectives", "public objective", "objective",
                                 PublicObjectiveText, sources)
    stories = read_list_files(root, "stories", "story card", "card", StoryCard, sources)
    with codec.references({a.id: a for a in abilities}):
        envelopes = read_entry_files(root, "envelopes", "envelope", Envelope, sources)
        windows = read_entry_files(root, "windows/campaign", "window", WindowCard, sources)
        boosters = [attrs.evolve(card, booster=True) for card in
                    read_entry_files(root, "windows/booster", "window", WindowCard, sources)]
    boards = read_list_files(root, GLORY, "Strife Board", "board", StrifeBoard, sources,
                             "strife-boards.toml")
    strife_tools = read_list_files(root, GLORY, "Tool Card", "tool", ToolCard, sources,
                                   "strife-tools.toml")
    pioneers = read_list_files(root, GLORY, "Pioneer Card", "card", PioneerCard, sources,
                               "pioneer-cards.toml")
    flourishes = read_list_files(root, GLORY, "Flourish Card", "card", FlourishCard, sources,
                                 "flourish-cards.toml")
    if sources.problems or campaign is None:
        return None
    return Entries(campaign, abilities, crests, tools, objectives, stories, envelopes, windows,
                   boosters, boards, strife_tools, pioneers, flourishes)
