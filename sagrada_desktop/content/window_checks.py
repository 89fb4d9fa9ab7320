"""Checks of one window on its own: pattern, tools, New Rules, triggers, private objectives."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..engine import BASE_OBJECTIVES, ROUNDS, Ability, PrivateObjective, WindowRule
from ..engine.legacy_types import WindowCard
from .effect_checks import effect_problems, makes_orange
from .playability import has_orange_space, pattern_problems
from .sources import Sources

MIN_PRIVATE_OBJECTIVES = 4
MAX_STARS = 4

Add = Callable[[str, str], None]


def check_window(card: WindowCard, sources: Sources) -> None:
    design = card.design
    ident = design.id

    def add(field: str, message: str) -> None:
        sources.add("window", ident, field, message)

    for text_field, value in (("name", design.name), ("story", card.story)):
        if not value.strip():
            add(text_field, "must not be empty")
    for message in pattern_problems(design.pattern):
        add("pattern", message)
    stars = sum(1 for s in design.pattern.spaces if s.exists and s.star)
    magic = sum(1 for s in design.pattern.spaces if s.exists and s.magic is not None)
    if not 1 <= stars <= MAX_STARS:
        add("pattern", f"has {stars} star spaces; a window has 1 to {MAX_STARS}")
    if card.booster and magic:
        add("pattern", "booster windows are played outside the campaign: no Magic Square spaces")
    _check_tools(card, add)
    _check_rules(design.rules, design.rules_text, stars, magic, add)
    if has_orange_space(design.pattern) and not _can_make_orange(card):
        add("pattern", "an orange space needs a window tool or granted ability that makes orange")
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
                add(field, "booster windows are played outside the campaign; leave this out")
    else:
        if design.legacy_points < 1:
            add("legacy_points", "a campaign window awards at least 1 Legacy Point")
        if not card.intro:
            add("intro", "a campaign window needs its Intro Story Card")
        if not card.outros:
            add("outros", "a campaign window needs at least one Outro Story Card")


def _check_objectives_left_out(card: WindowCard, add: Add) -> None:
    left_out = card.design.objectives_left_out
    for number, oid in enumerate(left_out):
        if oid not in BASE_OBJECTIVES:
            add(f"objectives_left_out[{number}]", f"unknown public objective {oid!r}")
    if len(set(BASE_OBJECTIVES) - set(left_out)) < 3:
        add("objectives_left_out", "leave at least 3 public objectives to deal")


def _check_tools(card: WindowCard, add: Add) -> None:
    tools = card.design.tools
    if len(tools) != 3:
        add("tools", f"a window has exactly 3 tools, found {len(tools)}")
    for number, tool in enumerate(tools):
        where = f"tools[{number}]"
        if not tool.name.strip():
            add(f"{where}.name", "must not be empty")
        if not 1 <= len(tool.boxes) <= 3:
            add(f"{where}.boxes",
                f"a window tool has 1 to 3 point boxes, found {len(tool.boxes)}")
        if any(points < 1 for points in tool.boxes):
            add(f"{where}.boxes", "each point box prints 1 point or more")
        for sub, message in effect_problems(tool.effect):
            add(f"{where}.effect.{sub}", message)


def _can_make_orange(card: WindowCard) -> bool:
    design = card.design
    return any(makes_orange(t.effect) for t in design.tools) or any(
        r.ability is not None and makes_orange(r.ability.effect) for r in design.rules
    )


def _check_rules(rules: tuple[WindowRule, ...], rules_text: str, stars: int, magic: int,
                 add: Add) -> None:
    if rules and not rules_text.strip():
        add("rules_text", "explain the New Rules to the players in plain words")
    for number, rule in enumerate(rules):
        for field, message in rule_problems(rule, stars, magic):
            add(f"rules[{number}]{field}", message)


def rule_problems(rule: WindowRule, stars: int | None = None,
                  magic: int | None = None) -> list[tuple[str, str]]:
    """(field suffix, message) pairs; stars/magic: the window's counts, None for campaign rules."""
    out: list[tuple[str, str]] = []
    needs_points = rule.kind in ("star-points", "magic-points", "color-points", "empty-penalty")
    if needs_points and rule.points < 1:
        out.append((".points", f"a {rule.kind} rule needs points of 1 or more"))
    if not needs_points and rule.points:
        out.append((".points", f"a {rule.kind} rule takes no points"))
    if (rule.kind == "color-points") != (rule.color is not None):
        out.append((".color", "a colour belongs to color-points rules, and only to them"))
    if rule.kind == "grant-ability" and rule.ability is None:
        out.append((".ability", "a grant-ability rule names the ability it grants"))
    if rule.kind == "star-points" and stars == 0:
        out.append(("", "star-points on a window with no star spaces"))
    if rule.kind == "magic-points" and magic == 0:
        out.append(("", "magic-points on a window with no Magic Square spaces"))
    return out


def _check_triggers(card: WindowCard, stars: int, add: Add) -> None:
    for number, trigger in enumerate(card.design.triggers):
        where = f"triggers[{number}]"
        if trigger.kind == "end-of-round" and not 1 <= trigger.round <= ROUNDS:
            add(f"{where}.round", f"an end-of-round trigger names a round 1 to {ROUNDS}")
        if trigger.kind == "stars-filled" and (trigger.round or not stars):
            add(where, "a stars-filled trigger needs star spaces and takes no round")
    for number, unlock in enumerate(card.unlocks):
        counted = unlock.condition in ("winner-score-at-least", "constructed-at-least")
        if counted != (unlock.value > 0):
            add(f"unlocks[{number}].value",
                "winner-score-at-least and constructed-at-least need a value above 0; "
                "other conditions take none")


def _check_private_objectives(objectives: tuple[PrivateObjective, ...], stars: int, magic: int,
                              add: Add) -> None:
    if len(objectives) < MIN_PRIVATE_OBJECTIVES:
        add("private_objectives",
            f"a window deals one Private Objective per family: give at least "
            f"{MIN_PRIVATE_OBJECTIVES}, found {len(objectives)}")
    seen: set[tuple[object, ...]] = set()
    for number, obj in enumerate(objectives):
        where = f"private_objectives[{number}]"
        key = (obj.kind, obj.color, obj.value)
        if key in seen:
            add(where, "the same objective twice in one window")
        seen.add(key)
        if not obj.name.strip() or not obj.text.strip():
            add(where, "needs a name and a text")
        needs_color = obj.kind in ("color-sum", "color-count")
        if needs_color != (obj.color is not None):
            add(f"{where}.color", "color-sum and color-count name a colour; others do not")
        if (obj.kind == "value-count") != (obj.value != 0):
            add(f"{where}.value", "value-count names a value 1-6; others do not")
        if obj.kind == "value-count" and not 1 <= obj.value <= 6:
            add(f"{where}.value", "value-count names a value 1-6")
        if obj.points < 1:
            add(f"{where}.points", "points must be 1 or more")
        if obj.kind == "star-sum" and not stars:
            add(where, "star-sum on a window with no star spaces")
        if obj.kind == "magic-sum" and not magic:
            add(where, "magic-sum on a window with no Magic Square spaces")


def check_rules_abilities(kind: str, ident: str, field: str, rules: Sequence[WindowRule],
                          abilities: Mapping[str, Ability], sources: Sources) -> None:
    """Every ability these rules name is one of `abilities` (those read from abilities/)."""
    for number, rule in enumerate(rules):
        if rule.ability is not None and rule.ability.id not in abilities:
            sources.add(kind, ident, f"{field}[{number}].ability",
                        f"unknown ability {rule.ability.id!r}")
