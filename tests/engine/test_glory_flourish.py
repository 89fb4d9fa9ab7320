"""Glory Flourish: each pattern complete and incomplete (windows in the notation), the two
colours differing, keeping or discarding before round 1, Favor Tokens, scoring."""

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    ChooseFlourish,
    Color,
    Die,
    DraftDie,
    IllegalAction,
    Modules,
    Stage,
    UseWindowTool,
    Window,
    apply,
    final_scores,
    flourish_complete,
    flourish_points,
    flourish_results,
    legal_actions,
    new_game,
    parse_window,
)
from sagrada_desktop.engine.glory.flourish_patterns import pattern_cells
from tests.engine.fixtures import FLOURISH_CARDS, FLOURISH_CARDS_BY_ID

from .fixtures import setup

FLOURISH = Modules(flourish=True)

PATTERNS = [
    # card, window, complete?
    ("flourish-mullion", ". .=G1\n. .=P2\n. .=G3", True),
    ("flourish-mullion", ". .=G1\n. .=P2\n. .=Y3", False),
    ("flourish-quatrefoil", ". . .\n. .=R1 .=B2\n. .=B3 .=R4", True),
    ("flourish-quatrefoil", ". . .\n. .=R1 .=B2\n. .=Y3 .=R4", False),
    ("flourish-lozenge", ". .=Y1 .\n.=P2 . .=P3\n. .=Y4 .", True),
    ("flourish-lozenge", ". .=Y1 .\n.=P2 . .=P3\n. . .", False),
    ("flourish-bracket", ".=G1 .\n.=R2 .\n.=G3 .=R4", True),
    ("flourish-bracket", ". .=G1\n. .=R2\n.=R4 .=G3", False),
    ("flourish-transom", ".=B1 .=Y2 .=B3 .=Y4 .=B5 .", True),
    ("flourish-transom", ".=B1 .=Y2 .=B3 .=Y4 . .=B5", False),
    ("flourish-rose-cross", ". .=R1 . .\n.=R2 .=G3 .=R4 .\n. .=R5 . .", True),
    ("flourish-rose-cross", ". .=R1 . .\n.=R2 .=G3 .=P4 .\n. .=R5 . .", False),
    ("flourish-saltire", ".=B1 . .=B2\n. .=Y3 .\n.=B4 . .=B5", True),
    ("flourish-saltire", ".=B1 . .=B2\n. .=B3 .\n.=B4 . .=B5", False),
    ("flourish-gable", ". . . .=P1 . .\n. . .=G2 . .=G3 .\n. .=P4 . . . .=P5", True),
    ("flourish-gable", ". . . .=P1 . .\n. . .=G2 . .=P3 .\n. .=P4 . . . .=P5", False),
    ("flourish-ribbon", ".=R1 .=Y2 . .\n. .=R3 .=Y4 .\n. . .=R5 .=Y6", True),
    ("flourish-ribbon", ".=R1 .=Y2 . .\n. .=R3 .=Y4 .\n. . .=R5 .", False),
    ("flourish-lancet-arch", ". .=G1 .\n.=G2 .=B3 .=G4\n.=B5 . .=B6", True),
    ("flourish-lancet-arch", ". .=G1 .\n.=G2 .=B3 .=G4\n.=B5 . .=R6", False),
    ("flourish-checkered-band", ".=R1 .=P2 .=R3 .=P4\n.=P5 .=R6 .=P1 .=R2", True),
    ("flourish-checkered-band", ".=R1 .=P2 .=R3 .=P4\n.=P5 .=R6 .=P1 .", False),
    ("flourish-tracery-ring", ".=Y1 .=G2 .=Y3\n.=G4 . .=G5\n.=Y6 .=G1 .=Y2", True),
    ("flourish-tracery-ring", ".=Y1 .=G2 .=Y3\n.=G4 . .=G5\n.=Y6 .=B1 .=Y2", False),
]


@pytest.mark.parametrize("card, text, complete", PATTERNS,
                         ids=[f"{p[0]}-{p[2]}" for p in PATTERNS])
def test_flourish_pattern(card: str, text: str, complete: bool) -> None:
    assert flourish_complete(FLOURISH_CARDS_BY_ID[card], parse_window(text)) is complete


def test_every_card_has_a_case_each_way() -> None:
    for card in FLOURISH_CARDS:
        assert {c for cid, _, c in PATTERNS if cid == card.id} == {True, False}, card.id


def _painted(card_pattern: tuple[str, ...], r0: int, c0: int, a: Color, b: Color) -> Window:
    w = parse_window("\n".join([". . . . . ."] * 4))
    cells_a, cells_b = pattern_cells(card_pattern)
    for cells, color in ((cells_a, a), (cells_b, b)):
        for k, (dr, dc) in enumerate(cells):
            w = w.with_fill(r0 + dr, c0 + dc, Die(color, k + 1))
    return w


