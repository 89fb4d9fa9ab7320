"""Scoring step 6 taken apart, for the scoring table: what each window rule that scores gave
(filled star spaces, Magic Square spaces, dice of a colour), the constructed Cathedral spaces,
and the Glory cards, in words ("3 stars + 2 Cathedral spaces = 5"). The parts add up to the
engine's ScoreCard.extra; the engine's scoring stays the one that counts."""

from __future__ import annotations

from attrs import frozen

from sagrada_desktop.engine import GameState, ScoreCard, WindowRule
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import bracketed, color_name


@frozen
class Part:
    key: str        # "stars", "magic", "color:R", "cathedral", "pioneer", "flourish"
    label: str      # the row label: "stars filled, 2 each"
    count: int      # how many (stars, dice, spaces); the points for the Glory cards
    points: int
    words: str      # "3 stars" / "2 Cathedral spaces" / "Pioneer 3"


def _each(points: int) -> str:
    return translate("step_six", "{points} each").format(points=points)


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _rule_part(rule: WindowRule, state: GameState, seat: int) -> Part | None:
    w = state.seats[seat].window
    placed = [(s, d) for s, d in zip(w.spaces, w.dice(), strict=True) if d is not None]
    if rule.kind == "star-points":
        n = sum(1 for s, _ in placed if s.star)
        return Part("stars", translate("step_six", "stars filled, {v}").format(v=_each(rule.points)), n, n * rule.points,
                    _plural(n, translate("step_six", "star"), translate("step_six", "stars")))
    if rule.kind == "magic-points":
        n = sum(1 for s, _ in placed if s.magic is not None)
        return Part("magic", translate("step_six", "Magic Square spaces, {v}").format(v=_each(rule.points)), n, n * rule.points,
                    _plural(n, translate("step_six", "Magic Square space"), translate("step_six", "Magic Square spaces")))
    if rule.kind == "color-points" and rule.color is not None:
        color = color_name(rule.color, lower=True)
        n = sum(1 for _, d in placed if d.color is rule.color)
        return Part(f"color:{rule.color.value}", translate("step_six", "{color} dice, {v}").format(color=color, v=_each(rule.points)), n,
                    n * rule.points, _plural(n, translate("step_six", "{color} die").format(color=color), translate("step_six", "{color} dice").format(color=color)))
    return None


def step_six_parts(state: GameState, card: ScoreCard) -> list[Part]:
    """Every part of one seat's step 6, in the order the table lists them."""
    parts = [p for p in (_rule_part(r, state, card.seat) for r in state.rules) if p is not None]
    n = len(state.seats[card.seat].constructed)
    parts.append(Part("cathedral", translate("step_six", "Cathedral spaces, 1 each"), n, n,
                      _plural(n, translate("step_six", "Cathedral space"), translate("step_six", "Cathedral spaces"))))
    modules = state.setup.modules
    if modules.pioneer:
        parts.append(Part("pioneer", translate("step_six", "Pioneer"), card.pioneer, card.pioneer,
                          translate("step_six", "Pioneer {pioneer}").format(pioneer=card.pioneer)))
    if modules.flourish:
        parts.append(Part("flourish", translate("step_six", "Flourish"), card.flourish, card.flourish,
                          translate("step_six", "Flourish {flourish}").format(flourish=card.flourish)))
    return parts


def step_six_words(parts: list[Part], total: int) -> str:
    """'3 stars + 2 Cathedral spaces = 5' (parts worth nothing and counting nothing left out;
    a part worth other than its count says its points: '3 stars (6)')."""
    shown = [p for p in parts if p.count or p.points or p.key in ("pioneer", "flourish")]
    if not shown:
        return translate("step_six", "Nothing scored in step 6")
    words = [p.words if p.points == p.count or p.key in ("pioneer", "flourish")
             else bracketed(p.words, str(p.points)) for p in shown]
    return " + ".join(words) + f" = {total}"
