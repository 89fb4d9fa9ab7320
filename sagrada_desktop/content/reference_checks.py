"""Checks across components: every id referred to exists, and everything shipped is reachable."""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection

from ..codec.details import Quoted, Worded, detail, rule
from ..engine import Color
from ..engine.effects import ChangeColor, ability_type
from ..engine.legacy_types import CAMPAIGN_WINDOWS as CAMPAIGN_WINDOWS  # also read from here
from ..engine.legacy_types import CampaignContent, Envelope
from ..wording import color_name
from .effect_checks import effect_problems
from .files import ID_PATTERN
from .sources import Sources
from .window_checks import check_rules_abilities, rule_problems

ABILITY = Worded("ability", "能力")
CREST_ABILITY = Worded("Family Crest ability", "家徽能力")
DEDICATION = Worded("Dedication Ability", "奉獻能力")
TOOL_CARD = Worded("Tool Card", "工具卡")
MARKET_TRACK = Worded("Market track", "市場軌道")
ENVELOPE = Worded("envelope", "信封")
ENVELOPES = Worded("envelopes", "信封")
WINDOWS = Worded("windows", "玻璃窗")
STORY_CARD = Worded("story card", "故事卡")
CAMPAIGN_WINDOW = Worded("campaign window", "劇情玻璃窗")


def _colour(color: Color) -> Worded:
    return Worded(color_name(color, "en", lower=True), color_name(color, "zh_TW") + "色")


def _story_kind(kind: str) -> Worded:
    """intro / outro, as a Story Card is one (開場 / 結尾)."""
    return Worded(kind, {"intro": "開場", "outro": "結尾"}.get(kind, kind))


ABILITY_TYPES = ("color", "value", "flip", "placement")
TYPE_WORDS = {"color": Worded("color", "顏色"), "value": Worded("value", "數值"),
              "flip": Worded("flip", "翻轉"), "placement": Worded("placement", "放置")}


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
        check_rules_abilities(kind, ident, field, rules, content.abilities, sources)



def _check_numbering(content: CampaignContent, sources: Sources) -> None:
    windows = list(content.windows.values())
    if len(windows) != CAMPAIGN_WINDOWS:
        sources.add_at(sources.file("windows/campaign"), None, "",
                       rule("campaign-windows", count=len(windows), need=CAMPAIGN_WINDOWS))
    for kind, cards in (("window", windows), ("window", list(content.booster_windows.values()))):
        for expected, card in enumerate(cards, start=1):
            if card.number != expected:
                sources.add(kind, card.design.id, "number",
                            rule("numbered", what=WINDOWS, expected=expected))
    for expected, envelope in enumerate(content.envelopes.values(), start=1):
        if envelope.number != expected:
            sources.add("envelope", envelope.id, "number",
                        rule("numbered", what=ENVELOPES, expected=expected))


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
                sources.add("window", ident, field,
                            rule("unknown-id", what=STORY_CARD, ident=Quoted(story_id or "")))
            elif story.kind != kind or story.window != ident:
                sources.add("window", ident, field,
                            rule("story-elsewhere", ident=Quoted(story_id or ""),
                                 its=_story_kind(story.kind), window=Quoted(story.window),
                                 wanted=_story_kind(kind)))
            else:
                claimed.add(story.id)
    if windows and len(windows[-1].outros) != 2:
        sources.add("window", windows[-1].design.id, "outros", rule("final-outros"))
    for story in content.story_cards.values():
        if story.window not in content.windows:
            sources.add("story card", story.id, "window",
                        rule("unknown-id", what=CAMPAIGN_WINDOW, ident=Quoted(story.window)))
        elif story.id not in claimed:
            sources.add("story card", story.id, "id",
                        rule("story-not-listed", window=Quoted(story.window),
                             its=_story_kind(story.kind)))
        if not story.story.strip() or not story.title.strip():
            sources.add("story card", story.id, "story", rule("title-and-story"))
        for number, envelope in enumerate(story.opens):
            if envelope not in content.envelopes:
                sources.add("story card", story.id, f"opens[{number}]",
                            rule("unknown-id", what=ENVELOPE, ident=Quoted(envelope)))


def _check_tools_and_objectives(content: CampaignContent, sources: Sources) -> None:
    rewarded: Counter[str] = Counter()
    windows = list(content.windows.values())
    for card in windows:
        for number, tool_id in enumerate(card.reward_tools):
            rewarded[tool_id] += 1
            if tool_id not in content.tools:
                sources.add("window", card.design.id, f"reward_tools[{number}]",
                            rule("unknown-id", what=TOOL_CARD, ident=Quoted(tool_id)))
    if windows and windows[-1].reward_tools:
        sources.add("window", windows[-1].design.id, "reward_tools", rule("final-rewards"))
    for envelope in content.envelopes.values():
        rewarded.update(envelope.grants.tools)
        rewarded.update(envelope.grants.market_tools)
    for tool in content.tools.values():
        for field, found in effect_problems(tool.effect):
            sources.add("Tool Card", tool.id, f"effect.{field}", found)
        if not tool.text.strip():
            sources.add("Tool Card", tool.id, "text", rule("says-what-it-does", what=TOOL_CARD))
        if rewarded[tool.id] == 0:
            sources.add("Tool Card", tool.id, "id", rule("tool-unreached"))
        elif rewarded[tool.id] > 1:
            sources.add("Tool Card", tool.id, "id", rule("tool-given-twice"))
    seen: dict[str, str] = {}
    for card in [*content.windows.values(), *content.booster_windows.values()]:
        for number, obj in enumerate(card.design.private_objectives):
            if not ID_PATTERN.match(obj.id):
                sources.add("window", card.design.id, f"private_objectives[{number}].id",
                            detail("id-pattern"))
            if obj.id in seen:
                sources.add("window", card.design.id, f"private_objectives[{number}].id",
                            rule("private-id-used", ident=Quoted(obj.id),
                                 window=Quoted(seen[obj.id])))
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
                            rule("unknown-id", what=ENVELOPE, ident=Quoted(trigger.envelope)))
        for number, unlock in enumerate(card.unlocks):
            if unlock.envelope not in content.envelopes:
                sources.add("window", ident, f"unlocks[{number}].envelope",
                            rule("unknown-id", what=ENVELOPE, ident=Quoted(unlock.envelope)))
    for envelope in content.envelopes.values():
        found = openers.get(envelope.id, [])
        sources_found = {source for source, _ in found}
        for number, source in enumerate(envelope.opened_by):
            if source not in sources_found:
                sources.add("envelope", envelope.id, f"opened_by[{number}]",
                            rule("not-an-opener", ident=Quoted(source)))
        for source in sorted(sources_found - set(envelope.opened_by)):
            sources.add("envelope", envelope.id, "opened_by",
                        rule("opener-not-listed", ident=Quoted(source)))
        if not any(unconditional for _, unconditional in found):
            sources.add("envelope", envelope.id, "opened_by", rule("only-conditional"))


