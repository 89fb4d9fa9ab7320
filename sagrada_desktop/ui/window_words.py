"""What a window says during play, in words: its New Rules as printed, each rule the engine
applies (window rules and those of envelopes opened in this game), its unlock triggers with
their state, its story, and what a star space does on it."""

from __future__ import annotations

from printing.wording import NO_NEW_RULES
from sagrada_desktop.content import ContentError
from sagrada_desktop.engine import GameState, Trigger, WindowDesign, WindowRule

from . import catalogue
from .plural import count

STAR_OBJECTIVES = frozenset({"star-light"})  # the public objectives that count stars
STAR_PLAIN = ("A star space adds no restriction of its own; the window's rules and objectives "
              "refer to it.")


def rule_line(rule: WindowRule) -> str:
    """One rule as the engine applies it."""
    kind = rule.kind
    if kind == "star-points":
        return f"Each filled star space scores {count(rule.points, 'point')}."
    if kind == "magic-points":
        return f"Each filled Magic Square space scores {count(rule.points, 'point')}."
    if kind == "color-points" and rule.color is not None:
        return (f"Each {rule.color.label.lower()} die in your window scores "
                f"{count(rule.points, 'point')}.")
    if kind == "first-on-edge":
        return "Your first die must fill a space on the window's outer edge."
    if kind == "grant-ability" and rule.ability is not None:
        return f"Every seat has the {rule.ability.name} ability in this game."
    if kind == "extra-pool-die":
        return "The Cathedral Board holds one more die each round."
    if kind == "empty-penalty":
        return f"Each space left empty costs {count(rule.points, 'point')} instead of 1."
    return kind.replace("-", " ").capitalize() + "."


def envelope_number(envelope: str) -> str:
    try:
        found = catalogue.content().envelopes.get(envelope)
    except (ContentError, OSError):
        found = None
    return str(found.number) if found is not None else envelope


def trigger_line(trigger: Trigger) -> str:
    number = envelope_number(trigger.envelope)
    if trigger.kind == "end-of-round":
        return f"Open Envelope {number} after round {trigger.round}."
    return (f"Open Envelope {number} at the end of the round in which every seat has filled "
            "all its star spaces (at the latest, before scoring).")


def trigger_lines(state: GameState) -> list[str]:
    """Every unlock trigger of the window, with whether it has fired in this game."""
    out = []
    for k, trigger in enumerate(state.setup.window.triggers):
        done = " (opened)" if k in state.fired_triggers else ""
        out.append(trigger_line(trigger) + done)
    return out


def rules_in_play(state: GameState) -> list[str]:
    return [rule_line(r) for r in state.rules]


def new_rules_text(design: WindowDesign) -> str:
    return " ".join(design.rules_text.split()) or NO_NEW_RULES


def story_text(design: WindowDesign) -> str:
    try:
        card = catalogue.window_card(design)
    except (ContentError, OSError):
        card = None
    return " ".join(card.story.split()) if card is not None else ""


def star_words(state: GameState) -> str:
    """What a star space does on this window: its rules, triggers and Private Objectives that
    refer to stars, or that it only marks the space."""
    parts = [rule_line(r) for r in state.rules if r.kind == "star-points"]
    parts += [trigger_line(t) for t in state.setup.window.triggers if t.kind == "stars-filled"]
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
