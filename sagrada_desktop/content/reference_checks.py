"""Checks across components: every id referred to exists, and everything shipped is reachable."""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection

from ..engine import Color
from ..engine.effects import ChangeColor, ability_type
from ..engine.legacy_types import CAMPAIGN_WINDOWS as CAMPAIGN_WINDOWS  # also read from here
from ..engine.legacy_types import CampaignContent, Envelope
from .effect_checks import effect_problems
from .files import ID_PATTERN
from .sources import Sources
from .window_checks import rule_problems

ABILITY_TYPES = ("color", "value", "flip", "placement")


def check_references(content: CampaignContent, sources: Sources) -> None:
    _check_numbering(content, sources)
    _check_story_cards(content, sources)
    _check_tools_and_objectives(content, sources)
    _check_openers(content, sources)
    _check_grants(content, sources)
    _check_abilities(content, sources)
    _check_magic_square(content, sources)


def check_rule_abilities(content: CampaignContent, sources: Sources) -> None:
    """Every ability a window's or an envelope's rule names was read from abilities/ (an id
    read nowhere stands in the rule as an ability of that id alone, until reported here)."""
    cards = [*content.windows.values(), *content.booster_windows.values()]
    ruled = [("window", c.design.id, "rules", c.design.rules) for c in cards]
    ruled += [("envelope", e.id, "grants.rules", e.grants.rules)
              for e in content.envelopes.values()]
    for kind, ident, field, rules in ruled:
        for number, rule in enumerate(rules):
            if rule.ability is not None and rule.ability.id not in content.abilities:
                sources.add(kind, ident, f"{field}[{number}].ability",
                            f"unknown ability {rule.ability.id!r}")


def _check_numbering(content: CampaignContent, sources: Sources) -> None:
    windows = list(content.windows.values())
    if len(windows) != CAMPAIGN_WINDOWS:
        sources.add_at(sources.file("windows/campaign"), "", "",
                       f"the campaign has {CAMPAIGN_WINDOWS} windows, found {len(windows)}")
    for kind, cards in (("window", windows), ("window", list(content.booster_windows.values()))):
        for expected, card in enumerate(cards, start=1):
            if card.number != expected:
                sources.add(kind, card.design.id, "number",
                            f"windows are numbered 1, 2, 3 ... without gaps; expected {expected}")
    for expected, envelope in enumerate(content.envelopes.values(), start=1):
        if envelope.number != expected:
            sources.add("envelope", envelope.id, "number",
                        f"envelopes are numbered 1, 2, 3 ... without gaps; expected {expected}")


def _check_story_cards(content: CampaignContent, sources: Sources) -> None:
    windows = list(content.windows.values())
    claimed: set[str] = set()
    for card in windows:
        ident = card.design.id
        wanted = [("intro", "intro", card.intro)] if card.intro else []
        wanted += [(f"outros[{n}]", "outro", o) for n, o in enumerate(card.outros)]
        for field, kind, story_id in wanted:
            story = content.story_cards.get(story_id or "")
            if story is None:
                sources.add("window", ident, field, f"unknown story card {story_id!r}")
            elif story.kind != kind or story.window != ident:
                sources.add("window", ident, field,
                            f"story card {story_id!r} is the {story.kind} of {story.window!r}, "
                            f"not an {kind} of this window")
            else:
                claimed.add(story.id)
    if windows and len(windows[-1].outros) != 2:
        sources.add("window", windows[-1].design.id, "outros",
                    "the final campaign window has two Outro Story Cards")
    for story in content.story_cards.values():
        if story.window not in content.windows:
            sources.add("story card", story.id, "window",
                        f"unknown campaign window {story.window!r}")
        elif story.id not in claimed:
            sources.add("story card", story.id, "id",
                        f"window {story.window!r} does not list this card as its {story.kind}")
        if not story.story.strip() or not story.title.strip():
            sources.add("story card", story.id, "story", "needs a title and a story")
        for number, envelope in enumerate(story.opens):
            if envelope not in content.envelopes:
                sources.add("story card", story.id, f"opens[{number}]",
                            f"unknown envelope {envelope!r}")


