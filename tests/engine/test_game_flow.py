"""Round setup, snake draft, turns, construction, unlocks, end of game, ties."""

import random

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    Ability,
    ChangeValue,
    Color,
    ConstructSpace,
    Die,
    DraftDie,
    EnvelopeRules,
    FillSpace,
    IllegalAction,
    LoseDie,
    Stage,
    TieBreak,
    Trigger,
    UseAbility,
    WindowRule,
    apply,
    construction_options,
    final_scores,
    legal_actions,
    new_game,
    parse_window,
    snake_order,
)
from sagrada_desktop.engine.round_setup import roll_pool
from sagrada_desktop.wording import tie_break_text

from .fixtures import TEST_WINDOW, setup


@pytest.mark.parametrize(
    "seats, start, order",
    [
        (1, 0, [0, 0]),
        (2, 0, [0, 1, 1, 0]),
        (3, 1, [1, 2, 0, 0, 2, 1]),
        (4, 3, [3, 0, 1, 2, 2, 1, 0, 3]),
    ],
)
def test_snake_order(seats: int, start: int, order: list[int]) -> None:
    assert snake_order(seats, start) == order


@pytest.mark.parametrize("seats, size", [(1, 3), (2, 5), (3, 7), (4, 9), (5, 11), (6, 13)])
def test_pool_size_and_no_duplicates(seats: int, size: int) -> None:
    for seed in range(200):
        pool, _ = roll_pool(seed, seats)
        assert len(pool) == size
        assert len(set(pool)) == size
        assert all(1 <= d.value <= 6 for d in pool)
        if seats <= 4:
            for c in set(d.color for d in pool):
                assert sum(d.color is c for d in pool) <= 2, "the bag holds two of each colour"


def test_same_seed_same_game_different_seed_different_game() -> None:
    def play(seed: int) -> list[object]:
        s = new_game(setup(3, seed=seed))
        rnd = random.Random(7)
        seen = []
        while not s.is_over:
            a = rnd.choice(legal_actions(s))
            seen.append(a)
            s = apply(s, a)
        return seen + [final_scores(s)]

    assert play(5) == play(5)
    assert play(5) != play(6)


def test_start_player_passes_left_each_round() -> None:
    s = new_game(setup(3, seed=2, start_seat=1))
    rnd = random.Random(0)
    starts = []
    while not s.is_over:
        if s.turn == 0 and s.stage is Stage.DRAFT and (not starts or starts[-1][0] != s.round):
            starts.append((s.round, s.start_seat))
        s = apply(s, rnd.choice(legal_actions(s)))
    assert [st for _, st in starts] == [(1 + k) % 3 for k in range(12)]
    assert s.start_seat == 0, "round 12's Start Player"


def test_a_turn_drafts_exactly_one_die_then_fills() -> None:
    s = new_game(setup(2, seed=3))
    assert all(isinstance(a, DraftDie) for a in legal_actions(s))
    die = s.pool[0]
    s = apply(s, DraftDie(die))
    assert die not in s.pool and s.in_hand.die == die
    with pytest.raises(IllegalAction, match="cannot draft a die now"):
        apply(s, DraftDie(s.pool[0]))
    assert not any(isinstance(a, DraftDie) for a in legal_actions(s))


def test_illegal_fill_is_refused_with_the_engine_reasons() -> None:
    s = new_game(setup(2, seed=3))
    red = Die(Color.GREEN, 6)
    s = evolve(s, pool=(red,) + s.pool[1:])
    s = apply(s, DraftDie(red))
    with pytest.raises(IllegalAction, match="needs red"):
        apply(s, FillSpace(0, 1))


