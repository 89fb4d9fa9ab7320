"""Print-and-play speed: a whole campaign's journal as one PDF, and the whole campaign book.

Run: .venv/bin/python benchmarks/printing.py [--page-size a4|letter] [--out FILE.pdf]

The campaign: 10 windows (the content's campaign windows when the content loads, else ten
patterns of this script's own), each played to the end by four seats with a fixed random
policy; then one PDF with the four families' journal pages of the last game, a journal page
per window, the Magic Square of each family, the scorecards (last game and Legacy Points)
and the Cathedral Board. Only the printing is timed, not the games.

The campaign book (`print campaign-book`): a whole campaign of the shipped content played by
four computer families, then every family's filled journal pages, their covers, Magic
Squares, the scorecards and the Cathedral Board in one PDF (60 pages and more).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from printing.documents import campaign_book_pdf, campaign_columns
from printing.fonts import register_fonts
from printing.game_sheets import game_journal_sheets, game_scores, public_names
from printing.journal_page import JournalSheet
from printing.magic_square_page import MAGIC_NUMBERS
from printing.scorecard_pages import LegacyRow, LegacyTable
from sagrada_desktop.engine import (
    STANDARD_COLORS,
    FlipValue,
    GameSetup,
    GameState,
    IgnoreAdjacency,
    PrivateObjective,
    SeatSetup,
    SetValue,
    WindowDesign,
    WindowTool,
    apply,
    legal_actions,
    new_game,
    parse_window,
)
from sagrada_desktop.engine.legacy_types import (
    MagicColorCollections,
    MagicColorVariety,
    MagicSquare,
)

FAMILIES = ("Vidal", "Puig", "Domènech", "Gaudí")


def own_windows() -> list[WindowDesign]:
    """Ten windows made up for the benchmark: restrictions, stars and Magic Square spaces."""
    rnd = random.Random(10)
    tools = (WindowTool("Hake Brush", SetValue(to=(1,)), (1, 2)),
             WindowTool("Grinding Stone", FlipValue(), (2, 2, 3)),
             WindowTool("Cork-Backed Straight-Edge", IgnoreAdjacency(), (3,)))
    privates = tuple(PrivateObjective(f"p-{c.letter}", f"Shades of {c.label}", "color-sum",
                                      color=c) for c in STANDARD_COLORS)
    designs = []
    magic = iter(range(1, 17))
    for n in range(1, 11):
        cells = []
        for _ in range(24):
            roll = rnd.random()
            cells.append(rnd.choice("RYGBP") if roll < 0.25 else
                         rnd.choice("123456") if roll < 0.45 else "*" if roll < 0.5 else ".")
        for _ in range(2 if n <= 6 else 1):
            i = rnd.randrange(24)
            number = next(magic, None)
            if number is not None and "M" not in cells[i]:
                cells[i] = f"{cells[i]}+M{number}" if cells[i] != "." else f"M{number}"
        rows = [" ".join(cells[r * 6:(r + 1) * 6]) for r in range(4)]
        designs.append(WindowDesign(f"w{n}", f"Window of the Benchmark {n}",
                                    parse_window("\n".join(rows)), tools=tools,
                                    private_objectives=privates, legacy_points=3,
                                    rules_text="Each star space you fill scores 1 point."))
    return designs


def windows_and_square() -> tuple[list[WindowDesign], MagicSquare, str]:
    try:
        from sagrada_desktop.content import load_content

        content = load_content()
        cards = sorted(content.windows.values(), key=lambda c: c.number)[:10]
        if len(cards) == 10:
            return [c.design for c in cards], content.magic_square, "the content's windows"
    except Exception as exc:  # the benchmark runs whatever state the content is in
        print(f"(content not used: {exc.__class__.__name__})")
    rows = tuple(tuple(range(r * 4, r * 4 + 4)) for r in range(4))
    square = MagicSquare(MAGIC_NUMBERS, (MagicColorVariety("rows", "Rows", "", rows, 1, 1),),
                         MagicColorCollections("1 Legacy Point per colour in 4 or more cells."))
    return own_windows(), square, "the benchmark's own windows"


def play(design: WindowDesign, seed: int) -> GameState:
    setup = GameSetup(window=design, seed=seed, seats=tuple(SeatSetup(f) for f in FAMILIES))
    state = new_game(setup)
    rnd = random.Random(seed)
    while not state.is_over:
        state = apply(state, rnd.choice(legal_actions(state)))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--page-size", choices=("a4", "letter"), default="a4")
    parser.add_argument("--out", type=Path, default=None, help="also write the PDF here")
    args = parser.parse_args()

    designs, square, source = windows_and_square()
    games = [play(d, seed) for seed, d in enumerate(designs, start=1)]
    last = games[-1]
    sheets: list[JournalSheet] = game_journal_sheets(last, number=10)
    for n, game in enumerate(games, start=1):
        sheets.append(game_journal_sheets(game, number=n, seats=[0])[0])
    rnd = random.Random(3)
    colours = (*STANDARD_COLORS, "broken", None)
    families = [(f, [[rnd.choice(colours) for _ in range(4)] for _ in range(4)])
                for f in FAMILIES]
    legacy = LegacyTable(campaign_columns(), [
        LegacyRow(f, tuple(rnd.randint(0, 3) for _ in range(12)), None) for f in FAMILIES])
    cathedral = {d for g in games for s in g.seats for d in s.constructed}

    def book() -> bytes:
        return campaign_book_pdf(
            sheets, square, families=families, scores=game_scores(last),
            window_name=last.setup.window.name, public_names=public_names(last),
            legacy=legacy, constructed=cathedral, page_size=args.page_size)

    start = time.perf_counter()
    register_fonts()
    fonts = time.perf_counter() - start
    start = time.perf_counter()
    data = book()
    first = time.perf_counter() - start
    runs, cpu = [], []
    for _ in range(3):
        start, start_cpu = time.perf_counter(), time.process_time()
        again = book()
        runs.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    assert again == data, "the same campaign must give the same bytes"
    pages = data.count(b"/Type /Page\n") or data.count(b"/Type /Page ")
    print(f"Campaign journal ({source}, {args.page_size}): {len(sheets)} journal pages, "
          f"{len(families)} Magic Squares, scorecards, Cathedral Board")
    print(f"  loading the fonts:   {fonts * 1000:7.0f} ms (once per process)")
    print(f"  first print:         {first * 1000:7.0f} ms")
    print(f"  next prints (best):  {min(runs) * 1000:7.0f} ms ({min(cpu) * 1000:.0f} ms CPU)")
    print(f"  PDF size:            {len(data) / 1024:7.0f} KiB"
          + (f", {pages} pages" if pages else ""))
    if args.out is not None:
        args.out.write_bytes(data)
        print(f"  written to {args.out}")
    campaign_book(args.page_size)


def campaign_book(page_size: str) -> None:
    """The whole filled campaign book of a campaign played to its end."""
    try:
        from sagrada_desktop.campaign.simulate import simulate_campaign
        from sagrada_desktop.content import load_content

        content = load_content()
        campaign = simulate_campaign(4, "random", 5, content).campaign
    except Exception as exc:  # the benchmark runs whatever state the content is in
        print(f"(no campaign book: {exc.__class__.__name__}: {exc})")
        return
    from printing.campaign_book import campaign_book_pages, campaign_book_pdf_of
    from printing.pdf_render import render_pdf

    data = campaign_book_pdf_of(campaign, content, page_size=page_size)
    runs, cpu, layout = [], [], []
    for _ in range(5):
        start, start_cpu = time.perf_counter(), time.process_time()
        again = campaign_book_pdf_of(campaign, content, page_size=page_size)
        runs.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        start_cpu = time.process_time()
        pages = campaign_book_pages(campaign, content, page_size)
        layout.append(time.process_time() - start_cpu)
    assert again == data, "the same campaign must give the same bytes"
    assert render_pdf(pages, title="check")
    count = len(pages)
    print(f"Campaign book (a whole campaign, 4 families, {page_size}): {count} pages")
    print(f"  whole book (best):   {min(runs) * 1000:7.0f} ms ({min(cpu) * 1000:.0f} ms CPU, "
          f"{min(cpu) * 1000 / count:.1f} ms a page; laying out {min(layout) * 1000:.0f} ms)")
    print(f"  PDF size:            {len(data) / 1024:7.0f} KiB")


if __name__ == "__main__":
    main()
