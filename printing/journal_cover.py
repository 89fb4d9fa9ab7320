"""The journal's covers, blank for a group starting on paper or filled from a campaign.

Front cover: the family name and member, the Family Crest with its stickers, the Tool Box
Capacity slots, the Tool Cards owned and the family tree (each window's family member and
masterpiece). Back cover: the Legacy Points track and the Market tracks with their
Dedication Abilities.
"""

from __future__ import annotations

from collections.abc import Iterable

from attrs import field, frozen

from sagrada_desktop.engine import Color
from sagrada_desktop.engine.legacy_types import CAMPAIGN_WINDOWS, MarketBox, ToolBoxSlot

from . import wording
from .art import broken_mark, centred_text, glass, star
from .fonts import ellipsize, fit_name, fit_size, text_width, wrap
from .journal_blocks import kicker
from .page import FOOTER_HEIGHT, HEADING_HEIGHT, PageFormat, footer, heading
from .palette import FAINT, GOLD, GOLD_DARK, INK, PAPER, RULE, SHADE
from .primitives import Circle, Drawing, Item, Line, Path, Rect, Text

LEGACY_BOXES = 60   # the track's length; more points lengthen it by rows of 20
TRACK_BOXES = 10    # a blank Market track
CREST_SLOTS = 4
TREE_ROWS = CAMPAIGN_WINDOWS  # a row per campaign window


def _boxes(values: Iterable[MarketBox]) -> tuple[MarketBox, ...]:
    return tuple(values)


def _tracks(values: Iterable[CoverTrack]) -> tuple[CoverTrack, ...]:
    return tuple(values)


def _slots(values: Iterable[ToolBoxSlot]) -> tuple[ToolBoxSlot, ...]:
    return tuple(values)


def _names(values: Iterable[str]) -> tuple[str, ...]:
    return tuple(values)


def _crest_slots(values: Iterable[str | None]) -> tuple[str | None, ...]:
    return tuple(values)


def _rows(values: Iterable[TreeRow]) -> tuple[TreeRow, ...]:
    return tuple(values)


@frozen
class CoverTrack:
    """A Market track as the cover shows it: its boxes, how many are crossed, and its
    Dedication Ability (name and text once revealed; `dedicated` once the family gained it)."""

    name: str
    boxes: tuple[MarketBox, ...] = field(converter=_boxes)
    crossed: int = 0
    dedication: str = ""
    dedication_text: str = ""
    dedicated: bool = False


@frozen
class TreeRow:
    """One window of the family tree: its number and name, the member, the masterpiece."""

    number: int
    window: str = ""
    member: str = ""
    masterpiece: str = ""


@frozen
class CoverSheet:
    """What the two covers of one family's journal show; the defaults print a blank one.

    tracks: the open Market tracks (fewer than three leave blank tracks to name);
    crest: the four top slots (None: empty); crest_base: the stickers envelopes gave.
    """

    family: str = ""
    member: str = ""
    color: Color | None = None
    legacy_points: int = 0
    tracks: tuple[CoverTrack, ...] = field(default=(), converter=_tracks)
    tool_box: tuple[ToolBoxSlot, ...] = field(default=(), converter=_slots)
    slots_filled: int | None = None  # None: the slots filled at the start
    tools: tuple[str, ...] = field(default=(), converter=_names)
    crest: tuple[str | None, ...] = field(default=(None,) * CREST_SLOTS,
                                          converter=_crest_slots)
    crest_base: tuple[str, ...] = field(default=(), converter=_names)
    tree: tuple[TreeRow, ...] = field(default=(), converter=_rows)


def _field(x: float, y: float, w: float, label: str, value: str, tag: str) -> list[Item]:
    items: list[Item] = [kicker(x, y, label)]
    if value:
        size, lines = fit_name(value, "italic", 16.0, w, 9.0)
        for i, line in enumerate(lines):
            ly = y + 27 - (len(lines) - 1 - i) * size * 1.05
            items.append(Text(x, ly, line, size, font="italic", fill=INK, tag=tag))
    items.append(Line(x, y + 30, x + w, y + 30, stroke=RULE, width=0.6))
    return items


