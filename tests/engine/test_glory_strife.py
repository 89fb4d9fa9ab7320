"""Glory Strife: the bag and gray dice in every pool, the six Strife Boards, the Strife Tools,
the Strife objective at setup. Windows in the notation; `S` is a gray die."""

from collections import Counter

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    STANDARD_COLORS,
    STRIFE_OBJECTIVES,
    Ability,
    ChangeColor,
    Color,
    DraftDie,
    FillSpace,
    GrayPoolValue,
    GrayWindowValue,
    IllegalAction,
    Modules,
    Stage,
    Swap,
    SwapGray,
    UseAbility,
    UseToolCard,
    apply,
    can_fill_on_board,
    center_columns,
    cross_out_broken_spaces,
    effect_choices,
    fill_errors,
    fill_spaces,
    format_window,
    legal_actions,
    new_game,
    parse_window,
    placement_errors_on_board,
    strife_board_breaks,
)
from sagrada_desktop.engine.round_setup import roll_pool, strife_bag_for
from tests.engine.fixtures import STRIFE_BOARDS, STRIFE_TOOLS

from .fixtures import setup
from .glory_fixtures import dice, die, game_on

STRIFE = Modules(strife=True)


# --- the bag and the pool --------------------------------------------------------------------

@pytest.mark.parametrize("seats, per_color, gray", [
    (1, 10, 4), (2, 10, 4), (3, 14, 5), (4, 18, 6), (5, 22, 7), (6, 26, 8),
])
def test_the_strife_bag_follows_the_glory_table(seats: int, per_color: int, gray: int) -> None:
    counts = Counter(strife_bag_for(seats))
    assert all(counts[c] == per_color for c in STANDARD_COLORS)
    assert counts[Color.GRAY] == gray
    assert sum(counts.values()) == 5 * per_color + gray


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5, 6])
def test_every_strife_pool_has_2n_plus_1_dice_and_a_gray_one(seats: int) -> None:
    for seed in range(300):
        pool, _ = roll_pool(seed, seats, strife=True)
        assert len(pool) == 2 * seats + 1
        assert len(set(pool)) == len(pool), "gray duplicates are re-rolled like any"
        assert any(d.color is Color.GRAY for d in pool)
        assert all(1 <= d.value <= 6 for d in pool)
        assert pool[-1].color is Color.GRAY, "gray dice sit last on the board"


def test_gray_dice_also_come_from_the_bag() -> None:
    grays = [sum(d.color is Color.GRAY for d in roll_pool(seed, 4, strife=True)[0])
             for seed in range(300)]
    assert max(grays) >= 2 and min(grays) == 1


def test_an_extra_pool_die_rule_still_leaves_a_gray_die() -> None:
    for seed in range(50):
        pool, _ = roll_pool(seed, 2, extra=1, strife=True)
        assert len(pool) == 6 and any(d.color is Color.GRAY for d in pool)


def test_round_pools_of_a_strife_game_hold_gray_dice() -> None:
    s = new_game(setup(3, seed=5, modules=STRIFE))
    assert s.stage is Stage.DRAFT and len(s.pool) == 7
    assert any(d.color is Color.GRAY for d in s.pool)


# --- setup: board, tool, objective -----------------------------------------------------------

def test_setup_picks_a_board_and_deals_one_strife_tool_to_every_seat() -> None:
    boards, tools = set(), set()
    for seed in range(60):
        s = new_game(setup(3, seed=seed, modules=STRIFE))
        assert s.strife_board in STRIFE_BOARDS
        assert s.strife_tool in STRIFE_TOOLS
        assert all(s.strife_tool in seat.tool_cards for seat in s.seats)
        assert s.objectives[0] in STRIFE_OBJECTIVES
        assert not set(s.objectives[1:]) & set(STRIFE_OBJECTIVES)
        assert len(set(s.objectives)) == 3
        boards.add(s.strife_board.id)
        tools.add(s.strife_tool.id)
    assert len(boards) == 6 and len(tools) == 3


def test_without_strife_there_is_no_board_tool_or_gray_die() -> None:
    s = new_game(setup(2, seed=1))
    assert s.strife_board is None and s.strife_tool is None
    assert not any(d.color is Color.GRAY for d in s.pool)
    assert all(seat.tool_cards == () for seat in s.seats)


