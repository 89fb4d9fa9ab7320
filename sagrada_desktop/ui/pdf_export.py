"""File > Export to PDF: the journal pages of the game as it stands (and its scorecard once it
is over), drawn by the printing package."""

from __future__ import annotations

from pathlib import Path

from sagrada_desktop.engine import GameState


def export_game_pdf(state: GameState, path: Path, page_size: str) -> None:
    from printing.documents import journal_pdf, scorecard_pdf
    from printing.game_sheets import game_journal_sheets, game_scores, public_names
    from printing.print_inputs import card_of

    card = card_of(state.setup.window.id)
    number = card.number if card is not None and not card.booster else None
    sheets = game_journal_sheets(state, number=number, booster=bool(card and card.booster))
    size = page_size.lower()
    path.write_bytes(journal_pdf(sheets, page_size=size))
    if state.is_over:
        card_path = path.with_name(path.stem + "-scorecard.pdf")
        card_path.write_bytes(scorecard_pdf(scores=game_scores(state),
                                            window_name=state.setup.window.name,
                                            public_names=public_names(state),
                                            page_size=size))


def printing_available() -> bool:
    try:
        import printing.documents  # noqa: F401
        import printing.game_sheets  # noqa: F401
    except ImportError:
        return False
    return True
