"""The greedy player's search: every way to finish the current turn, each with its value.

From a state with a drafted die, effect actions (abilities, window tools, Tool Cards) are
applied up to `depth` deep, keeping for each resulting die form (its colour and value,
whether adjacency is ignored, and the window if an effect changed it) the cheapest way to
reach it; then every legal fill of every form is judged. Re-rolls are chance events and
are not planned (see GreedyPlayer).
"""

from __future__ import annotations

from attrs import frozen

from ..engine import (
    Action,
    GameState,
    LoseDie,
    Reroll,
    SeatState,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    apply,
    effect_of,
    fill_spaces,
    legal_actions,
)
from .heuristic import WindowJudge, resource_value

ABILITY_USE_COST = 0.01  # free, but an ability used for nothing is not worth a step


@frozen
class Plan:
    actions: tuple[Action, ...]  # effect actions, then a FillSpace (or LoseDie)
    value: float


def is_reroll(state: GameState, action: Action) -> bool:
    return isinstance(effect_of(state, action), Reroll)


def _planned_effects(state: GameState) -> list[Action]:
    return [
        a for a in legal_actions(state)
        if isinstance(a, UseAbility | UseWindowTool | UseToolCard) and not is_reroll(state, a)
    ]


def _same_resources(a: SeatState, b: SeatState) -> bool:
    """Whether two states of one seat have the same resources (resource_value) in one game."""
    return (a.tool_boxes_used == b.tool_boxes_used and a.favor_tokens == b.favor_tokens
            and a.used_tool_cards == b.used_tool_cards and a.tool_cards == b.tool_cards)


Form = tuple[tuple[Action, ...], GameState, float]  # (effect actions, resulting state, cost)


def reachable_forms(state: GameState, depth: int) -> list[Form]:
    """(effect actions, resulting state, cost) for each die form reachable within depth steps."""
    seat_i = state.active_seat
    if depth <= 0:
        return [((), state, 0.0)]
    start_seat = state.seats[seat_i]
    start = resource_value(state, start_seat)

    def cost(s: GameState, steps: int) -> float:
        seat = s.seats[seat_i]
        if seat is start_seat or _same_resources(seat, start_seat):
            return ABILITY_USE_COST * steps  # exactly start - start + this
        return start - resource_value(s, seat) + ABILITY_USE_COST * steps

    window = state.seats[seat_i].window

    def form(s: GameState) -> object:
        hand = s.in_hand
        assert hand is not None
        changed = s.seats[seat_i].window  # an effect may change the window itself
        return (hand.current, hand.ignore_adjacency, None if changed is window else changed)

    best: dict[object, Form] = {form(state): ((), state, 0.0)}
    frontier: list[tuple[tuple[Action, ...], GameState]] = [((), state)]
    for _ in range(depth):
        next_frontier = []
        for actions, s in frontier:
            for a in _planned_effects(s):
                after = apply(s, a)
                path = actions + (a,)
                c = cost(after, len(path))
                key = form(after)
                known = best.get(key)
                if known is None or c < known[2]:
                    best[key] = (path, after, c)
                    next_frontier.append((path, after))
        frontier = next_frontier
    return list(best.values())


Judged = tuple[tuple[Action, ...], Action, float]  # (effect actions, last action, value)


def judged_ends(state: GameState, judge: WindowJudge, depth: int) -> list[Judged]:
    """turn_plans' plans, in the same order with the same values, as plain tuples (effect
    actions, the FillSpace or LoseDie, value): cheaper where most are looked at once."""
    out: list[Judged] = []
    for actions, s, cost in reachable_forms(state, depth):
        hand = s.in_hand
        assert hand is not None
        fills = fill_spaces(s)
        if not fills:
            continue
        values = judge.values_after_fills(hand.current, fills, s.seats[s.active_seat].window)
        for fill, value in zip(fills, values, strict=True):
            out.append((actions, fill, value - cost))
    if not out:
        out.append(((), LoseDie(), judge.own_value()))
    return out


def turn_plans(state: GameState, judge: WindowJudge, depth: int) -> list[Plan]:
    """Every judged way to end the turn of the drafted die (a LoseDie plan when none fills)."""
    return [Plan((*actions, last), value) for actions, last, value
            in judged_ends(state, judge, depth)]
