"""Drafting: one die from the pool into the hand (the DraftDie actions made once per shared die)."""

from __future__ import annotations

from .actions import DraftDie, IllegalAction
from .die import Die, is_shared
from .reasons import Deed, NotInPool
from .replace import replacer
from .stages import DRAFT, PLACE, need
from .state import GameState, InHand

_drafted = replacer(GameState, "pool", "in_hand", "stage")


_DRAFTS: dict[int, tuple[DraftDie, InHand]] = {}


def draft_entry(die: Die) -> tuple[DraftDie, InHand]:
    """DraftDie(die) and the hand it makes, made once for each of the shared dice of
    die.die_of (both frozen: shared safely)."""
    entry = _DRAFTS.get(id(die))
    if entry is None or entry[0].die is not die:
        entry = (DraftDie(die), InHand(die, die, seen=(die,)))
        if is_shared(die):
            _DRAFTS[id(die)] = entry
    return entry


def draft_list(pool: tuple[Die, ...]) -> tuple[DraftDie, ...]:
    """The DraftDie actions of the pool, kept with the hands they make in POOL_DRAFTS."""
    drafts = _DRAFTS
    entries = []
    for d in pool:
        entry = drafts.get(id(d))
        if entry is None or entry[0].die is not d:
            entry = draft_entry(d)
        entries.append(entry)
    got, hands = zip(*entries, strict=False) if entries else ((), ())
    POOL_DRAFTS[0] = (pool, got, hands, tuple(map(id, got)))
    return got


# the last pool seen, its DraftDie actions, the hand each makes and the actions' ids, in the
# pool's order (one tuple, swapped whole): drafting die k leaves the others' entries for the
# next pool
POOL_DRAFTS: list[tuple[object, tuple[DraftDie, ...], tuple[InHand, ...], tuple[int, ...]]] = [
    (None, (), (), ())]


def draft(state: GameState, action: DraftDie) -> GameState:
    """The drafted die into the hand: the seat in turn now uses effects, then fills or loses it."""
    if state.stage is not DRAFT:
        need(state, DRAFT, Deed.DRAFT)
    pool = state.pool
    last = POOL_DRAFTS[0]
    if last[0] is not pool:
        draft_list(pool)
        last = POOL_DRAFTS[0]
    try:  # usually the very action legal_actions gave: found by its id
        k = last[3].index(id(action))
    except ValueError:  # another DraftDie of an equal die, or a die not in the pool
        if action.die not in pool:
            raise IllegalAction(NotInPool(action.die)) from None
        k = pool.index(action.die)
    drafts, hands, ids = last[1], last[2], last[3]
    left = pool[:k] + pool[k + 1:]  # a pool holds each colour and value once
    POOL_DRAFTS[0] = (left, drafts[:k] + drafts[k + 1:], hands[:k] + hands[k + 1:],
                      ids[:k] + ids[k + 1:])
    return _drafted(state, left, hands[k], PLACE)
