"""Placement restrictions, table-driven in the window notation.

Each case: a window, the space (row, col), the die, and the expected reasons (substrings),
or [] when the fill is legal.
"""

import pytest

from sagrada_desktop.engine import (
    Color,
    Die,
    cross_out_broken_spaces,
    format_window,
    legal_spaces,
    parse_window,
    placement_errors,
)


def die(text: str) -> Die:
    return Die(Color.from_letter(text[0]), int(text[1:]))


CASES = [
    # first die anywhere, even in a corner far from anything
    ("empty window: first die anywhere", ". . .\n. . .", (1, 2), "R3", []),
    ("first die still obeys a colour restriction", "G . .\n. . .", (0, 0), "R3",
     ["needs green"]),
    ("first die still obeys a value restriction", "4 . .\n. . .", (0, 0), "R3", ["needs a 4"]),
    ("matching colour restriction", "G .\n. .", (0, 0), "G5", []),
    ("matching value restriction", "4 .\n. .", (0, 0), "B4", []),
    ("must touch a filled space", ".=R1 . .\n. . .", (0, 2), "G3", ["must touch"]),
    ("a corner touch is enough", ".=R1 . .\n. . .", (1, 1), "G3", []),
    ("same colour on an edge", ".=R1 .\n. .", (0, 1), "R3", ["red die"]),
    ("same value on an edge", ".=R1 .\n. .", (1, 0), "G1", ["another 1"]),
    ("same colour on a corner only is fine", ".=R1 .\n. .", (1, 1), "R1", []),
    ("both colour and value on an edge", ".=R1 .\n. .", (0, 1), "R1", ["red die", "another 1"]),
    ("broken spaces restrict nothing", ".=X .\n. .", (0, 1), "R1", []),
    ("broken spaces count as filled for touching", ".=X . .", (0, 1), "R1", []),
    ("space already filled", ".=R1 .", (0, 0), "G2", ["already filled"]),
    ("space crossed out", ".=X .", (0, 0), "G2", ["crossed out"]),
    ("outside the shape", "- .", (0, 0), "G2", ["not part of this window"]),
    ("outside the grid", ". .", (3, 0), "G2", ["outside the window"]),
    ("values beyond 1-6 are legal fills", ".=R6 .", (0, 1), "G7", []),
    ("value 0 does not match a value restriction", "1=R1 . 1", (0, 1), "G0", []),
    ("orange only on plain or orange spaces", "O R", (0, 0), "O2", []),
    ("gray dice never on colour restrictions", "R .", (0, 0), "S2", ["needs red"]),
    ("star spaces add no restriction", "* .", (0, 0), "P6", []),
    # spaces are named 1-based, as players count them ("row 2, column 5" = index (1, 4))
    ("the neighbour is named 1-based", ". . . . .\n. . . . .=R1", (0, 4), "R3",
     ["red die (row 2, column 5)"]),
    ("the same value's neighbour too", ".=B4 .\n. .", (1, 0), "G4",
     ["another 4 (row 1, column 1)"]),
    ("outside the grid, 1-based", ". .", (3, 0), "G2", ["row 4, column 1 is outside"]),
    ("outside the shape, 1-based", ". -", (0, 1), "G2", ["row 1, column 2 is not part"]),
]


@pytest.mark.parametrize("name, text, where, d, expected", CASES, ids=[c[0] for c in CASES])
def test_placement(name: str, text: str, where: tuple[int, int], d: str,
                   expected: list[str]) -> None:
    errors = placement_errors(parse_window(text), *where, die(d))
    if not expected:
        assert errors == []
    else:
        assert len(errors) == len(expected), errors
        for want, got in zip(expected, errors, strict=True):
            assert want in str(got)


# "Cork-Backed Straight-Edge — After drafting, fill in a nonadjacent space." With the placement
# ability used, a space touching a die (edge or corner) is refused; one touching none is fine.
NONADJACENT = [
    ("far space", ".=R1 . .\n. . .", (0, 2), []),
    ("edge neighbour", ".=R1 . .\n. . .", (0, 1), ["touching no die"]),
    ("corner neighbour", ".=R1 . .\n. . .", (1, 1), ["touching no die"]),
    ("first die", ". . .\n. . .", (1, 1), []),
    ("a crossed-out space is no die", ".=X . .\n. . .", (0, 1), []),
]


@pytest.mark.parametrize("name, text, where, expected", NONADJACENT,
                         ids=[c[0] for c in NONADJACENT])
def test_the_placement_ability_needs_a_space_touching_no_die(
        name: str, text: str, where: tuple[int, int], expected: list[str]) -> None:
    w = parse_window(text)
    errors = placement_errors(w, *where, die("Y3"), ignore_adjacency=True)
    assert len(errors) == len(expected) and all(
        want in str(got) for want, got in zip(expected, errors, strict=True)), errors
    assert (where in legal_spaces(w, die("Y3"), ignore_adjacency=True)) == (not expected)


def test_ignore_adjacency_allows_a_far_space_but_nothing_else() -> None:
    w = parse_window(".=R1 . .\n. . G")
    assert placement_errors(w, 0, 2, die("Y3"), ignore_adjacency=True) == []
    assert [str(e) for e in placement_errors(w, 1, 2, die("Y3"), ignore_adjacency=True)] == [
        "this space needs green; the die is yellow"
    ]


def test_legal_spaces_match_placement_errors_everywhere() -> None:
    w = parse_window("""
    .=R1  2     .     Y
    .     .=G2  .     .
    B     .     -     6
    """)
    for d in ("R2", "Y6", "B2", "G4", "P1"):
        legal = set(legal_spaces(w, die(d)))
        for r in range(w.rows):
            for c in range(w.cols):
                assert ((r, c) in legal) == (placement_errors(w, r, c, die(d)) == [])


def test_cross_out_broken_spaces_until_nothing_is_broken() -> None:
    w = parse_window("""
    .=R1  .=R2  .=G3
    4=B5  .     .
    """)
    mended, crossed = cross_out_broken_spaces(w, prefer=1)
    assert format_window(mended).split() == ".=R1 .=X .=G3 4=X . .".split()
    assert crossed == [1, 3]


def test_an_unbroken_window_is_left_alone() -> None:
    w = parse_window(".=R1 .=G2\n.=B3 .=Y4")
    assert cross_out_broken_spaces(w) == (w, [])