def _check_tools_and_objectives(content: CampaignContent, sources: Sources) -> None:
    rewarded: Counter[str] = Counter()
    windows = list(content.windows.values())
    for card in windows:
        for number, tool_id in enumerate(card.reward_tools):
            rewarded[tool_id] += 1
            if tool_id not in content.tools:
                sources.add("window", card.design.id, f"reward_tools[{number}]",
                            f"unknown Tool Card {tool_id!r}")
    if windows and windows[-1].reward_tools:
        sources.add("window", windows[-1].design.id, "reward_tools",
                    "no Tool Cards are given out after the final window")
    for envelope in content.envelopes.values():
        rewarded.update(envelope.grants.tools)
        rewarded.update(envelope.grants.market_tools)
    for tool in content.tools.values():
        for field, message in effect_problems(tool.effect):
            sources.add("Tool Card", tool.id, f"effect.{field}", message)
        if not tool.text.strip():
            sources.add("Tool Card", tool.id, "text", "a Tool Card says what it does")
        if rewarded[tool.id] == 0:
            sources.add("Tool Card", tool.id, "id",
                        "no window rewards it and no envelope grants it: it never reaches play")
        elif rewarded[tool.id] > 1:
            sources.add("Tool Card", tool.id, "id",
                        "given out by more than one window or envelope")
    seen: dict[str, str] = {}
    for card in [*content.windows.values(), *content.booster_windows.values()]:
        for number, obj in enumerate(card.design.private_objectives):
            if not ID_PATTERN.match(obj.id):
                sources.add("window", card.design.id, f"private_objectives[{number}].id",
                            "ids are lowercase letters and digits joined by hyphens")
            if obj.id in seen:
                sources.add("window", card.design.id, f"private_objectives[{number}].id",
                            f"Private Objective id {obj.id!r} already used in window "
                            f"{seen[obj.id]!r}")
            seen.setdefault(obj.id, card.design.id)


def _openers(content: CampaignContent) -> dict[str, list[tuple[str, bool]]]:
    """envelope id -> [(window or story card id, unconditional?)] from what the data says."""
    out: dict[str, list[tuple[str, bool]]] = {}
    for card in content.windows.values():
        for trigger in card.design.triggers:
            out.setdefault(trigger.envelope, []).append((card.design.id, True))
        for unlock in card.unlocks:
            out.setdefault(unlock.envelope, []).append(
                (card.design.id, unlock.condition == "always"))
    for story in content.story_cards.values():
        for envelope in story.opens:
            out.setdefault(envelope, []).append((story.id, True))
    return out


def _check_openers(content: CampaignContent, sources: Sources) -> None:
    openers = _openers(content)
    for card in content.windows.values():
        ident = card.design.id
        for number, trigger in enumerate(card.design.triggers):
            if trigger.envelope not in content.envelopes:
                sources.add("window", ident, f"triggers[{number}].envelope",
                            f"unknown envelope {trigger.envelope!r}")
        for number, unlock in enumerate(card.unlocks):
            if unlock.envelope not in content.envelopes:
                sources.add("window", ident, f"unlocks[{number}].envelope",
                            f"unknown envelope {unlock.envelope!r}")
    for envelope in content.envelopes.values():
        found = openers.get(envelope.id, [])
        sources_found = {source for source, _ in found}
        for number, source in enumerate(envelope.opened_by):
            if source not in sources_found:
                sources.add("envelope", envelope.id, f"opened_by[{number}]",
                            f"{source!r} is not a window or story card that opens this envelope")
        for source in sorted(sources_found - set(envelope.opened_by)):
            sources.add("envelope", envelope.id, "opened_by",
                        f"{source!r} opens this envelope but is not listed")
        if not any(unconditional for _, unconditional in found):
            sources.add("envelope", envelope.id, "opened_by",
                        "only conditional unlocks open it: give it a trigger or story card "
                        "that always opens it, so that every campaign reaches it")


def _check_grants(content: CampaignContent, sources: Sources) -> None:
    lists: tuple[tuple[str, str, Collection[str]], ...] = (
        ("abilities", "ability", content.abilities),
        ("crest_abilities", "Family Crest ability", content.crest_abilities),
        ("crest_choices", "Family Crest ability", content.crest_abilities),
        ("dedication_abilities", "Dedication Ability", content.dedication_abilities),
        ("tools", "Tool Card", content.tools),
        ("market_tools", "Tool Card", content.tools),
        ("market_tracks", "Market track", content.market_tracks),
    )
    for envelope in content.envelopes.values():
        grants = envelope.grants
        for field, word, known in lists:
            for number, ident in enumerate(getattr(grants, field)):
                if ident not in known:
                    sources.add("envelope", envelope.id, f"grants.{field}[{number}]",
                                f"unknown {word} {ident!r}")
        for number, rule in enumerate(grants.rules):
            for suffix, message in rule_problems(rule):
                sources.add("envelope", envelope.id, f"grants.rules[{number}]{suffix}", message)
        if grants.rules and not grants.rules_text.strip():
            sources.add("envelope", envelope.id, "grants.rules_text",
                        "explain the campaign rules in plain words")
    _check_reachable(content, sources)


