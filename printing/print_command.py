"""`sagrada-artisans print SHEET`: print-and-play sheets as PDF (and a window as SVG).

    sagrada-artisans print journal|blank-journal|magic-square|scorecard|cathedral|
                           campaign-book|journal-cover
        [--campaign FILE | --save FILE | --window ID] [--page-size a4|letter]
        --out FILE.pdf [--svg] [--seat N] [--family NAME] [--member NAME] [--seats N]
        [--lang en|zh_TW]

A missing or damaged input file is reported on stderr, naming the file, with exit status 1.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from typing import Any

from attrs import evolve

from sagrada_desktop.engine.legacy_types import PublicObjectiveText
from sagrada_desktop.wording import current_language, message
from sagrada_desktop.wording.command_words import add_language_option, help_words

from . import print_inputs, wording
from .campaign_book import blank_covers_pdf, campaign_book_pdf_of, campaign_covers_pdf
from .campaign_sheets import (
    campaign_cathedral,
    campaign_journal_sheets,
    campaign_legacy_table,
    campaign_squares,
    last_game,
    opened_windows,
)
from .documents import (
    blank_journal_pdf,
    blank_sheet,
    cathedral_pdf,
    journal_pdf,
    magic_square_pdf,
    scorecard_pdf,
)
from .game_sheets import game_journal_sheets, game_scores, has_begun, public_names, round_now
from .journal_page import JournalSheet
from .output_file import OutputError, check_output, wants_svg, write_output
from .print_inputs import InputError
from .svg_art import window_svg

SHEETS = ("journal", "blank-journal", "magic-square", "scorecard", "cathedral",
          "campaign-book", "journal-cover")
PROG = "sagrada-artisans print"


class UsageError(Exception):
    """A combination of options that does not make sense (exit status 2)."""


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "print", help=help_words("print-and-play sheets as PDF: journals, Magic Square, scorecards, "
                      "Cathedral Board, journal covers, the whole campaign book"),
        description=help_words("Write print-and-play sheets as PDF (A4 or US Letter), or a window as SVG."),
    )
    parser.add_argument("sheet", choices=SHEETS, help=help_words("what to print"))
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--campaign", metavar="FILE", help=help_words("a saved campaign"))
    source.add_argument("--save", metavar="FILE", help=help_words("a saved game"))
    source.add_argument("--window", metavar="ID", help=help_words("one window of the content, by id"))
    parser.add_argument("--page-size", choices=("a4", "letter"), default="a4",
                        help=help_words("paper size (default: a4)"))
    parser.add_argument("--out", metavar="FILE", required=True, help=help_words("the file to write"))
    parser.add_argument("--svg", action="store_true",
                        help=help_words("write the window as SVG instead of a PDF (journal sheets only)"))
    parser.add_argument("--seat", type=int, metavar="N",
                        help=help_words("only this seat's (family's) journal page, counting from 1"))
    parser.add_argument("--family", default="", metavar="NAME",
                        help=help_words("the family name to print on a blank journal page"))
    parser.add_argument("--member", default="", metavar="NAME",
                        help=help_words("the family member to print on a journal page"))
    add_language_option(parser)  # the command's one --lang (the sheets' language too)
    parser.add_argument("--seats", type=int, default=4, choices=range(1, 7), metavar="N",
                        help=help_words("players on blank scorecards, 1-6 (default: 4)"))
    return parser


def _chosen(args: argparse.Namespace, count: int) -> list[int] | None:
    """The seat picked with --seat (as an index), or None for all of them."""
    if args.seat is None:
        return None
    if not 1 <= args.seat <= count:
        raise UsageError(message("--seat {seat}: there are seats 1 to {count}", seat=args.seat,
                                 count=count))
    return [args.seat - 1]


def _objective_texts() -> Mapping[str, PublicObjectiveText] | None:
    try:
        return print_inputs.content().public_objectives
    except InputError:
        return None


def _sheets_pdf_or_svg(args: argparse.Namespace, sheets: list[JournalSheet]) -> bytes | str:
    if args.svg:
        sheet = sheets[0]
        return window_svg(sheet.window if sheet.window is not None else sheet.design,
                          name=sheet.design.name, family=sheet.family)
    if args.member:
        sheets = [evolve(s, member=args.member) for s in sheets]
    return journal_pdf(sheets, page_size=args.page_size)


def _journal(args: argparse.Namespace) -> bytes | str:
    if args.save:
        state = print_inputs.saved_game(args.save)
        card = print_inputs.card_of(state.setup.window.id)
        booster = card is not None and card.booster
        sheets = game_journal_sheets(state, number=None if card is None or booster
                                     else card.number, booster=booster,
                                     seats=_chosen(args, len(state.seats)),
                                     texts=_objective_texts())
        return _sheets_pdf_or_svg(args, sheets)
    if args.campaign:
        campaign, content = print_inputs.saved_campaign(args.campaign)
        sheets = campaign_journal_sheets(campaign, content)
        seats = _chosen(args, len(sheets))
        return _sheets_pdf_or_svg(args, [sheets[i] for i in seats] if seats else sheets)
    if args.window:
        return _blank_journal(args)
    raise UsageError(message("print journal needs --save FILE, --campaign FILE or --window ID"))


def _blank_journal(args: argparse.Namespace) -> bytes | str:
    if args.window:
        card = print_inputs.window_card(args.window)
        if args.svg:
            return window_svg(card.design)
        sheet = evolve(blank_sheet(card), family=args.family, member=args.member)
        return journal_pdf([sheet], page_size=args.page_size)
    if args.save:
        state = print_inputs.saved_game(args.save)
        if args.svg:
            return window_svg(state.setup.window)
        known = print_inputs.card_of(state.setup.window.id)
        return blank_journal_pdf([known or state.setup.window], page_size=args.page_size)
    if args.svg:
        raise UsageError(message("--svg prints one window: give --window ID, --save FILE or "
                                 "--campaign FILE"))
    if args.campaign:
        campaign, content = print_inputs.saved_campaign(args.campaign)
        return blank_journal_pdf(opened_windows(campaign, content), page_size=args.page_size)
    data = print_inputs.content()
    first = [c for c in data.windows.values() if c.number == 1]
    return blank_journal_pdf([*first, *data.booster_windows.values()], page_size=args.page_size)


def _magic_square(args: argparse.Namespace) -> bytes:
    if args.campaign:
        campaign, content = print_inputs.saved_campaign(args.campaign)
        families = campaign_squares(campaign)
        seats = _chosen(args, len(families))
        return magic_square_pdf(content.magic_square,
                                families=[families[i] for i in seats] if seats else families,
                                page_size=args.page_size)
    return magic_square_pdf(print_inputs.content().magic_square, page_size=args.page_size)


def _scorecard(args: argparse.Namespace) -> bytes:
    if args.save:
        state = print_inputs.saved_game(args.save)
        return scorecard_pdf(scores=game_scores(state), window_name=state.setup.window.name,
                             public_names=public_names(state, _objective_texts()),
                             round_now=round_now(state), begun=has_begun(state),
                             page_size=args.page_size)
    if args.campaign:
        campaign, content = print_inputs.saved_campaign(args.campaign)
        game = last_game(campaign, content)
        legacy = campaign_legacy_table(campaign)
        if game is None:
            return scorecard_pdf(legacy=legacy, page_size=args.page_size)
        return scorecard_pdf(scores=game.scores, window_name=game.window_name,
                             public_names=game.public_names, legacy=legacy,
                             round_now=game.round_now, begun=game.begun,
                             page_size=args.page_size)
    name = print_inputs.window_card(args.window).design.name if args.window else ""
    return scorecard_pdf(seats=args.seats, window_name=name, page_size=args.page_size)


def _cathedral(args: argparse.Namespace) -> bytes:
    if args.save:
        state = print_inputs.saved_game(args.save)
        return cathedral_pdf(state.cathedral, page_size=args.page_size)
    if args.campaign:
        campaign, _ = print_inputs.saved_campaign(args.campaign)
        return cathedral_pdf(campaign_cathedral(campaign), page_size=args.page_size)
    return cathedral_pdf(page_size=args.page_size)


def _campaign_book(args: argparse.Namespace) -> bytes:
    if not args.campaign:
        raise UsageError(message("print campaign-book needs --campaign FILE"))
    campaign, content = print_inputs.saved_campaign(args.campaign)
    return campaign_book_pdf_of(campaign, content, page_size=args.page_size)


def _journal_cover(args: argparse.Namespace) -> bytes:
    if args.save or args.window:
        raise UsageError(message("print journal-cover takes --campaign FILE, or nothing for "
                                 "blank covers"))
    if args.campaign:
        campaign, content = print_inputs.saved_campaign(args.campaign)
        seats = _chosen(args, len(campaign.families))
        return campaign_covers_pdf(campaign, content, seats=seats, page_size=args.page_size)
    return blank_covers_pdf(print_inputs.content(), family=args.family, member=args.member,
                            page_size=args.page_size)


def _document(args: argparse.Namespace) -> bytes | str:
    if args.svg and args.sheet not in ("journal", "blank-journal"):
        raise UsageError(message("--svg prints a window: use it with journal or blank-journal"))
    if args.sheet == "campaign-book":
        return _campaign_book(args)
    if args.sheet == "journal-cover":
        return _journal_cover(args)
    if args.sheet == "journal":
        return _journal(args)
    if args.sheet == "blank-journal":
        return _blank_journal(args)
    if args.sheet == "magic-square":
        return _magic_square(args)
    if args.sheet == "scorecard":
        return _scorecard(args)
    return _cathedral(args)


def _output_kind(args: argparse.Namespace) -> None:
    """An --out name ending .svg asks for the SVG of a window; --svg into another name is
    refused rather than written under a misleading name."""
    if wants_svg(args.out) and not args.svg:
        if args.sheet not in ("journal", "blank-journal"):
            raise UsageError(message("--out {out}: an SVG is a window's picture (journal or "
                                     "blank-journal); give a .pdf name for this sheet",
                                     out=args.out))
        args.svg = True
    elif args.svg and not wants_svg(args.out):
        raise UsageError(message("--svg writes an SVG picture: give --out a name ending in "
                                 ".svg, not {out}", out=args.out))


def run(args: argparse.Namespace) -> int:
    try:
        _output_kind(args)
        check_output(args.out, (args.save, args.campaign))
        # --lang (before or after `print`), else the command's language (LANG, LC_ALL)
        with wording.language(getattr(args, "lang", None) or current_language()):
            document = _document(args)
    except UsageError as exc:
        print(message("{prog}: error: {problem}", prog=PROG, problem=exc), file=sys.stderr)
        return 2
    except (InputError, OutputError) as exc:
        print(message("{prog}: {problem}", prog=PROG, problem=exc), file=sys.stderr)
        return 1
    data = document.encode("utf-8") if isinstance(document, str) else document
    try:
        write_output(args.out, data)
    except OutputError as exc:
        print(message("{prog}: {problem}", prog=PROG, problem=exc), file=sys.stderr)
        return 1
    return 0
