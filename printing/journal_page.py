"""A journal page: one window of the campaign as a family's journal shows it.

Top to bottom: the window's name with the family and member; the window in its lead; the
round track and the masterpiece's name placard; the three window tools with their point
boxes; the New Rules beside the scoring box of the six steps; the colour key.
Everything is laid out from the page size, so A4 and US Letter both fill their paper.
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import field, frozen
from reportlab.lib.units import mm

from sagrada_desktop.engine import Die, Window, WindowDesign

from . import wording
from .art import broken_mark, magic_badge, star
from .fonts import fit_name, text_width
from .journal_blocks import new_rules, placard, round_track, scoring, scoring_height, tools
from .page import (
    FOOTER_HEIGHT,
    HEADING_HEIGHT,
    PAGE_FORMATS,
    TITLE_SMALLEST,
    PageFormat,
    colour_key,
    footer,
    heading,
)
from .palette import FAINT, GOLD_DARK, INK, PAPER, RULE
from .primitives import Drawing, Item, Line, Rect, Text
from .score_steps import ScoreLike
from .window_art import CAME, FRAME, window_items, window_size

GAP = 10.0
ROUND_ROW = 30.0
TOOLS_BLOCK = 100.0     # the window tools, in the left column of the lower part
TOOLS_ALONE = 130.0     # the window tools across the second page of a tall window
KEY_ROW = 16.0
WINDOW_KEY = 16.0       # the marks of the window, under it
MAX_CELL = 72.0
PANE_MIN = 18 * mm      # a pane a pencil fills comfortably
SCORE_W = 190.0         # the scoring column, at least


def _ints(values: Sequence[int]) -> tuple[int, ...]:
    return tuple(int(v) for v in values)


def _strs(values: Sequence[str]) -> tuple[str, ...]:
    return tuple(str(v) for v in values)


def _dice(values: Sequence[Die]) -> tuple[Die, ...]:
    return tuple(values)


@frozen
class JournalSheet:
    """What one journal page shows. Leave the family, window and scores out for a blank page.

    number: the window's place in the campaign (1-10), or None for a booster or free window.
    window: the seat's window as filled so far; None prints the design's empty pattern.
    tool_boxes_used: for each of the 3 window tools, how many of its boxes are filled.
    rounds_done: how many rounds of the round track are crossed off (0-12).
    round_now: the round being played (its box is framed), 0 when none is.
    public_names: the names of Public Objectives A, B and C of the game, if known.
    constructed: the Cathedral spaces this seat constructed in this game.
    starting_tools: the Starting Tool Count, written before the score is known.
    masterpiece: the name the family gave the finished window, on its placard.
    """

    design: WindowDesign
    number: int | None = None
    booster: bool = False
    window: Window | None = None
    family: str = ""
    member: str = ""
    tool_boxes_used: tuple[int, ...] = field(default=(), converter=_ints)
    rounds_done: int = 0
    score: ScoreLike | None = None
    public_names: tuple[str, ...] = field(default=(), converter=_strs)
    constructed: tuple[Die, ...] = field(default=(), converter=_dice)
    round_now: int = 0
    starting_tools: int | None = None
    masterpiece: str = ""


def _kicker(sheet: JournalSheet) -> str:
    if sheet.booster:
        return f"{wording.JOURNAL} \u00b7 {wording.BOOSTER}"
    if sheet.number is not None:
        return f"{wording.JOURNAL} \u00b7 {wording.WINDOW_NUMBER.format(number=sheet.number)}"
    return f"{wording.JOURNAL} \u00b7 {wording.WINDOW}"


def _name_field(x: float, y: float, width: float, label: str, value: str,
                tag: str) -> list[Item]:
    """A label over a line with the name on it: shrunk to fit, else on two lines, else cut."""
    items: list[Item] = [Text(x, y, label.upper(), 6.5, fill=GOLD_DARK, spacing=1.2)]
    line_y = y + 17
    if value:
        size, lines = fit_name(value, "italic", 14.0, width, 8.0)
        for i, line in enumerate(lines):
            ly = line_y - 2.5 - (len(lines) - 1 - i) * size * 1.05
            items.append(Text(x, ly, line, size, font="italic", fill=INK, tag=tag))
    items.append(Line(x, line_y, x + width, line_y, stroke=RULE, width=0.6))
    return items


def _family_block(page: PageFormat, sheet: JournalSheet, width: float) -> list[Item]:
    x = page.right - width
    half = (width - 10) / 2
    return (_name_field(x, page.top + 14, half, wording.FAMILY, sheet.family, "family")
            + _name_field(x + half + 10, page.top + 14, half, wording.MEMBER, sheet.member,
                          "member"))


def _window_key(window: Window, x: float, y: float) -> list[Item]:
    """The marks this window carries, explained: star, Magic Square number, broken space."""
    spaces = [sp for sp in window.spaces if sp.exists]
    magic = next((sp.magic for sp in spaces if sp.magic is not None), None)
    items: list[Item] = []
    if any(sp.star for sp in spaces):
        items += star(x + 6, y + 7, 6)
        items.append(Text(x + 16, y + 10, wording.STAR_KEY, 7, fill=INK))
        x += 24 + text_width(wording.STAR_KEY, "body", 7)
    if magic is not None:
        items += magic_badge(magic, x + 8, y + 7, 9.0)
        items.append(Text(x + 20, y + 10, wording.MAGIC_KEY, 7, fill=INK))
        x += 28 + text_width(wording.MAGIC_KEY, "body", 7)
    items.append(Rect(x, y + 1, 12, 12, fill=PAPER, stroke=FAINT, width=0.5))
    items += broken_mark(x, y + 1, 12)
    items.append(Text(x + 16, y + 10, wording.BROKEN_KEY, 7, fill=INK))
    return items


def _cell_size(page: PageFormat, window: Window, height: float) -> float:
    border = 2 * FRAME + CAME
    by_width = page.inner_width * 0.92 / (window.cols + border)
    by_height = height / (window.rows + border)
    return min(by_width, by_height, MAX_CELL)


def pane_size(cell: float) -> float:
    """The side of a pane between the lead of a window drawn `cell` points apart."""
    return cell * (1 - CAME)


@frozen
class JournalLayout:
    """Where a journal page puts its window: one page, or two for a window too tall to
    give its panes PANE_MIN on one (the window alone on the first)."""

    cell: float
    two_pages: bool


def _lower_height(sheet: JournalSheet) -> float:
    return scoring_height(sheet.public_names)


def _window_room(page: PageFormat, lower: float) -> tuple[float, float]:
    """The top and the height of the room for the window and its key."""
    key_y = page.bottom - FOOTER_HEIGHT - KEY_ROW - 4
    round_y = key_y - GAP - (lower + GAP if lower else 0) - ROUND_ROW
    top = page.top + HEADING_HEIGHT + 4
    return top, round_y - GAP - top


def journal_layout(sheet: JournalSheet, page: PageFormat) -> JournalLayout:
    window = sheet.window if sheet.window is not None else sheet.design.pattern
    _, room = _window_room(page, _lower_height(sheet))
    cell = _cell_size(page, window, room - WINDOW_KEY)
    if pane_size(cell) >= PANE_MIN:
        return JournalLayout(cell, False)
    _, room = _window_room(page, 0.0)
    return JournalLayout(_cell_size(page, window, room - WINDOW_KEY), True)


def _window_part(sheet: JournalSheet, page: PageFormat, cell: float, lower: float
                 ) -> list[Item]:
    """The window with its key, centred in its room, then the round track and placard."""
    x, width = page.left, page.inner_width
    window = sheet.window if sheet.window is not None else sheet.design.pattern
    top, room = _window_room(page, lower)
    ww, wh = window_size(window, cell)
    wx = x + (width - ww) / 2
    wy = top + (room - WINDOW_KEY - wh) / 2
    items = window_items(window, wx, wy, cell)
    items += _window_key(window, wx, wy + wh + 4)
    round_y = top + room + GAP
    items += round_track(x, round_y, sheet.rounds_done, sheet.round_now)
    plac_w = min(230.0, width - 12 * 17 - 30)
    items += placard(page.right - plac_w, round_y, plac_w, sheet.masterpiece)
    return items


def _family_width(page: PageFormat) -> float:
    return min(200.0, page.inner_width * 0.38)


def _title_width(page: PageFormat) -> float:
    """The heading's room for the window's name, beside the family's names."""
    return page.inner_width - _family_width(page) - 16


