import pytest

from sagrada_desktop.engine import (
    BROKEN,
    Color,
    Die,
    NotationError,
    format_window,
    parse_window,
)

EXAMPLE = """
.     R     .=G3   3=B3   .      *
.=P2  .=Y5  .      .      M14    .
-     .     G      .      .      .
.     .     .      6      .      -
"""


def test_example_of_notation_md_parses_as_described() -> None:
    w = parse_window(EXAMPLE)
    assert (w.rows, w.cols) == (4, 6)
    assert w.space(0, 2).color is None and w.die_at(0, 2) == Die(Color.GREEN, 3)
    assert w.space(0, 3).value == 3 and w.die_at(0, 3) == Die(Color.BLUE, 3)
    assert not w.space(2, 0).exists and not w.space(3, 5).exists
    assert w.space(0, 5).star and w.space(1, 4).magic == 14
    assert w.space(0, 1).color is Color.RED


def test_format_then_parse_is_identity_up_to_spaces() -> None:
    w = parse_window(EXAMPLE)
    text = format_window(w)
    assert parse_window(text) == w
    assert " ".join(text.split()) == " ".join(EXAMPLE.split())


@pytest.mark.parametrize(
    "token, check",
    [
        ("R+*", lambda s, f: s.color is Color.RED and s.star),
        ("4+M10", lambda s, f: s.value == 4 and s.magic == 10),
        ("*+M14", lambda s, f: s.star and s.magic == 14),
        (".=G7", lambda s, f: f == Die(Color.GREEN, 7)),
        (".=B-1", lambda s, f: f == Die(Color.BLUE, -1)),
        (".=Y0", lambda s, f: f == Die(Color.YELLOW, 0)),
        (".=S4", lambda s, f: f == Die(Color.GRAY, 4)),
        ("O", lambda s, f: s.color is Color.ORANGE),
        (".=X", lambda s, f: f is BROKEN),
    ],
)
def test_cell_tokens(token: str, check) -> None:  # type: ignore[no-untyped-def]
    w = parse_window(token)
    assert check(w.spaces[0], w.fills[0])
    assert parse_window(format_window(w)) == w


@pytest.mark.parametrize(
    "text, token, row, col",
    [
        (". .\n. Q", "Q", 1, 1),
        (". .=R9x", ".=R9x", 0, 1),
        (". M17", "M17", 0, 1),
        ("-=R3 .", "-=R3", 0, 0),
        (". . .\n. .", ". .", 1, 1),
        ("R+4 .", "R+4", 0, 0),
        ("=R3", "=R3", 0, 0),
    ],
)
def test_bad_cells_name_token_row_and_column(text: str, token: str, row: int, col: int) -> None:
    with pytest.raises(NotationError) as err:
        parse_window(text)
    assert err.value.token == token and (err.value.row, err.value.col) == (row, col)
    assert f"row {row} column {col}" in str(err.value)


def test_color_letters() -> None:
    assert [Color.from_letter(c) for c in "RYGBPOS"] == list(Color)
    with pytest.raises(ValueError, match="unknown colour letter"):
        Color.from_letter("Z")