def test_the_setup_may_name_the_board_and_tool() -> None:
    s = new_game(setup(2, modules=STRIFE, strife_board_id="mortar-joints",
                       strife_tool_id="strife-tool-iii"))
    assert s.strife_board.id == "mortar-joints" and s.strife_tool.id == "strife-tool-iii"
    with pytest.raises(ValueError, match="unknown Strife Board 'nope'"):
        new_game(setup(2, modules=STRIFE, strife_board_id="nope"))


def test_the_boards_are_six_with_the_rulebook_texts() -> None:
    assert [b.number for b in STRIFE_BOARDS] == [1, 2, 3, 4, 5, 6]
    assert "top or bottom rows" in STRIFE_BOARDS[2].text
    assert len({b.id for b in STRIFE_BOARDS}) == 6


@pytest.mark.parametrize("cols, center", [(1, (0,)), (4, (1, 2)), (5, (2,)), (6, (2, 3))])
def test_center_columns(cols: int, center: tuple[int, ...]) -> None:
    assert center_columns(cols) == center


# --- each board's restriction ----------------------------------------------------------------

SIX_WIDE = ". . . . . .\n. . . . . .\n. . . . . .\n. . . . . ."

BOARD_CASES = [
    # board, window, space, die, expected reasons (substrings); [] when legal
    ("unbound-pane", "R .", (0, 0), "S2", []),
    ("unbound-pane", ".=B2 R", (0, 1), "S2", ["another 2"]),
    ("unbound-pane", "4 .", (0, 0), "S3", ["needs a 4"]),
    ("three-pillars", "R .", (0, 0), "S2", ["needs red"]),
    ("three-pillars", SIX_WIDE, (1, 0), "S2", []),
    ("three-pillars", SIX_WIDE, (1, 2), "S2", []),
    ("three-pillars", SIX_WIDE, (1, 3), "S2", []),
    ("three-pillars", SIX_WIDE, (1, 5), "S2", []),
    ("three-pillars", SIX_WIDE, (1, 1), "S2", ["left, centre and right columns"]),
    ("three-pillars", SIX_WIDE, (1, 4), "S2", ["left, centre and right columns"]),
    ("three-pillars", ". . . . .", (0, 2), "S2", []),
    ("three-pillars", ". . . . .", (0, 3), "S2", ["left, centre and right columns"]),
    ("three-pillars", SIX_WIDE, (1, 1), "R2", []),
    ("lintel-and-sill", SIX_WIDE, (0, 3), "S4", []),
    ("lintel-and-sill", SIX_WIDE, (3, 1), "S4", []),
    ("lintel-and-sill", SIX_WIDE, (1, 3), "S4", ["top or bottom row"]),
    ("lintel-and-sill", SIX_WIDE, (2, 3), "S4", ["top or bottom row"]),
    ("lintel-and-sill", SIX_WIDE, (2, 3), "G4", []),
    ("no-crossed-shadows", ".=S3 .\n. .", (1, 1), "S5", ["diagonally next to another gray"]),
    ("no-crossed-shadows", ".=S3 .\n. .", (0, 1), "S5", ["gray die (row 1, column 1)"]),
    ("no-crossed-shadows", ".=S3 . .\n. .=R1 .", (1, 2), "S5", []),
    ("no-crossed-shadows", ".=S3 .\n. .", (1, 1), "Y5", []),
    ("measured-places", "4 .\n. .", (0, 0), "S4", []),
    ("measured-places", "4 .\n. .", (0, 1), "S4", ["value restriction"]),
    ("measured-places", "4 .\n. .", (0, 0), "S5", ["needs a 4"]),
    ("mortar-joints", ".=R1 .\n. .=B2", (0, 1), "S3", []),
    ("mortar-joints", ".=R1 .\n. .=B2", (1, 0), "S3", []),
    ("mortar-joints", ".=R1 . .\n. . .", (0, 1), "S3", ["at least two other dice"]),
    ("mortar-joints", ".=X .\n. .=B2", (0, 1), "S3", ["at least two other dice"]),
    ("mortar-joints", ". . .\n. . .", (0, 1), "S3", ["at least two other dice"]),
    ("mortar-joints", ".=R1 . .\n. . .", (0, 1), "G3", []),
]


@pytest.mark.parametrize("board, text, where, d, expected", BOARD_CASES,
                         ids=[f"{c[0]}-{c[2]}-{c[3]}" for c in BOARD_CASES])
def test_strife_board_restrictions(board: str, text: str, where: tuple[int, int], d: str,
                                   expected: list[str]) -> None:
    w = parse_window(text)
    errors = placement_errors_on_board(w, *where, die(d), board)
    assert can_fill_on_board(w, where[0] * w.cols + where[1], die(d), board) == (errors == [])
    if not expected:
        assert errors == []
    else:
        assert len(errors) == len(expected), errors
        for want, got in zip(expected, errors, strict=True):
            assert want in str(got)


