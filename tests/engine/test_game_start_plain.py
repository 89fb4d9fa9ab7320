"""new_game (each seat and the state made once, the Glory deal drawn before the seats, the
sorted objective decks kept) gives the state the plain reading of Game Setup gives: the base
setup's state made with attrs, then the Glory setup's changes applied one module after another,
on many random setups (1-6 seats, every mix of modules, decks and cards given or drawn,
window rules granting abilities, seats already holding the Strife Tool)."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from sagrada_desktop.engine import GameSetup, GameState, Modules, SeatSetup, new_game
from sagrada_desktop.engine.definitions import PrivateObjective, WindowRule
from sagrada_desktop.engine.effect_offers import shared_boxes
from sagrada_desktop.engine.objectives import (
    BASE_OBJECTIVES,
    OBJECTIVES,
    RIVALRY_OBJECTIVES,
    STRIFE_OBJECTIVES,
)
from sagrada_desktop.engine.rng import (
    below,
    first_three,
    outputs,
    permuted,
    seed_state,
    shuffled,
)
from sagrada_desktop.engine.round_end import setup_round
from sagrada_desktop.engine.state import SeatState, Stage

from .fixtures import FLIP, PLUS_ONE, STRIFE_TOOLS, TEST_WINDOW, setup


def plain_objectives(setup: GameSetup, rng: int) -> tuple[tuple[str, ...], int]:
    if setup.public_objectives:
        return tuple(setup.public_objectives), rng
    pool = tuple(setup.objective_pool or BASE_OBJECTIVES)
    if setup.modules.rivalry:
        pool += tuple(oid for oid in RIVALRY_OBJECTIVES if oid not in pool)
    pool = tuple(oid for oid in pool if oid not in setup.window.objectives_left_out)
    if setup.modules.strife:
        k, rng = below(rng, len(STRIFE_OBJECTIVES))
        strife = sorted(STRIFE_OBJECTIVES)[k]
        others, rng = shuffled(rng, sorted(oid for oid in set(pool) if oid != strife))
        return (strife, *others[:2]), rng
    drawn, rng = shuffled(rng, sorted(pool))
    return tuple(drawn[:3]), rng


def plain_new_game(setup: GameSetup) -> GameState:
    n = len(setup.seats)
    objectives, rng = plain_objectives(setup, seed_state(setup.seed))
    privates: list[PrivateObjective] = []
    while len(privates) < n:
        deck, rng = shuffled(rng, setup.window.private_objectives)
        privates.extend(deck)
    start, rng = (setup.start_seat % n, rng) if setup.start_seat >= 0 else below(rng, n)
    granted = tuple(r.ability for r in setup.window.rules
                    if r.kind == "grant-ability" and r.ability is not None)
    seats = tuple(
        SeatState(s.name, setup.window.pattern.cleared(), privates[i],
                  s.abilities + tuple(a for a in granted if a not in s.abilities), s.tool_cards,
                  tool_boxes_used=shared_boxes((0,) * len(setup.window.tools)),
                  legacy_points=s.legacy_points, starting_tool_count=s.starting_tool_count)
        for i, s in enumerate(setup.seats))
    state = GameState(setup, objectives, seats, setup.window.rules, rng, start_seat=start,
                      cathedral=setup.cathedral)
    decks, modules = setup.glory, setup.modules
    if modules.strife:
        boards = {b.id: b for b in decks.strife_boards}
        tools = {t.id: t for t in decks.strife_tools}
        if setup.strife_board_id:
            board = boards[setup.strife_board_id]
        else:
            k, rng = below(rng, len(decks.strife_boards))
            board = decks.strife_boards[k]
        if setup.strife_tool_id:
            tool = tools[setup.strife_tool_id]
        else:
            k, rng = below(rng, len(decks.strife_tools))
            tool = decks.strife_tools[k]
        state = evolve(state, strife_board=board, strife_tool=tool, seats=tuple(
            s if any(c.id == tool.id for c in s.tool_cards)
            else evolve(s, tool_cards=s.tool_cards + (tool,)) for s in state.seats))
    if modules.pioneer:
        if setup.pioneer_card_ids:
            cards = {c.id: c for c in decks.pioneer_cards}
            revealed = tuple(cards[cid] for cid in setup.pioneer_card_ids)
        else:
            pioneers, rng = shuffled(rng, decks.pioneer_cards)
            revealed = tuple(pioneers[:3])
        state = evolve(state, pioneer_cards=revealed)
    if modules.flourish:
        hands, rng = shuffled(rng, decks.flourish_cards)
        state = evolve(state, seats=tuple(evolve(s, flourish_cards=tuple(hands[2 * i:2 * i + 2]))
                                          for i, s in enumerate(state.seats)))
    state = evolve(state, rng=rng)
    if modules.flourish:
        return evolve(state, stage=Stage.FLOURISH, turn=0)
    return setup_round(state)


def random_setup(rnd: random.Random) -> GameSetup:
    modules = Modules(**{m: rnd.random() < 0.5 for m in ("strife", "pioneer", "flourish",
                                                          "rivalry")})
    base = setup(rnd.randint(1, 6), seed=rnd.randrange(10**6), modules=modules)
    strife_tool = rnd.choice(STRIFE_TOOLS)
    seats = tuple(SeatSetup(s.name, abilities=rnd.choice(((), (FLIP,), (PLUS_ONE, FLIP))),
                            tool_cards=(strife_tool,) if rnd.random() < 0.2 else (),
                            legacy_points=rnd.randint(0, 3), starting_tool_count=rnd.randint(0, 2))
                  for s in base.seats)
    window = TEST_WINDOW
    if rnd.random() < 0.3:
        window = evolve(window, rules=(WindowRule("grant-ability", ability=FLIP),))
    if rnd.random() < 0.3:
        window = evolve(window, objectives_left_out=tuple(rnd.sample(BASE_OBJECTIVES, 3)))
    given: dict[str, object] = {}
    if rnd.random() < 0.2:
        given["public_objectives"] = tuple(rnd.sample(sorted(OBJECTIVES), 3))
    if rnd.random() < 0.3:  # Strife objectives and an id twice in it, at times
        pool = rnd.sample(sorted(OBJECTIVES), 6)
        given["objective_pool"] = (*pool, pool[0])
    if rnd.random() < 0.3:
        given["start_seat"] = rnd.randrange(len(seats))
    if modules.strife and rnd.random() < 0.3:
        given["strife_tool_id"] = strife_tool.id
        given["strife_board_id"] = rnd.choice(base.glory.strife_boards).id
    if modules.pioneer and rnd.random() < 0.3:
        given["pioneer_card_ids"] = tuple(c.id for c in rnd.sample(base.glory.pioneer_cards, 3))
    return evolve(base, seats=seats, window=window, **given)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(10))
def test_new_game_against_the_plain_reading(seed: int) -> None:
    rnd = random.Random(8000 + seed)
    for _ in range(30):
        game_setup = random_setup(rnd)
        assert new_game(game_setup) == plain_new_game(game_setup), game_setup


@pytest.mark.parametrize("seed", range(5))
def test_permuted_from_a_batch_as_shuffled(seed: int) -> None:
    """new_game's batch of draws: permuted, given the numbers shuffled would draw, gives its
    list, and first_three its first three (every deck length, the short ones drawn number by
    number in shuffled)."""
    rnd = random.Random(8500 + seed)
    for size in range(0, 16):
        state = rnd.getrandbits(64)
        items = [f"item {k}" for k in range(size)]
        draws, after = outputs(state, max(size - 1, 0))
        assert (permuted(items, draws), after) == shuffled(state, items)
        if size >= 3:  # the deal's first three, from a batch holding more numbers after
            more = draws + outputs(after, 4)[0]
            assert first_three(items, more) == tuple(shuffled(state, items)[0][:3])


def test_an_unknown_objective_dealt_is_refused_game_after_game() -> None:
    """new_game keeps the last deck it sorted (by the pool's identity): a pool holding an
    unknown id is refused whenever that id is dealt, and only then, also right after games
    dealt from other decks."""
    pool = ("row-color-variety", "no-such", "light-shades", "star-light", "color-variety")
    other = evolve(setup(4), objective_pool=("row-color-variety", "deep-shades", "star-light"))
    refused = 0
    for seed in range(60):
        game_setup = evolve(setup(4, seed=seed), objective_pool=pool)
        dealt, _ = plain_objectives(game_setup, seed_state(seed))
        if "no-such" in dealt:
            refused += 1
            with pytest.raises(ValueError, match="no-such"):
                new_game(game_setup)
        else:
            assert new_game(game_setup) == plain_new_game(game_setup)
        if seed % 3 == 0:
            assert new_game(other) == plain_new_game(other)
    assert 0 < refused < 60
