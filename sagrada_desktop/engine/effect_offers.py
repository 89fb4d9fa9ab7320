"""The effects the seat in turn may use on the die in hand: its abilities, the window tools
(a point box or a Favor Token paying) and its Tool Cards, one action per option."""

from __future__ import annotations

from collections.abc import Callable

from .ability_limits import repeat_problem, uses_left
from .actions import Action, UseAbility, UseToolCard, UseWindowTool
from .color import Color
from .effect_choices import effect_choices
from .effects import (
    STATE_EFFECT_TYPES,
    Effect,
    GrayPoolValue,
    GrayWindowValue,
    SwapGray,
    option_count,
)
from .glory.strife_tool_choices import swaps_count
from .state import GameState, InHand, SeatState
from .window_bits import COLOR_LANE, LANE_VALUES, VALUE_MASKS

_GRAY = Color.GRAY  # a module constant: Color.GRAY is a slow lookup on Python 3.11


def option_count_now(state: GameState, effect: Effect, hand: InHand,
                     seat: SeatState | None = None) -> int:
    """How many options the effect has now for the die in hand (without making them); `seat`,
    when given, is the seat in turn (else read from the state)."""
    count = _GAME_COUNTS.get(type(effect))
    if count is None:  # an effect on the die alone
        return option_count(effect, hand.current, hand.ignore_adjacency)
    return count(state, seat if seat is not None else state.seats[state.active_seat], hand)


def _window_gray_count(state: GameState, seat: SeatState, hand: InHand) -> int:
    """The values gray dice show in the seat's window, but the die's (Strife Tool I)."""
    w = seat.window
    bits = w._bits or w.bits
    last = _LAST_WINDOW_GRAY[0]
    if last[0] is bits:
        values = last[1]
    else:
        lanes = bits.lanes
        gray = lanes[_GRAY_LANE]
        values = _NONE
        if gray:
            masks = zip(LANE_VALUES, lanes[VALUE_MASKS], strict=False)
            values = frozenset(v for v, m in masks if m & gray)
        _LAST_WINDOW_GRAY[0] = (bits, values)
    return len(values) - (hand.current.value in values)


def _pool_gray_count(state: GameState, seat: SeatState, hand: InHand) -> int:
    """The values gray dice show on the Cathedral Board, but the die's (Strife Tool II)."""
    pool = state.pool
    last = _LAST_POOL_GRAY[0]
    if last[0] is pool:
        values = last[1]
    else:
        values = frozenset([d.value for d in pool if d.color is _GRAY])
        _LAST_POOL_GRAY[0] = (pool, values)
    return len(values) - (hand.current.value in values)


# the gray dice's values of the last window (its bits) and the last Cathedral Board asked of
# (one tuple each, swapped whole): asked again after each effect used on the die in hand
_NONE: frozenset[int] = frozenset()
_GRAY_LANE = COLOR_LANE["S"]  # the gray dice's lane of FillBits.lanes
_LAST_WINDOW_GRAY: list[tuple[object, frozenset[int]]] = [(None, _NONE)]
_LAST_POOL_GRAY: list[tuple[object, frozenset[int]]] = [(None, _NONE)]


# len(effect_choices(state, effect)) for the effects whose options need the game, without
# making them; the other effects' counts need the die alone (option_count)
_GAME_COUNTS: dict[type, Callable[[GameState, SeatState, InHand], int]] = {
    GrayWindowValue: _window_gray_count, GrayPoolValue: _pool_gray_count, SwapGray: swaps_count}
assert set(_GAME_COUNTS) == set(STATE_EFFECT_TYPES)


_TOOL_USES: dict[tuple[int, int, bool], UseWindowTool] = {}
_ABILITY_USES: dict[tuple[str, int], UseAbility] = {}
_CARD_USES: dict[tuple[str, int], UseToolCard] = {}


def _tool_use(t: int, k: int, favor: bool) -> UseWindowTool:
    """Each action made once and shared (actions are frozen)."""
    action = _TOOL_USES.get((t, k, favor))
    if action is None:
        action = _TOOL_USES[(t, k, favor)] = UseWindowTool(t, k, favor=favor)
    return action


_TOOL_USE_LISTS: dict[tuple[int, int, bool, bool], tuple[UseWindowTool, ...]] = {}


