"""Glory Pioneer: each card's goal met and not met (windows in the notation), the 3 cards
revealed at setup, collection at the end of a turn (first come), scoring in step 6."""

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    DraftDie,
    FillSpace,
    Modules,
    Stage,
    apply,
    fill_spaces,
    final_scores,
    new_game,
    parse_window,
    pioneer_goal_met,
    pioneer_points,
)
from sagrada_desktop.engine.glory.pioneer_goals import PIONEER_GOALS
from tests.engine.fixtures import PIONEER_CARDS, PIONEER_CARDS_BY_ID

from .fixtures import setup
from .glory_fixtures import die, game_on

PIONEER = Modules(pioneer=True)

GOALS = [
    # card, window, met?
    ("pioneer-i", ".=R1 .=G2\n.=B3 .=Y4\n. .\n. .", True),
    ("pioneer-i", ".=R1 .=G2\n.=B3 .\n. .\n. .", False),
    ("pioneer-i", "- .=G2\n.=B3 .=Y4\n. .\n. .", True),
    ("pioneer-i", ".=R1 .=G2\n.=X .=Y4\n. .\n. .", False),
    ("pioneer-ii", ".=R1 .=G2 .=B3\n.=Y4 . .=P5\n.=R6 .=G1 .=B2", True),
    ("pioneer-ii", ".=R1 .=G2 .=B3\n.=Y4 . .=P5\n.=R6 . .=B2", False),
    ("pioneer-ii", "- .=R1 -\n.=G2 .=P5 .=B3\n- .=Y4 -", True),
    ("pioneer-ii", "- .=R1 -\n.=G2 . .=B3\n- .=Y4 -", False),
    ("pioneer-iii", ".=R1 . .=G2\n. . .\n.=B3 . .=Y4", True),
    ("pioneer-iii", ".=R1 . .=G2\n. . .\n.=B3 . .", False),
    ("pioneer-iii", "- .=R1 .=G2\n. . .\n.=B3 .=Y4 -", True),
    ("pioneer-iv", ". . . . .\n. .=R1 .=G2 .=B3 .\n. .=Y4 .=P5 .=R6 .\n. .=G1 .=B2 .=Y3 .", True),
    ("pioneer-iv", ". . . . .\n. .=R1 .=G2 .=B3 .\n. .=Y4 . .=R6 .\n. .=G1 .=B2 .=Y3 .", False),
    ("pioneer-iv", ".=R1 .=G2 .=B3 .=Y4\n.=P5 .=R6 .=G1 .=B2\n. . . .", False),
    ("pioneer-v", ". .=R1 .\n.=G2 .=B3 .=Y4\n. .=P5 .", True),
    ("pioneer-v", ". .=R1 .\n.=G2 .=B3 .=Y4\n. . .", False),
    ("pioneer-v", ".=G2 .=B3 .=Y4\n. .=P5 .", False),
    ("pioneer-vi", ".=R1 .=G2 .=B3 .=R4 .=G5 .=B6\n.=R2 .=G3 .=B4 . . .", True),
    ("pioneer-vi", ".=R1 .=G2 .=B3 .=R4 .=G5 .=B6\n.=R2 .=G3 .=Y4 . . .", False),
    ("pioneer-vii", ".=R1 .=G2 .=B3 .=Y4 .=P5 .=R6", True),
    ("pioneer-vii", ".=R1 .=G2 .=B3 .=Y4 .=P5 .=R5", False),
    ("pioneer-vii", ".=R1 .=G2 .=B3\n.=Y4 .=P5 .=R6", False),
    ("pioneer-viii", ".=R1 . .=R2 . .=R3\n. .=R4 . .=R5 .", True),
    ("pioneer-viii", ".=R1 . .=R2 . .=R3\n. .=R4 . .=O5 .", False),
    ("pioneer-ix", ".=R1 .=G2 .=B3\n.=Y6 .=P5 .=R4", True),
    ("pioneer-ix", ".=R1 .=G2 .=B3 . .=Y4 .=P5 .=R6", False),
    ("pioneer-ix", ".=R1 .=G2 .=B3 .\n.=Y4 .=P5 . .=R6", False),
    ("pioneer-x", ".=R2 . . .\n. .=G3 . .\n. . .=B4 .\n. . . .=Y5", True),
    ("pioneer-x", ". . . .=R5\n. . .=G4 .\n. .=B3 . .\n.=Y2 . . .", True),
    ("pioneer-x", ".=R2 . . .\n. .=G3 . .\n. . .=B5 .\n. . . .=Y6", False),
    ("pioneer-x", ".=R2 .=G3 .=B4 .=Y5", False),
    ("pioneer-xi", ".=R1 .=G2 .=B3 .=Y1 .=P2 .=R3\n. . . . . .", True),
    ("pioneer-xi", ".=R1 .=G2 .=B3 .=Y1 .=P2 .=R4\n. . . . . .", False),
    ("pioneer-xi", ".=R1 .=G2 .=B3 .=Y1 .=P2 .\n. . . . . .", False),
    ("pioneer-xi", "- .=R1 .=G2 -\n. . . .", True),
    ("pioneer-xii", ".=R2 . . .\n. .=R5 . .\n. . .=R1 .\n. . . .=R6", True),
    ("pioneer-xii", ".=R2 . . .\n. .=R5 . .\n. . .=B1 .\n. . . .=R6", False),
    ("pioneer-xiii", ".=R6\n.=G4\n.=B3\n.=Y1", True),
    ("pioneer-xiii", ".=R1\n.=G3\n.=B4\n.=Y6", False),
    ("pioneer-xiii", ".=R6\n.=G4\n.=B3\n.", False),
    ("pioneer-xiii", ".=R6\n.=G4\n.=B4\n.=Y1", False),
    ("pioneer-xiv", ".=R1\n.=G2\n.=B3\n.=Y4", True),
    ("pioneer-xiv", ".=R1\n.=G2\n.=R3\n.=Y4", False),
    ("pioneer-xiv", ".=R1\n.=G2\n.=B1\n.=Y4", False),
    ("pioneer-xiv", ".=R1\n.=G2\n.\n.=B3\n.=Y4", False),
    ("pioneer-xv", ".=R1 .=G2 .=B3 .=Y4 .=P5 .", True),
    ("pioneer-xv", ". .=R1 .=G2 .=B3 .=Y4 .=P5", True),
    ("pioneer-xv", ".=R1 .=G2 . .=B3 .=Y4 .=P5", False),
    ("pioneer-xv", ".=R1 .=G2 .=B3 .=Y4 .=R5 .", False),
    ("pioneer-xv", ".=R1 .=G2 .=B3 .=Y4 .=P4 .", False),
]


