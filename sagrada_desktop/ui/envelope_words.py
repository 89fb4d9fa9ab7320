"""What an opened envelope unlocked, in words, from the visible content only (an envelope is
in visible_content().opened only once it is open)."""

from __future__ import annotations

from sagrada_desktop.campaign import VisibleCampaign
from sagrada_desktop.engine.legacy_types import Envelope


def unlocked_lines(envelope: Envelope, visible: VisibleCampaign) -> list[str]:
    g = envelope.grants
    tracks = {t.id: t.name for t in visible.market_tracks}
    out = []
    if g.rules_text:
        out.append(f"A campaign rule for every later game: {g.rules_text.strip()}")
    out += [f"Market track opened: {tracks.get(t, t)}" for t in g.market_tracks]
    out += [f"An ability for every family: {_ability(visible, a)}" for a in g.abilities]
    out += [f"A Family Crest sticker for each family: {_ability(visible, a)}"
            for a in g.crest_abilities]
    out += [f"On the sticker sheet: {_ability(visible, a)}" for a in g.crest_choices]
    out += [f"Dedication Ability revealed: {_ability(visible, a)}"
            for a in g.dedication_abilities]
    out += [f"A Tool Card for each family: {_tool(visible, t)}" for t in g.tools]
    out += [f"Into the Market Box: {_tool(visible, t)}" for t in g.market_tools]
    if g.free_tool_box_slots:
        out.append(f"{g.free_tool_box_slots} free Tool Box Capacity slot(s) for each family")
    if g.legacy_points:
        out.append(f"{g.legacy_points} Legacy Point(s) for each family")
    return out


def _ability(visible: VisibleCampaign, ident: str) -> str:
    a = visible.abilities.get(ident)
    return a.name if a is not None else ident


def _tool(visible: VisibleCampaign, ident: str) -> str:
    t = visible.tools.get(ident)
    return t.name if t is not None else ident