def name_prints_whole(design: WindowDesign) -> bool:
    """Whether the window's name prints whole on its journal page's heading (at the heading's
    smallest size), on either paper and in either language, with "continued" after it on the
    second page of a window that takes two (the window designer asks, designer/checks.py)."""
    for page in PAGE_FORMATS.values():
        titles = [design.name]
        if journal_layout(JournalSheet(design), page).two_pages:
            for lang in ("en", *wording.WORDS):
                with wording.language(lang):
                    titles.append(f"{design.name} · {wording.CONTINUED}")
        room = _title_width(page)
        if any(text_width(title, "title", TITLE_SMALLEST) > room for title in titles):
            return False
    return True


def _top(sheet: JournalSheet, page: PageFormat, note: str = "") -> list[Item]:
    title = sheet.design.name if not note else f"{sheet.design.name} · {note}"
    items: list[Item] = heading(page, _kicker(sheet), title, title_width=_title_width(page))
    return items + _family_block(page, sheet, _family_width(page))


def _bottom(page: PageFormat, note: str = "") -> list[Item]:
    key_y = page.bottom - FOOTER_HEIGHT - KEY_ROW - 4
    return colour_key(page.left, key_y, page.inner_width) + footer(page, note)


def _lower(sheet: JournalSheet, page: PageFormat, y: float, height: float,
           tools_h: float) -> list[Item]:
    """The tools over the New Rules on the left; the scoring box on the right."""
    x, width = page.left, page.inner_width
    score_w = max(SCORE_W, width * 0.37)
    left_w = width - score_w - 12
    items = tools(sheet.design, sheet.tool_boxes_used, x, y, left_w if not tools_h else width,
                  tools_h or TOOLS_BLOCK)
    rules_y = y + (tools_h or TOOLS_BLOCK) + GAP
    score_y = y + (tools_h + GAP if tools_h else 0)
    items += new_rules(sheet.design, sheet.constructed, x, rules_y, left_w,
                       y + height - rules_y)
    items += scoring(sheet.score, sheet.public_names, sheet.starting_tools,
                     x + left_w + 12, score_y, score_w)
    return items