def _granted(envelopes: list[Envelope], field: str) -> set[str]:
    return {ident for e in envelopes for ident in getattr(e.grants, field)}


def _check_reachable(content: CampaignContent, sources: Sources) -> None:
    envelopes = list(content.envelopes.values())
    crests = _granted(envelopes, "crest_abilities") | _granted(envelopes, "crest_choices")
    for ident in content.crest_abilities:
        if ident not in crests:
            sources.add("ability", ident, "family", "no envelope hands out this crest sticker")
    dedications = _granted(envelopes, "dedication_abilities")
    for ident in content.dedication_abilities:
        if ident not in dedications:
            sources.add("ability", ident, "id", "no envelope reveals this Dedication Ability")
    tracks = _granted(envelopes, "market_tracks")
    for ident in content.market_tracks:
        if ident not in tracks:
            sources.add("market track", ident, "id", "no envelope opens this Market track")
    used = _granted(envelopes, "abilities") | crests | set(content.dedication_abilities)
    for card in [*content.windows.values(), *content.booster_windows.values()]:
        used |= {r.ability.id for r in card.design.rules if r.ability is not None}
    for envelope in envelopes:
        used |= {r.ability.id for r in envelope.grants.rules if r.ability is not None}
    for ident in content.abilities:
        if ident not in used:
            sources.add("ability", ident, "id", "no window, envelope or Market track uses it")


def _check_abilities(content: CampaignContent, sources: Sources) -> None:
    for ability in content.abilities.values():
        for field, message in effect_problems(ability.effect):
            sources.add("ability", ability.id, f"effect.{field}", message)
        if ability.per_turn < 0:
            sources.add("ability", ability.id, "per_turn",
                        "0 (as often as you like) or the uses allowed in one turn")
        if not ability.text.strip():
            sources.add("ability", ability.id, "text", "an ability says what it does")
    for track in content.market_tracks.values():
        if track.dedication not in content.abilities:
            sources.add("market track", track.id, "dedication",
                        f"unknown ability {track.dedication!r}")
        elif track.dedication in content.crest_abilities:
            sources.add("market track", track.id, "dedication",
                        "a Dedication Ability is not a Family Crest sticker")
    types: dict[Color, set[str]] = {color: set() for color in content.family_colors}
    for crest in content.crest_abilities.values():
        ability = content.abilities[crest.ability]
        if crest.family not in types:
            sources.add("ability", crest.ability, "family",
                        f"{crest.family.label.lower()} is not a family colour")
            continue
        types[crest.family].add(ability_type(ability.effect))
        if crest.records_color and not isinstance(ability.effect, ChangeColor):
            sources.add("ability", crest.ability, "records_color",
                        "only colour-changing abilities record a colour")
    for color, found in types.items():
        missing = [t for t in ABILITY_TYPES if t not in found]
        if missing:
            sources.add_at(sources.file("abilities"), "", "family",
                           f"the {color.label.lower()} family crest lacks "
                           f"{', '.join(missing)} abilities")


def _check_magic_square(content: CampaignContent, sources: Sources) -> None:
    wanted = Counter(n for row in content.magic_square.numbers for n in row)
    printed: Counter[int] = Counter()
    where: dict[int, list[str]] = {}
    for card in content.windows.values():
        for space in card.design.pattern.spaces:
            if space.exists and space.magic is not None:
                printed[space.magic] += 1
                where.setdefault(space.magic, []).append(card.design.id)
    for number in sorted(set(wanted) | set(printed)):
        if printed[number] != wanted[number]:
            windows = ", ".join(where.get(number, [])) or "no window"
            sources.add_at(sources.file("windows/campaign"), "", "pattern",
                           f"the Magic Square has {wanted[number]} cell(s) numbered {number}, "
                           f"the campaign windows print M{number} {printed[number]} time(s) "
                           f"({windows})")

