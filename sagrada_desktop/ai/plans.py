"""The greedy player's search: every way to finish the current turn, each with its value.

From a state with a drafted die, effect actions (abilities, window tools, Tool Cards) are
applied up to `depth` deep, keeping for each resulting die form (its colour and value,
whether adjacency is ignored, and the window if an effect changed it) the cheapest way to
reach it; then every legal fill of every form is judged. Re-rolls are chance events and
are not planned (see GreedyPlayer).

With `chain`, the forms reached go on through every use of a free ability (one that spends
no tool box, Tool Card or Favor Token) past `depth`: an ability may be used repeatedly on a
turn (docs/rules.md, Abilities), so Vigil Light takes a 1 to an 8 in seven uses. The forms
are finite (the engine never lets the die come back to a form it had this turn, nor leave
-1 to 8), so the chain ends.
"""

from __future__ import annotations

from attrs import frozen

from ..engine import (
    Action,
    FillSpace,
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


_EFFECT_ACTIONS = (UseAbility, UseWindowTool, UseToolCard)


def _planned_effects(state: GameState) -> list[Action]:
    return [
        a for a in legal_actions(state)
        if isinstance(a, _EFFECT_ACTIONS) and not is_reroll(state, a)
    ]


def _same_resources(a: SeatState, b: SeatState) -> bool:
    """Whether two states of one seat have the same resources (resource_value) in one game."""
    return (a.tool_boxes_used == b.tool_boxes_used and a.favor_tokens == b.favor_tokens
            and a.used_tool_cards == b.used_tool_cards and a.tool_cards == b.tool_cards)


Form = tuple[tuple[Action, ...], GameState, float]  # (effect actions, resulting state, cost)
# a form with the spaces it may fill, when they are known already (None: not yet listed)
_Listed = tuple[tuple[Action, ...], GameState, float, list[FillSpace] | None]


def reachable_forms(state: GameState, depth: int, chain: bool = False) -> list[Form]:
    """(effect actions, resulting state, cost) for each die form reachable within depth steps
    (and, with `chain`, free ability uses past them)."""
    return [(actions, s, cost) for actions, s, cost, _ in _listed_forms(state, depth, chain)]


def _listed_forms(state: GameState, depth: int, chain: bool = False) -> list[_Listed]:
    """reachable_forms, each with its fills where listing the effects listed them too (the
    fills of legal_actions are fill_spaces')."""
    if depth <= 0 and not chain:
        return [((), state, 0.0, None)]
    seat_i = state.active_seat
    start_seat = state.seats[seat_i]
    start = resource_value(state, start_seat)
    window = start_seat.window

    def key_of(s: GameState) -> object:
        """The die form: its colour (by identity: colours are enum members) and value,
        whether adjacency is ignored, and the window if an effect changed it."""
        hand = s.in_hand
        assert hand is not None
        die = hand.current
        changed = s.seats[seat_i].window  # an effect may change the window itself
        return (id(die.color), die.value, hand.ignore_adjacency,
                None if changed is window else changed)

    listed: dict[int, tuple[GameState, list[FillSpace]]] = {}  # fills by id of a state

    def effects_of(s: GameState) -> list[Action]:
        """The planned effects of s; its fills are kept in `listed`."""
        effects: list[Action] = []
        fills: list[FillSpace] = []
        for a in legal_actions(s):
            if type(a) is FillSpace:
                fills.append(a)
            elif isinstance(a, _EFFECT_ACTIONS) and not is_reroll(s, a):
                effects.append(a)
        listed[id(s)] = (s, fills)
        return effects

    best: dict[object, _Listed] = {key_of(state): ((), state, 0.0, None)}
    frontier: list[tuple[tuple[Action, ...], GameState]] = [((), state)]
    step = 0
    while frontier:
        step += 1
        chaining = step > depth  # past depth, only free ability uses go on
        if chaining and not chain:
            break
        next_frontier = []
        for actions, s in frontier:
            steps = len(actions) + 1
            before = s.seats[seat_i]
            for a in effects_of(s):
                if chaining and type(a) is not UseAbility:
                    continue
                after = apply(s, a)
                path = actions + (a,)
                seat = after.seats[seat_i]
                if chaining and not (seat is before or _same_resources(seat, before)):
                    continue
                if seat is start_seat or _same_resources(seat, start_seat):
                    c = ABILITY_USE_COST * steps  # exactly start - start + this
                else:
                    c = start - resource_value(after, seat) + ABILITY_USE_COST * steps
                key = key_of(after)
                known = best.get(key)
                if known is None or c < known[2]:
                    best[key] = (path, after, c, None)
                    next_frontier.append((path, after))
        frontier = next_frontier
    out: list[_Listed] = []
    for actions, s, c, _ in best.values():
        kept = listed.get(id(s))
        out.append((actions, s, c, kept[1] if kept is not None and kept[0] is s else None))
    return out


Judged = tuple[tuple[Action, ...], Action, float]  # (effect actions, last action, value)


def judged_ends(state: GameState, judge: WindowJudge, depth: int, chain: bool = False
                ) -> list[Judged]:
    """turn_plans' plans, in the same order with the same values, as plain tuples (effect
    actions, the FillSpace or LoseDie, value): cheaper where most are looked at once."""
    out: list[Judged] = []
    for actions, s, cost, fills in _listed_forms(state, depth, chain):
        if fills is None:
            fills = fill_spaces(s)
        if not fills:
            continue
        hand = s.in_hand
        assert hand is not None
        values = judge.values_after_fills(hand.current, fills, s.seats[s.active_seat].window)
        for fill, value in zip(fills, values, strict=True):
            out.append((actions, fill, value - cost))
    if not out:
        out.append(((), LoseDie(), judge.own_value()))
    return out


def best_end_value(state: GameState, judge: WindowJudge, depth: int, chain: bool = False
                   ) -> float:
    """The best value of judged_ends (the die's worth when choosing which to draft)."""
    best: float | None = None
    for _, s, cost, fills in _listed_forms(state, depth, chain):
        if fills is None:
            fills = fill_spaces(s)
        if not fills:
            continue
        hand = s.in_hand
        assert hand is not None
        # the best value less the cost is exactly the best of each value less the cost
        value = max(judge.values_after_fills(hand.current, fills,
                                             s.seats[s.active_seat].window)) - cost
        if best is None or value > best:
            best = value
    return judge.own_value() if best is None else best


def turn_plans(state: GameState, judge: WindowJudge, depth: int, chain: bool = False
               ) -> list[Plan]:
    """Every judged way to end the turn of the drafted die (a LoseDie plan when none fills);
    with `chain`, free ability uses go on past `depth`."""
    return [Plan((*actions, last), value) for actions, last, value
            in judged_ends(state, judge, depth, chain)]