def test_a_die_that_fits_nowhere_is_lost_and_only_then() -> None:
    window = evolve(TEST_WINDOW, pattern=parse_window("R 1 ."))
    s = new_game(evolve(setup(1, seed=1), window=window))
    s = evolve(s, pool=(Die(Color.RED, 2), Die(Color.GREEN, 1), Die(Color.GREEN, 2)))
    s = apply(s, DraftDie(Die(Color.RED, 2)))
    s = apply(s, FillSpace(0, 0))
    s = apply(s, DraftDie(Die(Color.GREEN, 1)))
    assert LoseDie() not in legal_actions(s)
    with pytest.raises(IllegalAction, match="can still fill"):
        apply(s, LoseDie())
    s2 = evolve(s, in_hand=evolve(s.in_hand, die=Die(Color.GREEN, 2), current=Die(Color.GREEN, 2)))
    assert [a for a in legal_actions(s2) if not isinstance(a, UseAbility)][0] == LoseDie()
    assert not any(isinstance(a, FillSpace) for a in legal_actions(s2))
    s2 = apply(s2, LoseDie())
    assert s2.seats[0].lost_dice == 1
    assert s2.seats[0].window.filled_count == 1
    assert s2.in_hand is None and s2.round == 2, "the solo round ended with the lost die"


def test_cathedral_construction_takes_the_lowest_unconstructed_space() -> None:
    built = frozenset({Die(Color.RED, 1), Die(Color.RED, 2)})
    remaining = (Die(Color.RED, 3), Die(Color.RED, 4), Die(Color.BLUE, 1), Die(Color.GREEN, 2))
    assert construction_options(built, remaining) == [Die(Color.RED, 3), Die(Color.BLUE, 1)]
    assert construction_options(frozenset(), (Die(Color.GREEN, 2),)) == []


def test_the_last_player_must_construct_and_scores_it() -> None:
    s = new_game(setup(1, seed=4))
    s = evolve(s, pool=(Die(Color.RED, 5), Die(Color.BLUE, 1), Die(Color.YELLOW, 1)))
    for die in (Die(Color.RED, 5), Die(Color.YELLOW, 1)):
        s = apply(s, DraftDie(die))
        s = apply(s, next(a for a in legal_actions(s) if isinstance(a, FillSpace)))
    assert s.stage is Stage.CONSTRUCT
    assert legal_actions(s) == [ConstructSpace(Die(Color.BLUE, 1))]
    with pytest.raises(IllegalAction):
        apply(s, ConstructSpace(Die(Color.RED, 5)))
    s = apply(s, ConstructSpace(Die(Color.BLUE, 1)))
    assert Die(Color.BLUE, 1) in s.cathedral
    assert s.seats[0].constructed == (Die(Color.BLUE, 1),)
    assert s.round == 2 and s.stage is Stage.DRAFT
    assert s.round_track[0] == (Die(Color.BLUE, 1),)


def _play_out(state, seed: int = 0):  # type: ignore[no-untyped-def]
    rnd = random.Random(seed)
    while not state.is_over:
        state = apply(state, rnd.choice(legal_actions(state)))
    return state


def test_end_of_round_trigger_opens_an_envelope_and_its_rules_apply() -> None:
    bonus = Ability("bonus", "Bonus", ChangeValue(add=(2,)))
    window = evolve(TEST_WINDOW, triggers=(Trigger("end-of-round", "E01", round=3),))
    rules = (EnvelopeRules("E01", (WindowRule("grant-ability", ability=bonus),
                                   WindowRule("star-points", points=2))),)
    s = new_game(evolve(setup(2, seed=9), window=window, envelope_rules=rules))
    rnd = random.Random(1)
    while s.round <= 3:
        assert s.opened == ()
        assert all(bonus not in seat.abilities for seat in s.seats)
        s = apply(s, rnd.choice(legal_actions(s)))
    assert s.opened == ("E01",)
    assert all(bonus in seat.abilities for seat in s.seats)
    s = apply(s, rnd.choice([a for a in legal_actions(s) if isinstance(a, DraftDie)]))
    assert any(isinstance(a, UseAbility) and a.ability_id == "bonus" for a in legal_actions(s))


