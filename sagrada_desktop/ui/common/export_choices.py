"""What File > Export to PDF can print of a game: each choice and the PDF it makes."""

from __future__ import annotations

from attrs import frozen

from sagrada_desktop.engine import GameState
from sagrada_desktop.ui.common.content_words import window_name
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import current_language


@frozen
class ExportChoice:
    key: str
    label: str


def game_choices(state: GameState) -> list[ExportChoice]:
    choices = [
        ExportChoice("journal", translate("export_choices", "Journal pages of this game, as it stands")),
        ExportChoice("blank-journal", translate("export_choices", "A blank journal page of {name}").format(name=window_name(state.setup.window))),
        ExportChoice("scorecard", translate("export_choices", "The scorecard of this game") if state.is_over
                     else translate("export_choices", "The scorecard so far (scores as the windows stand now)")),
        ExportChoice("cathedral", translate("export_choices", "The Cathedral Board with its constructed spaces")),
    ]
    return choices


CAMPAIGN_PAGE = "campaign-page"
CAMPAIGN_BOOK = "campaign-book"


def campaign_choices() -> list[ExportChoice]:
    """What File > Export to PDF offers during a campaign: this page, or the whole book."""
    return [
        ExportChoice(CAMPAIGN_PAGE, translate("export_choices", "This page: each family's current journal page, as it "
                                    "stands")),
        ExportChoice(CAMPAIGN_BOOK, translate("export_choices", "The whole book: every journal page, the covers, Magic "
                                    "Squares, Legacy Points table and Cathedral Board")),
    ]


def game_pdf(state: GameState, key: str, page_size: str) -> bytes:
    """The PDF of one choice of game_choices, drawn by the printing package in the language
    the program shows."""
    from printing import wording

    with wording.language(current_language()):
        return _game_pdf(state, key, page_size)


def _game_pdf(state: GameState, key: str, page_size: str) -> bytes:
    from printing.documents import blank_journal_pdf, cathedral_pdf, journal_pdf, scorecard_pdf
    from printing.game_sheets import (
        game_journal_sheets,
        game_scores,
        has_begun,
        public_names,
        round_now,
    )
    from printing.print_inputs import card_of, objective_texts

    size = page_size.lower()
    card = card_of(state.setup.window.id)
    if key == "journal":
        number = card.number if card is not None and not card.booster else None
        sheets = game_journal_sheets(state, number=number, booster=bool(card and card.booster),
                                     texts=objective_texts())
        return journal_pdf(sheets, page_size=size)
    if key == "blank-journal":
        return blank_journal_pdf([card if card is not None else state.setup.window],
                                 page_size=size)
    if key == "scorecard":
        return scorecard_pdf(scores=game_scores(state), window_name=window_name(state.setup.window),
                             public_names=public_names(state, objective_texts()),
                             round_now=0 if state.is_over else round_now(state),
                             begun=has_begun(state), page_size=size)
    if key == "cathedral":
        return cathedral_pdf(state.cathedral, page_size=size)
    raise ValueError(f"unknown export choice {key!r}")
