"""Content objects in another language: a window design, or the whole content, with every
text a player reads in `lang` (ids, effects and numbers unchanged)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from attrs import evolve

from ..engine.definitions import Ability, PrivateObjective, WindowDesign, WindowRule, WindowTool
from ..engine.legacy_types import CampaignContent
from .languages import ENGLISH
from .localized_texts import localized


def _tool(window_id: str, i: int, tool: WindowTool, lang: str) -> WindowTool:
    key = f"{window_id}.tools[{i}]"
    return evolve(tool, name=localized(f"{key}.name", lang, tool.name),
                  text=localized(f"{key}.text", lang, tool.text))


def _private(objective: PrivateObjective, lang: str) -> PrivateObjective:
    return evolve(objective, name=localized(f"{objective.id}.name", lang, objective.name),
                  text=localized(f"{objective.id}.text", lang, objective.text))


def _ability(ability: Ability, lang: str) -> Ability:
    return evolve(ability, name=localized(f"{ability.id}.name", lang, ability.name),
                  text=localized(f"{ability.id}.text", lang, ability.text))


def _rule(rule: WindowRule, lang: str) -> WindowRule:
    """A New Rule; the ability it grants (Dawn Fire...) in `lang`."""
    return rule if rule.ability is None else evolve(rule, ability=_ability(rule.ability, lang))


def localize_design(design: WindowDesign, lang: str) -> WindowDesign:
    """The window with its name, New Rules (and the abilities they grant), tools and Private
    Objectives in `lang` (rules, ids and pattern unchanged: for showing and printing, never for play)."""
    if lang == ENGLISH:
        return design
    wid = design.id
    return evolve(
        design,
        name=localized(f"{wid}.name", lang, design.name),
        rules_text=localized(f"{wid}.rules_text", lang, design.rules_text),
        tools=tuple(_tool(wid, i, t, lang) for i, t in enumerate(design.tools)),
        rules=tuple(_rule(r, lang) for r in design.rules),
        private_objectives=tuple(_private(p, lang) for p in design.private_objectives),
    )


def _named(entries: Mapping[str, Any], lang: str, fields: tuple[str, ...]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for ident, entry in entries.items():
        changes = {f: localized(f"{entry.id}.{f}", lang, getattr(entry, f)) for f in fields}
        out[ident] = evolve(entry, **changes)
    return out


def _listed(ident: str, field: str, items: tuple[str, ...], lang: str) -> tuple[str, ...]:
    return tuple(localized(f"{ident}.{field}[{i}]", lang, item) for i, item in enumerate(items))


def localize_content(content: CampaignContent, lang: str) -> CampaignContent:
    """The whole content with every text in `lang` (English where it has no translation).
    Ids, effects and numbers are unchanged, so the result is shown or printed, never played
    from a save of another language's texts."""
    if lang == ENGLISH:
        return content
    windows = {k: evolve(c, design=localize_design(c.design, lang),
                         story=localized(f"{k}.story", lang, c.story))
               for k, c in content.windows.items()}
    boosters = {k: evolve(c, design=localize_design(c.design, lang),
                          story=localized(f"{k}.story", lang, c.story))
                for k, c in content.booster_windows.items()}
    stories = {k: evolve(s, title=localized(f"{k}.title", lang, s.title),
                         story=localized(f"{k}.story", lang, s.story),
                         actions=_listed(k, "actions", s.actions, lang))
               for k, s in content.story_cards.items()}
    envelopes = {k: evolve(e, title=localized(f"{k}.title", lang, e.title),
                           story=localized(f"{k}.story", lang, e.story),
                           instructions=localized(f"{k}.instructions", lang, e.instructions),
                           contents=_listed(k, "contents", e.contents, lang),
                           grants=evolve(e.grants, rules_text=localized(
                               f"{k}.grants.rules_text", lang, e.grants.rules_text)))
                 for k, e in content.envelopes.items()}
    square = content.magic_square
    square = evolve(
        square,
        color_variety=tuple(evolve(v, name=localized(f"{v.id}.name", lang, v.name),
                                   text=localized(f"{v.id}.text", lang, v.text))
                            for v in square.color_variety),
        color_collections=evolve(square.color_collections, text=localized(
            "campaign.magic_square.color_collections.text", lang,
            square.color_collections.text)),
    )
    return evolve(
        content,
        windows=windows,
        booster_windows=boosters,
        story_cards=stories,
        envelopes=envelopes,
        tools=_named(content.tools, lang, ("name", "text")),
        abilities=_named(content.abilities, lang, ("name", "text")),
        public_objectives=_named(content.public_objectives, lang, ("name", "text")),
        market_tracks=_named(content.market_tracks, lang, ("name", "text")),
        magic_square=square,
    )
