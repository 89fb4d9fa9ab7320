"""Drafting: one die from the pool into the hand (the DraftDie actions made once per shared die)."""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter

from .actions import DraftDie, IllegalAction
from .die import Die, is_shared
from .reasons import Deed, NotInPool
from .replace import replacer
from .stages import DRAFT, PLACE, need
from .state import GameState, InHand

_drafted = replacer(GameState, "pool", "in_hand", "stage")

# DraftDie(die) and the hand it makes, by id(die), for the shared dice of die.die_of: they live
# as long as the program, so no other live object has their ids (both frozen: shared safely)
_ACTIONS: dict[int, DraftDie] = {}
_HANDS: dict[int, InHand] = {}


def draft_entry(die: Die) -> tuple[DraftDie, InHand]:
    """DraftDie(die) and the hand it makes, made once for each of the shared dice."""
    action = _ACTIONS.get(id(die))
    if action is not None:
        return action, _HANDS[id(die)]
    action, hand = DraftDie(die), InHand(die, die, seen=(die,))
    if is_shared(die):  # the hand first: a reader finding the action finds its hand
        _HANDS[id(die)] = hand
        _ACTIONS[id(die)] = action
    return action, hand


def draft_list(pool: tuple[Die, ...]) -> tuple[DraftDie, ...]:
    """The DraftDie actions of the pool, kept with the dice's ids in POOL_DRAFTS."""
    ids = [*map(id, pool)]
    try:  # itemgetter(*ids)(_ACTIONS): the actions of 2 or more dice in one C call
        got = itemgetter(*ids)(_ACTIONS) if len(ids) > 1 else tuple(map(_ACTIONS.__getitem__, ids))
    except KeyError:  # a die met for the first time, or one not shared
        got = tuple(draft_entry(d)[0] for d in pool)
    POOL_DRAFTS[0] = (pool, got, ids)
    return got


# the last pool seen, its DraftDie actions and its dice's ids, in the pool's order (one tuple,
# swapped whole; the sequences in it are never changed once kept): drafting die k leaves the
# others' for the next pool
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
    try:  # the die itself, found by its id (a DraftDie of an unshared die may not be)
        k = ids.index(id(action.die))
    except ValueError:  # an equal die that is not the pool's, or a die not in the pool
        if action.die not in pool:
            raise IllegalAction(NotInPool(action.die)) from None
        k = pool.index(action.die)
    # the pool, its actions and its dice's ids without item k (a pool holds each colour and
    # value once); a list's del is cheaper than two slices and a join. The kept actions and ids
    # stay lists: never changed once kept (each draft copies them), so read safely by threads
    dice = [*pool]
    del dice[k]
    left = tuple(dice)
    acts = [*drafts]
    del acts[k]
    nums = [*ids]
    del nums[k]
    POOL_DRAFTS[0] = (left, acts, nums)
    hand = _HANDS.get(ids[k])  # the shared die's hand; another die's is made anew
    return _drafted(state, left, hand or draft_entry(pool[k])[1], PLACE)
