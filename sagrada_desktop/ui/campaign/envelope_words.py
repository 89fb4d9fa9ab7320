"""What an opened envelope unlocked, in words a table can follow: names (never ids) and, for
what is handed out family by family, what each family receives. Read from the visible content
only (an envelope is in visible_content().opened only once it is open)."""

from __future__ import annotations

from collections.abc import Sequence

from sagrada_desktop.campaign import Family, VisibleCampaign
from sagrada_desktop.engine.legacy_types import Envelope


def unlocked_lines(envelope: Envelope, visible: VisibleCampaign,
                   families: Sequence[Family] = ()) -> list[str]:
    g = envelope.grants
    tracks = {t.id: t.name for t in visible.market_tracks}
    out = []
    if g.rules_text:
        out.append(f"A campaign rule for every later game: {g.rules_text.strip()}")
    out += [f"Market track opened: {tracks.get(t, 'a new Market track')}"
            for t in g.market_tracks]
    out += [f"An ability for every family: {_ability(visible, a, text=True)}"
            for a in g.abilities]
    out += crest_lines(g.crest_abilities, visible, families)
    out += [f"Added to the sticker sheet (Family Skill Training), for the "
            f"{_sticker_colour(visible, a)} family: {_ability(visible, a)}"
            for a in g.crest_choices]
    out += [f"Dedication Ability revealed under its Market track: {_ability(visible, a)}"
            for a in g.dedication_abilities]
    out += [_tool_line(visible, t) for t in dict.fromkeys(g.tools)]
    out += [f"Into the Market Box: {_tool(visible, t)}" for t in g.market_tools]
    if g.free_tool_box_slots:
        n = g.free_tool_box_slots
        out.append(f"Each family fills {n} more Tool Box Capacity slot{_s(n)} for free")
    if g.legacy_points:
        n = g.legacy_points
        out.append(f"Each family gains {n} Legacy Point{_s(n)}")
    return out


def crest_lines(stickers: Sequence[str], visible: VisibleCampaign,
                families: Sequence[Family]) -> list[str]:
    """One Family Crest sticker per family, the one of its colour; the others stay unused."""
    if not stickers:
        return []
    by_colour = {}
    for ident in stickers:
        sticker = visible.stickers.get(ident)
        if sticker is not None:
            by_colour[sticker.family] = ident
    if not families:
        return ["A Family Crest sticker for each family, the one of its colour: " + "; ".join(
            f"{colour.label.lower()}: {_ability(visible, a)}" for colour, a in by_colour.items())]
    out = []
    for f in families:
        crest = by_colour.get(f.color)
        if crest is None:
            out.append(f"{f.name} ({f.color.label.lower()}): no sticker of its colour")
        else:
            out.append(f"{f.name} ({f.color.label.lower()}) receives the Family Crest sticker "
                       f"{_ability(visible, crest, text=True)}")
    played = {f.color for f in families}
    unused = [f"{_ability(visible, a)} ({c.label.lower()})" for c, a in by_colour.items()
              if c not in played]
    if unused:
        out.append("Not used (no family of that colour): " + ", ".join(unused))
    return out


def _tool_line(visible: VisibleCampaign, ident: str) -> str:
    tool = visible.tools.get(ident)
    text = f" ({tool.text})" if tool is not None and tool.text else ""
    return (f"Each family gains one copy of the Tool Card {_tool(visible, ident)}{text}; "
            "a family never owns two copies")


def _sticker_colour(visible: VisibleCampaign, ident: str) -> str:
    sticker = visible.stickers.get(ident)
    return sticker.family.label.lower() if sticker is not None else "matching"


def _ability(visible: VisibleCampaign, ident: str, text: bool = False) -> str:
    a = visible.abilities.get(ident)
    if a is None:
        return "an ability"
    return f"{a.name} ({a.text})" if text and a.text else a.name


def _tool(visible: VisibleCampaign, ident: str) -> str:
    t = visible.tools.get(ident)
    return t.name if t is not None else "a Tool Card"


def _s(n: int) -> str:
    return "" if n == 1 else "s"
