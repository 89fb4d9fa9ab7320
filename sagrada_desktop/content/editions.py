"""Content editions: the campaign's content as each edition had it.

The shipped content files are the newest edition (engine.edition_numbers.CONTENT_EDITION).
Each older edition is kept as data: resources/editions/content-N.toml says how edition N
differs from edition N + 1, field by field (a window's or a booster window's fields, a Story
Card's), with the same texts in each language. `content_of_edition(content, n)` makes edition
n from the newest by applying those differences from the newest down, so a wording fix of a
text an old edition did not change reaches old campaigns too. A campaign is played with the
content of its own edition (campaign/editions.py moves it to the newest between windows).

The texts an old edition changed are translated by the same file: `edition_translation(text_id,
english, lang)` finds the translation of that very English text (content/localized_texts.py
asks it when the text of an id is not the current one).
"""

from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import Any

from attrs import evolve, fields_dict

from .. import codec
from ..engine.definitions import WindowDesign
from ..engine.edition_numbers import CONTENT_EDITION, FIRST_EDITION
from ..engine.legacy_types import CampaignContent, StoryCard, WindowCard
from .edition_files import CHANGED_TEXTS, differences, edition_changes, edition_translation
from .text_ids import TEXT_FIELDS, TEXT_LISTS

__all__ = ["content_of_edition", "differences", "edition_changes", "edition_translation"]
# the editions made: (id of the newest, edition) -> (the newest, the edition made), and the
# way back, id of an edition made -> (it, the newest it was made from); each holds what it keys
_KEEP: dict[tuple[int, int], tuple[CampaignContent, CampaignContent]] = {}
_SOURCES: dict[int, tuple[CampaignContent, CampaignContent]] = {}


def content_of_edition(content: CampaignContent, edition: int) -> CampaignContent:
    """The content of `edition`, made from `content` (the newest, as loaded); the newest
    edition is `content` itself. Made once per content and edition."""
    if edition == content.edition:
        return content
    if content.edition != CONTENT_EDITION:  # an older edition made here: from its newest
        source = _SOURCES.get(id(content))
        if source is None or source[0] is not content:
            raise ValueError(f"content edition {edition} cannot be made from edition "
                             f"{content.edition}")
        content = source[1]
        if edition == CONTENT_EDITION:
            return content
    if not FIRST_EDITION <= edition <= CONTENT_EDITION:
        raise ValueError(f"no content edition {edition} (1 to {CONTENT_EDITION})")
    kept = _KEEP.get((id(content), edition))
    if kept is not None and kept[0] is content:
        return kept[1]
    made = content
    for older in range(CONTENT_EDITION - 1, edition - 1, -1):
        made = _applied(made, differences(older), older)
    if len(_KEEP) > 16:
        _KEEP.clear()
        _SOURCES.clear()
    _KEEP[(id(content), edition)] = (content, made)
    _SOURCES[id(made)] = (made, content)
    return made


_DESIGN = typing.get_type_hints(WindowDesign)
_CARD = typing.get_type_hints(WindowCard)
_STORY = typing.get_type_hints(StoryCard)


def _words_allowed(what: str, changes: Mapping[str, Any]) -> None:
    """An edition file words otherwise only the texts edition_files.CHANGED_TEXTS names."""
    wording = sorted(k for k in changes if k in TEXT_FIELDS | TEXT_LISTS
                     and k not in CHANGED_TEXTS)
    if wording:
        raise ValueError(f"{what}: an older edition may word otherwise only "
                         f"{', '.join(CHANGED_TEXTS)}, not {', '.join(wording)}")


def _card(card: WindowCard, changes: Mapping[str, Any]) -> WindowCard:
    _words_allowed(f"window {card.design.id!r}", changes)
    design: dict[str, Any] = {}
    own: dict[str, Any] = {}
    for key, raw in changes.items():
        if key in fields_dict(WindowDesign):
            design[key] = codec.structure(raw, _DESIGN[key])
        elif key in fields_dict(WindowCard) and key != "design":
            own[key] = codec.structure(raw, _CARD[key])
        else:
            raise ValueError(f"window {card.design.id!r}: no field {key!r} to change")
    if design:
        own["design"] = evolve(card.design, **design)
    return evolve(card, **own)


def _story(card: StoryCard, changes: Mapping[str, Any]) -> StoryCard:
    _words_allowed(f"Story Card {card.id!r}", changes)
    unknown = set(changes) - set(fields_dict(StoryCard)) | set(changes) & {"id"}
    if unknown:
        raise ValueError(f"Story Card {card.id!r}: no field {sorted(unknown)} to change")
    return evolve(card, **{k: codec.structure(v, _STORY[k]) for k, v in changes.items()})


def _applied(content: CampaignContent, table: Mapping[str, Any], edition: int
             ) -> CampaignContent:
    out: dict[str, Any] = {"edition": edition}
    for kind, change in (("windows", _card), ("booster_windows", _card),
                         ("story_cards", _story)):
        entries = dict(getattr(content, kind))
        for ident, changes in table.get(kind, {}).items():
            if ident not in entries:
                raise ValueError(f"content edition {edition}: no {kind} entry {ident!r}")
            entries[ident] = change(entries[ident], changes)
        out[kind] = entries
    return evolve(content, **out)