@pytest.mark.parametrize("card, text, met", GOALS, ids=[f"{g[0]}-{k}" for k, g in enumerate(GOALS)])
def test_pioneer_goal(card: str, text: str, met: bool) -> None:
    assert pioneer_goal_met(card, parse_window(text)) is met


def test_every_card_has_a_goal_case_each_way_and_none_is_met_by_an_empty_window() -> None:
    empty = parse_window("\n".join([". . . . . ."] * 4))
    for card in PIONEER_CARDS:
        assert {met for cid, _, met in GOALS if cid == card.id} == {True, False}, card.id
        assert not pioneer_goal_met(card.id, empty)


def test_the_fifteen_cards() -> None:
    assert len(PIONEER_CARDS) == 15 and set(PIONEER_GOALS) == set(PIONEER_CARDS_BY_ID)
    numerals = "I II III IV V VI VII VIII IX X XI XII XIII XIV XV".split()
    assert [c.numeral for c in PIONEER_CARDS] == numerals
    given = {"I": 3, "II": 3, "IV": 3, "VI": 3, "XV": 7}
    assert all(c.points == given[c.numeral] for c in PIONEER_CARDS if c.numeral in given)
    assert all(c.points > 0 and c.name and c.text.startswith("First to") for c in PIONEER_CARDS)
    with pytest.raises(ValueError, match="unknown Pioneer Card"):
        pioneer_goal_met("pioneer-xvi", parse_window("."))


