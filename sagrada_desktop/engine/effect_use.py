"""Using an ability, a window tool or a Tool Card on the die in hand (effects chain: each acts
on the die as the earlier ones left it)."""

from __future__ import annotations

from .ability_limits import repeat_problem, uses_left
from .actions import IllegalAction, UseAbility, UseToolCard, UseWindowTool
from .color import Color
from .definitions import Ability, WindowTool
from .die import Die, die_of, is_shared
from .effect_choices import EffectChoice, effect_choices
from .effect_offers import shared_boxes
from .effects import (
    STATE_EFFECT_TYPES,
    ChangeColor,
    ChangeValue,
    Effect,
    FlipValue,
    IgnoreAdjacency,
    Reroll,
    SetValue,
    SwapGray,
    effect_options,
)
from .glory.strife_tool_choices import Swap, nth_swap, swapped
from .reasons import (
    AbilityUsedUp,
    Deed,
    EffectUnusable,
    NoFavorToken,
    NoPointBox,
    NoSuchAbility,
    NoSuchTool,
    ToolCardNotBrought,
    ToolCardUsed,
)
from .replace import replacer
from .rng import roll
from .stages import PLACE, need
from .state import _ACTIVE, GameState, InHand, SeatState
from .steps import EffectUsed, SwapMade

_seat_boxes = replacer(SeatState, "tool_boxes_used")
_seat_cards = replacer(SeatState, "used_tool_cards")
_hand_changed = replacer(InHand, "current", "ability_uses", "steps", "seen")
_hand_rerolled = replacer(InHand, "die", "current", "ability_uses", "steps", "seen")
_hand_swapped = replacer(InHand, "ability_uses", "steps")
_hand_ignoring = replacer(InHand, "ignore_adjacency", "ability_uses", "steps", "seen")
_seat_favor = replacer(SeatState, "favor_tokens")
_effect_used = replacer(GameState, "seats", "in_hand", "rng")
_seats_and_hand = replacer(GameState, "seats", "in_hand")
_swap_made = replacer(GameState, "seats", "in_hand", "pool")


_OPTIONS: dict[tuple[int, Color, int, bool], tuple[Effect, tuple[Die | None, ...]]] = {}


def _die_options(effect: Effect, hand: InHand) -> tuple[Die | None, ...]:
    """effect_options for the die in hand, as shared dice, kept per effect and die."""
    die = hand.current
    key = (id(effect), die.color, die.value, hand.ignore_adjacency)
    got = _OPTIONS.get(key)
    if got is None or got[0] is not effect:
        options = tuple(None if d is None else die_of(d.color, d.value)
                        for d in effect_options(effect, die, hand.ignore_adjacency))
        if len(_OPTIONS) > 1 << 14:
            _OPTIONS.clear()
        got = _OPTIONS[key] = (effect, options)
    return got[1]


_STEPS: dict[tuple[str, Color, int], EffectUsed] = {}


def _effect_step(name: str, die: Die) -> EffectUsed:
    """EffectUsed(name, die), made once per name and shared die (steps are frozen)."""
    key = (name, die.color, die.value)
    step = _STEPS.get(key)
    if step is None or step.die is not die:
        step = EffectUsed(name, die)
        if is_shared(die):
            if len(_STEPS) > 1 << 14:
                _STEPS.clear()
            _STEPS[key] = step
    return step


# A window tool whose effect needs only the die (not a re-roll) does the same to the same hand
# every time: the hand after it is kept and shared (hands are frozen); so is paying a point box
# to the same boxes. use_effect keeps both, keyed by ids (of the action, the hand, the boxes
# tuple, the tool): each entry holds those very objects, so an id in a key is that object's for
# as long as the entry lives; and the window design's tools, which the finder checks (the action
# names a tool by its index). The drafted hands are shared (draft.py), so are the kept hands
# after: a turn's uses find their hands from the second game on.
# _HAND_AFTER: (action, hand) -> (tools, action, hand, the hand after, the tool)
_HAND_AFTER: dict[tuple[int, int],
                  tuple[tuple[WindowTool, ...], UseWindowTool, InHand, InHand, WindowTool]] = {}
