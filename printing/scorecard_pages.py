"""Scorecards: a game's scoring table (each seat, each of the six steps, totals, places), the
campaign's Legacy Points table, and blank scorecards for the table (two to a page, with a
cut line between them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from attrs import field, frozen

from sagrada_desktop.engine import ROUNDS
from sagrada_desktop.engine.legacy_types import CAMPAIGN_WINDOWS
from sagrada_desktop.wording import tie_break_text

from . import wording
from .art import cut_line
from .fonts import ellipsize, fit_size, wrap
from .page import FOOTER_HEIGHT, HEADING_HEIGHT, PageFormat, footer, heading
from .palette import GOLD_DARK, INK, RULE
from .primitives import Drawing, Group, Item, Line, Text
from .score_steps import ScoreLike, place_label, step_labels, step_values
from .table import Row, table, table_height

ROW_H = 21.0
GAME_ROW_H = 24.0
LEGACY_ROW_H = 28.0


def _values(values: Iterable[int | None]) -> tuple[int | None, ...]:
    return tuple(values)


def _columns(values: Iterable[str]) -> tuple[str, ...]:
    return tuple(values)


@frozen
class LegacyRow:
    """One family's Legacy Points: one value per column (None: nothing yet), and its total."""

    family: str
    values: tuple[int | None, ...] = field(converter=_values)
    total: int | None = None


def _families(values: Iterable[LegacyRow]) -> tuple[LegacyRow, ...]:
    return tuple(values)


@frozen
class LegacyTable:
    """The campaign's Legacy Points: `columns` name the sources (windows 1-10, Magic
    Objectives, the Market...); no families prints `blank_rows` empty rows."""

    columns: tuple[str, ...] = field(converter=_columns)
    families: tuple[LegacyRow, ...] = field(default=(), converter=_families)
    blank_rows: int = 4


def _step_rows(scores: Sequence[ScoreLike] | None, seats: int,
               public_names: Sequence[str], *, final: bool = True) -> list[Row]:
    labels = step_labels(public_names)
    values = [step_values(s) for s in scores] if scores else [[""] * len(labels)] * seats
    rows = [Row([label if not step else f"{step}. {label}"] + [v[i] for v in values])
            for i, (step, label) in enumerate(labels)]
    if scores:
        rows.append(Row([wording.TOTAL] + [str(s.total) for s in scores], strong=True))
        places = [place_label(s.place) if final else "" for s in scores]
        rows.append(Row([wording.PLACE, *places], note=True))
    else:
        rows.append(Row([wording.TOTAL] + [""] * seats, strong=True))
        rows.append(Row([wording.PLACE] + [""] * seats))
    return rows


def _widths(width: float, seats: int) -> list[float]:
    label = max(width * 0.36, width - seats * 92.0)
    return [label] + [(width - label) / seats] * seats


def _kicker(x: float, y: float, text: str) -> Text:
    return Text(x, y + 7, text.upper(), 6.5, fill=GOLD_DARK, spacing=1.2)


def game_section(x: float, y: float, width: float, scores: Sequence[ScoreLike],
                 public_names: Sequence[str] = (), *, final: bool = True, begun: bool = True
                 ) -> tuple[list[Item], float]:
    """A game's scoring table and its tie-break notes; returns the items and their height.
    A game still being played (final=False) shows its score so far, without places; one not
    begun yet (begun=False), its seats' names over blank boxes."""
    rows = _step_rows(scores if begun else None, len(scores), public_names, final=final)
    header = [wording.SEAT] + [s.name for s in scores]
    items = table(x, y, _widths(width, len(scores)), header, rows, GAME_ROW_H)
    h = table_height(rows, GAME_ROW_H) + 16
    for note in tie_notes(scores) if final and begun else ():
        for line in wrap(note, "italic", 10, width):
            items.append(Text(x, y + h, line, 10, font="italic", fill=INK))
            h += 13
    return items, h


def tie_notes(scores: Sequence[ScoreLike]) -> list[str]:
    """A line per broken tie naming its seats in the places it gave them: 'Calvet 1st,
    Batlló 2nd: tie on 99 broken by more Private Objective points' (a line per seat read as
    if each had won the tie)."""
    ties: dict[object, list[ScoreLike]] = {}
    for s in sorted(scores, key=lambda s: s.place):
        tie = getattr(s, "tie_break", None)
        if tie is not None:
            ties.setdefault(tie, []).append(s)
    return [wording.labelled(
                wording.TIED_SEATS.join(f"{s.name} {place_label(s.place)}" for s in tied),
                tie_break_text(getattr(tied[0], "tie_break", None), wording.LANGUAGE))
            for tied in ties.values()]