def _crest(sheet: CoverSheet, x: float, y: float, w: float) -> tuple[list[Item], float]:
    """The Family Crest: a shield with the four top slots, the envelope stickers beneath."""
    items: list[Item] = [kicker(x, y, wording.FAMILY_CREST)]
    top = y + 14
    sh = 150.0
    shield = [("M", x, top), ("L", x + w, top), ("L", x + w, top + sh * 0.62),
              ("C", x + w, top + sh * 0.85, x + w * 0.6, top + sh * 0.95, x + w / 2, top + sh),
              ("C", x + w * 0.4, top + sh * 0.95, x, top + sh * 0.85, x, top + sh * 0.62),
              ("Z",)]
    items.append(Path(shield, fill=PAPER, stroke=GOLD_DARK, width=1.2))
    if sheet.color is not None:
        items += glass(sheet.color, x + w / 2 - 9, top + 6, 18, 12, radius=2, border=INK,
                       border_width=0.4)
    slot_w, slot_h = (w - 30) / 2, 40.0
    for i in range(CREST_SLOTS):
        sx = x + 10 + (i % 2) * (slot_w + 10)
        sy = top + 24 + (i // 2) * (slot_h + 8)
        label = sheet.crest[i] if i < len(sheet.crest) else None
        items.append(Rect(sx, sy, slot_w, slot_h, fill=SHADE if label else PAPER,
                          stroke=RULE, width=0.6, radius=4, dash=() if label else (2.0, 2.0)))
        if label:
            items += _label_lines(label, sx + slot_w / 2, sy, slot_w - 8, slot_h, "sticker")
    h = 14 + sh + 8
    if sheet.crest_base:
        items.append(Text(x, y + h + 8, wording.CREST_BASE, 7, fill=RULE))
        h += 12
        for name in sheet.crest_base:
            items.append(Text(x + 8, y + h + 8, f"\u2022 {name}", 8, fill=INK, tag="sticker"))
            h += 11
    return items, h


def _label_lines(text: str, cx: float, y: float, w: float, h: float, tag: str) -> list[Item]:
    size = 8.0
    lines = wrap(text, "body", size, w)
    while len(lines) * size * 1.2 > h - 6 and size > 6:
        size -= 0.5
        lines = wrap(text, "body", size, w)
    top = y + (h - len(lines) * size * 1.2) / 2 + size * 0.9
    return [Text(cx, top + i * size * 1.2, ellipsize(line, "body", size, w), size, fill=INK,
                 anchor="middle", tag=tag) for i, line in enumerate(lines[:3])]


def _tool_box(sheet: CoverSheet, x: float, y: float, w: float) -> tuple[list[Item], float]:
    """The Tool Box Capacity slots: filled ones shaded, the others with their coin cost."""
    items: list[Item] = [kicker(x, y, wording.TOOL_BOX)]
    slots = sheet.tool_box or (ToolBoxSlot(0, True),) * 2 + (ToolBoxSlot(0),) * 4
    size = min(34.0, (w - 5 * (len(slots) - 1)) / len(slots))
    for i, slot in enumerate(slots):
        sx = x + i * (size + 5)
        filled = (slot.filled_at_start if sheet.slots_filled is None
                  else i < sheet.slots_filled)
        items.append(Rect(sx, y + 14, size, size, fill=SHADE if filled else PAPER, stroke=INK,
                          width=0.8, radius=3, tag="slot-filled" if filled else "slot"))
        if filled:
            items += broken_mark(sx, y + 14, size, ink=RULE)
        elif slot.cost:
            items.append(Circle(sx + size / 2, y + 14 + size / 2, size * 0.28, fill=GOLD,
                                stroke=GOLD_DARK, width=0.6))
            items.append(centred_text(str(slot.cost), sx + size / 2, y + 14 + size / 2, 9))
    items.append(Text(x, y + 14 + size + 12, wording.TOOL_BOX_HINT, 7, font="italic",
                      fill=RULE))
    return items, 14 + size + 18


def _owned_tools(sheet: CoverSheet, x: float, y: float, w: float,
                 h: float) -> list[Item]:
    items: list[Item] = [kicker(x, y, wording.OWNED_TOOLS)]
    rows = max(int((h - 16) // 15), 1)
    names = list(sheet.tools)
    cols = 2
    cw = (w - 10) / cols
    for i in range(rows * cols):
        cx, cy = x + (i // rows) * (cw + 10), y + 16 + (i % rows) * 15
        items.append(Line(cx, cy + 12, cx + cw, cy + 12, stroke=FAINT, width=0.5))
        if i < len(names):
            size = fit_size(names[i], "body", 8.5, cw - 2, 6.5)
            items.append(Text(cx + 1, cy + 10, ellipsize(names[i], "body", size, cw - 2), size,
                              fill=INK, tag="tool"))
    return items


def _tree(sheet: CoverSheet, x: float, y: float, w: float, h: float) -> list[Item]:
    """The family tree: a row per campaign window, its member and masterpiece."""
    items: list[Item] = [kicker(x, y, wording.FAMILY_TREE)]
    rows = {r.number: r for r in sheet.tree}
    row_h = min(34.0, (h - 28) / TREE_ROWS)
    cols = (x + 24, x + 24 + w * 0.28, x + 24 + w * 0.52)
    widths = (w * 0.28 - 8, w * 0.24 - 8, w * 0.48 - 28)
    heads = (wording.WINDOW, wording.MEMBER, wording.MASTERPIECE_SHORT)
    for cx, head in zip(cols, heads, strict=True):
        items.append(Text(cx, y + 24, head, 7, fill=RULE))
    for n in range(1, TREE_ROWS + 1):
        ry = y + 28 + (n - 1) * row_h
        items.append(Circle(x + 9, ry + row_h / 2, 7, fill=None, stroke=GOLD_DARK, width=0.6))
        items.append(centred_text(str(n), x + 9, ry + row_h / 2, 7.5, fill=GOLD_DARK))
        row = rows.get(n)
        values = (row.window, row.member, row.masterpiece) if row else ("", "", "")
        for cx, cw, value in zip(cols, widths, values, strict=True):
            items.append(Line(cx, ry + row_h - 4, cx + cw, ry + row_h - 4, stroke=FAINT,
                              width=0.5))
            if value:
                size = fit_size(value, "italic", 9.5, cw, 6.5)
                items.append(Text(cx, ry + row_h - 6.5, ellipsize(value, "italic", size, cw),
                                  size, font="italic", fill=INK, tag="tree"))
    return items


def _cover_kicker(sheet: CoverSheet) -> str:
    if not sheet.family:
        return wording.JOURNAL_COVER
    return f"{wording.JOURNAL_COVER} \u00b7 {ellipsize(sheet.family, 'body', 7.5, 300)}"


def front_cover(sheet: CoverSheet, page: PageFormat) -> Drawing:
    x, width = page.left, page.inner_width
    items: list[Item] = heading(page, _cover_kicker(sheet), wording.FRONT_COVER)
    y = page.top + HEADING_HEIGHT + 10
    half = (width - 16) / 2
    items += _field(x, y, half, wording.FAMILY, sheet.family, "family")
    items += _field(x + half + 16, y, half, wording.MEMBER, sheet.member, "member")
    y += 46
    crest_w = width * 0.42
    crest, crest_h = _crest(sheet, x, y, crest_w)
    items += crest
    rx, rw = x + crest_w + 20, width - crest_w - 20
    box, box_h = _tool_box(sheet, rx, y, rw)
    items += box
    tools_h = crest_h - box_h - 10
    items += _owned_tools(sheet, rx, y + box_h + 10, rw, tools_h)
    y += max(crest_h, box_h + 10 + tools_h) + 14
    items += _tree(sheet, x, y, width, page.bottom - FOOTER_HEIGHT - 8 - y)
    items += footer(page, sheet.family)
    return Drawing(page.width, page.height, items)


def _legacy_track(points: int, x: float, y: float, w: float) -> tuple[list[Item], float]:
    """Numbered spaces, filled up to the family's Legacy Points, every fifth in ink."""
    items: list[Item] = [kicker(x, y, wording.LEGACY_TRACK)]
    per_row = 20
    count = max(LEGACY_BOXES, -(-points // per_row) * per_row)
    size = (w - (per_row - 1) * 2) / per_row
    for i in range(count):
        bx, by = x + (i % per_row) * (size + 2), y + 14 + (i // per_row) * (size + 2)
        filled = i < points
        items.append(Rect(bx, by, size, size, fill=GOLD if filled else PAPER, stroke=INK,
                          width=0.6, radius=2, tag="legacy-filled" if filled else "legacy"))
        if filled:
            items += broken_mark(bx, by, size)
        else:
            items.append(centred_text(str(i + 1), bx + size / 2, by + size / 2,
                                      size * 0.36, fill=INK if (i + 1) % 5 == 0 else FAINT))
    rows = count // per_row
    return items, 14 + rows * (size + 2) + 6


def _market_box(box: MarketBox, x: float, y: float, size: float, crossed: bool) -> list[Item]:
    items: list[Item] = [Rect(x, y, size, size, fill=PAPER, stroke=INK, width=0.7, radius=2,
                              tag="market-crossed" if crossed else "market")]
    cx, cy = x + size / 2, y + size / 2
    if box.legacy_points:
        items.append(Circle(cx, cy, size * 0.3, fill=GOLD, stroke=GOLD_DARK, width=0.5))
        items.append(centred_text(str(box.legacy_points), cx, cy, size * 0.36))
    elif box.crest_ability:
        items += star(cx, cy, size * 0.3)
    elif box.tool:
        items.append(Rect(cx - size * 0.2, cy - size * 0.26, size * 0.4, size * 0.52,
                          fill=SHADE, stroke=INK, width=0.5, radius=1.5))
    if crossed:
        items += broken_mark(x, y, size)
    return items


def _track(track: CoverTrack | None, x: float, y: float, w: float) -> tuple[list[Item], float]:
    items: list[Item] = []
    if track is None:
        items.append(Text(x, y + 10, wording.MARKET_TRACK, 7, fill=RULE))
        items.append(Line(x + 70, y + 11, x + w * 0.6, y + 11, stroke=FAINT, width=0.5))
        boxes: tuple[MarketBox, ...] = (MarketBox(),) * TRACK_BOXES
        crossed = 0
    else:
        size = fit_size(track.name, "title", 14.0, w, 9.0)
        items.append(Text(x, y + 11, track.name, size, font="title", fill=INK, tag="track"))
        boxes, crossed = track.boxes, track.crossed
    size = min(26.0, (w - 150 - 3 * (len(boxes) - 1)) / max(len(boxes), 1))
    for i, box in enumerate(boxes):
        items += _market_box(box, x + i * (size + 3), y + 18, size, i < crossed)
    dx = x + len(boxes) * (size + 3) + 8
    items.append(Rect(dx, y + 18 + size / 2 - 5, 10, 10, fill=PAPER, stroke=INK, width=0.6))
    if track is not None and track.dedicated:
        items += broken_mark(dx, y + 18 + size / 2 - 5, 10)
    label = track.dedication if track is not None and track.dedication else wording.DEDICATION
    items.append(Text(dx + 14, y + 18 + size / 2 + 3, ellipsize(label, "italic", 9, x + w - dx - 14),
                      9, font="italic", fill=INK if track and track.dedication else RULE,
                      tag="dedication"))
    h = 18 + size + 6
    if track is not None and track.dedication_text:
        for line in wrap(track.dedication_text, "body", 7, w - (dx - x) - 14)[:3]:
            items.append(Text(dx + 14, y + h + 2, line, 7, fill=INK))
            h += 9
    return items, h + 12


def _market_key(x: float, y: float) -> list[Item]:
    """What the icons of the Market boxes give."""
    items: list[Item] = []
    for kind, text in ((MarketBox(legacy_points=1), wording.KEY_LEGACY),
                       (MarketBox(crest_ability=True), wording.KEY_CREST),
                       (MarketBox(tool=True), wording.KEY_TOOL)):
        items += _market_box(kind, x, y, 16, False)
        items.append(Text(x + 21, y + 11, text, 7.5, fill=INK))
        x += 34 + text_width(text, "body", 7.5)
    return items


def back_cover(sheet: CoverSheet, page: PageFormat) -> Drawing:
    x, width = page.left, page.inner_width
    items: list[Item] = heading(page, _cover_kicker(sheet), wording.BACK_COVER)
    y = page.top + HEADING_HEIGHT + 10
    track, h = _legacy_track(sheet.legacy_points, x, y, width)
    items += track
    y += h + 14
    items.append(kicker(x, y, wording.MARKET))
    items.append(Text(x + width, y + 7, wording.MARKET_HINT, 8, font="italic", fill=RULE,
                      anchor="end"))
    y += 18
    tracks: list[CoverTrack | None] = [*sheet.tracks]
    tracks += [None] * (3 - len(tracks))
    for t in tracks:
        part, h = _track(t, x, y, width)
        items += part
        y += h
    items += _market_key(x, y + 4)
    items += footer(page, sheet.family)
    return Drawing(page.width, page.height, items)


def cover_pages(sheet: CoverSheet, page: PageFormat) -> list[Drawing]:
    """The front and back covers of one family's journal."""
    return [front_cover(sheet, page), back_cover(sheet, page)]
