"""Drafting against its plain reading: the DraftDie actions are one per pool die in the pool's
order, and drafting a die leaves the pool without it, the die in hand as drafted (seen once),
and the seat placing; whatever pool was seen last (the kept actions and ids are swapped whole)
and whether the die is a shared one (die_of) or not, the action the one legal_actions gave or
an equal one."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    Color,
    Die,
    DraftDie,
    IllegalAction,
    Stage,
    legal_actions,
    new_game,
)
from sagrada_desktop.engine.die import die_of
from sagrada_desktop.engine.draft import draft, draft_list
from sagrada_desktop.engine.state import InHand

from .fixtures import setup

COLORS = [Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE, Color.PURPLE, Color.GRAY]


def random_pool(rnd: random.Random) -> tuple[Die, ...]:
    """2 to 13 distinct dice, some of them not the shared dice of die_of."""
    faces = rnd.sample([(c, v) for c in COLORS for v in range(1, 7)], rnd.randint(2, 13))
    return tuple(die_of(c, v) if rnd.random() < 0.8 else Die(c, v) for c, v in faces)


def test_drafting_takes_the_die_from_the_pool_into_the_hand_as_the_plain_reading_does() -> None:
    rnd = random.Random(12)
    start = new_game(setup(2, seed=5))
    assert start.stage is Stage.DRAFT
    states = []
    for _ in range(300):
        state = evolve(start, pool=random_pool(rnd))
        states.append(state)
        # draft from this pool, or one seen before (its lineage no longer the last seen)
        state = rnd.choice(states)
        pool = state.pool
        actions = legal_actions(state)
        assert actions == [DraftDie(d) for d in pool]
        assert all(a.die is d for a, d in zip(actions, pool, strict=True))
        assert draft_list(pool) == tuple(actions)
        k = rnd.randrange(len(pool))
        # the very action given, an equal one, or an equal one of an equal (unshared) die
        action = rnd.choice([actions[k], DraftDie(pool[k]),
                             DraftDie(Die(pool[k].color, pool[k].value))])
        after = draft(state, action)
        die = pool[k]
        assert after.pool == pool[:k] + pool[k + 1:]
        assert all(a is b for a, b in zip(after.pool, pool[:k] + pool[k + 1:], strict=True))
        assert after.in_hand == InHand(die, die, seen=(die,))
        assert after.stage is Stage.PLACE
        assert evolve(after, pool=pool, in_hand=None, stage=Stage.DRAFT) == state
        # the next seat drafts from what is left (the kept actions, or a new list)
        nxt = evolve(after, stage=Stage.DRAFT, in_hand=None)
        if nxt.pool:
            assert legal_actions(nxt) == [DraftDie(d) for d in nxt.pool]
            states.append(nxt)


def test_a_die_not_in_the_pool_cannot_be_drafted() -> None:
    state = new_game(setup(2, seed=5))
    absent = next(die_of(c, v) for c in COLORS for v in range(1, 7)
                  if die_of(c, v) not in state.pool)
    legal_actions(state)
    with pytest.raises(IllegalAction):
        draft(state, DraftDie(absent))
    assert legal_actions(state) == [DraftDie(d) for d in state.pool]


def test_changing_a_list_legal_actions_gave_changes_no_later_answer() -> None:
    """The kept actions (lists after a draft) are copied out, never handed out."""
    state = new_game(setup(2, seed=5))
    given = legal_actions(state)
    expected = list(given)
    given.clear()
    assert legal_actions(state) == expected
    nxt = evolve(draft(state, expected[0]), stage=Stage.DRAFT, in_hand=None)
    given = legal_actions(nxt)  # from the kept lists the draft left
    assert given == [DraftDie(d) for d in nxt.pool]
    given.reverse()
    del given[0]
    assert legal_actions(nxt) == [DraftDie(d) for d in nxt.pool]
    last = nxt.pool[-1]
    assert draft(nxt, legal_actions(nxt)[-1]).pool == nxt.pool[:-1]
    assert draft(nxt, DraftDie(last)).in_hand == InHand(last, last, seen=(last,))


@pytest.mark.parametrize("size", [0, 1, 2])
def test_small_pools_give_one_action_per_die(size: int) -> None:
    """draft_list's one-call lookup (2 dice or more) and its plain one (fewer) agree."""
    pool = tuple(die_of(Color.RED, v) for v in range(1, size + 1))
    assert draft_list(pool) == tuple(DraftDie(d) for d in pool)
    if pool:
        state = evolve(new_game(setup(2, seed=5)), pool=pool)
        assert legal_actions(state) == [DraftDie(d) for d in pool]
        assert draft(state, DraftDie(pool[-1])).pool == pool[:-1]
