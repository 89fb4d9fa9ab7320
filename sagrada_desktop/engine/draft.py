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
    """The DraftDie actions of the pool, kept with their ids in POOL_DRAFTS."""
    drafts = _DRAFTS
    out = []
    for d in pool:
        entry = drafts.get(id(d))
        if entry is None or entry[0].die is not d:
            entry = draft_entry(d)
        out.append(entry[0])
    got = tuple(out)
    POOL_DRAFTS[0] = (pool, got, tuple(map(id, got)))
    return got


# the last pool's drafts and their ids (one tuple, swapped whole): drafting die k leaves the
# others' actions
POOL_DRAFTS: list[tuple[object, tuple[DraftDie, ...], tuple[int, ...]]] = [(None, (), ())]

def draft(state: GameState, action: DraftDie) -> GameState:
    """The drafted die into the hand: the seat in turn now uses effects, then fills or loses it."""
    if state.stage is not DRAFT:
        need(state, DRAFT, Deed.DRAFT)
    die = action.die
    pool = state.pool
    last = POOL_DRAFTS[0]
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
    hand = entry[1] if entry is not None and entry[0].die is die else draft_entry(die)[1]
    left = pool[:k] + pool[k + 1:]  # a pool holds each colour and value once
    if last[0] is pool:
        drafts, ids = last[1], last[2]
        POOL_DRAFTS[0] = (left, drafts[:k] + drafts[k + 1:], ids[:k] + ids[k + 1:])
    return _drafted(state, left, hand, PLACE)
