"""One game of Sagrada: Artisans: legal_actions and apply (new_game: game_start.py).

A turn: draft exactly one die; then use abilities and tools in any order, each on the die as
earlier effects left it (chaining); then fill one space, or lose the die if it fits nowhere.
After every seat's two turns: Cathedral Construction, the round's unlocks, the next Start Player.

The Glory modules (GameSetup.modules) add: gray dice and a Strife Board's say on where they go
(Strife); Pioneer Cards collected at the end of a turn (Pioneer); before round 1, each seat
keeping or discarding its Flourish Cards (Stage.FLOURISH), a kept card giving a Favor Token
that pays for one window-tool use without filling a point box (Flourish).

Each deed has its module: draft.py, effect_use.py (what effect_offers.py offers), turn_end.py
(a fill or a lost die, where legal_fills.py says), round_end.py, game_start.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import product
from typing import Any

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
from .draft import POOL_DRAFTS, draft, draft_list
from .editions import rules_of
from .effect_offers import TOOL_ACTIONS, card_actions, effect_actions, tool_actions
from .effect_use import use_effect
from .game_start import choose_flourish, new_game
from .legal_fills import LAST_MASK, fill_bytes, fill_errors, fill_list, fill_spaces, place_mask
from .reasons import UnknownAction
from .round_end import construct
from .stages import CONSTRUCT, DRAFT, FLOURISH, PLACE
from .state import _ACTIVE, GameState
from .turn_end import fill, lose

__all__ = ["apply", "fill_errors", "fill_spaces", "legal_actions", "new_game"]

LOSE = LoseDie()
_GRAY = Color.GRAY


def legal_actions(state: GameState) -> list[Action]:
    stage = state.stage
    if stage is DRAFT:
        pool = state.pool
        last = POOL_DRAFTS[0]
        if last[0] is pool:
            return [*last[1]]
        return [*draft_list(pool)]

    if stage is PLACE:
        hand = state.in_hand
        if hand is None:
            return []
        seats = state.seats
        try:
            seat_i = _ACTIVE[len(seats)][state.start_seat][state.turn]
        except IndexError:
            seat_i = state.active_seat
        seat = seats[seat_i]
        w = seat.window
        bits = w._bits or w.bits
        die = hand.current
        ignore = hand.ignore_adjacency
        rules = state.rules
        board = state.strife_board
        if not rules and (board is None or die.color is not _GRAY):
            # place_mask's usual cases: FillBits.legal_fill_mask(die, ignore), written out (not
            # read from LAST_MASK: a game asks legal_actions once a state; the mask is kept for
            # apply(FillSpace))
            p = bits.pattern
            color = die.color._value_
            value = die.value
            filled = bits.filled
            try:  # values 1-6 (others: legal_fill_mask itself)
                color_ok, color_side = p.color_place[color]
                value_ok, value_side = p.value_place[value]
                mask = color_ok & value_ok
                if filled:  # empty, not beside a die of its colour or value, and ...
                    lanes = bits.lanes  # (window_bits' lanes: the spaces beside those dice)
                    blocked = filled | lanes[color_side] | lanes[value_side]
                    if not ignore:  # ... next to a die
                        mask &= bits.near & ~blocked
                    else:  # ... after a placement ability: where the game's edition says
                        mask &= ~blocked & rules_of(state).placement_ability_spaces(bits)
            except (KeyError, IndexError):  # a value with no lane (in these lanes)
                mask = bits.legal_fill_mask(die, ignore, False, rules_of(state)
                                            .placement_ability_spaces if ignore else None)
            LAST_MASK[0] = (state, mask, seat_i)
        else:
            mask = place_mask(state, seat_i)
        if not seat.abilities:  # the window tools' uses, then the Tool Cards' (if any)
            # effect_offers.tool_actions' table, read inline: by the die, then the boxes
            # (uses_key, written out)
            by_die = TOOL_ACTIONS.get(id(die))
            uses: Sequence[Action] | None = None
            if by_die is not None and by_die[0] is state.setup.window.tools:
                favor = seat.favor_tokens > 0
                used = seat.tool_boxes_used
                uses = by_die[2].get((used, favor, ignore) if favor or ignore else used)
            if uses is None:
                uses = tool_actions(state, seat, hand)
            held = seat.tool_cards
            if held and (len(held) > 1 or held[0].id not in seat.used_tool_cards):
                card_uses = card_actions(state, seat, hand)  # (a seat's one card, used: none)
                if card_uses:
                    uses = (*uses, *card_uses)
        else:
            uses = effect_actions(state, seat, hand)
        if mask:  # the FillSpace actions, 8 spaces at a time (legal_fills.fill_chunks), then uses
            chunks: tuple[tuple[tuple[Action, ...], ...], ...] = (
                bits.pattern.fill_bytes or fill_bytes(w))  # type: ignore[assignment]
            if len(chunks) == 3:  # one list made at once
                return [*chunks[0][mask & 0xFF], *chunks[1][mask >> 8 & 0xFF],
                        *chunks[2][mask >> 16], *uses]
            return [*fill_list(w, mask), *uses]
        return [LOSE, *uses]
    if stage is CONSTRUCT:
        return [ConstructSpace(d) for d in construction_options(state.cathedral, state.pool)]
    if stage is FLOURISH:
        return [*flourish_choices(len(state.seats[state.active_seat].flourish_cards))]
    return []


@lru_cache(maxsize=16)
def flourish_choices(cards: int) -> tuple[ChooseFlourish, ...]:
    """Keep or discard each of `cards` Flourish Cards: every choice, made once per count
    (actions are frozen: shared safely)."""
    return tuple(ChooseFlourish(keep) for keep in product((True, False), repeat=cards))


# --- doing it ------------------------------------------------------------------------------

def apply(state: GameState, action: Action) -> GameState:
    """The state after `action`; raises IllegalAction (saying why) when the rules forbid it."""
    try:
        doer = _DOERS[type(action)]
    except KeyError:  # a subclass of an action class
        found = next((d for k, d in _DOERS.items() if isinstance(action, k)), None)
        if found is None:
            raise IllegalAction(UnknownAction(repr(action))) from None
        doer = found
    return doer(state, action)


# apply's handler of each action class
_DOERS: dict[type, Callable[[GameState, Any], GameState]] = {
    DraftDie: draft,
    FillSpace: fill,
    LoseDie: lose,
    UseWindowTool: use_effect,
    UseAbility: use_effect,
    UseToolCard: use_effect,
    ConstructSpace: construct,
    ChooseFlourish: choose_flourish,
}
