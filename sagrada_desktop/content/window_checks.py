"""Checks of one window on its own: pattern, tools, New Rules, triggers, private objectives."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..codec.details import Detail, Quoted, Worded, rule
from ..engine import BASE_OBJECTIVES, ROUNDS, Ability, PrivateObjective, WindowRule
from ..engine.legacy_types import WindowCard
from .effect_checks import effect_problems, makes_orange
from .playability import has_orange_space, pattern_problems
from .sources import Sources

PUBLIC_OBJECTIVE = Worded("public objective", "公共目標")
ABILITY = Worded("ability", "能力")
MIN_PRIVATE_OBJECTIVES = 4
MAX_STARS = 4

Add = Callable[[str, Detail], None]


def check_window(card: WindowCard, sources: Sources) -> None:
    design = card.design
    ident = design.id

    def add(field: str, found: Detail) -> None:
        sources.add("window", ident, field, found)

    for text_field, value in (("name", design.name), ("story", card.story)):
        if not value.strip():
            add(text_field, rule("not-empty"))
    for found in pattern_problems(design.pattern):
        add("pattern", found)
    stars = sum(1 for s in design.pattern.spaces if s.exists and s.star)
    magic = sum(1 for s in design.pattern.spaces if s.exists and s.magic is not None)
    if not 1 <= stars <= MAX_STARS:
        add("pattern", rule("star-count", count=stars, most=MAX_STARS))
    if card.booster and magic:
        add("pattern", rule("booster-magic"))
    _check_tools(card, add)
    _check_rules(design.rules, design.rules_text, stars, magic, add)
    if has_orange_space(design.pattern) and not _can_make_orange(card):
        add("pattern", rule("orange-space"))
    _check_triggers(card, stars, add)
    _check_objectives_left_out(card, add)
    _check_private_objectives(design.private_objectives, stars, magic, add)
    if card.booster:
        campaign_only: tuple[tuple[str, object], ...] = (
            ("legacy_points", design.legacy_points), ("triggers", design.triggers),
            ("unlocks", card.unlocks), ("intro", card.intro), ("outros", card.outros),
            ("reward_tools", card.reward_tools),
        )
        for field, given in campaign_only:
            if given:
                add(field, rule("booster-campaign-field"))
    else:
        if design.legacy_points < 1:
            add("legacy_points", rule("window-legacy"))
        if not card.intro:
            add("intro", rule("window-intro"))
        if not card.outros:
            add("outros", rule("window-outros"))


def _check_objectives_left_out(card: WindowCard, add: Add) -> None:
    left_out = card.design.objectives_left_out
    for number, oid in enumerate(left_out):
        if oid not in BASE_OBJECTIVES:
            add(f"objectives_left_out[{number}]", rule("unknown-id", what=PUBLIC_OBJECTIVE,
                                                       ident=Quoted(oid)))
    if len(set(BASE_OBJECTIVES) - set(left_out)) < 3:
        add("objectives_left_out", rule("objectives-to-deal"))


def _check_tools(card: WindowCard, add: Add) -> None:
    tools = card.design.tools
    if len(tools) != 3:
        add("tools", rule("window-tools-exactly", count=len(tools)))
    for number, tool in enumerate(tools):
        where = f"tools[{number}]"
        if not tool.name.strip():
            add(f"{where}.name", rule("not-empty"))
        if not 1 <= len(tool.boxes) <= 3:
            add(f"{where}.boxes", rule("tool-boxes", count=len(tool.boxes)))
        if any(points < 1 for points in tool.boxes):
            add(f"{where}.boxes", rule("box-points"))
        for sub, found in effect_problems(tool.effect):
            add(f"{where}.effect.{sub}", found)


def _can_make_orange(card: WindowCard) -> bool:
    design = card.design
    return any(makes_orange(t.effect) for t in design.tools) or any(
        r.ability is not None and makes_orange(r.ability.effect) for r in design.rules
    )


def _check_rules(rules: tuple[WindowRule, ...], rules_text: str, stars: int, magic: int,
                 add: Add) -> None:
    if rules and not rules_text.strip():
        add("rules_text", rule("rules-text"))
    for number, window_rule in enumerate(rules):
        for field, found in rule_problems(window_rule, stars, magic):
            add(f"rules[{number}]{field}", found)


def rule_problems(new_rule: WindowRule, stars: int | None = None,
                  magic: int | None = None) -> list[tuple[str, Detail]]:
    """(field suffix, what is wrong) pairs; stars/magic: the window's counts, None for
    campaign rules."""
    out: list[tuple[str, Detail]] = []
    kind = new_rule.kind
    needs_points = kind in ("star-points", "magic-points", "color-points", "empty-penalty")
    if needs_points and new_rule.points < 1:
        out.append((".points", rule("rule-needs-points", kind=kind)))
    if not needs_points and new_rule.points:
        out.append((".points", rule("rule-no-points", kind=kind)))
    if (kind == "color-points") != (new_rule.color is not None):
        out.append((".color", rule("rule-colour")))
    if kind == "grant-ability" and new_rule.ability is None:
        out.append((".ability", rule("rule-ability")))
    if kind == "star-points" and stars == 0:
        out.append(("", rule("no-stars-for", kind=kind)))
    if kind == "magic-points" and magic == 0:
        out.append(("", rule("no-magic-for", kind=kind)))
    return out


def _check_triggers(card: WindowCard, stars: int, add: Add) -> None:
    for number, trigger in enumerate(card.design.triggers):
        where = f"triggers[{number}]"
        if trigger.kind == "end-of-round" and not 1 <= trigger.round <= ROUNDS:
            add(f"{where}.round", rule("trigger-round", rounds=ROUNDS))
        if trigger.kind == "stars-filled" and (trigger.round or not stars):
            add(where, rule("trigger-stars"))
    for number, unlock in enumerate(card.unlocks):
        counted = unlock.condition in ("winner-score-at-least", "constructed-at-least")
        if counted != (unlock.value > 0):
            add(f"unlocks[{number}].value", rule("unlock-value"))


def _check_private_objectives(objectives: tuple[PrivateObjective, ...], stars: int, magic: int,
                              add: Add) -> None:
    if len(objectives) < MIN_PRIVATE_OBJECTIVES:
        add("private_objectives", rule("private-count", least=MIN_PRIVATE_OBJECTIVES,
                                       count=len(objectives)))
    seen: set[tuple[object, ...]] = set()
    for number, obj in enumerate(objectives):
        where = f"private_objectives[{number}]"
        key = (obj.kind, obj.color, obj.value)
        if key in seen:
            add(where, rule("objective-twice"))
        seen.add(key)
        if not obj.name.strip() or not obj.text.strip():
            add(where, rule("name-and-text"))
        needs_color = obj.kind in ("color-sum", "color-count")
        if needs_color != (obj.color is not None):
            add(f"{where}.color", rule("objective-colour"))
        if (obj.kind == "value-count") != (obj.value != 0):
            add(f"{where}.value", rule("objective-value-only"))
        if obj.kind == "value-count" and not 1 <= obj.value <= 6:
            add(f"{where}.value", rule("objective-value"))
        if obj.points < 1:
            add(f"{where}.points", rule("points-positive"))
        if obj.kind == "star-sum" and not stars:
            add(where, rule("no-stars-for", kind="star-sum"))
        if obj.kind == "magic-sum" and not magic:
            add(where, rule("no-magic-for", kind="magic-sum"))


def check_rules_abilities(kind: str, ident: str, field: str, rules: Sequence[WindowRule],
                          abilities: Mapping[str, Ability], sources: Sources) -> None:
    """Every ability these rules name is one of `abilities` (those read from abilities/)."""
    for number, window_rule in enumerate(rules):
        if window_rule.ability is not None and window_rule.ability.id not in abilities:
            sources.add(kind, ident, f"{field}[{number}].ability",
                        rule("unknown-id", what=ABILITY, ident=Quoted(window_rule.ability.id)))
