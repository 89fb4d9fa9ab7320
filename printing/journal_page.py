"""A journal page: one window of the campaign as a family's journal shows it.

Top to bottom: the window's name with the family and member; the window in its lead; the
round track and the masterpiece's name placard; the three window tools with their point
boxes; the New Rules beside the scoring box of the six steps; the colour key.
Everything is laid out from the page size, so A4 and US Letter both fill their paper.
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import field, frozen

from sagrada_desktop.engine import Die, Window, WindowDesign, WindowTool, describe_effect

from . import wording
from .art import broken_mark, die_face, magic_badge, star
from .fonts import fit_size, text_width, wrap
from .page import FOOTER_HEIGHT, HEADING_HEIGHT, PageFormat, colour_key, footer, heading
from .palette import FAINT, GOLD_DARK, INK, PAPER, RULE, SHADE
from .primitives import Circle, Drawing, Item, Line, Rect, Text
from .score_steps import ScoreLike, place_label, step_labels, step_values
from .window_art import CAME, FRAME, window_items, window_size

GAP = 10.0
ROUND_ROW = 30.0
TOOLS_BLOCK = 108.0
LOWER_BLOCK = 170.0
KEY_ROW = 16.0
MAX_CELL = 72.0
USED = "#cfc3b2"  # a shaded-in tool box


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
    public_names: the names of Public Objectives A, B and C of the game, if known.
    constructed: the Cathedral spaces this seat constructed in this game.
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


def _fit_lines(lines: list[str], room: int) -> list[str]:
    """At most `room` lines; a cut text ends with an ellipsis."""
    if len(lines) <= room:
        return lines
    kept = lines[: max(room, 1)]
    kept[-1] = kept[-1].rstrip(" .,;:") + "\u2026"
    return kept


def _kicker(sheet: JournalSheet) -> str:
    if sheet.booster:
        return f"{wording.JOURNAL} \u00b7 {wording.BOOSTER}"
    if sheet.number is not None:
        return f"{wording.JOURNAL} \u00b7 {wording.WINDOW_NUMBER.format(number=sheet.number)}"
    return f"{wording.JOURNAL} \u00b7 {wording.WINDOW}"


def _name_field(x: float, y: float, width: float, label: str, value: str) -> list[Item]:
    items: list[Item] = [Text(x, y, label.upper(), 6.5, fill=GOLD_DARK, spacing=1.2)]
    line_y = y + 17
    if value:
        size = fit_size(value, "italic", 14.0, width, 8.0)
        items.append(Text(x, line_y - 2.5, value, size, font="italic", fill=INK))
    items.append(Line(x, line_y, x + width, line_y, stroke=RULE, width=0.6))
    return items


def _family_block(page: PageFormat, sheet: JournalSheet, width: float) -> list[Item]:
    x = page.right - width
    half = (width - 10) / 2
    return (_name_field(x, page.top + 14, half, wording.FAMILY, sheet.family)
            + _name_field(x + half + 10, page.top + 14, half, wording.MEMBER, sheet.member))


def _cell_size(page: PageFormat, window: Window, height: float) -> float:
    border = 2 * FRAME + CAME
    by_width = page.inner_width * 0.92 / (window.cols + border)
    by_height = height / (window.rows + border)
    return min(by_width, by_height, MAX_CELL)


def _round_track(x: float, y: float, done: int) -> list[Item]:
    items: list[Item] = [Text(x, y + 7, wording.ROUND_TRACK.upper(), 6.5, fill=GOLD_DARK,
                              spacing=1.2)]
    box = 14.0
    for i in range(12):
        bx, by = x + i * (box + 3), y + 12
        items.append(Rect(bx, by, box, box, fill=PAPER, stroke=INK, width=0.7, radius=1.5))
        items.append(Text(bx + box / 2, by + box / 2 + 3, str(i + 1), 7.5, fill=RULE,
                          anchor="middle"))
        if i < done:
            items += broken_mark(bx, by, box)
    return items


def _placard(x: float, y: float, width: float) -> list[Item]:
    return [
        Text(x, y + 7, wording.MASTERPIECE.upper(), 6.5, fill=GOLD_DARK, spacing=1.2),
        Rect(x, y + 12, width, 16, fill=PAPER, stroke=GOLD_DARK, width=0.8, radius=8),
        Rect(x + 2.5, y + 14.5, width - 5, 11, stroke=FAINT, width=0.4, radius=5.5),
    ]


def _point_box(x: float, y: float, size: float, points: int, used: bool) -> list[Item]:
    """A tool's point box; a used one is shaded in and its points struck through."""
    items: list[Item] = [Rect(x, y, size, size, fill=USED if used else PAPER, stroke=INK,
                              width=0.8, radius=2)]
    items.append(Text(x + size / 2, y + size / 2 + 3.6, str(points), 10, fill=INK,
                      anchor="middle"))
    if used:
        items.append(Line(x + 3, y + size - 3, x + size - 3, y + 3, stroke=INK, width=1.1))
    return items


