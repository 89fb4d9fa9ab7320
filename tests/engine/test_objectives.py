"""Public and private objectives, table-driven in the window notation."""

import pytest

from sagrada_desktop.engine import (
    OBJECTIVES,
    Color,
    PrivateObjective,
    parse_window,
    score_objective,
    score_private,
)

FULL = """
.=R1 .=Y2 .=G3 .=B4 .=P5 .=R6
.=G2 .=B3 .=P4 .=R5 .=Y6 .=G1
.=R3 .=Y4 .=G5 .=B6 .=P1 .=Y2
.=Y4 .=P5 .=B6 .=R1 .=G2 .=B3
"""

CASES = [
    # the rulebook's three examples
    ("column-shade-variety", FULL, 4 * 6),          # every column has 4 different values
    ("row-shade-variety", FULL, 7 * 4),             # every row holds 1-6 once
    ("vertical-color-balance", FULL, 3 * 6),
    ("column-shade-variety", ".=R1\n.=G1\n.=B2\n.=Y3", 0),
    ("column-shade-variety", ".=R1\n.=G2\n.=B3\n.", 0),   # an empty space spoils the column
    ("column-shade-variety", ".=R1\n.=G2\n.=B3\n.=X", 0),  # so does a broken one
    ("row-shade-variety", ".=R1 .=G2 .=B3 .=Y4 .=P5 .=R5", 0),
    ("vertical-color-balance", ".=R1 .=B2\n.=G1 .=B5\n.=R6 .\n.=Y2 .=B1", 6),
    ("row-color-variety", ".=R1 .=Y2 .=G3 .=B4 .=P5 .=O6", 6),
    ("row-color-variety", ".=R1 .=Y2 .=G3 .=B4 .=P5 .=R6", 0),
    ("column-color-variety", ".=R1\n.=G2\n.=B3\n.=Y4", 5),
    ("light-shades", ".=R1 .=G1 .=B2 .=P2 .=Y2", 4),
    ("medium-shades", ".=R3 .=G4 .=B3", 2),
    ("deep-shades", ".=R5 .=G5", 0),
    ("shade-variety", ".=R1 .=G2 .=B3 .=Y4 .=P5 .=R6", 5),
    ("color-variety", ".=R1 .=G2 .=B3 .=Y4 .=P5 .=R6", 4),
    ("color-diagonals", ".=R1 . .=R3\n. .=R2 .\n.=B1 . .=G1", 3),
    ("star-light", "*=R1 *=G2 * .=B1", 4),
    ("border-mosaic", ".=R1 . .\n. .=G2 .\n. . .=B3", 2),
    ("border-mosaic", "- . -\n. .=G2 .\n- . -", 1),
]


@pytest.mark.parametrize("objective, text, points", CASES)
def test_objective(objective: str, text: str, points: int) -> None:
    assert score_objective(objective, [parse_window(text)]) == [points]


def test_unknown_objective_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown objective 'nope'"):
        score_objective("nope", [])


RIVALRY = [
    ("brightest-window", [".=R1 .=G2 .=B3", ".=R1 .=G2", ".=R1", ".=R6"], [12, 8, 5, 0]),
    ("brightest-window", [".=R1 .=G2", ".=R1 .=G3", ".=R1"], [10, 10, 5]),
    ("brightest-window", [".=R1", ".=R2", ".=R3"], [8, 8, 8]),
    ("darkest-window", [".=R4 .=G5", ".=R6", ".=Y5", ".=R1"], [12, 6, 6, 0]),
    ("value-pairs", [".=R1 .\n. .=G1", ".=R1 .=G1", ], [12, 0]),
    ("color-pairs", [".=R1 .\n. .=R2", ".=R1 .\n. .=G2"], [12, 0]),
    ("value-link", [".=R1 . .\n. .=G1 .\n. . .=B1", ".=R1 .\n. .=G1"], [12, 8]),
    ("light-to-dark", [".=R1\n.=G2\n.=B3\n.=Y4", ".=R1\n.=G3\n.=B2\n.=Y4"], [12, 0]),
]


@pytest.mark.parametrize("objective, texts, points", RIVALRY)
def test_rivalry_objectives_split_tied_places(objective: str, texts: list[str],
                                              points: list[int]) -> None:
    assert score_objective(objective, [parse_window(t) for t in texts]) == points


STRIFE = [
    ("all-dice-are-gray-at-night", [".=S1 .=S2 .\n.=S3 . ."], [6]),
    ("gray-paradise", [".=S2 . .=S2\n.=S5 . .=S5"], [12]),
    ("shades-of-gray", [".=S2 . .=S3\n.=S5 . .=S5"], [6]),
    ("gray-matter", [".=S6", ".=S2", ".=S4"], [5, -5, 0]),
    ("early-gray", [".=S6 . .=S4", ".=S2", ".=R4"], [10, 5, 0]),
    ("the-gray-divide", [".=S6 . . .=S4", ".=S2 .\n. .=S1", ".=R4"], [10, 5, 0]),
]


@pytest.mark.parametrize("objective, texts, points", STRIFE)
def test_strife_objectives(objective: str, texts: list[str], points: list[int]) -> None:
    assert score_objective(objective, [parse_window(t) for t in texts]) == points


@pytest.mark.parametrize(
    "kind, kw, text, points",
    [
        ("color-sum", {"color": Color.RED}, ".=R1 .=R6 .=G5\n.=X .=R2 .", 9),
        ("value-count", {"value": 3, "points": 2}, ".=R3 .=G3 .=B4", 4),
        ("color-count", {"color": Color.BLUE, "points": 1}, ".=B3 .=B1 .=G4", 2),
        ("star-sum", {}, "*=R3 * .=G6\n*=B2 . .", 5),
        ("magic-sum", {}, "M1=R3 M2 .=G6\nM3=B2 . .", 5),
    ],
)
def test_private_objectives(kind: str, kw: dict, text: str, points: int) -> None:  # type: ignore[type-arg]
    obj = PrivateObjective("p", "P", kind, **kw)  # type: ignore[arg-type]
    assert score_private(obj, parse_window(text)) == points


def test_every_objective_scores_an_empty_window_without_error() -> None:
    w = parse_window(". . .\n. . .")
    for oid in OBJECTIVES:
        assert len(score_objective(oid, [w, w])) == 2