@pytest.mark.parametrize("card", FLOURISH_CARDS, ids=[c.id for c in FLOURISH_CARDS])
def test_a_pattern_anywhere_completes_it_only_with_two_different_colours(card) -> None:  # type: ignore[no-untyped-def]
    height, width = len(card.pattern), max(len(row) for row in card.pattern)
    for r0 in range(4 - height + 1):
        for c0 in range(6 - width + 1):
            assert flourish_complete(card, _painted(card.pattern, r0, c0, Color.RED, Color.BLUE))
            assert flourish_complete(card, _painted(card.pattern, r0, c0, Color.GRAY, Color.ORANGE))
            assert not flourish_complete(card, _painted(card.pattern, r0, c0, Color.RED, Color.RED))


@pytest.mark.parametrize("card", FLOURISH_CARDS, ids=[c.id for c in FLOURISH_CARDS])
def test_every_pattern_can_be_made_under_the_placement_rules(card) -> None:  # type: ignore[no-untyped-def]
    cells_a, cells_b = pattern_cells(card.pattern)
    assert cells_a and cells_b
    assert len({len(row) for row in card.pattern}) == 1
    for cells in (cells_a, cells_b):
        for r, c in cells:
            assert (r, c + 1) not in cells and (r + 1, c) not in cells, (card.id, r, c)
    assert card.points > 0 and card.name and card.text


def test_twelve_cards_of_this_projects_own_design() -> None:
    assert len(FLOURISH_CARDS) == 12
    assert len({c.id for c in FLOURISH_CARDS}) == len({c.name for c in FLOURISH_CARDS}) == 12


# --- keeping or discarding -------------------------------------------------------------------

def test_before_round_1_each_seat_keeps_or_discards_in_turn_order() -> None:
    s = new_game(setup(3, seed=4, modules=FLOURISH))
    assert s.stage is Stage.FLOURISH and s.pool == () and s.round == 1
    dealt = [c for seat in s.seats for c in seat.flourish_cards]
    assert len(dealt) == 6 and len(set(dealt)) == 6
    assert legal_actions(s) == [ChooseFlourish(k) for k in
                                ((True, True), (True, False), (False, True), (False, False))]
    given = legal_actions(s)
    given.clear()  # a list of its own: the choices, made once per count of cards, kept as they are
    assert legal_actions(s) == [ChooseFlourish(k) for k in
                                ((True, True), (True, False), (False, True), (False, False))]
    with pytest.raises(IllegalAction, match="cannot draft a die now"):
        apply(s, DraftDie(Die(Color.RED, 1)))
    order = []
    for keep in ((True, True), (False, True), (False, False)):
        order.append(s.active_seat)
        s = apply(s, ChooseFlourish(keep))
    assert order == [(s.start_seat + k) % 3 for k in range(3)]
    assert s.stage is Stage.DRAFT and len(s.pool) == 7 and s.turn == 0
    tokens = {seat_i: seat.favor_tokens for seat_i, seat in enumerate(s.seats)}
    assert [tokens[i] for i in order] == [2, 1, 0]
    kept = [s.seats[i].kept_flourish for i in order]
    assert kept[0] == s.seats[order[0]].flourish_cards
    assert kept[1] == s.seats[order[1]].flourish_cards[1:]
    assert kept[2] == ()
    with pytest.raises(IllegalAction, match="cannot keep or discard Flourish Cards now"):
        apply(s, ChooseFlourish((True, True)))


def test_a_choice_must_say_keep_or_discard_for_each_card() -> None:
    s = new_game(setup(2, seed=4, modules=FLOURISH))
    with pytest.raises(IllegalAction, match="holds 2 Flourish Cards"):
        apply(s, ChooseFlourish((True,)))
    assert ChooseFlourish([True, False]) == ChooseFlourish((True, False))


def test_without_flourish_the_game_starts_drafting() -> None:
    s = new_game(setup(2, seed=4))
    assert s.stage is Stage.DRAFT and all(seat.flourish_cards == () for seat in s.seats)


# --- Favor Tokens ----------------------------------------------------------------------------

def _drafting_with_tokens(tokens: int):  # type: ignore[no-untyped-def]
    s = new_game(setup(1, seed=2, modules=FLOURISH))
    s = apply(s, ChooseFlourish((tokens >= 1, tokens >= 2)))
    assert s.seats[0].favor_tokens == tokens
    return apply(s, DraftDie(next(d for d in s.pool if d.value not in (1, 6))))


def test_a_favor_token_pays_for_a_window_tool_without_filling_a_box() -> None:
    s = _drafting_with_tokens(2)
    assert UseWindowTool(1, 0, favor=True) in legal_actions(s)
    s = apply(s, UseWindowTool(1, 0, favor=True))  # Grinding Stone: flip
    assert s.seats[0].tool_boxes_used == (0, 0, 0) and s.seats[0].favor_tokens == 1
    s = apply(s, UseWindowTool(1))  # now paid with its only point box
    assert s.seats[0].tool_boxes_used == (0, 1, 0)
    assert UseWindowTool(1, 0) not in legal_actions(s), "no box left"
    assert UseWindowTool(1, 0, favor=True) in legal_actions(s), "a token still pays"
    s = apply(s, UseWindowTool(1, 0, favor=True))
    assert s.seats[0].favor_tokens == 0
    assert not any(isinstance(a, UseWindowTool) and a.favor for a in legal_actions(s))
    with pytest.raises(IllegalAction, match="no Favor Token left"):
        apply(s, UseWindowTool(0, 0, favor=True))