def _notes(x: float, y: float, w: float, h: float) -> list[Item]:
    """Ruled lines for the family's notes on the window, in the room left over."""
    items: list[Item] = [Text(x, y + 7, wording.NOTES.upper(), 6.5, fill=GOLD_DARK,
                              spacing=1.2)]
    ly = y + 30
    while ly < y + h:
        items.append(Line(x, ly, x + w, ly, stroke=FAINT, width=0.5))
        ly += 20
    return items


def journal_pages(sheet: JournalSheet, page: PageFormat) -> list[Drawing]:
    """The journal page of one window, laid out for the paper: one page, or for a window
    too tall for that, the window on one page and its tools, rules and scoring on the next."""
    layout = journal_layout(sheet, page)
    if not layout.two_pages:
        lower = _lower_height(sheet)
        items = _top(sheet, page) + _window_part(sheet, page, layout.cell, lower)
        lower_y = page.bottom - FOOTER_HEIGHT - KEY_ROW - 4 - GAP - lower
        items += _lower(sheet, page, lower_y, lower, 0.0)
        return [Drawing(page.width, page.height, items + _bottom(page))]
    first = _top(sheet, page) + _window_part(sheet, page, layout.cell, 0.0)
    first += _bottom(page, wording.PAGE_OF.format(page=1, pages=2))
    second = _top(sheet, page, wording.CONTINUED)
    y = page.top + HEADING_HEIGHT + 14
    room = page.bottom - FOOTER_HEIGHT - KEY_ROW - 4 - GAP - y
    height = TOOLS_ALONE + GAP + _lower_height(sheet)
    second += _lower(sheet, page, y, height, TOOLS_ALONE)
    second += _notes(page.left, y + height + GAP, page.inner_width, room - height - GAP)
    second += _bottom(page, wording.PAGE_OF.format(page=2, pages=2))
    return [Drawing(page.width, page.height, first), Drawing(page.width, page.height, second)]