def test_three_cards_are_revealed_at_random() -> None:
    seen = set()
    for seed in range(40):
        s = new_game(setup(2, seed=seed, modules=PIONEER))
        assert len(s.pioneer_cards) == 3 and len(set(s.pioneer_cards)) == 3
        assert s.pioneer_available == s.pioneer_cards
        seen |= {c.id for c in s.pioneer_cards}
    assert len(seen) >= 12
    assert new_game(setup(2, seed=1)).pioneer_cards == ()


# --- collection ------------------------------------------------------------------------------

ALMOST_KEYSTONE = ". .=R1 . .\n.=G2 .=B3 . .\n. .=P5 . ."


def _pioneer_game(seats: int = 2, cards: tuple[str, ...] = ("pioneer-v", "pioneer-vii",
                                                              "pioneer-xi")):  # type: ignore[no-untyped-def]
    return game_on(ALMOST_KEYSTONE, "Y4 Y6 G6 R6 S1", seats=seats,
                   modules=Modules(pioneer=True), pioneer_card_ids=cards)


def test_the_first_to_meet_a_goal_collects_it_at_the_end_of_the_turn() -> None:
    s = _pioneer_game()
    first = s.active_seat
    s = apply(s, DraftDie(die("Y4")))
    assert s.pioneer_available == s.pioneer_cards, "not before the turn ends"
    s = apply(s, FillSpace(1, 2))
    assert s.seats[first].pioneer_collected == ("pioneer-v",)
    assert [c.id for c in s.pioneer_available] == ["pioneer-vii", "pioneer-xi"]
    # the other seat meets the same goal next: the card is gone
    second = s.active_seat
    assert second != first
    s = apply(s, DraftDie(die("Y6")))
    s = apply(s, FillSpace(1, 2))
    assert s.seats[second].pioneer_collected == ()
    assert len(s.pioneer_cards) == 3, "no new card is revealed"


def test_a_turn_can_collect_several_cards_and_a_lost_die_still_ends_the_turn() -> None:
    window = ".=R1 .=G2 .=B3 .=Y1 .=P2 .=R3\n. . . . . .\n. . . . . .\n. . . . . ."
    s = game_on(window, "S1 G6", seats=1, modules=PIONEER,
                pioneer_card_ids=("pioneer-vii", "pioneer-xi", "pioneer-iii"))
    assert s.seats[0].pioneer_collected == ()
    s = apply(s, DraftDie(die("S1")))
    s = evolve(s, in_hand=evolve(s.in_hand, current=die("G9")))
    s = apply(s, FillSpace(1, 0))
    assert s.seats[0].pioneer_collected == ("pioneer-xi",)
    # a window meeting two goals at once collects both at its next turn's end
    full = parse_window(".=R1 .=G2 .=B3 .=Y4 .=P5 .=R6\n.=G3 . . . . .\n. . . . . .\n"
                        ".=R5 . . . . .=B4")
    s = evolve(s, seats=(evolve(s.seats[0], window=full),))
    s = apply(s, DraftDie(die("G6")))
    s = evolve(s, in_hand=evolve(s.in_hand, current=die("O6")))
    s = apply(s, FillSpace(3, 1))
    assert set(s.seats[0].pioneer_collected) == {"pioneer-xi", "pioneer-vii", "pioneer-iii"}


def test_a_collected_card_is_kept_when_the_window_no_longer_meets_it() -> None:
    s = _pioneer_game(seats=1)
    s = apply(s, DraftDie(die("Y4")))
    s = apply(s, FillSpace(1, 2))
    assert s.seats[0].pioneer_collected == ("pioneer-v",)
    cleared = s.seats[0].window.with_fill(0, 1, None)
    assert not pioneer_goal_met("pioneer-v", cleared)
    s = evolve(s, seats=(evolve(s.seats[0], window=cleared),))
    s = apply(s, DraftDie(die("R6")))
    s = apply(s, fill_spaces(s)[0])
    assert s.seats[0].pioneer_collected == ("pioneer-v",)


