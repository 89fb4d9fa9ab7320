"""What Hard's leaf counts for a seat's open spaces: their likely filling and, for a space a
die scoring for the Private Objective may still take, a share of what that die scores."""

from __future__ import annotations

from pytest import approx

from sagrada_desktop.ai.leaf import NARROW_SPACE, OPEN_SPACE, PRIVATE_CHANCE, open_space_worth
from sagrada_desktop.engine import Color, PrivateObjective, parse_window

SHADES_OF_RED = PrivateObjective("p-r", "Shades of Red", "color-sum", color=Color.RED)
FIVES = PrivateObjective("p-5", "Fives", "value-count", value=5, points=2)
STARS = PrivateObjective("p-star", "Stars", "star-sum")


def test_open_and_narrow_spaces_without_a_private_objective() -> None:
    # the middle space keeps every colour but only the value 4 (its neighbours show 1 2 3 5 6)
    window = parse_window("""
        .     .=R1  .
        .=Y2  .     .=G3
        .     .=B5  .=P6
    """)
    corners = 3  # top left, top right, bottom left: each keeps several colours and values
    assert open_space_worth(window, None) == approx(OPEN_SPACE * corners + NARROW_SPACE)


def test_a_space_that_may_take_the_private_colour_is_worth_more() -> None:
    free = parse_window(". .\n")
    assert open_space_worth(free, SHADES_OF_RED) == approx(2 * (OPEN_SPACE + PRIVATE_CHANCE * 3.5))
    # a red neighbour shuts red out of the space beside it; a red restriction keeps only red
    blocked = parse_window(".=R4 .\n")
    assert open_space_worth(blocked, SHADES_OF_RED) == OPEN_SPACE
    # R: only red, any value; 2: any colour, only a 2 (a red 2 scores 2)
    restricted = parse_window("R 2\n")
    assert open_space_worth(restricted, SHADES_OF_RED) == approx(
        2 * NARROW_SPACE + PRIVATE_CHANCE * (3.5 + 2))


def test_value_and_star_privates() -> None:
    window = parse_window(".=G5 .\n*  .\n")
    # the top right space can no longer take a 5; the star space below the 5 can't either
    assert open_space_worth(window, FIVES) == approx(3 * OPEN_SPACE + PRIVATE_CHANCE * 2)
    star_mean = (1 + 2 + 3 + 4 + 6) / 5
    assert open_space_worth(window, STARS) == approx(3 * OPEN_SPACE + PRIVATE_CHANCE * star_mean)


def test_a_dead_space_is_worth_nothing() -> None:
    # a red space beside a red die: no die can fill it any more, not even for Shades of Red
    assert open_space_worth(parse_window("R .=R1\n"), SHADES_OF_RED) == 0.0
    assert open_space_worth(parse_window("3 .=G3\n"), FIVES) == 0.0


def test_the_glory_points_are_the_pioneer_cards_collected_and_the_kept_flourish_cards() -> None:
    from attrs import evolve

    from sagrada_desktop.ai.leaf import glory_points, judged
    from sagrada_desktop.engine import new_game
    from tests.saves.helpers import glory_setup

    state = new_game(glory_setup(2, seed=4))
    seat = state.seats[0]
    assert glory_points(state, 0) == 0
    mullion = next(c for c in state.setup.glory.flourish_cards if c.pattern == ("A", "B", "A"))
    column = parse_window(".=R1\n.=B2\n.=R3\n")  # red, blue, red: the Mullion
    pioneer = state.pioneer_cards[0]
    done = evolve(seat, window=column, flourish_cards=(mullion,), flourish_kept=(True,),
                  pioneer_collected=(pioneer.id,))
    won = evolve(state, seats=(done, *state.seats[1:]))
    assert glory_points(won, 0) == mullion.points + pioneer.points
    broken = evolve(done, window=parse_window(".=R1\n.=B2\n.=G3\n"), pioneer_collected=())
    lost = evolve(state, seats=(broken, *state.seats[1:]))
    assert glory_points(lost, 0) == -mullion.points  # kept and not complete: its points lost
    assert judged(won, 0, glory=True) - judged(won, 0) == mullion.points + pioneer.points
