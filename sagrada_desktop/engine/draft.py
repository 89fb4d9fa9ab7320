"""Drafting: one die from the pool into the hand (the DraftDie actions made once per shared die)."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import DraftDie, IllegalAction
from .die import Die, is_shared
from .reasons import Deed, NotInPool
from .replace import replacer
from .stages import DRAFT, PLACE, need
from .state import GameState, InHand

_drafted = replacer(GameState, "pool", "in_hand", "stage")

# DraftDie(die) by id(die), and the hand it makes by id(action), for the shared dice of
# die.die_of: they live as long as the program, so no other live object has their ids (both
# frozen: shared safely)
_ACTIONS: dict[int, DraftDie] = {}
_HANDS: dict[int, InHand] = {}


def draft_entry(die: Die) -> tuple[DraftDie, InHand]:
    """DraftDie(die) and the hand it makes, made once for each of the shared dice."""
    action = _ACTIONS.get(id(die))
    if action is not None:
        return action, _HANDS[id(action)]
    action, hand = DraftDie(die), InHand(die, die, seen=(die,))
    if is_shared(die):  # the hand first: a reader finding the action finds its hand
        _HANDS[id(action)] = hand
        _ACTIONS[id(die)] = action
    return action, hand


def draft_list(pool: tuple[Die, ...]) -> tuple[DraftDie, ...]:
    """The DraftDie actions of the pool, kept with their ids in POOL_DRAFTS."""
    try:
        got = tuple(map(_ACTIONS.__getitem__, map(id, pool)))
    except KeyError:  # a die met for the first time, or one not shared
        got = tuple(draft_entry(d)[0] for d in pool)
    POOL_DRAFTS[0] = (pool, got, tuple(map(id, got)))
    return got


# the last pool seen, its DraftDie actions and their ids, in the pool's order (one tuple, swapped
# whole): drafting die k leaves the others' for the next pool
POOL_DRAFTS: list[tuple[object, Sequence[DraftDie], Sequence[int]]] = [(None, (), ())]


def draft(state: GameState, action: DraftDie) -> GameState:
    """The drafted die into the hand: the seat in turn now uses effects, then fills or loses it."""
    if state.stage is not DRAFT:
        need(state, DRAFT, Deed.DRAFT)
    pool = state.pool
    last, drafts, ids = POOL_DRAFTS[0]
    if last is not pool:
        drafts = draft_list(pool)
        ids = POOL_DRAFTS[0][2]
    try:  # usually the very action legal_actions gave: found by its id
        k = ids.index(id(action))
    except ValueError:  # another DraftDie of an equal die, or a die not in the pool
        if action.die not in pool:
            raise IllegalAction(NotInPool(action.die)) from None
        k = pool.index(action.die)
    # the pool, its actions and their ids without item k (a pool holds each colour and value
    # once); a list's del is cheaper than two slices and a join. The kept actions and ids stay
    # lists: never changed once kept (each draft copies them), so read safely by other threads
    dice = [*pool]
    del dice[k]
    left = tuple(dice)
    acts = [*drafts]
    del acts[k]
    nums = [*ids]
    del nums[k]
    POOL_DRAFTS[0] = (left, acts, nums)
    hand = _HANDS.get(ids[k])  # the shared die's hand; another die's is made anew
    return _drafted(state, left, hand or draft_entry(drafts[k].die)[1], PLACE)