def test_stars_trigger_opens_at_the_latest_before_scoring() -> None:
    window = evolve(TEST_WINDOW, triggers=(Trigger("stars-filled", "E02"),))
    s = _play_out(new_game(evolve(setup(2, seed=11), window=window)))
    assert s.opened == ("E02",)


def test_game_lasts_12_rounds_and_every_seat_fills_or_loses_24_dice() -> None:
    s = _play_out(new_game(setup(3, seed=12)))
    assert s.stage is Stage.OVER and s.round == 12 and len(s.round_track) == 12
    for seat in s.seats:
        assert seat.window.filled_count + seat.window.broken_count + seat.lost_dice == 24


def test_scorecard_adds_up_the_six_steps() -> None:
    s = _play_out(new_game(setup(4, seed=13, game_number=2)))
    for card, seat in zip(final_scores(s), s.seats, strict=True):
        assert card.total == (card.starting_tools + sum(card.public) + card.private + card.tools
                              + card.broken_empty + card.extra)
        assert card.broken_empty == -(seat.window.empty_count + seat.window.broken_count)
        assert card.extra == len(seat.constructed)
    places = sorted(c.place for c in final_scores(s))
    assert places == [1, 2, 3, 4]


def test_ties_break_by_fewest_legacy_points_then_broken_empty_then_private_then_order() -> None:
    s = new_game(setup(2, seed=14))
    # both windows empty: equal totals, equal broken/empty, equal private (0)
    s = evolve(s, stage=Stage.OVER, start_seat=1)
    cards = final_scores(s)
    assert cards[0].total == cards[1].total
    assert (cards[1].place, cards[0].place) == (1, 2), "seat 1 started the final round"
    assert cards[0].tie_break == TieBreak(cards[0].total, "turn-order")
    assert "final round" in tie_break_text(cards[0].tie_break, "en")
    assert "回合順序" in tie_break_text(cards[0].tie_break, "zh_TW")
    seats = (evolve(s.seats[0], legacy_points=0), evolve(s.seats[1], legacy_points=5))
    cards = final_scores(evolve(s, seats=seats))
    assert (cards[0].place, cards[1].place) == (1, 2)
    assert cards[0].tie_break == TieBreak(cards[0].total, "legacy-points")
    assert "fewer Legacy Points" in tie_break_text(cards[0].tie_break, "en")


def test_starting_tool_count_scores_only_from_game_two() -> None:
    s = new_game(setup(1, seed=15))
    s = evolve(s, stage=Stage.OVER, seats=(evolve(s.seats[0], starting_tool_count=3),))
    assert final_scores(s)[0].starting_tools == 0
    s = evolve(s, setup=evolve(s.setup, game_number=2))
    assert final_scores(s)[0].starting_tools == 3


def test_window_rules_add_step_six_points() -> None:
    rules = (WindowRule("star-points", points=2), WindowRule("color-points", points=1,
                                                             color=Color.RED))
    window = evolve(TEST_WINDOW, rules=rules, pattern=parse_window("*=R1 .=G2 *=R3\n. . ."))
    s = new_game(evolve(setup(1, seed=1), window=window))
    s = evolve(s, stage=Stage.OVER, seats=(evolve(s.seats[0], window=window.pattern),))
    assert final_scores(s)[0].extra == 2 * 2 + 2
    assert final_scores(s)[0].broken_empty == -3


def test_first_on_edge_rule() -> None:
    window = evolve(TEST_WINDOW, rules=(WindowRule("first-on-edge"),))
    s = new_game(evolve(setup(1, seed=2), window=window))
    s = apply(s, DraftDie(s.pool[0]))
    fills = [a for a in legal_actions(s) if isinstance(a, FillSpace)]
    assert fills and all(a.row in (0, 3) or a.col in (0, 5) for a in fills)


def test_extra_pool_die_rule() -> None:
    window = evolve(TEST_WINDOW, rules=(WindowRule("extra-pool-die"),))
    assert len(new_game(evolve(setup(2, seed=2), window=window)).pool) == 6
