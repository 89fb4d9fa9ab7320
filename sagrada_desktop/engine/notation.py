"""The window notation of NOTATION.md: parse_window and format_window."""

from __future__ import annotations

import re

from .color import Color
from .die import Die
from .window import BROKEN, NO_SPACE, Broken, Fill, Space, Window

_RESTRICTION_COLORS = "RYGBPO"
_FILL_RE = re.compile(r"^([RYGBPOS])(-?\d+)$")
_MAGIC_RE = re.compile(r"^M(\d+)$")


class NotationError(ValueError):
    """A window text that does not follow the notation; names the token, row and column."""

    def __init__(self, message: str, *, token: str, row: int, col: int) -> None:
        super().__init__(f"row {row} column {col}: {message} (token {token!r})")
        self.token = token
        self.row = row
        self.col = col


def _parse_printed(part: str, token: str, row: int, col: int) -> Space:
    if part == "-":
        return NO_SPACE
    color: Color | None = None
    value: int | None = None
    star = False
    magic: int | None = None
    for piece in part.split("+"):
        if piece == ".":
            continue
        if piece == "*":
            if star:
                raise NotationError("star given twice", token=token, row=row, col=col)
            star = True
        elif len(piece) == 1 and piece in _RESTRICTION_COLORS:
            if color is not None or value is not None:
                raise NotationError(
                    "a space has at most one colour or value restriction",
                    token=token, row=row, col=col,
                )
            color = Color.from_letter(piece)
        elif len(piece) == 1 and piece in "123456":
            if color is not None or value is not None:
                raise NotationError(
                    "a space has at most one colour or value restriction",
                    token=token, row=row, col=col,
                )
            value = int(piece)
        elif (m := _MAGIC_RE.match(piece)) is not None:
            n = int(m.group(1))
            if not 1 <= n <= 16 or magic is not None:
                raise NotationError(
                    f"Magic Square number must be M1..M16, once: {piece!r}",
                    token=token, row=row, col=col,
                )
            magic = n
        else:
            raise NotationError(
                f"unknown printed part {piece!r}; expected . R Y G B P O 1-6 * M1-M16 or -",
                token=token, row=row, col=col,
            )
    return Space(exists=True, color=color, value=value, star=star, magic=magic)


def _parse_fill(part: str, token: str, row: int, col: int) -> Fill:
    if part == "X":
        return BROKEN
    m = _FILL_RE.match(part)
    if m is None:
        raise NotationError(
            f"unknown fill {part!r}; expected a colour letter and a value (R3, B-1) or X",
            token=token, row=row, col=col,
        )
    return Die(Color.from_letter(m.group(1)), int(m.group(2)))


def parse_window(text: str) -> Window:
    """Parse a window written in the notation. Blank lines around it are ignored."""
    lines = [ln for ln in text.strip("\n").splitlines() if ln.strip()]
    if not lines:
        raise ValueError("empty window text: expected one line per row")
    spaces: list[Space] = []
    fills: list[Fill] = []
    cols = -1
    for r, line in enumerate(lines):
        tokens = line.split()
        if cols == -1:
            cols = len(tokens)
        elif len(tokens) != cols:
            raise NotationError(
                f"row has {len(tokens)} cells but row 0 has {cols}",
                token=line.strip(), row=r, col=len(tokens) - 1,
            )
        for c, token in enumerate(tokens):
            printed, eq, filled = token.partition("=")
            if not printed:
                raise NotationError("missing printed part before '='", token=token, row=r, col=c)
            space = _parse_printed(printed, token, r, c)
            fill: Fill = None
            if eq:
                if not space.exists:
                    raise NotationError(
                        "a space outside the shape cannot be filled", token=token, row=r, col=c
                    )
                fill = _parse_fill(filled, token, r, c)
            spaces.append(space)
            fills.append(fill)
    return Window(len(lines), cols, tuple(spaces), tuple(fills))


def format_space(space: Space) -> str:
    if not space.exists:
        return "-"
    parts: list[str] = []
    if space.color is not None:
        parts.append(space.color.letter)
    if space.value is not None:
        parts.append(str(space.value))
    if space.star:
        parts.append("*")
    if space.magic is not None:
        parts.append(f"M{space.magic}")
    return "+".join(parts) if parts else "."


def format_cell(space: Space, fill: Fill) -> str:
    text = format_space(space)
    if isinstance(fill, Broken):
        return text + "=X"
    if isinstance(fill, Die):
        return f"{text}={fill.color.letter}{fill.value}"
    return text


def format_window(window: Window) -> str:
    """The window in the notation, columns aligned; parse_window(format_window(w)) == w."""
    cells = [
        [format_cell(window.spaces[r * window.cols + c], window.fills[r * window.cols + c])
         for c in range(window.cols)]
        for r in range(window.rows)
    ]
    widths = [max(len(cells[r][c]) for r in range(window.rows)) for c in range(window.cols)]
    lines = []
    for row in cells:
        lines.append("  ".join(cell.ljust(widths[c]) for c, cell in enumerate(row)).rstrip())
    return "\n".join(lines) + "\n"