def test_without_a_board_gray_dice_never_fill_colour_spaces() -> None:
    w = parse_window("R 3")
    assert [str(e) for e in placement_errors_on_board(w, 0, 0, die("S2"), None)] == [
        "this space needs red; the die is gray"]
    assert not can_fill_on_board(w, 0, die("S2"), None)
    assert placement_errors_on_board(w, 0, 1, die("S3"), None) == []


def test_fill_spaces_and_fill_errors_follow_the_board() -> None:
    s = game_on(SIX_WIDE, "R1 S4 S5", strife_board_id="lintel-and-sill")
    s = apply(s, DraftDie(die("S4")))
    assert {a.row for a in fill_spaces(s)} == {0, 3}
    assert [str(e) for e in fill_errors(s, 1, 2)] == [
        "the Strife Board allows gray dice only in the top or bottom row"]
    with pytest.raises(IllegalAction, match="top or bottom row"):
        apply(s, FillSpace(1, 2))
    s = apply(s, FillSpace(3, 2))
    assert s.seats[0].window.die_at(3, 2) == die("S4")


def test_a_gray_die_an_ability_made_red_is_red() -> None:
    to_red = Ability("to-red", "Red Wash", ChangeColor(to=(Color.RED,)))
    s = game_on(SIX_WIDE, "S4 G1 B2", strife_board_id="lintel-and-sill", abilities=(to_red,))
    s = apply(s, DraftDie(die("S4")))
    assert FillSpace(1, 2) not in fill_spaces(s)
    s = apply(s, UseAbility("to-red"))
    assert FillSpace(1, 2) in fill_spaces(s) and fill_errors(s, 1, 2) == []


def test_board_breaks_and_crossing_out_with_a_board() -> None:
    w = parse_window(".=S1 . .\n. .=S2 .\nR=S3 . .")
    assert strife_board_breaks("no-crossed-shadows", w) == [0, 4, 6]
    assert strife_board_breaks("three-pillars", w) == []
    assert strife_board_breaks("lintel-and-sill", w) == [4]
    mended, crossed = cross_out_broken_spaces(w, strife_board="lintel-and-sill")
    assert sorted(crossed) == [4, 6], "the board's row rule, and the gray die on red"
    assert format_window(mended).split() == ".=S1 . . . .=X . R=X . .".split()
    _, crossed = cross_out_broken_spaces(w, strife_board="unbound-pane")
    assert crossed == []


# --- the Strife Tools --------------------------------------------------------------------------

def _using(tool: str, window: str, pool: str, draft: str, board: str = "unbound-pane"):  # type: ignore[no-untyped-def]
    s = game_on(window, pool, strife_tool_id=tool, strife_board_id=board)
    return apply(s, DraftDie(die(draft)))


@pytest.mark.parametrize("window, drafted, values", [
    (".=S2 . .=S5\n. . .", "R4", ["R2", "R5"]),
    (".=S2 . .=S5\n. . .", "R2", ["R5"]),
    (".=S2 . .=S2\n. . .", "G2", []),
    (".=R2 . .=B5\n. . .", "R4", []),
])
def test_strife_tool_i_copies_a_gray_value_from_the_window(window: str, drafted: str,
                                                           values: list[str]) -> None:
    s = _using("strife-tool-i", window, f"{drafted} Y1", drafted)
    assert effect_choices(s, GrayWindowValue()) == [die(v) for v in values]
    offered = [a for a in legal_actions(s) if isinstance(a, UseToolCard)]
    assert offered == [UseToolCard("strife-tool-i", k) for k in range(len(values))]
    if values:
        s = apply(s, UseToolCard("strife-tool-i", len(values) - 1))
        assert s.in_hand.current == die(values[-1]) and s.in_hand.die == die(drafted)
        assert not any(isinstance(a, UseToolCard) for a in legal_actions(s)), "once a game"
        with pytest.raises(IllegalAction, match="already used"):
            apply(s, UseToolCard("strife-tool-i", 0))
    else:
        with pytest.raises(IllegalAction, match="cannot be used"):
            apply(s, UseToolCard("strife-tool-i", 0))