def _check_grants(content: CampaignContent, sources: Sources) -> None:
    lists: tuple[tuple[str, Worded, Collection[str]], ...] = (
        ("abilities", ABILITY, content.abilities),
        ("crest_abilities", CREST_ABILITY, content.crest_abilities),
        ("crest_choices", CREST_ABILITY, content.crest_abilities),
        ("dedication_abilities", DEDICATION, content.dedication_abilities),
        ("tools", TOOL_CARD, content.tools),
        ("market_tools", TOOL_CARD, content.tools),
        ("market_tracks", MARKET_TRACK, content.market_tracks),
    )
    for envelope in content.envelopes.values():
        grants = envelope.grants
        for field, word, known in lists:
            for number, ident in enumerate(getattr(grants, field)):
                if ident not in known:
                    sources.add("envelope", envelope.id, f"grants.{field}[{number}]",
                                rule("unknown-id", what=word, ident=Quoted(ident)))
        for number, new_rule in enumerate(grants.rules):
            for suffix, found in rule_problems(new_rule):
                sources.add("envelope", envelope.id, f"grants.rules[{number}]{suffix}", found)
        if grants.rules and not grants.rules_text.strip():
            sources.add("envelope", envelope.id, "grants.rules_text", rule("campaign-rules-text"))
    _check_reachable(content, sources)


def _granted(envelopes: list[Envelope], field: str) -> set[str]:
    return {ident for e in envelopes for ident in getattr(e.grants, field)}


def _check_reachable(content: CampaignContent, sources: Sources) -> None:
    envelopes = list(content.envelopes.values())
    crests = _granted(envelopes, "crest_abilities") | _granted(envelopes, "crest_choices")
    for ident in content.crest_abilities:
        if ident not in crests:
            sources.add("ability", ident, "family", rule("crest-unreached"))
    dedications = _granted(envelopes, "dedication_abilities")
    for ident in content.dedication_abilities:
        if ident not in dedications:
            sources.add("ability", ident, "id", rule("dedication-unreached"))
    tracks = _granted(envelopes, "market_tracks")
    for ident in content.market_tracks:
        if ident not in tracks:
            sources.add("market track", ident, "id", rule("track-unreached"))
    used = _granted(envelopes, "abilities") | crests | set(content.dedication_abilities)
    for card in [*content.windows.values(), *content.booster_windows.values()]:
        used |= {r.ability.id for r in card.design.rules if r.ability is not None}
    for envelope in envelopes:
        used |= {r.ability.id for r in envelope.grants.rules if r.ability is not None}
    for ident in content.abilities:
        if ident not in used:
            sources.add("ability", ident, "id", rule("ability-unused"))


def _check_abilities(content: CampaignContent, sources: Sources) -> None:
    for ability in content.abilities.values():
        for field, found in effect_problems(ability.effect):
            sources.add("ability", ability.id, f"effect.{field}", found)
        if ability.per_turn < 0:
            sources.add("ability", ability.id, "per_turn", rule("per-turn"))
        if not ability.text.strip():
            sources.add("ability", ability.id, "text", rule("says-what-it-does", what=ABILITY))
    for track in content.market_tracks.values():
        if track.dedication not in content.abilities:
            sources.add("market track", track.id, "dedication",
                        rule("unknown-id", what=ABILITY, ident=Quoted(track.dedication)))
        elif track.dedication in content.crest_abilities:
            sources.add("market track", track.id, "dedication", rule("dedication-not-crest"))
    types: dict[Color, set[str]] = {color: set() for color in content.family_colors}
    for crest in content.crest_abilities.values():
        ability = content.abilities[crest.ability]
        if crest.family not in types:
            sources.add("ability", crest.ability, "family",
                        rule("not-family-colour", colour=_colour(crest.family)))
            continue
        types[crest.family].add(ability_type(ability.effect))
        if crest.records_color and not isinstance(ability.effect, ChangeColor):
            sources.add("ability", crest.ability, "records_color", rule("records-colour"))
    for color, kinds in types.items():
        missing = tuple(TYPE_WORDS[t] for t in ABILITY_TYPES if t not in kinds)
        if missing:
            sources.add_at(sources.file("abilities"), None, "family",
                           rule("crest-lacks", colour=_colour(color), missing=missing))


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
            sources.add_at(sources.file("windows/campaign"), None, "pattern",
                           rule("square-numbers", cells=wanted[number], number=number,
                                printed=printed[number],
                                windows=tuple(where.get(number, [])) or "-"))

