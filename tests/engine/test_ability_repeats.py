"""Abilities used repeatedly (rulebook, Abilities), table-driven in the window notation.

"On your turn, you may use each type of ability repeatedly, and in any combination ... Some
abilities allow you to fill spaces with values less than 1 or greater than 6!" A repeated
ability never brings the die back to a form it had this turn, nor beyond -1..8 (docs/rules.md,
Abilities); a card that says "once" (per_turn = 1) is used once.
"""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    Ability,
    ChangeColor,
    ChangeValue,
    Color,
    Die,
    DraftDie,
    FillSpace,
    FlipValue,
    GameState,
    IllegalAction,
    Reroll,
    SetValue,
    UseAbility,
    apply,
    fill_spaces,
    format_window,
    legal_actions,
    new_game,
    parse_window,
    score_private,
)

from .fixtures import PRIVATES, setup

PLUS = Ability("plus", "Bellows", ChangeValue(add=(1,)))
MINUS = Ability("minus", "Noon Shadow", ChangeValue(add=(-1,)))
KNIFE = Ability("knife", "Pruning Knife", ChangeValue(add=(2, -2)))
LEAVES = Ability("leaves", "Light through Leaves",
                 ChangeColor(to=(Color.GREEN, Color.YELLOW), when=(Color.GREEN, Color.YELLOW)))
FLIP = Ability("flip", "Turn the Pane", FlipValue())
RESOLVE = Ability("resolve", "Heir's Resolve", SetValue(to=(1, 6)))
SECOND_LOOK = Ability("second-look", "Second Look", Reroll(), per_turn=1)
OLD_PLUS = Ability("old-plus", "Steady Hand", ChangeValue(add=(1,)), per_turn=1)

EMPTY = """
.   R   .   3   .   *
4   .   G   .   M1  .
.   B   .   .   5   .
*   .   2   .   Y   .
"""


def die(text: str) -> Die:
    return Die(Color.from_letter(text[0]), int(text[1:]))


def drafted(window: str, d: str, abilities: tuple[Ability, ...]) -> GameState:
    """The first seat's turn with `d` drafted and its window as the notation says."""
    state = new_game(setup(2, abilities=abilities, start_seat=0))
    drafted_die = die(d)
    seat = evolve(state.seats[0], window=parse_window(window))
    state = evolve(state, seats=(seat,) + state.seats[1:],
                   pool=(drafted_die,) + tuple(x for x in state.pool if x != drafted_die))
    return apply(state, DraftDie(drafted_die))


def offered(state: GameState) -> list[tuple[str, int]]:
    return [(a.ability_id, a.option) for a in legal_actions(state) if isinstance(a, UseAbility)]


USES = [
    # name, abilities, drafted, uses (ability id, option), die after, abilities offered after
    ("+1 again and again up to 8", (PLUS,), "G5",
     [("plus", 0)] * 3, "G8", []),
    ("-1 again and again down to -1", (MINUS,), "R2",
     [("minus", 0)] * 3, "R-1", []),
    ("+2 from a 6 reaches 8, and -2 may not go back to the 6", (KNIFE,), "P6",
     [("knife", 0)], "P8", []),
    ("-2 from a 5: 3, 1, -1", (KNIFE,), "B5",
     [("knife", 1)] * 3, "B-1", []),
    ("-2 once from a 5: +2 would be the drafted 5 again", (KNIFE,), "B5",
     [("knife", 1)], "B3", [("knife", 1)]),
    ("+1 then -1 would be the drafted die again", (PLUS, MINUS), "Y3",
     [("plus", 0)], "Y4", [("plus", 0)]),
    ("green to yellow, never back to the drafted green", (LEAVES,), "G3",
     [("leaves", 0)], "Y3", []),
    ("rulebook chain with repeats: +1, flip, +1, +1", (PLUS, FLIP), "G6",
     [("plus", 0), ("flip", 0), ("plus", 0), ("plus", 0)], "G2",
     [("plus", 0), ("flip", 0)]),
    ("set to 1, then to 6: back to 1 is spent", (RESOLVE,), "B3",
     [("resolve", 0), ("resolve", 0)], "B6", []),
    ("a 'once' ability (old saves: per_turn 1) is used once", (OLD_PLUS,), "G2",
     [("old-plus", 0)], "G3", []),
]


@pytest.mark.parametrize("name, abilities, d, uses, after, then", USES,
                         ids=[u[0] for u in USES])
def test_repeated_ability_uses(name: str, abilities: tuple[Ability, ...], d: str,
                               uses: list[tuple[str, int]], after: str,
                               then: list[tuple[str, int]]) -> None:
    state = drafted(EMPTY, d, abilities)
    for ability_id, option in uses:
        assert (ability_id, option) in offered(state), (ability_id, option, offered(state))
        state = apply(state, UseAbility(ability_id, option))
    assert state.in_hand is not None
    assert state.in_hand.current == die(after)
    assert state.in_hand.die == die(d), "abilities never change the physical die"
    assert offered(state) == then