def _tool_card(tool: WindowTool, used: int, x: float, y: float, w: float, h: float) -> list[Item]:
    items: list[Item] = [Rect(x, y, w, h, fill=None, stroke=RULE, width=0.7, radius=5)]
    box = 19.0
    count = len(tool.boxes)
    bx = x + (w - (count * box + (count - 1) * 5)) / 2
    for i, points in enumerate(tool.boxes):
        items += _point_box(bx + i * (box + 5), y + 8, box, points, i < used)
    name_size = fit_size(tool.name, "title", 13.0, w - 14, 9.0)
    items.append(Text(x + w / 2, y + 8 + box + 17, tool.name, name_size, font="title", fill=INK,
                      anchor="middle"))
    text = tool.text or describe_effect(tool.effect)
    size = 7.4
    lines = wrap(text, "body", size, w - 14)
    while len(lines) * size * 1.3 > h - box - 34 and size > 5.6:
        size -= 0.3
        lines = wrap(text, "body", size, w - 14)
    lines = _fit_lines(lines, int((h - box - 34) // (size * 1.3)))
    ty = y + box + 40
    for line in lines:
        items.append(Text(x + w / 2, ty, line, size, fill=INK, anchor="middle"))
        ty += size * 1.3
    return items


def _tools(sheet: JournalSheet, x: float, y: float, width: float, height: float) -> list[Item]:
    items: list[Item] = [
        Text(x, y + 7, wording.WINDOW_TOOLS.upper(), 6.5, fill=GOLD_DARK, spacing=1.2),
        Text(x + width, y + 7, wording.TOOL_HINT, 8, font="italic", fill=RULE, anchor="end"),
    ]
    tools = sheet.design.tools
    if not tools:
        return items
    gap = 9.0
    w = (width - gap * (len(tools) - 1)) / len(tools)
    for i, tool in enumerate(tools):
        used = sheet.tool_boxes_used[i] if i < len(sheet.tool_boxes_used) else 0
        items += _tool_card(tool, used, x + i * (w + gap), y + 13, w, height - 13)
    return items


def _new_rules(sheet: JournalSheet, x: float, y: float, w: float, h: float) -> list[Item]:
    items: list[Item] = [
        Text(x, y + 7, wording.NEW_RULES.upper(), 6.5, fill=GOLD_DARK, spacing=1.2),
        Rect(x, y + 13, w, h - 13, stroke=RULE, width=0.7, radius=5),
    ]
    text = sheet.design.rules_text.strip() or wording.NO_NEW_RULES
    size = 8.6
    room = h - 13 - 74
    lines = wrap(text, "body", size, w - 20)
    while len(lines) * size * 1.35 > room and size > 6.0:
        size -= 0.3
        lines = wrap(text, "body", size, w - 20)
    lines = _fit_lines(lines, int(room // (size * 1.35)))
    ty = y + 13 + 16
    for line in lines:
        items.append(Text(x + 10, ty, line, size, fill=INK))
        ty += size * 1.35
    base = y + h - 58
    items.append(Line(x + 10, base, x + w - 10, base, stroke=SHADE, width=0.8))
    if sheet.design.legacy_points:
        legacy = wording.WINNER_LEGACY.format(points=sheet.design.legacy_points)
        items.append(Text(x + 10, base + 15, legacy, 9.5, font="italic", fill=INK))
    items.append(Text(x + 10, base + 30, wording.CONSTRUCTED, 7, fill=RULE))
    mini = 16.0
    slots = max(len(sheet.constructed), 5)
    for i in range(slots):
        mx = x + 10 + i * (mini + 5)
        if i < len(sheet.constructed):
            die = sheet.constructed[i]
            items += die_face(die.color, die.value, mx, base + 35, mini)
        else:
            items.append(Rect(mx, base + 35, mini, mini, fill=PAPER, stroke=FAINT, width=0.6,
                              radius=mini * 0.17))
    return items


def _scoring(sheet: JournalSheet, x: float, y: float, w: float, h: float) -> list[Item]:
    labels = step_labels(sheet.public_names)
    values = step_values(sheet.score) if sheet.score is not None else [""] * len(labels)
    items: list[Item] = [
        Text(x, y + 7, wording.SCORING.upper(), 6.5, fill=GOLD_DARK, spacing=1.2),
        Rect(x, y + 13, w, h - 13, stroke=INK, width=0.9, radius=5),
    ]
    if sheet.score is not None:
        items.append(Text(x + w, y + 7, f"{wording.PLACE}: {place_label(sheet.score.place)}",
                          10, font="italic", fill=INK, anchor="end"))
    rows = len(labels) + 1
    row_h = (h - 13 - 8) / rows
    box_w = 34.0
    top = y + 13 + 4
    for i, ((step, label), value) in enumerate(zip(labels, values, strict=True)):
        ry = top + i * row_h
        mid = ry + row_h / 2
        if step:
            items.append(Circle(x + 12, mid, 5.2, fill=None, stroke=GOLD_DARK, width=0.6))
            items.append(Text(x + 12, mid + 2.3, step, 6.5, fill=GOLD_DARK, anchor="middle"))
        size = fit_size(label, "body", 8.0, w - box_w - 34, 5.5)
        items.append(Text(x + 22, mid + size * 0.36, label, size, fill=INK))
        items.append(Rect(x + w - box_w - 7, ry + 2, box_w, row_h - 4, fill=PAPER,
                          stroke=RULE, width=0.6, radius=2))
        if value:
            items.append(Text(x + w - 7 - box_w / 2, mid + 3.6, value, 10, fill=INK,
                              anchor="middle"))
    ty = top + len(labels) * row_h
    items.append(Line(x + 6, ty + 1, x + w - 6, ty + 1, stroke=INK, width=0.6))
    items.append(Line(x + 6, ty + 3, x + w - 6, ty + 3, stroke=INK, width=0.6))
    mid = ty + 3 + (row_h - 3) / 2
    items.append(Text(x + 12, mid + 4.5, wording.TOTAL, 13, font="title", fill=INK))
    items.append(Rect(x + w - box_w - 7, ty + 5, box_w, row_h - 5, fill=PAPER, stroke=INK,
                      width=1.0, radius=2))
    if sheet.score is not None:
        items.append(Text(x + w - 7 - box_w / 2, mid + 4.2, str(sheet.score.total), 12,
                          fill=INK, anchor="middle"))
    return items


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
        items += magic_badge(magic, x + 6, y + 7, 6.5)
        items.append(Text(x + 16, y + 10, wording.MAGIC_KEY, 7, fill=INK))
        x += 24 + text_width(wording.MAGIC_KEY, "body", 7)
    items.append(Rect(x, y + 1, 12, 12, fill=PAPER, stroke=FAINT, width=0.5))
    items += broken_mark(x, y + 1, 12)
    items.append(Text(x + 16, y + 10, wording.BROKEN_KEY, 7, fill=INK))
    return items


def journal_page(sheet: JournalSheet, page: PageFormat) -> Drawing:
    """The journal page of one window, laid out for the page."""
    x, width = page.left, page.inner_width
    window = sheet.window if sheet.window is not None else sheet.design.pattern
    family_w = min(200.0, width * 0.38)
    items: list[Item] = heading(page, _kicker(sheet), sheet.design.name,
                                title_width=width - family_w - 16)
    items += _family_block(page, sheet, family_w)

    key_y = page.bottom - FOOTER_HEIGHT - KEY_ROW - 4
    lower_y = key_y - GAP - LOWER_BLOCK
    tools_y = lower_y - GAP - TOOLS_BLOCK
    round_y = tools_y - GAP - ROUND_ROW
    win_top = page.top + HEADING_HEIGHT + 4
    room = round_y - GAP - win_top
    cell = _cell_size(page, window, room - 16)
    ww, wh = window_size(window, cell)
    wx = x + (width - ww) / 2
    wy = win_top + (room - 16 - wh) / 2
    items += window_items(window, wx, wy, cell)
    items += _window_key(window, wx, wy + wh + 4)

    items += _round_track(x, round_y, sheet.rounds_done)
    plac_w = min(230.0, width - 12 * 17 - 30)
    items += _placard(page.right - plac_w, round_y, plac_w)
    items += _tools(sheet, x, tools_y, width, TOOLS_BLOCK)
    left_w = width * 0.54
    items += _new_rules(sheet, x, lower_y, left_w, LOWER_BLOCK)
    items += _scoring(sheet, x + left_w + 12, lower_y, width - left_w - 12, LOWER_BLOCK)
    items += colour_key(x, key_y, width)
    items += footer(page)
    return Drawing(page.width, page.height, items)

