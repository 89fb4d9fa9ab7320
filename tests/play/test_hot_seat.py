"""Hot-seat privacy without Qt: who is in front of the one shared screen as turns go round
(play.hot_seat), and that the screen is given only that seat's observation."""

from __future__ import annotations

from functools import cache

import pytest

from sagrada_desktop.engine import GameState, new_game, observe
from sagrada_desktop.play import SharedScreen, at_turn
from tests.saves.helpers import random_game, setup

P, C = True, False  # a person, a computer player
NOBODY = SharedScreen()


@cache
def turn_of(seat: int) -> GameState:
    """A three-seat game where it is `seat`'s turn."""
    game_setup = setup(3, seed=11)
    state = new_game(game_setup)
    n = 0
    while state.is_over or state.active_seat != seat:
        n += 1
        state, _ = random_game(game_setup, seed=11, stop_after=n)
    return state


def seen(seat: int) -> SharedScreen:
    return SharedScreen(seen_by=seat)


def asking(seat: int) -> SharedScreen:
    return SharedScreen(asking=seat)


RULE = [
    # persons at the table, whose turn, who was in front of the screen -> who is now
    ("a person's first turn among people: hand the screen over", (P, P, C), 0, NOBODY, asking(0)),
    ("another person's turn: hand over, hiding the last one's cards", (P, P, C), 1, seen(0),
     asking(1)),
    ("the same person again (the end of a snake round): no hand-over", (P, P, C), 1, seen(1),
     seen(1)),
    ("a computer's turn among people: every private card hidden", (P, P, C), 2, seen(1), NOBODY),
    ("a hand-over pending, asked again as the turn goes on", (P, P, C), 0, asking(0), asking(0)),
    ("one person: their cards on their turn, no hand-over", (P, C, C), 0, NOBODY, seen(0)),
    ("one person: their cards stay in view while computers play", (P, C, C), 2, seen(0), seen(0)),
    ("only computers: nothing is shown", (C, C, C), 1, NOBODY, NOBODY),
    ("everybody a person, each turn handed over", (P, P, P), 2, seen(0), asking(2)),
]


@pytest.mark.parametrize("persons, seat, before, after", [r[1:] for r in RULE],
                         ids=[r[0] for r in RULE])
def test_who_may_see_the_screen_as_a_turn_begins(persons: tuple[bool, ...], seat: int,
                                                 before: SharedScreen,
                                                 after: SharedScreen) -> None:
    state = turn_of(seat)
    assert state.active_seat == seat
    assert at_turn(state, persons, before) == after


def test_the_person_asked_for_gets_the_screen_on_confirming() -> None:
    state = turn_of(1)
    screen = at_turn(state, (P, P, P), seen(0))
    assert screen == asking(1) and not screen.lets_act(state)
    assert screen.observation(state) is None  # nothing private behind the cover
    mine = screen.handed_over()
    assert mine == seen(1) and mine.lets_act(state)
    assert NOBODY.handed_over() == NOBODY


def test_the_screen_shows_only_the_observation_of_the_seat_in_front_of_it() -> None:
    state = turn_of(1)
    view = seen(1).observation(state)
    assert view == observe(state, 1) != state
    assert view is not None
    stand_in = state.setup.window.private_objectives[0]
    assert view.seats[1].private_objective == state.seats[1].private_objective
    for other in (0, 2):
        assert view.seats[other].private_objective == stand_in
    assert NOBODY.observation(state) is None


def test_a_seat_not_in_turn_may_not_make_the_turns_private_choices() -> None:
    state = turn_of(2)
    assert not seen(0).lets_act(state)
    assert seen(2).lets_act(state)


def test_once_the_game_is_over_nothing_private_is_shown() -> None:
    over, _ = random_game(setup(2, seed=3), seed=3)
    assert over.is_over
    assert at_turn(over, (P, P), seen(1)) == NOBODY
    assert at_turn(over, (P, C), seen(0)) == NOBODY
    assert not seen(over.active_seat).lets_act(over)