REFUSED = [
    ("beyond 8", (PLUS,), "G6", [("plus", 0)] * 2, ("plus", 0), "values stay from -1 to 8"),
    ("back to the drafted form", (PLUS, MINUS), "Y3", [("plus", 0)], ("minus", 0),
     "cannot bring the die back to yellow 3"),
    ("back to a form of this turn", (LEAVES, PLUS), "G3",
     [("leaves", 0), ("plus", 0), ("leaves", 0)], ("leaves", 0), "back to yellow 4"),
    ("a re-roll is once a turn", (SECOND_LOOK,), "G3", [("second-look", 0)],
     ("second-look", 0), "used up for this turn"),
]


@pytest.mark.parametrize("name, abilities, d, uses, refused, reason", REFUSED,
                         ids=[r[0] for r in REFUSED])
def test_refused_repeats_say_why(name: str, abilities: tuple[Ability, ...], d: str,
                                 uses: list[tuple[str, int]], refused: tuple[str, int],
                                 reason: str) -> None:
    state = drafted(EMPTY, d, abilities)
    for ability_id, option in uses:
        state = apply(state, UseAbility(ability_id, option))
    assert refused not in offered(state)
    with pytest.raises(IllegalAction, match=reason):
        apply(state, UseAbility(*refused))


FILLS = [
    # a 7 made by repeated +1 never shares an edge with the G7, nor fills a value space
    ("B7 beside a G7: only the corners", """
     .   R     .   3   .   *
     4   .=G7  G   .   M1  .
     .   B     .   .   5   .
     *   .     2   .   Y   .
     """, "B5", [("plus", 0)] * 2, "B7", [(0, 0), (0, 2), (2, 0), (2, 2)], (0, 0), """
     .=B7  R     .  3  .   *
     4     .=G7  G  .  M1  .
     .     B     .  .  5   .
     *     .     2  .  Y   .
     """),
    ("R-1 fits no value space, may touch a 1", """
     .   R   .   3   .=G1  *
     4   .   G   .   M1    .
     .   B   .   .   5     .
     *   .   2   .   Y     .
     """, "R1", [("minus", 0)] * 2, "R-1", [(0, 5), (1, 3), (1, 4), (1, 5)], (0, 5), """
     .  R  .  3  .=G1   *=R-1
     4  .  G  .  M1     .
     .  B  .  .  5      .
     *  .  2  .  Y      .
     """),
]


@pytest.mark.parametrize("name, window, d, uses, after, fills, chosen, filled", FILLS,
                         ids=[f[0] for f in FILLS])
def test_values_beyond_1_to_6_fill_and_show(name: str, window: str, d: str,
                                            uses: list[tuple[str, int]], after: str,
                                            fills: list[tuple[int, int]],
                                            chosen: tuple[int, int], filled: str) -> None:
    state = drafted(window, d, (PLUS, MINUS))
    for ability_id, option in uses:
        state = apply(state, UseAbility(ability_id, option))
    assert state.in_hand is not None and state.in_hand.current == die(after)
    assert sorted((f.row, f.col) for f in fill_spaces(state)) == fills
    state = apply(state, FillSpace(*chosen))
    window_after = state.seats[0].window
    assert window_after == parse_window(filled)
    assert parse_window(format_window(window_after)) == window_after


@pytest.mark.parametrize("private, window, points", [
    ("p-B", ".=B8 .=B-1 .=B3", 10),
    ("p-R", ".=R7 .=R0 .=G6", 7),
])
def test_private_objectives_add_what_the_die_shows(private: str, window: str,
                                                   points: int) -> None:
    objective = next(p for p in PRIVATES if p.id == private)
    assert score_private(objective, parse_window(window)) == points


def test_random_playouts_with_repeatable_abilities_end() -> None:
    """Every ability repeatable, uniformly random choices: every game ends, and no turn holds
    more ability uses than its die has forms (7 colours x 10 values)."""
    abilities = (PLUS, MINUS, KNIFE, LEAVES, FLIP, RESOLVE, SECOND_LOOK,
                 Ability("prism", "Prism", ChangeColor(to=tuple(Color)[:6])))
    longest = 0
    for seed in range(6):
        state = new_game(setup(3, seed=seed, abilities=abilities))
        rnd = random.Random(seed)
        while not state.is_over:
            state = apply(state, rnd.choice(legal_actions(state)))
            if state.in_hand is not None:
                longest = max(longest, len(state.in_hand.ability_uses))
        assert state.round == 12
    assert 3 < longest <= 70
