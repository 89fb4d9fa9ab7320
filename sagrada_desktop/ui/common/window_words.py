"""A window's own New Rules and Unlock Triggers in words, as its journal page prints them:
"each filled star space scores 1 point", "at the end of round 4, open Envelope 1"."""

from __future__ import annotations

from collections.abc import Callable

from sagrada_desktop.campaign import VisibleCampaign
from sagrada_desktop.engine import GameState, Trigger, WindowDesign, WindowRule
from sagrada_desktop.engine.legacy_types import EndOfGameUnlock, WindowCard
from sagrada_desktop.ui.common.content_words import (
    card_name,
    card_text,
    window_rules,
    window_story,
)
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.wording import color_name, listed, sentences
from sagrada_desktop.wording.spacing import flowed


def _points(n: int) -> str:
    return translate("window_words", "{n} point").format(n=n) if abs(n) == 1 else translate("window_words", "{n} points").format(n=n)


def rule_words(rule: WindowRule) -> str:
    if rule.kind == "star-points":
        return translate("window_words", "Each filled star space scores {v}.").format(v=_points(rule.points))
    if rule.kind == "magic-points":
        return translate("window_words", "Each filled Magic Square space scores {v}.").format(v=_points(rule.points))
    if rule.kind == "color-points":
        color = color_name(rule.color, lower=True) if rule.color is not None else translate("window_words", "such")
        return translate("window_words", "Each {color} die in your window scores {v}.").format(color=color, v=_points(rule.points))
    if rule.kind == "first-on-edge":
        return translate("window_words", "Your first die must fill a space on the window's outer edge.")
    if rule.kind == "grant-ability":
        a = rule.ability
        if a is None:
            return translate("window_words", "Every family has one more ability in this game.")
        return translate("window_words", "Every family has the ability {name} in this game: {text}").format(
            name=card_name(a), text=card_text(a)).rstrip(":： ")  # no text: no colon (either width)
    if rule.kind == "extra-pool-die":
        return translate("window_words", "The pool holds one more die each round.")
    if rule.kind == "empty-penalty":
        return translate("window_words", "Each empty space costs {v} (instead of 1).").format(v=_points(rule.points))
    return ""


def trigger_words(trigger: Trigger, number: Callable[[str], int | None]) -> str:
    """`number` gives an envelope's printed number (None: unknown)."""
    n = number(trigger.envelope)
    envelope = translate("window_words", "Envelope {n}").format(n=n) if n is not None else translate("window_words", "an envelope")
    if trigger.kind == "end-of-round":
        return translate("window_words", "At the end of round {round}, open {envelope} before the next round.").format(round=trigger.round, envelope=envelope)
    return translate("window_words", "Once every family has filled all its star spaces, open {envelope}.").format(envelope=envelope)


def new_rules_lines(design: WindowDesign) -> list[str]:
    """The printed New Rules text, else each rule in words."""
    if design.rules_text.strip():
        return [window_rules(design).strip()]
    lines = [w for w in (rule_words(r) for r in design.rules) if w]
    return lines or [translate("window_words", "No New Rules in this window.")]


def scoring_rule_lines(design: WindowDesign) -> list[str]:
    """The rules that score in step 6, in words (constructed Cathedral spaces always do)."""
    lines = [rule_words(r) for r in design.rules
             if r.kind in ("star-points", "magic-points", "color-points")]
    return [*lines, translate("window_words", "Each Cathedral space you construct scores 1 point.")]


def unlock_words(unlock: EndOfGameUnlock, number: Callable[[str], int | None]) -> str:
    """An End of Game Unlock Trigger, checked after the Market."""
    n = number(unlock.envelope)
    envelope = translate("window_words", "Envelope {n}").format(n=n) if n is not None else translate("window_words", "an envelope")
    conditions = {
        "always": "",
        "winner-score-at-least": translate("window_words", "if the winner scored at least {value} points, "),
        "any-broken-window": translate("window_words", "if any family ended the game with a broken space, "),
        "any-empty-space": translate("window_words", "if any family ended the game with an empty space, "),
        "all-stars-filled": translate("window_words", "if every family filled all its star spaces, "),
        "constructed-at-least": translate("window_words", "if the Cathedral Board has at least {value} "
                                          "constructed spaces, "),
    }
    condition = conditions.get(unlock.condition, translate("window_words", "if its condition was met, ")
                               ).format(value=unlock.value)
    return translate("window_words", "After the Market, {condition}open {envelope}.").format(condition=condition, envelope=envelope)


def trigger_lines(card: WindowCard, number: Callable[[str], int | None]) -> list[str]:
    """Every Unlock Trigger printed on a campaign window: during the game, then after it."""
    lines = [trigger_words(t, number) for t in card.design.triggers]
    return lines + [unlock_words(u, number) for u in card.unlocks]


def envelope_numbers(visible: VisibleCampaign) -> Callable[[str], int | None]:
    """The printed number of an envelope by id, opened or sealed (numbers are public)."""
    numbers = {e.id: e.number for e in visible.opened}
    numbers.update({e.id: e.number for e in visible.sealed if e.id})
    return numbers.get


# --- during play: the game screen's Window rules tab and the star spaces' tooltips ------------

STAR_OBJECTIVES = frozenset({"star-light"})  # the public objectives that count stars
STAR_PLAIN = QT_TRANSLATE_NOOP("window_words", "A star space adds no restriction of its own; "
                               "the window's rules and objectives refer to it.")


def _shipped_number(envelope: str) -> int | None:
    from sagrada_desktop.content import ContentError

    from . import catalogue

    try:
        found = catalogue.content().envelopes.get(envelope)
    except (ContentError, OSError):
        found = None
    return found.number if found is not None else None


def trigger_lines_in_play(state: GameState) -> list[str]:
    """Every unlock trigger of the window being played, with whether it has fired."""
    return [trigger_words(t, _shipped_number) + (translate("window_words", " (opened)") if k in state.fired_triggers else "")
            for k, t in enumerate(state.setup.window.triggers)]


def rules_in_play(state: GameState) -> list[str]:
    """Each rule the engine applies in this game (the window's and opened envelopes')."""
    return [w for w in (rule_words(r) for r in state.rules) if w]


def new_rules_text(design: WindowDesign) -> str:
    from printing.wording import NO_NEW_RULES

    return flowed(window_rules(design)) or NO_NEW_RULES


def story_text(design: WindowDesign) -> str:
    from sagrada_desktop.content import ContentError

    from . import catalogue

    try:
        card = catalogue.window_card(design)
    except (ContentError, OSError):
        card = None
    return flowed(window_story(card.design.id, card.story)) if card is not None else ""


def star_words(state: GameState) -> str:
    """What a star space does on this window: its rules, triggers and objectives that refer to
    stars, or that it only marks the space."""
    from . import catalogue

    parts = [rule_words(r) for r in state.rules if r.kind == "star-points"]
    parts += [trigger_words(t, _shipped_number) for t in state.setup.window.triggers
              if t.kind == "stars-filled"]
    publics = [catalogue.objective_name(o) for o in state.objectives if o in STAR_OBJECTIVES]
    if publics:
        parts.append(translate("window_words", "The Public Objective {v} counts filled star spaces.").format(v=listed(publics)))
    privates = [card_name(p) for p in state.setup.window.private_objectives if p.kind == "star-sum"]
    if privates:
        parts.append(translate("window_words", "The Private Objective {v} sums the values on star spaces.").format(v=listed(privates)))
    if not parts:
        return translate("window_words", STAR_PLAIN)
    return sentences([translate("window_words", "Star: no restriction of its own."), *parts])
