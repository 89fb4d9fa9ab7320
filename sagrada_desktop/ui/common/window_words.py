"""A window's own New Rules and Unlock Triggers in words, as its journal page prints them:
"each filled star space scores 1 point", "at the end of round 4, open Envelope 1"."""

from __future__ import annotations

from collections.abc import Callable

from sagrada_desktop.campaign import VisibleCampaign
from sagrada_desktop.engine import GameState, Trigger, WindowDesign, WindowRule
from sagrada_desktop.engine.legacy_types import EndOfGameUnlock, WindowCard


def _points(n: int) -> str:
    return f"{n} point" if abs(n) == 1 else f"{n} points"


def rule_words(rule: WindowRule) -> str:
    if rule.kind == "star-points":
        return f"Each filled star space scores {_points(rule.points)}."
    if rule.kind == "magic-points":
        return f"Each filled Magic Square space scores {_points(rule.points)}."
    if rule.kind == "color-points":
        color = rule.color.label.lower() if rule.color is not None else "such"
        return f"Each {color} die in your window scores {_points(rule.points)}."
    if rule.kind == "first-on-edge":
        return "Your first die must fill a space on the window's outer edge."
    if rule.kind == "grant-ability":
        a = rule.ability
        if a is None:
            return "Every family has one more ability in this game."
        return f"Every family has the ability {a.name} in this game: {a.text}".rstrip(": ")
    if rule.kind == "extra-pool-die":
        return "The pool holds one more die each round."
    if rule.kind == "empty-penalty":
        return f"Each empty space costs {_points(rule.points)} (instead of 1)."
    return ""


def trigger_words(trigger: Trigger, number: Callable[[str], int | None]) -> str:
    """`number` gives an envelope's printed number (None: unknown)."""
    n = number(trigger.envelope)
    envelope = f"Envelope {n}" if n is not None else "an envelope"
    if trigger.kind == "end-of-round":
        return f"At the end of round {trigger.round}, open {envelope} before the next round."
    return f"Once every family has filled all its star spaces, open {envelope}."


def new_rules_lines(design: WindowDesign) -> list[str]:
    """The printed New Rules text, else each rule in words."""
    if design.rules_text.strip():
        return [design.rules_text.strip()]
    lines = [w for w in (rule_words(r) for r in design.rules) if w]
    return lines or ["No New Rules in this window."]


def scoring_rule_lines(design: WindowDesign) -> list[str]:
    """The rules that score in step 6, in words (constructed Cathedral spaces always do)."""
    lines = [rule_words(r) for r in design.rules
             if r.kind in ("star-points", "magic-points", "color-points")]
    return [*lines, "Each Cathedral space you construct scores 1 point."]


def unlock_words(unlock: EndOfGameUnlock, number: Callable[[str], int | None]) -> str:
    """An End of Game Unlock Trigger, checked after the Market."""
    n = number(unlock.envelope)
    envelope = f"Envelope {n}" if n is not None else "an envelope"
    condition = {
        "always": "",
        "winner-score-at-least": f"if the winner scored at least {unlock.value} points, ",
        "any-broken-window": "if any family ended the game with a broken space, ",
        "any-empty-space": "if any family ended the game with an empty space, ",
        "all-stars-filled": "if every family filled all its star spaces, ",
        "constructed-at-least": f"if the Cathedral Board has at least {unlock.value} "
                                "constructed spaces, ",
    }.get(unlock.condition, "if its condition was met, ")
    return f"After the Market, {condition}open {envelope}."


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
STAR_PLAIN = ("A star space adds no restriction of its own; the window's rules and objectives "
              "refer to it.")


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
    return [trigger_words(t, _shipped_number) + (" (opened)" if k in state.fired_triggers else "")
            for k, t in enumerate(state.setup.window.triggers)]


def rules_in_play(state: GameState) -> list[str]:
    """Each rule the engine applies in this game (the window's and opened envelopes')."""
    return [w for w in (rule_words(r) for r in state.rules) if w]


def new_rules_text(design: WindowDesign) -> str:
    from printing.wording import NO_NEW_RULES

    return " ".join(design.rules_text.split()) or NO_NEW_RULES


def story_text(design: WindowDesign) -> str:
    from sagrada_desktop.content import ContentError

    from . import catalogue

    try:
        card = catalogue.window_card(design)
    except (ContentError, OSError):
        card = None
    return " ".join(card.story.split()) if card is not None else ""


def star_words(state: GameState) -> str:
    """What a star space does on this window: its rules, triggers and objectives that refer to
    stars, or that it only marks the space."""
    from . import catalogue

    parts = [rule_words(r) for r in state.rules if r.kind == "star-points"]
    parts += [trigger_words(t, _shipped_number) for t in state.setup.window.triggers
              if t.kind == "stars-filled"]
    publics = [catalogue.objective_name(o) for o in state.objectives if o in STAR_OBJECTIVES]
    if publics:
        parts.append(f"The Public Objective {', '.join(publics)} counts filled star spaces.")
    privates = [p.name for p in state.setup.window.private_objectives if p.kind == "star-sum"]
    if privates:
        parts.append(f"The Private Objective {', '.join(privates)} sums the values on star "
                     "spaces.")
    if not parts:
        return STAR_PLAIN
    return "Star: no restriction of its own. " + " ".join(parts)