def legacy_section(x: float, y: float, width: float, legacy: LegacyTable,
                   kicker: bool = True) -> tuple[list[Item], float]:
    """The Legacy Points table under a small heading (none when the page's own title names
    it); returns the items and their height."""
    top = 13 if kicker else 0
    items: list[Item] = [_kicker(x, y, wording.LEGACY_TABLE)] if kicker else []
    n = len(legacy.columns) + 1
    label_w = max(width * 0.2, width - n * 40.0)
    widths = [label_w] + [(width - label_w) / n] * n
    header = [wording.FAMILY, *legacy.columns, wording.TOTAL]
    rows: list[Row] = []
    for fam in legacy.families:
        cells = ["" if v is None else str(v) for v in fam.values][: len(legacy.columns)]
        cells += [""] * (len(legacy.columns) - len(cells))
        rows.append(Row([fam.family, *cells, "" if fam.total is None else str(fam.total)]))
    for _ in range(0 if legacy.families else legacy.blank_rows):
        rows.append(Row([""] * (n + 1)))
    items += table(x, y + top, widths, header, rows, LEGACY_ROW_H, names=True)
    h = top + table_height(rows, LEGACY_ROW_H) + 16
    for line in wrap(wording.LEGACY_HINT.format(last=CAMPAIGN_WINDOWS), "italic", 10.5, width):
        items.append(Text(x + width / 2, y + h, line, 10.5, font="italic", fill=INK,
                          anchor="middle"))
        h += 14
    return items, h


def scorecard_pages(page: PageFormat, *, scores: Sequence[ScoreLike] = (),
                    window_name: str = "", public_names: Sequence[str] = (),
                    legacy: LegacyTable | None = None, round_now: int = 0,
                    begun: bool = True) -> list[Drawing]:
    """A game's scoring table and/or the campaign's Legacy Points table, one page if both
    fit, else a page each. round_now > 0: the game is still in that round, so its table is
    the score so far, without places; begun=False: the game is set up and no die drafted
    yet, so its table is blank (the seats' names only)."""
    x, width = page.left, page.inner_width
    # each section built with or without its own small heading (kicker=False: it starts a
    # page, whose title already names it)
    sections: list[tuple[str, str, Callable[[bool], tuple[list[Item], float]]]] = []
    if scores:
        kicker = wording.SCORECARD
        if round_now and begun:
            kicker = f"{kicker} \u00b7 {wording.SO_FAR.format(round=round_now, rounds=ROUNDS)}"
        sections.append((kicker, window_name or wording.SCORECARD,
                         lambda kicker: game_section(x, 0.0, width, scores, public_names,
                                                     final=not round_now, begun=begun)))
    if legacy is not None:
        table_data = legacy
        sections.append((wording.LEGACY_POINTS, wording.LEGACY_TABLE,
                         lambda kicker: legacy_section(x, 0.0, width, table_data, kicker)))
    if not sections:
        raise ValueError("a scorecard needs a game's scores or a Legacy Points table")
    pages: list[Drawing] = []
    items: list[Item] = []
    y = page.bottom
    for kicker, title, build in sections:
        body, h = build(True)
        if items and y + h > page.bottom - FOOTER_HEIGHT:
            pages.append(Drawing(page.width, page.height, items + footer(page)))
            items = []
        if not items:
            body, h = build(False)
            items = heading(page, kicker, title)
            y = page.top + HEADING_HEIGHT + 10
        items.append(Group(body, 0.0, y))
        y += h + 18
    pages.append(Drawing(page.width, page.height, items + footer(page)))
    return pages


def _card_rows(seats: int) -> list[Row]:
    return _step_rows(None, seats, ())


def _card_height(seats: int) -> float:
    return 16 + table_height(_card_rows(seats), ROW_H)


def _blank_card(x: float, y: float, width: float, seats: int,
                window_name: str = "") -> list[Item]:
    items: list[Item] = [
        _kicker(x, y + 1, wording.SCORECARD_BLANK),
        _kicker(x + width - 190, y + 1, wording.WINDOW),
        Line(x + width - 150, y + 9, x + width, y + 9, stroke=RULE, width=0.6),
    ]
    if window_name:
        size = fit_size(window_name, "italic", 11.0, 146, 7.0)
        items.append(Text(x + width - 148, y + 7, ellipsize(window_name, "italic", size, 146),
                          size, font="italic", fill=INK, tag="window-name"))
    items += table(x, y + 16, _widths(width, seats), [wording.SEAT] + [""] * seats,
                   _card_rows(seats), ROW_H)
    return items


def blank_scorecards_page(page: PageFormat, *, seats: int = 4,
                          window_name: str = "") -> Drawing:
    """Two blank scorecards for up to `seats` players, with a cut line between them; the
    window's name on their WINDOW line, if given."""
    x, width = page.left, page.inner_width
    items: list[Item] = heading(page, wording.PRINT_AND_PLAY, wording.SCORECARD)
    top = page.top + HEADING_HEIGHT + 10
    bottom = page.bottom - FOOTER_HEIGHT - 6
    half = (bottom - top) / 2
    card_h = _card_height(seats)
    for k in range(2):
        items += _blank_card(x, top + k * half + (half - card_h) / 2, width, seats,
                             window_name)
    items += cut_line(x - 4, page.right + 4, top + half)
    items += footer(page, wording.CUT_HINT)
    return Drawing(page.width, page.height, items)