def test_without_tokens_no_favor_use_is_offered() -> None:
    s = _drafting_with_tokens(0)
    assert not any(isinstance(a, UseWindowTool) and a.favor for a in legal_actions(s))
    assert UseWindowTool(0) == UseWindowTool(0, 0, favor=False), "old actions read the same"


# --- scoring ---------------------------------------------------------------------------------

def test_kept_cards_score_plus_when_complete_and_minus_when_not() -> None:
    s = new_game(setup(1, seed=2, modules=FLOURISH))
    quatrefoil = FLOURISH_CARDS_BY_ID["flourish-quatrefoil"]
    mullion = FLOURISH_CARDS_BY_ID["flourish-mullion"]
    window = parse_window(".=R1 .=B2 . . . .\n.=B3 .=R4 . . . .\n. . . . . .\n. . . . . .")
    seat = evolve(s.seats[0], window=window, flourish_cards=(quatrefoil, mullion))
    for keep, points in (((True, True), 3 - 2), ((True, False), 3), ((False, True), -2),
                         ((False, False), 0)):
        seat = evolve(seat, flourish_kept=keep)
        assert flourish_points(seat) == points
        over = evolve(s, seats=(seat,), stage=Stage.OVER)
        card = final_scores(over)[0]
        assert card.flourish == points
        assert card.extra == points + len(seat.constructed) + card.pioneer
    seat = evolve(seat, flourish_kept=(True, True))
    results = flourish_results(seat)
    assert [(r.card.id, r.complete, r.points) for r in results] == [
        ("flourish-quatrefoil", True, 3), ("flourish-mullion", False, -2)]


def test_a_discarded_card_is_worth_nothing_even_when_complete() -> None:
    s = new_game(setup(1, seed=2, modules=FLOURISH))
    quatrefoil = FLOURISH_CARDS_BY_ID["flourish-quatrefoil"]
    window = parse_window(".=R1 .=B2\n.=B3 .=R4")
    seat = evolve(s.seats[0], window=window, flourish_cards=(quatrefoil,), flourish_kept=(False,))
    assert flourish_results(seat) == () and flourish_points(seat) == 0
    assert flourish_complete(quatrefoil, seat.window)


def test_the_masks_answer_as_the_cells_do_on_random_windows() -> None:
    """flourish_complete (by colour masks, every place at once) against a cell-by-cell reading,
    on random windows of few colours (so patterns often complete), with empty and crossed-out
    spaces and odd shapes."""
    import random

    from sagrada_desktop.engine import BROKEN
    from sagrada_desktop.engine.glory.flourish_patterns import flourish_complete_by_cells

    rnd = random.Random(12)
    seen = {True: 0, False: 0}
    for _ in range(400):
        rows, cols = rnd.choice(((4, 5), (4, 6), (5, 5), (3, 4)))
        colors = rnd.sample(list(Color), rnd.choice((2, 3)))
        fills = tuple(rnd.choice((None, BROKEN, *(Die(c, rnd.randint(1, 6)) for c in colors)))
                      if rnd.random() < 0.85 else None for _ in range(rows * cols))
        window = Window(rows, cols, Window.empty(rows, cols).spaces, fills)
        for card in FLOURISH_CARDS:
            expected = flourish_complete_by_cells(card, window)
            assert flourish_complete(card, window) is expected, (card.id, fills)
            seen[expected] += 1
    assert seen[True] > 100 and seen[False] > 100


def test_flourish_points_are_the_sum_of_the_results_on_random_windows() -> None:
    """flourish_points (scoring step 6, no result objects made) says what flourish_results'
    points add up to, for random windows, cards and choices to keep."""
    import random

    rnd = random.Random(21)
    seen = {True: 0, False: 0}
    for _ in range(300):
        colors = rnd.sample(list(Color), 2)
        fills = tuple(Die(rnd.choice(colors), rnd.randint(1, 6)) if rnd.random() < 0.8 else None
                      for _ in range(20))
        window = Window(4, 5, Window.empty(4, 5).spaces, fills)
        seat = evolve(new_game(setup(1, seed=1)).seats[0], window=window,
                      flourish_cards=tuple(rnd.sample(FLOURISH_CARDS, 2)),
                      flourish_kept=(rnd.random() < 0.7, rnd.random() < 0.7))
        results = flourish_results(seat)
        assert flourish_points(seat) == sum(r.points for r in results)
        for r in results:
            seen[r.complete] += 1
    assert seen[True] > 30 and seen[False] > 30, seen
