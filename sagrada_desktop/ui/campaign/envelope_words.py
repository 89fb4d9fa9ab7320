"""What an opened envelope unlocked, in words a table can follow: names (never ids) and, for
what is handed out family by family, what each family receives. Read from the visible content
only (an envelope is in visible_content().opened only once it is open)."""

from __future__ import annotations

from collections.abc import Sequence

from sagrada_desktop.campaign import Family, VisibleCampaign
from sagrada_desktop.engine.legacy_types import Envelope
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plural import legacy_points, slots
from sagrada_desktop.wording import color_name


def unlocked_lines(envelope: Envelope, visible: VisibleCampaign,
                   families: Sequence[Family] = ()) -> list[str]:
    g = envelope.grants
    tracks = {t.id: t.name for t in visible.market_tracks}
    out = []
    if g.rules_text:
        out.append(translate("envelope_words", "A campaign rule for every later game: {v}").format(v=g.rules_text.strip()))
    out += [translate("envelope_words", "Market track opened: {v}").format(v=tracks.get(t, translate("envelope_words", "a new Market track")))
            for t in g.market_tracks]
    out += [translate("envelope_words", "An ability for every family: {v}").format(v=_ability(visible, a, text=True))
            for a in g.abilities]
    out += crest_lines(g.crest_abilities, visible, families)
    out += [translate("envelope_words", "Added to the sticker sheet (Family Skill Training), for the {v} family: {v2}").format(v=_sticker_colour(visible, a), v2=_ability(visible, a))
            for a in g.crest_choices]
    out += [translate("envelope_words", "Dedication Ability revealed under its Market track: {v}").format(v=_ability(visible, a))
            for a in g.dedication_abilities]
    out += [_tool_line(visible, t) for t in dict.fromkeys(g.tools)]
    out += [translate("envelope_words", "Into the Market Box: {v}").format(v=_tool(visible, t)) for t in g.market_tools]
    if g.free_tool_box_slots:
        n = g.free_tool_box_slots
        out.append(translate("envelope_words", "Each family fills {slots} more for free").format(slots=slots(n)))
    if g.legacy_points:
        n = g.legacy_points
        out.append(translate("envelope_words", "Each family gains {points}").format(points=legacy_points(n)))
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
        return [translate("envelope_words", "A Family Crest sticker for each family, the one of its colour: ") + translate("envelope_words", "; ").join(
            translate("envelope_words", "{colour}: {ability}").format(colour=color_name(colour, lower=True), ability=_ability(visible, a))
            for colour, a in by_colour.items())]
    out = []
    for f in families:
        crest = by_colour.get(f.color)
        if crest is None:
            out.append(translate("envelope_words", "{name} ({v}): no sticker of its colour").format(name=f.name, v=color_name(f.color, lower=True)))
        else:
            out.append(translate("envelope_words", "{name} ({v}) receives the Family Crest sticker {v2}").format(name=f.name, v=color_name(f.color, lower=True), v2=_ability(visible, crest, text=True)))
    played = {f.color for f in families}
    unused = [_aside(_ability(visible, a), color_name(c, lower=True)) for c, a in by_colour.items()
              if c not in played]
    if unused:
        out.append(translate("envelope_words", "Not used (no family of that colour): ") + translate("envelope_words", ", ").join(unused))
    return out


def _tool_line(visible: VisibleCampaign, ident: str) -> str:
    tool = visible.tools.get(ident)
    name = _tool(visible, ident)
    shown = _aside(name, tool.text) if tool is not None and tool.text else name
    return (translate("envelope_words", "Each family gains one copy of the Tool Card {v}; a family never "
                                        "owns two copies").format(v=shown))


def _sticker_colour(visible: VisibleCampaign, ident: str) -> str:
    sticker = visible.stickers.get(ident)
    return color_name(sticker.family, lower=True) if sticker is not None else translate("envelope_words", "matching")


def _ability(visible: VisibleCampaign, ident: str, text: bool = False) -> str:
    a = visible.abilities.get(ident)
    if a is None:
        return translate("envelope_words", "an ability")
    return _aside(a.name, a.text) if text and a.text else a.name


def _aside(name: str, words: str) -> str:
    """A name with its words in brackets (the brackets of the current language)."""
    return translate("envelope_words", "{name} ({words})").format(name=name, words=words)


def _tool(visible: VisibleCampaign, ident: str) -> str:
    t = visible.tools.get(ident)
    return t.name if t is not None else translate("envelope_words", "a Tool Card")