def _tool_uses(t: int, count: int, box: bool, favor: bool) -> tuple[UseWindowTool, ...]:
    """Tool t's uses of options 0 to count - 1 paid by a point box (when `box`), then by a Favor
    Token (when `favor`): one shared tuple each."""
    got = _TOOL_USE_LISTS.get((t, count, box, favor))
    if got is None:
        got = tuple([_tool_use(t, k, False) for k in range(count)] if box else []) + tuple(
            [_tool_use(t, k, True) for k in range(count)] if favor else [])
        if len(_TOOL_USE_LISTS) < 4096:
            _TOOL_USE_LISTS[(t, count, box, favor)] = got
    return got


def _ability_use(ability_id: str, k: int) -> UseAbility:
    action = _ABILITY_USES.get((ability_id, k))
    if action is None:
        action = UseAbility(ability_id, k)
        if len(_ABILITY_USES) < 4096:
            _ABILITY_USES[(ability_id, k)] = action
    return action


def _card_use(card_id: str, k: int) -> UseToolCard:
    action = _CARD_USES.get((card_id, k))
    if action is None:
        action = UseToolCard(card_id, k)
        if len(_CARD_USES) < 4096:
            _CARD_USES[(card_id, k)] = action
    return action


_ABILITY_USE_LISTS: dict[tuple[str, int], tuple[UseAbility, ...]] = {}


def _ability_uses(ability_id: str, count: int) -> tuple[UseAbility, ...]:
    """The ability's uses of options 0 to count - 1, one shared tuple per ability and count."""
    got = _ABILITY_USE_LISTS.get((ability_id, count))
    if got is None:
        got = tuple(_ability_use(ability_id, k) for k in range(count))
        if len(_ABILITY_USE_LISTS) < 4096:
            _ABILITY_USE_LISTS[(ability_id, count)] = got
    return got


_CARD_USE_LISTS: dict[tuple[str, int], tuple[UseToolCard, ...]] = {}


def _card_uses(card_id: str, count: int) -> tuple[UseToolCard, ...]:
    """The card's uses of options 0 to count - 1, one shared tuple per card and count."""
    got = _CARD_USE_LISTS.get((card_id, count))
    if got is None:
        got = tuple(_card_use(card_id, k) for k in range(count))
        if len(_CARD_USE_LISTS) < 4096:
            _CARD_USE_LISTS[(card_id, count)] = got
    return got


def effect_actions(state: GameState, seat: SeatState, hand: InHand) -> list[Action]:
    """The seat's abilities' uses, then the window tools', then its Tool Cards' (the seat: the
    seat in turn)."""
    out: list[Action] = []
    for ability in seat.abilities:
        if ability.per_turn:
            if uses_left(ability, hand):
                out += _ability_uses(ability.id,
                                     option_count_now(state, ability.effect, hand, seat))
        else:
            for k, choice in enumerate(effect_choices(state, ability.effect)):
                if not repeat_problem(ability, hand, choice):
                    out.append(_ability_use(ability.id, k))
    out += tool_actions(state, seat, hand)
    if seat.tool_cards:
        out += card_actions(state, seat, hand)
    return out


def card_actions(state: GameState, seat: SeatState, hand: InHand) -> tuple[Action, ...]:
    """The uses of the seat's Tool Cards not yet used (the seat: the seat in turn)."""
    out: tuple[Action, ...] = ()
    used = seat.used_tool_cards
    for card in seat.tool_cards:
        card_id = card.id
        if card_id not in used:
            effect = card.effect
            count = _GAME_COUNTS.get(type(effect))  # option_count_now, written out
            n = (count(state, seat, hand) if count is not None else
                 option_count(effect, hand.current, hand.ignore_adjacency))
            by_count = _CARD_USES_BY_COUNT.get(card_id)  # _card_uses(card_id, n), read inline
            got = (by_count[n] if by_count is not None and n < len(by_count) else
                   _card_uses_up_to(card_id, n))
            out = (*out, *got) if out else got
    return out


# by card id, _card_uses(card_id, n) for each n from 0 on (a card's entry swapped whole when
# a longer one is made)
_CARD_USES_BY_COUNT: dict[str, tuple[tuple[UseToolCard, ...], ...]] = {}