# _BOXES_AFTER: (boxes, tool index, tool) -> (boxes, tool, the boxes after)
_BOXES_AFTER: dict[tuple[int, int, int], tuple[tuple[int, ...], WindowTool, tuple[int, ...]]] = {}
_DIE_ONLY_KINDS = (SetValue, FlipValue, IgnoreAdjacency, ChangeValue, ChangeColor)


def use_effect(state: GameState, action: UseAbility | UseWindowTool | UseToolCard) -> GameState:
    """An ability, window tool or Tool Card used on the die in hand (what it costs paid): a
    window tool's use from what _HAND_AFTER and _BOXES_AFTER kept, else use_effect_plain."""
    if type(action) is not UseWindowTool or state.stage is not PLACE:
        return use_effect_plain(state, action)
    hand = state.in_hand
    assert hand is not None
    got = _HAND_AFTER.get((id(action), id(hand)))
    if got is None or got[0] is not state.setup.window.tools:
        return _use_and_keep(state, action, hand)
    seats = state.seats
    try:
        seat_i = _ACTIVE[len(seats)][state.start_seat][state.turn]
    except IndexError:
        seat_i = state.active_seat
    seat = seats[seat_i]
    if action.favor:  # paid by a Favor Token: the point boxes stay as they are
        if seat.favor_tokens <= 0:
            raise IllegalAction(NoFavorToken(seat.name))
        seat = _seat_favor(seat, seat.favor_tokens - 1)
    else:
        used = seat.tool_boxes_used
        t, tool = action.tool, got[4]
        boxes = _BOXES_AFTER.get((id(used), t, id(tool)))
        seat = _seat_boxes(seat, boxes[2] if boxes is not None else _boxes_after(used, t, tool))
    changed = [*seats]  # the seats with seat_i's changed (cheaper than two slices and a join)
    changed[seat_i] = seat
    return _seats_and_hand(state, tuple(changed), got[3])


def _boxes_after(used: tuple[int, ...], t: int, tool: WindowTool) -> tuple[int, ...]:
    """The point boxes after tool t's next box is paid (kept in _BOXES_AFTER)."""
    if used[t] >= len(tool.boxes):
        raise IllegalAction(NoPointBox(tool.name))
    boxes = list(used)
    boxes[t] += 1
    after = shared_boxes(tuple(boxes))
    if len(_BOXES_AFTER) > 4096:
        _BOXES_AFTER.clear()
    _BOXES_AFTER[(id(used), t, id(tool))] = (used, tool, after)
    return after


def _use_and_keep(state: GameState, action: UseWindowTool, hand: InHand) -> GameState:
    """use_effect_plain, and the hand it made kept in _HAND_AFTER when the same use on the same
    hand always makes the same (the tool's effect needs only the die)."""
    after = use_effect_plain(state, action)
    tools = state.setup.window.tools
    tool = tools[action.tool]  # a tool of this design: use_effect_plain refuses any other
    if type(tool.effect) in _DIE_ONLY_KINDS:
        new_hand = after.in_hand
        assert new_hand is not None
        if len(_HAND_AFTER) > 1 << 14:
            _HAND_AFTER.clear()
        _HAND_AFTER[(id(action), id(hand))] = (tools, action, hand, new_hand, tool)
    return after