@pytest.mark.parametrize("pool, drafted, values", [
    ("R4 S1 S6 G3", "R4", ["R1", "R6"]),
    ("R4 S4 G3", "R4", []),
    ("R4 S3 G3", "S3", []),
])
def test_strife_tool_ii_copies_a_gray_value_from_the_pool(pool: str, drafted: str,
                                                          values: list[str]) -> None:
    s = _using("strife-tool-ii", ". .", pool, drafted)
    assert effect_choices(s, GrayPoolValue()) == [die(v) for v in values]
    offered = [a for a in legal_actions(s) if isinstance(a, UseToolCard)]
    assert offered == [UseToolCard("strife-tool-ii", k) for k in range(len(values))]
    if values:
        s = apply(s, UseToolCard("strife-tool-ii", 0))
        assert s.in_hand.current == die(values[0])


SWAP_CASES = [
    # window, pool (the first die is drafted), board, expected swaps (row, col, window, pool)
    (".=R1 .=S3 .\n. . .", "G5 Y2 B3 S6", "unbound-pane",
     [(0, 1, "S3", "Y2"), (0, 1, "S3", "B3")]),
    # S5 may not go next to S3, nor R4 next to R1 (same colour on an edge)
    (".=R1 .=S3\n. .", "G5 S5 R4", "unbound-pane", []),
    # colour-restricted space: only the Unbound Pane lets a gray die in
    ("R=R1 .=B2\n. .", "G5 S4", "unbound-pane", [(0, 0, "R1", "S4"), (0, 1, "B2", "S4")]),
    ("R=R1 .=B2\n. .", "G5 S4", "three-pillars", [(0, 1, "B2", "S4")]),
    # the die going to the board may not repeat one already there
    (".=R1 .=S3\n. .", "G5 Y2 S3", "unbound-pane", []),
    # the board's own restriction binds the gray die entering the window
    (".=R6 .=B1\n.=Y3 .\n. .", "G5 S4", "lintel-and-sill",
     [(0, 0, "R6", "S4"), (0, 1, "B1", "S4")]),
    (".=R6 .=B1\n.=Y3 .\n. .", "G5 S4", "measured-places", []),
]


@pytest.mark.parametrize("window, pool, board, expected", SWAP_CASES)
def test_strife_tool_iii_swap_options(window: str, pool: str, board: str,
                                      expected: list[tuple[int, int, str, str]]) -> None:
    s = _using("strife-tool-iii", window, pool, pool.split()[0], board)
    want = [Swap(r, c, die(w), die(p)) for r, c, w, p in expected]
    assert effect_choices(s, SwapGray()) == want
    offered = [a for a in legal_actions(s) if isinstance(a, UseToolCard)]  # counted, not made
    assert offered == [UseToolCard("strife-tool-iii", k) for k in range(len(want))]


def test_strife_tool_iii_swaps_window_and_board() -> None:
    s = _using("strife-tool-iii", ".=R1 .=S3 .\n. . .", "G5 Y2 B3 S6", "G5")
    s = apply(s, UseToolCard("strife-tool-iii", 0))
    assert s.seats[0].window.die_at(0, 1) == die("Y2")
    assert s.pool == dice("B3 S3 S6")
    assert s.in_hand.current == die("G5") and s.stage is Stage.PLACE
    assert "swapped" in str(s.in_hand.steps[-1])
    assert "strife-tool-iii" in s.seats[0].used_tool_cards


def test_an_empty_window_offers_no_swap() -> None:
    s = _using("strife-tool-iii", ". .\n. .", "G5 S4", "G5")
    assert effect_choices(s, SwapGray()) == []
    assert not any(isinstance(a, UseToolCard) for a in legal_actions(s))


def test_strife_effects_offer_nothing_without_a_drafted_die() -> None:
    s = game_on(". .", "G5 S4", strife_tool_id="strife-tool-i")
    assert effect_choices(s, GrayWindowValue()) == []


def test_a_strife_game_plays_to_the_end_with_each_tool() -> None:
    import random

    for tool in ("strife-tool-i", "strife-tool-ii", "strife-tool-iii"):
        s = new_game(setup(2, seed=8, modules=STRIFE, strife_tool_id=tool))
        rnd = random.Random(1)
        used = False
        while not s.is_over:
            actions = legal_actions(s)
            mine = [a for a in actions if isinstance(a, UseToolCard)]
            a = mine[0] if mine else rnd.choice(actions)
            used = used or bool(mine)
            s = apply(s, a)
        assert used, f"{tool} found a use in a whole game"
        assert any(tool in seat.used_tool_cards for seat in s.seats)


