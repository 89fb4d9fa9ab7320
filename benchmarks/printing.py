"""Print-and-play speed: the whole campaign book, as the program prints it.

Run: .venv/bin/python benchmarks/printing.py [--page-size a4|letter] [--out FILE.pdf]
     [--families 4] [--windows 5]

A campaign of the shipped content played by computer families (random policy, fixed seed;
not timed), then the function the program calls for File > Export to PDF and
`print campaign-book`: `printing.campaign_book.campaign_book_pdf_of`: every family's filled
journal pages, their covers, Magic Squares, the scorecards, the Cathedral Board and the
campaign log in one PDF (60 pages and more). Timed: loading the fonts (once per process), the
first print, the best of the next prints (wall and CPU) and, apart, laying out the pages.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from printing.campaign_book import campaign_book_pages, campaign_book_pdf_of
from printing.fonts import register_fonts
from sagrada_desktop.campaign.simulate import simulate_campaign
from sagrada_desktop.content import load_content


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--page-size", choices=("a4", "letter"), default="a4")
    parser.add_argument("--families", type=int, default=4)
    parser.add_argument("--windows", type=int, default=5, help="windows played (of the campaign)")
    parser.add_argument("--out", type=Path, default=None, help="also write the PDF here")
    args = parser.parse_args()

    content = load_content()
    campaign = simulate_campaign(args.families, "random", args.windows, content).campaign

    start = time.perf_counter()
    register_fonts()
    fonts = time.perf_counter() - start
    start = time.perf_counter()
    data = campaign_book_pdf_of(campaign, content, page_size=args.page_size)
    first = time.perf_counter() - start
    runs, cpu, layout = [], [], []
    for _ in range(5):
        start, start_cpu = time.perf_counter(), time.process_time()
        again = campaign_book_pdf_of(campaign, content, page_size=args.page_size)
        runs.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        start_cpu = time.process_time()
        pages = campaign_book_pages(campaign, content, args.page_size)
        layout.append(time.process_time() - start_cpu)
    assert again == data, "the same campaign must give the same bytes"
    count = len(pages)
    print(f"Campaign book ({args.families} families, {args.windows} windows played, "
          f"{args.page_size}): {count} pages")
    print(f"  loading the fonts:   {fonts * 1000:7.0f} ms (once per process)")
    print(f"  first print:         {first * 1000:7.0f} ms")
    print(f"  next prints (best):  {min(runs) * 1000:7.0f} ms ({min(cpu) * 1000:.0f} ms CPU, "
          f"{min(cpu) * 1000 / count:.1f} ms a page; laying out {min(layout) * 1000:.0f} ms)")
    print(f"  PDF size:            {len(data) / 1024:7.0f} KiB")
    if args.out is not None:
        args.out.write_bytes(data)
        print(f"  written to {args.out}")


if __name__ == "__main__":
    main()