def use_effect_plain(state: GameState,
                     action: UseAbility | UseWindowTool | UseToolCard) -> GameState:
    """use_effect, worked out from the rules every time."""
    if state.stage is not PLACE:
        need(state, PLACE, Deed.USE_EFFECT)
    hand = state.in_hand
    assert hand is not None
    seats = state.seats
    seat_i = state.active_seat  # (the kept uses above read the snake table inline)
    seat = seats[seat_i]
    effect: Effect
    ability: Ability | None = None
    kind = type(action)
    if kind is UseWindowTool or (kind is not UseAbility and isinstance(action, UseWindowTool)):
        tools = state.setup.window.tools
        t = action.tool  # type: ignore[union-attr]
        if not 0 <= t < len(tools):
            raise IllegalAction(NoSuchTool(t))
        tool = tools[t]
        effect, name = tool.effect, tool.name
        if action.favor:  # type: ignore[union-attr]
            if seat.favor_tokens <= 0:
                raise IllegalAction(NoFavorToken(seat.name))
            seat = _seat_favor(seat, seat.favor_tokens - 1)
        else:
            used = seat.tool_boxes_used
            if used[t] >= len(tool.boxes):
                raise IllegalAction(NoPointBox(tool.name))
            boxes = list(used)
            boxes[t] += 1
            seat = _seat_boxes(seat, shared_boxes(tuple(boxes)))
    elif isinstance(action, UseAbility):
        ability = next((a for a in seat.abilities if a.id == action.ability_id), None)
        if ability is None:
            raise IllegalAction(NoSuchAbility(seat.name, action.ability_id))
        if not uses_left(ability, hand):
            raise IllegalAction(AbilityUsedUp(ability.name))
        effect, name = ability.effect, ability.name
    else:
        card_id = action.card_id  # type: ignore[union-attr]
        card = next((c for c in seat.tool_cards if c.id == card_id), None)
        if card is None:
            raise IllegalAction(ToolCardNotBrought(seat.name, card_id))
        if card.id in seat.used_tool_cards:
            raise IllegalAction(ToolCardUsed(card.name))
        effect, name = card.effect, card.name
        seat = _seat_cards(seat, seat.used_tool_cards + (card.id,))
    effect_kind = type(effect)
    option = action.option
    chosen: EffectChoice
    if effect_kind is SwapGray:  # the one swap asked for, without making the others
        swap = nth_swap(state, option)
        if swap is None:
            raise IllegalAction(EffectUnusable(name, hand.current))
        chosen = swap
    else:
        options = (_die_options(effect, hand) if effect_kind not in STATE_EFFECT_TYPES
                   else effect_choices(state, effect))
        if not 0 <= option < len(options):
            raise IllegalAction(EffectUnusable(name, hand.current))
        chosen = options[option]
    if ability is not None:
        problem = repeat_problem(ability, hand, chosen)
        if problem:
            raise IllegalAction(problem)
    uses = hand.ability_uses + (ability.id,) if ability is not None else hand.ability_uses
    if type(chosen) is Swap:
        assert isinstance(chosen, Swap)
        seat, pool = swapped(seat, state.pool, chosen)
        hand = _hand_swapped(hand, uses, hand.steps + (
            SwapMade(name, chosen.window_die, chosen.row, chosen.col, chosen.pool_die),))
        return _swap_made(state, seats[:seat_i] + (seat,) + seats[seat_i + 1 :], hand, pool)
    seats = seats[:seat_i] + (seat,) + seats[seat_i + 1 :]
    rng: int | None = None  # the generator's state after a re-roll (nothing else draws from it)
    current = hand.current
    if effect_kind is IgnoreAdjacency or isinstance(effect, IgnoreAdjacency):
        hand = _hand_ignoring(hand, True, uses, hand.steps + (_effect_step(name, current),),
                              hand.seen + (current,))
    elif effect_kind is Reroll or isinstance(effect, Reroll):
        value, rng = roll(state.rng)
        current = die_of(current.color, value)
        hand = _hand_rerolled(hand, die_of(hand.die.color, value), current, uses,
                              hand.steps + (_effect_step(name, current),), hand.seen + (current,))
    else:
        assert isinstance(chosen, Die)
        if not is_shared(chosen):
            chosen = die_of(chosen.color, chosen.value)  # the shared die (as drafted dice are)
        hand = _hand_changed(hand, chosen, uses, hand.steps + (_effect_step(name, chosen),),
                             hand.seen + (chosen,))
    if rng is None:
        return _seats_and_hand(state, seats, hand)
    return _effect_used(state, seats, hand, rng)