def test_strife_objectives_are_drawn_with_the_strife_module_only() -> None:
    drawn = {o for seed in range(100) for o in new_game(setup(2, seed=seed)).objectives}
    assert not drawn & set(STRIFE_OBJECTIVES)
    fixed = new_game(setup(2, modules=STRIFE, public_objectives=(
        "row-color-variety", "star-light", "color-variety")))
    assert fixed.objectives == ("row-color-variety", "star-light", "color-variety")


def test_evolving_a_game_keeps_its_board() -> None:
    s = new_game(setup(2, seed=3, modules=STRIFE, strife_board_id="three-pillars"))
    assert evolve(s, round=2).strife_board == s.strife_board


@pytest.mark.parametrize("board", [b.id for b in STRIFE_BOARDS])
def test_strife_tool_iii_is_offered_once_per_swap_in_whole_games(board: str) -> None:
    """The swaps legal_actions counts (by bitmask) are exactly the swaps effect_choices lists,
    at every placement of random games on every board (Strife Tool III never used, so it is
    judged all game long)."""
    import random

    for seed in range(3):
        s = new_game(setup(2, seed=seed, modules=STRIFE, strife_tool_id="strife-tool-iii",
                           strife_board_id=board))
        rnd = random.Random(seed)
        while not s.is_over:
            actions = legal_actions(s)
            if s.stage is Stage.PLACE:
                offered = [a for a in actions if isinstance(a, UseToolCard)]
                assert len(offered) == len(effect_choices(s, SwapGray()))
            s = apply(s, rnd.choice([a for a in actions if not isinstance(a, UseToolCard)]))


def test_strife_tool_iii_count_matches_the_swaps_on_random_windows_and_pools() -> None:
    """swap_count (by bitmask, gray and non-gray board dice apart, none asked when no swap
    could trade a gray die) counts exactly the swaps swap_options lists: random windows with
    gray dice, random pools, every board."""
    import random

    from sagrada_desktop.engine.glory.strife_tool_choices import swap_count, swap_options

    rnd = random.Random(20)
    letters = "RYGBPS"
    boards = [b.id for b in STRIFE_BOARDS]
    saw = Counter()
    for _ in range(400):
        rows, cols = rnd.choice([(4, 5), (3, 4), (4, 6)])
        dense = rnd.random()
        spaces = []
        for _ in range(rows * cols):
            where = rnd.choice([".", ".", ".", *letters[:5], *"123456"])
            fill = (f"={rnd.choice(letters)}{rnd.randint(1, 6)}" if rnd.random() < dense else "")
            spaces.append(where + fill)
        text = "\n".join(" ".join(spaces[r * cols:(r + 1) * cols]) for r in range(rows))
        pool = " ".join(f"{rnd.choice(letters)}{rnd.randint(1, 6)}"
                        for _ in range(rnd.randint(1, 9)))
        s = game_on(text, pool, strife_tool_id="strife-tool-iii",
                    strife_board_id=rnd.choice(boards))
        n = len(swap_options(s))
        assert swap_count(s) == n, (text, pool, s.strife_board)
        saw[n > 0] += 1
    assert saw[True] > 50 and saw[False] > 50, saw


def test_strife_tool_i_and_ii_offers_match_their_choices_on_random_windows_and_pools() -> None:
    """The Strife Tool I and II uses legal_actions offers (counted from the window's masks and
    the pool, without making the dice) are exactly as many as effect_choices lists: random
    windows with gray dice, random pools, random drafted dice."""
    import random

    rnd = random.Random(22)
    letters = "RYGBPS"
    saw = Counter()
    for _ in range(300):
        dense = rnd.random()
        spaces = [f".={rnd.choice(letters)}{rnd.randint(1, 6)}" if rnd.random() < dense else "."
                  for _ in range(20)]
        text = "\n".join(" ".join(spaces[r * 5:(r + 1) * 5]) for r in range(4))
        pool = " ".join(f"{rnd.choice(letters)}{rnd.randint(1, 6)}"
                        for _ in range(rnd.randint(1, 9)))
        for tool, effect in (("strife-tool-i", GrayWindowValue()),
                             ("strife-tool-ii", GrayPoolValue())):
            s = _using(tool, text, pool, pool.split()[0])
            n = len(effect_choices(s, effect))
            offered = [a for a in legal_actions(s) if isinstance(a, UseToolCard)]
            assert offered == [UseToolCard(tool, k) for k in range(n)], (tool, text, pool)
            saw[tool, n > 0] += 1
    assert min(saw.values()) > 30, saw
