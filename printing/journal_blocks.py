"""The blocks of a journal page below the window: the round track, the masterpiece's name
placard, the window tools with their point boxes, the New Rules and the scoring box of the
six steps. Each draws into the box it is given.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm

from sagrada_desktop.engine import ROUNDS, Die, WindowDesign, WindowTool, describe_effect

from . import wording
from .art import broken_mark, die_face
from .fonts import ellipsize, fit_size, text_width, wrap
from .palette import FAINT, GOLD_DARK, INK, PAPER, RULE, SHADE
from .primitives import Circle, Item, Line, Rect, Text
from .score_steps import ScoreLike, place_label, step_labels, step_values

ROUND_BOX = 14.0
SCORE_BOX_W = 16 * mm   # fits "-14" or "144" in pencil
SCORE_BOX_H = 7 * mm
SCORE_ROW = SCORE_BOX_H + 4
USED = "#cfc3b2"  # a shaded-in tool box


def scoring_height(public_names: Sequence[str] = ()) -> float:
    """The height the scoring box needs for boxes of SCORE_BOX_W x SCORE_BOX_H."""
    return float(13 + 8 + (len(step_labels(public_names)) + 1) * SCORE_ROW + 3)


def kicker(x: float, y: float, text: str) -> Text:
    return Text(x, y + 7, text.upper(), 6.5, fill=GOLD_DARK, spacing=1.2)


def fit_lines(lines: list[str], room: int) -> list[str]:
    """At most `room` lines; a cut text ends with an ellipsis."""
    if len(lines) <= room:
        return lines
    kept = lines[: max(room, 1)]
    kept[-1] = kept[-1].rstrip(" .,;:") + "\u2026"
    return kept


def round_track(x: float, y: float, done: int, now: int = 0) -> list[Item]:
    """Twelve round boxes: rounds played crossed off, the round being played framed."""
    items: list[Item] = [kicker(x, y, wording.ROUND_TRACK)]
    box = ROUND_BOX
    for i in range(ROUNDS):
        bx, by = x + i * (box + 3), y + 12
        if i + 1 == now:
            items.append(Rect(bx - 1.8, by - 1.8, box + 3.6, box + 3.6, stroke=INK, width=1.6,
                              radius=2.5, tag="round-now"))
        items.append(Rect(bx, by, box, box, fill=PAPER, stroke=INK, width=0.7, radius=1.5))
        items.append(Text(bx + box / 2, by + box / 2 + 3, str(i + 1), 7.5,
                          fill=INK if i + 1 == now else RULE, anchor="middle"))
        if i < done:
            items += broken_mark(bx, by, box)
    return items


def placard(x: float, y: float, width: float, name: str = "") -> list[Item]:
    """The masterpiece's name placard, with the name the family gave it."""
    items: list[Item] = [
        kicker(x, y, wording.MASTERPIECE),
        Rect(x, y + 12, width, 16, fill=PAPER, stroke=GOLD_DARK, width=0.8, radius=8),
        Rect(x + 2.5, y + 14.5, width - 5, 11, stroke=FAINT, width=0.4, radius=5.5),
    ]
    if name:
        size = fit_size(name, "italic", 10.0, width - 16, 7.0)
        items.append(Text(x + width / 2, y + 23.5, ellipsize(name, "italic", size, width - 16),
                          size, font="italic", fill=INK, anchor="middle", tag="masterpiece"))
    return items


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
        items += _point_box(bx + i * (box + 5), y + 7, box, points, i < used)
    name_size = fit_size(tool.name, "title", 12.0, w - 10, 8.0)
    items.append(Text(x + w / 2, y + 7 + box + 14, ellipsize(tool.name, "title", name_size,
                                                            w - 8),
                      name_size, font="title", fill=INK, anchor="middle"))
    text = tool.text or describe_effect(tool.effect)
    size = 7.4
    room = h - box - 30
    lines = wrap(text, "body", size, w - 10)
    while len(lines) * size * 1.25 > room and size > 6.0:
        size -= 0.2
        lines = wrap(text, "body", size, w - 10)
    lines = fit_lines(lines, int(room // (size * 1.25)))
    ty = y + box + 34
    for line in lines:
        items.append(Text(x + w / 2, ty, line, size, fill=INK, anchor="middle"))
        ty += size * 1.25
    return items


def tools(design: WindowDesign, used: Sequence[int], x: float, y: float, width: float,
          height: float) -> list[Item]:
    """The three window tools side by side, with the hint on using them."""
    hint_size = fit_size(wording.TOOL_HINT, "italic", 8.0, width - 90, 6.0)
    items: list[Item] = [
        kicker(x, y, wording.WINDOW_TOOLS),
        Text(x + width, y + 7, ellipsize(wording.TOOL_HINT, "italic", hint_size, width - 90),
             hint_size, font="italic", fill=RULE, anchor="end"),
    ]
    if not design.tools:
        return items
    gap = 7.0
    w = (width - gap * (len(design.tools) - 1)) / len(design.tools)
    for i, tool in enumerate(design.tools):
        items += _tool_card(tool, used[i] if i < len(used) else 0, x + i * (w + gap), y + 13,
                            w, height - 13)
    return items


def new_rules(design: WindowDesign, constructed: Sequence[Die], x: float, y: float, w: float,
              h: float) -> list[Item]:
    """The window's New Rules, the winner's Legacy Points and the Cathedral spaces built."""
    items: list[Item] = [
        kicker(x, y, wording.NEW_RULES),
        Rect(x, y + 13, w, h - 13, stroke=RULE, width=0.7, radius=5),
    ]
    text = design.rules_text.strip() or wording.NO_NEW_RULES
    size = 8.6
    room = h - 13 - 12 - 40
    lines = wrap(text, "body", size, w - 20)
    while len(lines) * size * 1.3 > room and size > 6.2:
        size -= 0.2
        lines = wrap(text, "body", size, w - 20)
    lines = fit_lines(lines, int(room // (size * 1.3)))
    ty = y + 13 + 14
    for line in lines:
        items.append(Text(x + 10, ty, line, size, fill=INK))
        ty += size * 1.3
    base = y + h - 40
    items.append(Line(x + 10, base, x + w - 10, base, stroke=SHADE, width=0.8))
    if design.legacy_points:
        legacy = wording.WINNER_LEGACY.format(points=design.legacy_points)
        items.append(Text(x + 10, base + 13, legacy, 9.0, font="italic", fill=INK))
    items.append(Text(x + 10, base + 29, wording.CONSTRUCTED, 7, fill=RULE))
    mini = 14.0
    mx0 = x + 16 + text_width(wording.CONSTRUCTED, "body", 7)
    slots = max(len(constructed), 5)
    for i in range(slots):
        mx = mx0 + i * (mini + 4)
        if i < len(constructed):
            die = constructed[i]
            items += die_face(die.color, die.value, mx, base + 19, mini)
        else:
            items.append(Rect(mx, base + 19, mini, mini, fill=PAPER, stroke=FAINT, width=0.6,
                              radius=mini * 0.17))
    return items


def scoring(score: ScoreLike | None, public_names: Sequence[str], starting_tools: int | None,
            x: float, y: float, w: float) -> list[Item]:
    """The scoring box of the six steps and the total, each with a box a pencil fits.
    Before the score is known, the Starting Tool Count alone is filled in."""
    labels = step_labels(public_names)
    values = step_values(score) if score is not None else [""] * len(labels)
    if score is None and starting_tools is not None:
        values[0] = str(starting_tools)
    h = scoring_height(public_names)
    items: list[Item] = [
        kicker(x, y, wording.SCORING),
        Rect(x, y + 13, w, h - 13, stroke=INK, width=0.9, radius=5),
    ]
    if score is not None:
        items.append(Text(x + w, y + 7, wording.labelled(wording.PLACE, place_label(score.place)),
                          10, font="italic", fill=INK, anchor="end"))
    box_w, box_h = SCORE_BOX_W, SCORE_BOX_H
    top = y + 13 + 4
    label_w = w - box_w - 34
    for i, ((step, label), value) in enumerate(zip(labels, values, strict=True)):
        ry = top + i * SCORE_ROW
        mid = ry + SCORE_ROW / 2
        if step:
            items.append(Circle(x + 11, mid, 5.2, fill=None, stroke=GOLD_DARK, width=0.6))
            items.append(Text(x + 11, mid + 2.3, step, 6.5, fill=GOLD_DARK, anchor="middle"))
        size = fit_size(label, "body", 8.0, label_w, 6.0)
        items.append(Text(x + 20, mid + size * 0.36, ellipsize(label, "body", size, label_w),
                          size, fill=INK))
        items.append(Rect(x + w - box_w - 6, mid - box_h / 2, box_w, box_h, fill=PAPER,
                          stroke=RULE, width=0.6, radius=2, tag="score-box"))
        if value:
            items.append(Text(x + w - 6 - box_w / 2, mid + 3.6, value, 10, fill=INK,
                              anchor="middle"))
    ty = top + len(labels) * SCORE_ROW
    items.append(Line(x + 6, ty + 1, x + w - 6, ty + 1, stroke=INK, width=0.6))
    items.append(Line(x + 6, ty + 3, x + w - 6, ty + 3, stroke=INK, width=0.6))
    mid = ty + 3 + SCORE_ROW / 2
    items.append(Text(x + 12, mid + 4.5, wording.TOTAL, 13, font="title", fill=INK))
    items.append(Rect(x + w - box_w - 6, mid - box_h / 2, box_w, box_h, fill=PAPER, stroke=INK,
                      width=1.0, radius=2, tag="score-box"))
    if score is not None:
        items.append(Text(x + w - 6 - box_w / 2, mid + 4.2, str(score.total), 12,
                          fill=INK, anchor="middle"))
    return items