def test_pioneer_points_are_scored_in_step_six() -> None:
    s = _pioneer_game(seats=2)
    s = apply(s, DraftDie(die("Y4")))
    s = apply(s, FillSpace(1, 2))
    winner = [i for i, seat in enumerate(s.seats) if seat.pioneer_collected][0]
    s = evolve(s, stage=Stage.OVER)
    cards = final_scores(s)
    assert cards[winner].pioneer == PIONEER_CARDS_BY_ID["pioneer-v"].points == 3
    assert pioneer_points(s, s.seats[winner]) == 3
    assert cards[1 - winner].pioneer == 0
    for card, seat in zip(cards, s.seats, strict=True):
        assert card.extra == len(seat.constructed) + card.pioneer + card.flourish
        assert card.total == (card.starting_tools + sum(card.public) + card.private + card.tools
                              + card.broken_empty + card.extra)


def test_the_setup_may_name_the_cards() -> None:
    with pytest.raises(ValueError, match="unknown Pioneer Card"):
        new_game(setup(2, modules=PIONEER, pioneer_card_ids=("pioneer-xx",)))
    with pytest.raises(ValueError, match="twice"):
        new_game(setup(2, modules=PIONEER, pioneer_card_ids=("pioneer-i", "pioneer-i")))


def test_a_card_not_met_before_a_die_is_asked_again_whenever_the_die_could_meet_it() -> None:
    """could_newly_meet (Pioneer collection's shortcut) never says no to a window that meets
    a goal its window without the new die did not meet: random windows, dense enough for
    every goal to be met now and then, with shape holes, broken spaces, any colour and value."""
    import random

    from sagrada_desktop.engine import BROKEN, Color, Die, Space, Window
    from sagrada_desktop.engine.glory.pioneer_goals import could_newly_meet

    rnd = random.Random(5)
    colors = tuple(Color)[:5]
    newly_met = dict.fromkeys(PIONEER_GOALS, 0)
    for _ in range(3000):
        rows, cols = rnd.choice([(4, 5), (4, 6), (5, 6), (3, 3), (4, 4)])
        holes = rnd.random() < 0.3
        spaces = tuple(Space(exists=not (holes and rnd.random() < 0.1)) for _ in range(rows * cols))
        window = Window.empty(rows, cols, spaces)
        for i in range(rows * cols):
            if spaces[i].exists and rnd.random() < 0.85:
                fill = BROKEN if rnd.random() < 0.03 else Die(rnd.choice(colors), rnd.randint(1, 6))
                window = window.with_fill(i // cols, i % cols, fill)
        empty = [i for i in range(rows * cols) if spaces[i].exists and window.fills[i] is None]
        if not empty:
            continue
        i = rnd.choice(empty)
        grown = window.with_fill(i // cols, i % cols, Die(rnd.choice(colors), rnd.randint(1, 6)))
        for card_id in PIONEER_GOALS:
            if not pioneer_goal_met(card_id, window) and pioneer_goal_met(card_id, grown):
                newly_met[card_id] += 1
                assert could_newly_meet(card_id, grown, i), (card_id, i)
    assert all(newly_met.values()), newly_met  # every goal was newly met now and then


def test_could_any_newly_meet_answers_as_each_card_asked_alone() -> None:
    """The per-space table of the revealed cards (Pioneer collection at each turn's end) says
    what could_newly_meet says card by card: random windows and random sets of 3 cards."""
    import random

    from sagrada_desktop.engine import Color, Die, Space, Window
    from sagrada_desktop.engine.glory.pioneer_goals import could_any_newly_meet, could_newly_meet

    rnd = random.Random(11)
    colors = tuple(Color)[:5]
    ids = sorted(PIONEER_GOALS)
    saw = {True: 0, False: 0}
    for _ in range(1500):
        rows, cols = rnd.choice([(4, 5), (4, 6), (5, 6), (4, 4)])
        spaces = tuple(Space(exists=rnd.random() > 0.05) for _ in range(rows * cols))
        window = Window.empty(rows, cols, spaces)
        for i in range(rows * cols):
            if spaces[i].exists and rnd.random() < rnd.random():
                window = window.with_fill(i // cols, i % cols,
                                          Die(rnd.choice(colors), rnd.randint(1, 6)))
        dice = [i for i in range(rows * cols) if isinstance(window.fills[i], Die)]
        if not dice:
            continue
        cards = tuple(rnd.sample(ids, 3))
        i = rnd.choice(dice)
        expected = any(could_newly_meet(c, window, i) for c in cards)
        assert could_any_newly_meet(cards, window, i) == expected, (cards, i)
        saw[expected] += 1
    assert saw[True] and saw[False], saw


def _lines_of_dice(window, length: int, dr: int, dc: int):  # type: ignore[no-untyped-def]
    from sagrada_desktop.engine import Die

    for r in range(window.rows):
        for c in range(window.cols):
            cells = [(r + dr * k, c + dc * k) for k in range(length)]
            if all(0 <= y < window.rows and 0 <= x < window.cols for y, x in cells):
                line = [window.fills[y * window.cols + x] for y, x in cells]
                if all(isinstance(d, Die) for d in line):
                    yield line


def _goal_by_cells(card: str, window) -> bool:  # type: ignore[no-untyped-def]
    """Climbing Light, Ribbon of Glass, Rising Column and Six-Step Cluster read die by die."""
    from sagrada_desktop.engine import Die

    fills, rows, cols = window.fills, window.rows, window.cols
    if card in ("pioneer-x", "pioneer-xii"):
        for line in [*_lines_of_dice(window, 4, 1, 1), *_lines_of_dice(window, 4, 1, -1)]:
            steps = {b.value - a.value for a, b in zip(line, line[1:], strict=False)}
            if (steps in ({1}, {-1}) if card == "pioneer-x"
                    else len({d.color for d in line}) == 1):
                return True
        return False
    if card == "pioneer-xiii":
        for c in range(cols):
            col = [fills[r * cols + c] for r in reversed(range(rows))
                   if window.spaces[r * cols + c].exists]
            if len(col) >= 2 and all(isinstance(d, Die) for d in col) and all(
                    a.value < b.value for a, b in zip(col, col[1:], strict=False)):  # type: ignore[union-attr]
                return True
        return False
    seen: set[int] = set()  # pioneer-ix: a connected group of dice showing every value
    for start in range(rows * cols):
        if start in seen or not isinstance(fills[start], Die):
            continue
        group, todo = {start}, [start]
        while todo:
            i = todo.pop()
            r, c = divmod(i, cols)
            for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                j = y * cols + x
                if 0 <= y < rows and 0 <= x < cols and j not in group and isinstance(fills[j], Die):
                    group.add(j)
                    todo.append(j)
        seen |= group
        if {fills[i].value for i in group} >= set(range(1, 7)):  # type: ignore[union-attr]
            return True
    return False


def test_diagonal_column_and_cluster_goals_answer_as_read_die_by_die() -> None:
    """The goals read by masks and kept lines (Climbing Light, Ribbon of Glass, Rising Column,
    Six-Step Cluster) against a die-by-die reading, on random windows with holes, crossed-out
    spaces and few colours (so the goals are often met)."""
    import random

    from sagrada_desktop.engine import BROKEN, Color, Die, Space, Window

    rnd = random.Random(23)
    met = {card: 0 for card in ("pioneer-ix", "pioneer-x", "pioneer-xii", "pioneer-xiii")}
    for _ in range(1500):
        rows, cols = rnd.choice([(4, 5), (4, 6), (5, 5), (3, 4)])
        spaces = tuple(Space(exists=rnd.random() > 0.08) for _ in range(rows * cols))
        window = Window.empty(rows, cols, spaces)
        colors = rnd.sample(list(Color), 2)
        dense = rnd.random()
        by_row = rnd.random() < 0.3  # values mostly rising row by row: diagonals that climb
        for i in range(rows * cols):
            if spaces[i].exists and rnd.random() < dense:
                value = i // cols + 1 if by_row and rnd.random() < 0.9 else rnd.randint(1, 6)
                fill = BROKEN if rnd.random() < 0.03 else Die(rnd.choice(colors), value)
                window = window.with_fill(i // cols, i % cols, fill)
        for card in met:
            expected = _goal_by_cells(card, window)
            assert PIONEER_GOALS[card](window) is expected, (card, window.fills)
            met[card] += expected
    assert min(met.values()) > 20, met
