"""One game of Sagrada: Artisans: new_game, legal_actions and apply.

A turn: draft exactly one die; then use abilities and tools in any order, each on the die as
earlier effects left it (chaining); then fill one space, or lose the die if it fits nowhere.
After every seat's two turns: Cathedral Construction, the round's unlocks, the next Start Player.

The Glory modules (GameSetup.modules) add: gray dice and a Strife Board's say on where they go
(Strife); Pioneer Cards collected at the end of a turn (Pioneer); before round 1, each seat
keeping or discarding its Flourish Cards (Stage.FLOURISH), a kept card giving a Favor Token
that pays for one window-tool use without filling a point box (Flourish).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from itertools import product
from typing import Any

from .ability_limits import repeat_problem, uses_left
from .actions import (
    Action,
    ChooseFlourish,
    ConstructSpace,
    DraftDie,
    FillSpace,
    IllegalAction,
    LoseDie,
    UseAbility,
    UseToolCard,
    UseWindowTool,
)
from .cathedral import construction_options
from .color import Color
from .definitions import Ability, PrivateObjective, WindowRule
from .die import Die, die_of, is_shared
from .effect_choices import effect_choices
from .effects import (
    STATE_EFFECT_TYPES,
    Effect,
    GrayWindowValue,
    IgnoreAdjacency,
    Reroll,
    SwapGray,
    effect_options,
    option_count,
)
from .glory.game_setup import setup_glory
from .glory.pioneer_collection import collect_pioneer_cards_of
from .glory.strife_boards import gray_on_colors
from .glory.strife_placement import board_mask, placement_errors_on_board
from .glory.strife_tool_choices import (
    Swap,
    apply_swap,
    gray_value_count,
    pool_gray_value_set,
    swap_count,
    window_gray_value_set,
)
from .objective_deal import deal_public_objectives
from .reasons import (
    AbilityUsedUp,
    CannotConstruct,
    Deed,
    DieStillFits,
    EffectUnusable,
    FirstOnEdge,
    FlourishCount,
    NoFavorToken,
    NoPointBox,
    NoSuchAbility,
    NoSuchTool,
    NothingDrafted,
    NotInPool,
    Reason,
    ToolCardNotBrought,
    ToolCardUsed,
    UnknownAction,
    WrongStep,
)
from .replace import replace as evolve
from .replace import replacer
from .rng import below, roll, seed_state, shuffled
from .round_setup import roll_pool
from .state import _ACTIVE, ROUNDS, GameSetup, GameState, InHand, SeatState, Stage
from .steps import EffectUsed, SwapMade
from .unlocks import fire_triggers
from .window import Window, neighbour_tables

# the stages and gray as module constants: Python 3.11 hands out an Enum's members through its
# metaclass's attribute hooks (Stage.DRAFT costs about five plain lookups), and the hot path
# reads them on every action
_DRAFT, _PLACE, _CONSTRUCT, _OVER, _FLOURISH = (
    Stage.DRAFT, Stage.PLACE, Stage.CONSTRUCT, Stage.OVER, Stage.FLOURISH)
_GRAY = Color.GRAY


def new_game(setup: GameSetup) -> GameState:
    """Game Setup: objectives, a Private Objective each, the Start Player, the first pool."""
    n = len(setup.seats)
    if not 1 <= n <= 6:
        raise ValueError(f"a game has 1 to 6 seats, not {n}")
    if len(setup.window.tools) != 3:
        raise ValueError(f"window {setup.window.id!r} must have exactly 3 tools")
    if not setup.window.private_objectives:
        raise ValueError(f"window {setup.window.id!r} has no private objectives")
    rng = seed_state(setup.seed)
    objectives, rng = deal_public_objectives(setup, rng)
    privates: list[PrivateObjective] = []
    while len(privates) < n:  # more seats than objectives: deal from a fresh shuffle again
        deck, rng = shuffled(rng, setup.window.private_objectives)
        privates.extend(deck)
    if setup.start_seat >= 0:
        start = setup.start_seat % n
    else:
        start, rng = below(rng, n)
    rules = setup.window.rules
    granted = tuple(r.ability for r in rules if r.kind == "grant-ability" and r.ability is not None)
    empty = setup.window.pattern.cleared()
    seats = tuple(
        SeatState(
            name=s.name,
            window=empty,
            private_objective=privates[i],
            abilities=(s.abilities + tuple(a for a in granted if a not in s.abilities)
                       if granted else s.abilities),
            tool_cards=s.tool_cards,
            tool_boxes_used=_boxes((0,) * len(setup.window.tools)),
            legacy_points=s.legacy_points,
            starting_tool_count=s.starting_tool_count,
        )
        for i, s in enumerate(setup.seats)
    )
    state = GameState(
        setup=setup, objectives=objectives, seats=seats, rules=rules, rng=rng,
        start_seat=start, cathedral=setup.cathedral,
    )
    if setup.modules.any:
        state = setup_glory(state)
        if setup.modules.flourish:  # round 1 is set up once every seat has chosen
            return evolve(state, stage=_FLOURISH, turn=0)
    return _setup_round(state)


def _extra_dice(rules: tuple[WindowRule, ...]) -> int:
    return sum(1 for r in rules if r.kind == "extra-pool-die")


def _setup_round(state: GameState) -> GameState:
    pool, rng = roll_pool(state.rng, len(state.seats), _extra_dice(state.rules),
                          strife=state.setup.modules.strife)
    return evolve(state, pool=pool, rng=rng, turn=0, stage=_DRAFT, in_hand=None)


# --- what may be done now ------------------------------------------------------------------

def _first_on_edge(state: GameState, seat: SeatState) -> bool:
    return not seat.window.has_any_fill and any(r.kind == "first-on-edge" for r in state.rules)


def _edge_ok(seat: SeatState, i: int) -> bool:
    w = seat.window
    r, c = divmod(i, w.cols)
    if r in (0, w.rows - 1) or c in (0, w.cols - 1):
        return True
    _, adj = neighbour_tables(w.rows, w.cols)
    return any(not w.spaces[j].exists for j in adj[i])


def fill_spaces(state: GameState) -> list[FillSpace]:
    """The spaces the drafted die may fill now."""
    hand = state.in_hand
    if state.stage is not _PLACE or hand is None:
        return []
    seat = state.seats[state.active_seat]
    return list(_fill_list(seat.window, _place_mask(state, seat, hand)))


_last_mask: tuple[object, ...] = (None,) * 6


def _place_mask(state: GameState, seat: SeatState, hand: InHand) -> int:
    """The spaces of seat's window the die in hand may fill now (the Strife Board's say on a
    gray die, the first die on the edge under that New Rule). The last answer is kept (one
    tuple, swapped whole: safe across threads), as apply(FillSpace) asks again what
    legal_actions just asked."""
    global _last_mask
    w = seat.window
    die = hand.current
    ignore = hand.ignore_adjacency
    board = state.strife_board
    last = _last_mask
    if (last[0] is w and last[1] is die and last[2] is ignore and last[3] is state.rules
            and last[4] is board):
        return last[5]  # type: ignore[return-value]
    bits = w._bits or w.bits
    if board is not None and die.color is _GRAY:
        mask = bits.legal_fill_mask(die, ignore, gray_on_colors(board.id))
        if mask:
            mask &= board_mask(board.id, bits)
    else:
        mask = bits.legal_fill_mask(die, ignore)
    if not bits.filled and mask and state.rules and _first_on_edge(state, seat):
        mask &= bits.pattern.edge
    _last_mask = (w, die, ignore, state.rules, board, mask)
    return mask


def _fill_list(w: Window, mask: int) -> tuple[FillSpace, ...]:
    """The FillSpace actions of the spaces in mask, one tuple per mask and printed pattern
    (made from the tuples of each 8 spaces' masks, _fill_chunks)."""
    lists = w.bits.pattern.fill_lists
    got = lists.get(mask)
    if got is None:
        out: tuple[FillSpace, ...] = ()
        m = mask
        for table in _fill_chunks(w.rows, w.cols):
            if m & 0xFF:
                out += table[m & 0xFF]
            m >>= 8
            if not m:
                break
        if len(lists) > 1 << 14:
            lists.clear()
        got = lists[mask] = out
    return got  # type: ignore[return-value]


@lru_cache(maxsize=64)
def _fill_chunks(rows: int, cols: int) -> tuple[tuple[tuple[FillSpace, ...], ...], ...]:
    """Per 8 spaces (flat index 8k to 8k+7), the FillSpace tuple of each 8-bit mask of them."""
    table = fill_actions(rows, cols)
    return tuple(
        tuple(tuple(table[base + b] for b in range(8) if byte >> b & 1 and base + b < len(table))
              for byte in range(256))
        for base in range(0, len(table), 8))


@lru_cache(maxsize=64)
def fill_actions(rows: int, cols: int) -> tuple[FillSpace, ...]:
    """One FillSpace per space, made once per shape (actions are frozen: shared safely)."""
    return tuple(FillSpace(i // cols, i % cols) for i in range(rows * cols))


def fill_errors(state: GameState, row: int, col: int) -> list[Reason]:
    """Why the drafted die may not fill (row, col) now, as reasons: empty when it may."""
    hand = state.in_hand
    if state.stage is not _PLACE or hand is None:
        return [NothingDrafted()]
    seat = state.seats[state.active_seat]
    errors = placement_errors_on_board(seat.window, row, col, hand.current, _board_id(state),
                                       ignore_adjacency=hand.ignore_adjacency)
    if not errors and _first_on_edge(state, seat) and not _edge_ok(seat, row * seat.window.cols + col):
        errors.append(FirstOnEdge())
    return errors


def _board_id(state: GameState) -> str | None:
    return state.strife_board.id if state.strife_board is not None else None


def _option_count(state: GameState, effect: Effect, hand: InHand) -> int:
    kind = type(effect)
    if kind in STATE_EFFECT_TYPES:  # len(effect_choices(state, effect)), without making them
        if kind is SwapGray:
            return swap_count(state)
        values = (window_gray_value_set(state) if kind is GrayWindowValue
                  else pool_gray_value_set(state))
        return gray_value_count(values, hand.current)
    return option_count(effect, hand.current, hand.ignore_adjacency)


_TOOL_USES: dict[tuple[int, int, bool], UseWindowTool] = {}
_ABILITY_USES: dict[tuple[str, int], UseAbility] = {}
_CARD_USES: dict[tuple[str, int], UseToolCard] = {}


def _tool_use(t: int, k: int, favor: bool) -> UseWindowTool:
    """Each action made once and shared (actions are frozen)."""
    action = _TOOL_USES.get((t, k, favor))
    if action is None:
        action = _TOOL_USES[(t, k, favor)] = UseWindowTool(t, k, favor=favor)
    return action


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


def _effect_actions(state: GameState, seat: SeatState, hand: InHand) -> list[Action]:
    out: list[Action] = []
    for ability in seat.abilities:
        if ability.per_turn:
            if uses_left(ability, hand):
                for k in range(_option_count(state, ability.effect, hand)):
                    out.append(_ability_use(ability.id, k))
        else:
            for k, choice in enumerate(effect_choices(state, ability.effect)):
                if not repeat_problem(ability, hand, choice):
                    out.append(_ability_use(ability.id, k))
    out += _tool_actions(state, seat, hand)
    if seat.tool_cards:
        for card in seat.tool_cards:
            if card.id not in seat.used_tool_cards:
                for k in range(_option_count(state, card.effect, hand)):
                    out.append(_card_use(card.id, k))
    return out


_TOOLS_BY_DIE: dict[int, tuple[object, bool]] = {}
# the window tools' uses by (tools, boxes, die, favor, ignore) as ids: each entry holds those
# objects, so an id in a key is that very object's for as long as the entry lives
_TOOL_ACTIONS: dict[tuple[int, int, int, bool, bool],
                    tuple[object, object, object, tuple[Action, ...]]] = {}
_BOXES: dict[tuple[int, ...], tuple[int, ...]] = {}


def _boxes(used: tuple[int, ...]) -> tuple[int, ...]:
    """One shared tuple per filling of the point boxes (so the uses' cache meets it again)."""
    got = _BOXES.get(used)
    if got is None:
        if len(_BOXES) > 4096:
            _BOXES.clear()
        got = _BOXES[used] = used
    return got


def _tool_actions(state: GameState, seat: SeatState, hand: InHand) -> tuple[Action, ...]:
    """The window tools' uses: the same for the same tools, boxes, Favor Tokens and die (kept
    per window design's tools, unless a tool's options depend on the game)."""
    tools = state.setup.window.tools
    die = hand.current
    used = seat.tool_boxes_used
    favor = seat.favor_tokens > 0
    key = (id(tools), id(used), id(die), favor, hand.ignore_adjacency)
    got = _TOOL_ACTIONS.get(key)
    if got is not None:
        return got[3]
    kept = _TOOLS_BY_DIE.get(id(tools))
    if kept is None or kept[0] is not tools:
        if len(_TOOLS_BY_DIE) > 256:
            _TOOLS_BY_DIE.clear()
        kept = _TOOLS_BY_DIE[id(tools)] = (
            tools, not any(type(t.effect) in STATE_EFFECT_TYPES for t in tools))
    out: list[Action] = []
    for t, tool in enumerate(tools):
        has_box = used[t] < len(tool.boxes)
        if has_box or favor:
            count = _option_count(state, tool.effect, hand)
            if has_box:
                out.extend([_tool_use(t, k, False) for k in range(count)])
            if favor:
                out.extend([_tool_use(t, k, True) for k in range(count)])
    actions = tuple(out)
    if kept[1]:  # the options depend on the die alone
        if len(_TOOL_ACTIONS) > 1 << 14:
            _TOOL_ACTIONS.clear()
        _TOOL_ACTIONS[key] = (tools, used, die, actions)
    return actions


_DRAFTS: dict[int, tuple[DraftDie, InHand]] = {}


def _draft_entry(die: Die) -> tuple[DraftDie, InHand]:
    """DraftDie(die) and the hand it makes, made once for each of the shared dice of
    die.die_of (both frozen: shared safely)."""
    entry = _DRAFTS.get(id(die))
    if entry is None or entry[0].die is not die:
        entry = (DraftDie(die), InHand(die, die, seen=(die,)))
        if is_shared(die):
            _DRAFTS[id(die)] = entry
    return entry


def _draft_list(pool: tuple[Die, ...]) -> tuple[DraftDie, ...]:
    global _pool_drafts
    drafts = _DRAFTS
    out = []
    for d in pool:
        entry = drafts.get(id(d))
        if entry is None or entry[0].die is not d:
            entry = _draft_entry(d)
        out.append(entry[0])
    got = tuple(out)
    _pool_drafts = (pool, got, tuple(map(id, got)))
    return got


# the last pool's drafts and their ids (one tuple, swapped whole): drafting die k leaves the
# others' actions
_pool_drafts: tuple[object, tuple[DraftDie, ...], tuple[int, ...]] = (None, (), ())

LOSE = LoseDie()


def legal_actions(state: GameState) -> list[Action]:
    global _last_mask
    stage = state.stage
    if stage is _DRAFT:
        pool = state.pool
        last = _pool_drafts
        if last[0] is pool:
            return list(last[1])
        return list(_draft_list(pool))

    if stage is _PLACE:
        hand = state.in_hand
        if hand is None:
            return []
        seats = state.seats
        try:
            seat = seats[_ACTIVE[len(seats)][state.start_seat][state.turn]]
        except IndexError:
            seat = seats[state.active_seat]
        w = seat.window
        bits = w._bits or w.bits
        die = hand.current
        ignore = hand.ignore_adjacency
        rules = state.rules
        known = _last_mask
        if (known[0] is w and known[1] is die and known[2] is ignore and known[3] is rules
                and known[4] is state.strife_board):
            mask: int = known[5]  # type: ignore[assignment]
        elif not ignore and not rules and state.strife_board is None:
            # _place_mask's usual case: FillBits.legal_fill_mask(die), written out
            p = bits.pattern
            color = die.color._value_
            value = die.value
            filled = bits.filled
            mask = p.color_ok[color] & p.value_ok.get(value, p.value_any) & ~filled
            if filled:
                block = bits.block
                mask &= bits.near & ~(block.get(color, 0) | block.get(value, 0))
            _last_mask = (w, die, ignore, rules, None, mask)
        else:
            mask = _place_mask(state, seat, hand)
        if mask:
            fills = bits.pattern.fill_lists.get(mask)
            out: list[Action] = list(fills if fills is not None  # type: ignore[arg-type]
                                     else _fill_list(w, mask))
        else:
            out = [LOSE]
        if not seat.abilities and not seat.tool_cards:
            out += _tool_actions(state, seat, hand)
        else:
            out += _effect_actions(state, seat, hand)
        return out
    if stage is _CONSTRUCT:
        return [ConstructSpace(d) for d in construction_options(state.cathedral, state.pool)]
    if stage is _FLOURISH:
        cards = len(state.seats[state.active_seat].flourish_cards)
        return [ChooseFlourish(keep) for keep in product((True, False), repeat=cards)]
    return []


# --- doing it ------------------------------------------------------------------------------

def apply(state: GameState, action: Action) -> GameState:
    """The state after `action`; raises IllegalAction (saying why) when the rules forbid it."""
    kind = type(action)
    if kind is DraftDie:
        return _draft(state, action)  # type: ignore[arg-type]
    if kind is FillSpace:
        return _fill(state, action)  # type: ignore[arg-type]
    doer = _DOERS.get(kind)
    if doer is None:  # a subclass of an action class
        doer = next((d for k, d in _DOERS.items() if isinstance(action, k)), None)
        if doer is None:
            raise IllegalAction(UnknownAction(repr(action)))
    return doer(state, action)


# the hot path's copies: one function per transition, the changed fields as arguments
_drafted = replacer(GameState, "pool", "in_hand", "stage")
_next_turn = replacer(GameState, "seats", "in_hand", "turn", "stage")
_seat_filled = replacer(SeatState, "window")
_seat_boxes = replacer(SeatState, "tool_boxes_used")
_seat_lost = replacer(SeatState, "lost_dice")
_hand_changed = replacer(InHand, "current", "ability_uses", "steps", "seen")
_hand_ignoring = replacer(InHand, "ignore_adjacency", "ability_uses", "steps", "seen")
_effect_used = replacer(GameState, "seats", "in_hand", "rng")
_round_set = replacer(GameState, "seats", "round_track", "round", "start_seat", "pool", "rng",
                      "turn", "stage", "in_hand")


def _need(state: GameState, stage: Stage, deed: Deed) -> None:
    if state.stage is not stage:
        raise IllegalAction(WrongStep(deed, state.stage))


def _draft(state: GameState, action: DraftDie) -> GameState:
    global _pool_drafts
    if state.stage is not _DRAFT:
        _need(state, _DRAFT, Deed.DRAFT)
    die = action.die
    pool = state.pool
    last = _pool_drafts
    k = -1
    if last[0] is pool:  # usually the very action legal_actions gave: found by its id
        try:
            k = last[2].index(id(action))
        except ValueError:
            k = -1
        else:
            if pool[k] is not die:
                k = -1
    if k < 0:
        for j in range(len(pool)):  # usually the pool's very object
            if pool[j] is die:
                k = j
                break
    if k < 0:
        if die not in pool:
            raise IllegalAction(NotInPool(die))
        k = pool.index(die)
    entry = _DRAFTS.get(id(die))
    hand = entry[1] if entry is not None and entry[0].die is die else _draft_entry(die)[1]
    left = pool[:k] + pool[k + 1:]  # a pool holds each colour and value once
    if last[0] is pool:
        drafts, ids = last[1], last[2]
        _pool_drafts = (left, drafts[:k] + drafts[k + 1:], ids[:k] + ids[k + 1:])
    return _drafted(state, left, hand, _PLACE)


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


def _use_effect(state: GameState, action: UseAbility | UseWindowTool | UseToolCard) -> GameState:
    if state.stage is not _PLACE:
        _need(state, _PLACE, Deed.USE_EFFECT)
    hand = state.in_hand
    assert hand is not None
    seats = state.seats
    try:
        seat_i = _ACTIVE[len(seats)][state.start_seat][state.turn]
    except IndexError:
        seat_i = state.active_seat
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
            seat = evolve(seat, favor_tokens=seat.favor_tokens - 1)
        else:
            used = seat.tool_boxes_used
            if used[t] >= len(tool.boxes):
                raise IllegalAction(NoPointBox(tool.name))
            boxes = list(used)
            boxes[t] += 1
            seat = _seat_boxes(seat, _boxes(tuple(boxes)))
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
        seat = evolve(seat, used_tool_cards=seat.used_tool_cards + (card.id,))
    effect_kind = type(effect)
    options = (_die_options(effect, hand) if effect_kind not in STATE_EFFECT_TYPES
               else effect_choices(state, effect))
    option = action.option
    if not 0 <= option < len(options):
        raise IllegalAction(EffectUnusable(name, hand.current))
    chosen = options[option]
    if ability is not None:
        problem = repeat_problem(ability, hand, chosen)
        if problem:
            raise IllegalAction(problem)
    seats = seats[:seat_i] + (seat,) + seats[seat_i + 1 :]
    uses = hand.ability_uses + (ability.id,) if ability is not None else hand.ability_uses
    if type(chosen) is Swap:
        assert isinstance(chosen, Swap)
        hand = evolve(hand, ability_uses=uses, steps=hand.steps + (
            SwapMade(name, chosen.window_die, chosen.row, chosen.col, chosen.pool_die),))
        return apply_swap(evolve(state, seats=seats, in_hand=hand), chosen)
    rng = state.rng
    current = hand.current
    if effect_kind is IgnoreAdjacency or isinstance(effect, IgnoreAdjacency):
        hand = _hand_ignoring(hand, True, uses, hand.steps + (_effect_step(name, current),),
                              hand.seen + (current,))
    elif effect_kind is Reroll or isinstance(effect, Reroll):
        value, rng = roll(rng)
        current = die_of(current.color, value)
        hand = evolve(hand, die=die_of(hand.die.color, value), current=current, ability_uses=uses,
                      steps=hand.steps + (_effect_step(name, current),),
                      seen=hand.seen + (current,))
    else:
        assert isinstance(chosen, Die)
        if not is_shared(chosen):
            chosen = die_of(chosen.color, chosen.value)  # the shared die (as drafted dice are)
        hand = _hand_changed(hand, chosen, uses, hand.steps + (_effect_step(name, chosen),),
                             hand.seen + (chosen,))
    return _effect_used(state, seats, hand, rng)


def _fill(state: GameState, action: FillSpace) -> GameState:
    if state.stage is not _PLACE:
        _need(state, _PLACE, Deed.FILL)
    hand = state.in_hand
    assert hand is not None
    seats = state.seats
    try:
        seat_i = _ACTIVE[len(seats)][state.start_seat][state.turn]
    except IndexError:
        seat_i = state.active_seat
    seat = seats[seat_i]
    w = seat.window
    row, col = action.row, action.col
    known = _last_mask
    if (known[0] is w and known[1] is hand.current and known[2] is hand.ignore_adjacency
            and known[3] is state.rules and known[4] is state.strife_board):
        mask: int = known[5]  # type: ignore[assignment]
    else:
        mask = _place_mask(state, seat, hand)
    if not (0 <= row < w.rows and 0 <= col < w.cols and mask >> (row * w.cols + col) & 1):
        raise IllegalAction(*fill_errors(state, row, col))
    # a legal fill never breaks a restriction, so nothing needs crossing out
    seat = _seat_filled(seat, w.with_fill(row, col, hand.current))
    turn = state.turn + 1
    if turn < 2 * len(seats) and not state.pioneer_cards:  # the usual turn: _end_turn, inline
        changed = list(seats)
        changed[seat_i] = seat
        return _next_turn(state, tuple(changed), None, turn, _DRAFT)
    return _end_turn(state, seat_i, seat)


def _lose(state: GameState) -> GameState:
    _need(state, _PLACE, Deed.GIVE_UP)
    hand = state.in_hand
    assert hand is not None
    seat_i = state.active_seat
    if _place_mask(state, state.seats[seat_i], hand):
        raise IllegalAction(DieStillFits())
    seat = _seat_lost(state.seats[seat_i], state.seats[seat_i].lost_dice + 1)
    return _end_turn(state, seat_i, seat)


def _end_turn(state: GameState, seat_i: int, seat: SeatState) -> GameState:
    seats = state.seats[:seat_i] + (seat,) + state.seats[seat_i + 1 :]
    if state.pioneer_cards:
        seats = collect_pioneer_cards_of(state, seats, seat_i)
    if state.turn + 1 < 2 * len(seats):  # the usual turn: one copy
        return _next_turn(state, seats, None, state.turn + 1, _DRAFT)
    if construction_options(state.cathedral, state.pool):
        return _next_turn(state, seats, None, state.turn, _CONSTRUCT)
    return _end_round(state, seats)


def _choose_flourish(state: GameState, action: ChooseFlourish) -> GameState:
    _need(state, _FLOURISH, Deed.KEEP_FLOURISH)
    seat_i = state.active_seat
    seat = state.seats[seat_i]
    keep = tuple(bool(k) for k in action.keep)
    if len(keep) != len(seat.flourish_cards):
        raise IllegalAction(FlourishCount(seat.name, len(seat.flourish_cards), len(keep)))
    seat = evolve(seat, flourish_kept=keep, favor_tokens=seat.favor_tokens + sum(keep))
    state = evolve(state, seats=state.seats[:seat_i] + (seat,) + state.seats[seat_i + 1 :])
    if state.turn + 1 < len(state.seats):
        return evolve(state, turn=state.turn + 1)
    return _setup_round(state)


def _construct(state: GameState, action: ConstructSpace) -> GameState:
    _need(state, _CONSTRUCT, Deed.CONSTRUCT)
    if action.die not in construction_options(state.cathedral, state.pool):
        raise IllegalAction(CannotConstruct(action.die))
    seat_i = state.active_seat
    seat = state.seats[seat_i]
    seat = evolve(seat, constructed=seat.constructed + (action.die,))
    seats = state.seats[:seat_i] + (seat,) + state.seats[seat_i + 1 :]
    state = evolve(state, seats=seats, cathedral=state.cathedral | {action.die})
    return _end_round(state)


def _end_round(state: GameState, seats: tuple[SeatState, ...] | None = None) -> GameState:
    """The round's end (seats: the seats after its last turn, when it ended the round)."""
    track = state.round_track + (state.pool,)
    if state.setup.window.triggers:
        state = evolve(state, seats=state.seats if seats is None else seats, in_hand=None,
                       round_track=track)
        state = fire_triggers(state, game_over=state.round >= ROUNDS)
        seats, track = state.seats, state.round_track
    elif seats is None:
        seats = state.seats
    if state.round >= ROUNDS:
        return evolve(state, seats=seats, in_hand=None, round_track=track, stage=_OVER,
                      pool=(), turn=0)
    n = len(seats)
    pool, rng = roll_pool(state.rng, n, _extra_dice(state.rules), strife=state.setup.modules.strife)
    return _round_set(state, seats, track, state.round + 1, (state.start_seat + 1) % n, pool, rng,
                      0, _DRAFT, None)


# apply's handler of each action class (DraftDie and FillSpace are tested first, inline)
_DOERS: dict[type, Callable[[GameState, Any], GameState]] = {
    DraftDie: _draft,
    FillSpace: _fill,
    LoseDie: lambda state, _action: _lose(state),
    UseWindowTool: _use_effect,
    UseAbility: _use_effect,
    UseToolCard: _use_effect,
    ConstructSpace: _construct,
    ChooseFlourish: _choose_flourish,
}
