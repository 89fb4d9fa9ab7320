"""The print-and-play documents as PDF bytes: journals, the Magic Square, scorecards and the
Cathedral Board, for A4 or US Letter. The same arguments always give the same bytes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from attrs import evolve

from sagrada_desktop.content.reference_checks import CAMPAIGN_WINDOWS
from sagrada_desktop.content.translations import localize_design
from sagrada_desktop.engine import Die, WindowDesign
from sagrada_desktop.engine.legacy_types import MagicSquare, WindowCard

from . import wording
from .cathedral_page import cathedral_pages
from .journal_page import JournalSheet, journal_pages
from .magic_square_page import MagicCell, magic_square_page
from .page import page_format
from .pdf_render import render_pdf
from .score_steps import ScoreLike
from .scorecard_pages import LegacyTable, blank_scorecards_page, scorecard_pages


def blank_sheet(window: WindowCard | WindowDesign) -> JournalSheet:
    """A blank journal page of a window card (with its number) or of a bare design."""
    if isinstance(window, WindowCard):
        return JournalSheet(window.design, number=None if window.booster else window.number,
                            booster=window.booster)
    return JournalSheet(window)


def journal_pdf(sheets: Sequence[JournalSheet], *, page_size: str = "a4") -> bytes:
    """Journal pages, one per sheet (filled so far, or blank)."""
    if not sheets:
        raise ValueError("no journal page to print")
    page = page_format(page_size)
    sheets = [evolve(s, design=localize_design(s.design, wording.LANGUAGE)) for s in sheets]
    title = wording.JOURNAL
    if len(sheets) == 1:
        title = wording.labelled(wording.JOURNAL, sheets[0].design.name)
    return render_pdf([p for s in sheets for p in journal_pages(s, page)], title=title)


def blank_journal_pdf(windows: Sequence[WindowCard | WindowDesign], *,
                      page_size: str = "a4") -> bytes:
    """A blank print-and-play journal: a page per window, in the order given."""
    return journal_pdf([blank_sheet(w) for w in windows], page_size=page_size)


def magic_square_pdf(square: MagicSquare, *,
                     families: Sequence[tuple[str, Sequence[Sequence[MagicCell]]]] = (),
                     page_size: str = "a4") -> bytes:
    """The Magic Square: a page per family (name, 4 x 4 cells) or one blank page."""
    page = page_format(page_size)
    pages = [magic_square_page(page, square, cells=cells, family=name)
             for name, cells in families] or [magic_square_page(page, square)]
    return render_pdf(pages, title=wording.MAGIC_SQUARE)


def scorecard_pdf(*, scores: Sequence[ScoreLike] = (), window_name: str = "",
                  public_names: Sequence[str] = (), legacy: LegacyTable | None = None,
                  round_now: int = 0, begun: bool = True, seats: int = 4,
                  page_size: str = "a4") -> bytes:
    """A game's scoring table and/or the Legacy Points table; with neither, blank
    scorecards for `seats` players (`window_name` on their WINDOW line) and a blank Legacy
    Points table. round_now > 0: the game is still being played (its score so far, no
    places); begun=False: no die drafted yet (the table blank under the seats' names)."""
    page = page_format(page_size)
    if scores or legacy is not None:
        pages = scorecard_pages(page, scores=scores, window_name=window_name,
                                public_names=public_names, legacy=legacy, round_now=round_now,
                                begun=begun)
    else:
        pages = [blank_scorecards_page(page, seats=seats, window_name=window_name)]
        pages += scorecard_pages(page, legacy=LegacyTable(campaign_columns(), blank_rows=seats))
    return render_pdf(pages, title=wording.SCORECARD)


def campaign_columns(windows: int = CAMPAIGN_WINDOWS) -> tuple[str, ...]:
    """The Legacy Points table's columns, the same blank and filled: each campaign window
    (every Legacy Point gained while it was played: placement, Market, Color Variety,
    envelopes), then the Magic Objectives' Color Collections at the campaign's end."""
    return (*(str(n) for n in range(1, windows + 1)), wording.MAGIC_COLUMN)


def cathedral_pdf(constructed: Iterable[Die] = (), *, page_size: str = "a4") -> bytes:
    """The Cathedral Board with its constructed spaces, and the stickers still to build (on a
    second page when they do not fit under the board)."""
    return render_pdf(cathedral_pages(page_format(page_size), constructed),
                      title=wording.CATHEDRAL)