def _card_uses_up_to(card_id: str, n: int) -> tuple[UseToolCard, ...]:
    """_card_uses(card_id, n), kept in _CARD_USES_BY_COUNT with those of every count below."""
    by_count = tuple(_card_uses(card_id, k) for k in range(max(n, 8) + 1))
    if len(_CARD_USES_BY_COUNT) < 256:
        _CARD_USES_BY_COUNT[card_id] = by_count
    return by_count[n]


_TOOLS_BY_DIE: dict[int, tuple[object, bool]] = {}
# the window tools' uses, by die (as its id) and then by uses_key: each entry holds the design's
# tools (which the finder checks) and the die itself, so the id is that very die's for as long
# as the entry lives; legal_actions reads it directly. An entry is swapped whole (a new die or
# tools: a new entry); its table only gains keys, each with its one answer (safe across threads)
TOOL_ACTIONS: dict[int, tuple[object, object, dict[object, tuple[Action, ...]]]] = {}
_BOXES: dict[tuple[int, ...], tuple[int, ...]] = {}
# each window tool's option count by (tools, die, ignoring adjacency), tools and die as ids (the
# entry holds both), for designs whose tools need the die alone
_COUNTS_BY_DIE: dict[tuple[int, int, bool], tuple[object, object, tuple[int, ...]]] = {}


def shared_boxes(used: tuple[int, ...]) -> tuple[int, ...]:
    """One shared tuple per filling of the point boxes (fewer tuples kept in the states)."""
    got = _BOXES.get(used)
    if got is None:
        if len(_BOXES) > 4096:
            _BOXES.clear()
        got = _BOXES[used] = used
    return got


def uses_key(used: tuple[int, ...], favor: bool, ignore: bool) -> object:
    """The key of TOOL_ACTIONS' table of one die: the boxes alone in the usual case (no Favor
    Token, not ignoring adjacency), else with those."""
    return (used, favor, ignore) if favor or ignore else used


def tool_actions(state: GameState, seat: SeatState, hand: InHand) -> tuple[Action, ...]:
    """The seat in turn's window tools' uses: the same for the same tools, boxes, Favor Tokens
    and die (kept per window design's tools, unless a tool's options depend on the game)."""
    tools = state.setup.window.tools
    die = hand.current
    used = seat.tool_boxes_used
    favor = seat.favor_tokens > 0
    key = uses_key(used, favor, hand.ignore_adjacency)
    by_die = TOOL_ACTIONS.get(id(die))
    if by_die is not None and by_die[0] is tools:
        got = by_die[2].get(key)
        if got is not None:
            return got
    kept = _TOOLS_BY_DIE.get(id(tools))
    if kept is None or kept[0] is not tools:
        if len(_TOOLS_BY_DIE) > 256:
            _TOOLS_BY_DIE.clear()
        kept = _TOOLS_BY_DIE[id(tools)] = (
            tools, not any(type(t.effect) in STATE_EFFECT_TYPES for t in tools))
    if kept[1]:  # each tool's option count, kept per die (whatever the boxes and tokens)
        ckey = (id(tools), id(die), hand.ignore_adjacency)
        counted = _COUNTS_BY_DIE.get(ckey)
        if counted is None or counted[0] is not tools:
            if len(_COUNTS_BY_DIE) > 4096:
                _COUNTS_BY_DIE.clear()
            counted = _COUNTS_BY_DIE[ckey] = (tools, die, tuple(
                option_count(t.effect, die, hand.ignore_adjacency) for t in tools))
        counts = counted[2]
    else:
        counts = tuple(option_count_now(state, t.effect, hand, seat) for t in tools)
    out: list[Action] = []
    for t, tool in enumerate(tools):
        has_box = used[t] < len(tool.boxes)
        if has_box or favor:
            out += _tool_uses(t, counts[t], has_box, favor)
    actions = tuple(out)
    if kept[1]:  # the options depend on the die alone
        if by_die is None or by_die[0] is not tools:
            if len(TOOL_ACTIONS) > 4096:
                TOOL_ACTIONS.clear()
            by_die = TOOL_ACTIONS[id(die)] = (tools, die, {})
        if len(by_die[2]) < 4096:
            by_die[2][key] = actions
    return actions
