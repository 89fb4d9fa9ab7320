"""The PDF documents: pages and their size, the words on them, embedded fonts, same bytes."""

from __future__ import annotations

import pytest

from printing.campaign_book import campaign_book_pdf_of
from printing.documents import (
    blank_journal_pdf,
    cathedral_pdf,
    journal_pdf,
    magic_square_pdf,
    scorecard_pdf,
)
from printing.game_sheets import game_journal_sheets, game_scores, public_names
from printing.journal_page import JournalSheet
from printing.scorecard_pages import LegacyRow, LegacyTable
from sagrada_desktop.campaign.campaign_state import Campaign
from sagrada_desktop.engine import Color, Die, GameState

from .conftest import BOOSTER, DESIGN, MAGIC, SECOND, SQUARE, content, families, played
from .pdf_checks import fonts, page_sizes, words

A4 = (595, 842)
LETTER = (612, 792)
SIZES = {"a4": A4, "letter": LETTER}


@pytest.mark.parametrize("size", ["a4", "letter"])
def test_blank_journal_has_a_page_per_window_of_the_paper_size(size: str) -> None:
    data = blank_journal_pdf([DESIGN, SECOND, BOOSTER], page_size=size)
    assert page_sizes(data) == [SIZES[size]] * 3
    text = words(data)
    for name in ("The Rose of the Nativity", "Lantern of the Crypt", "Aurora over Montjuic",
                 "Hake Brush", "Grinding Stone", "Round track".upper(), "Total"):
        assert name in text


def test_window_cards_print_their_number_or_booster_pack() -> None:
    cards = content()
    data = blank_journal_pdf([cards.windows["lantern-of-the-crypt"],
                              *cards.booster_windows.values()])
    text = words(data)
    assert "WINDOW 2 OF THE CAMPAIGN" in text
    assert "WINDOW BOOSTER PACK" in text


def test_game_journal_shows_family_scores_and_objectives(finished_game: GameState) -> None:
    sheets = game_journal_sheets(finished_game, number=3, members=["Montserrat"])
    data = journal_pdf(sheets, page_size="letter")
    assert page_sizes(data) == [LETTER] * 3
    text = words(data)
    for name in ("Vidal", "Puig", "Domènech", "Montserrat", "WINDOW 3 OF THE CAMPAIGN",
                 "Column Shade Variety", "Row Color Variety", "Light Shades"):
        assert name in text
    for card in game_scores(finished_game):
        assert f"Place: {['1st', '2nd', '3rd'][card.place - 1]}" in text
        assert str(card.total) in text


def test_every_font_is_embedded_truetype() -> None:
    data = campaign_book_pdf_of(Campaign(1, families()), content())
    used = fonts(data)
    assert used, "the document uses fonts"
    assert all(used.values()), f"fonts not embedded: {used}"
    assert not any("Helvetica" in name for name in used)


def test_the_same_input_gives_the_same_bytes() -> None:
    first = blank_journal_pdf([DESIGN, BOOSTER])
    again = blank_journal_pdf([DESIGN, BOOSTER])
    assert first == again
    assert magic_square_pdf(MAGIC, families=[("Vidal", SQUARE)]) == magic_square_pdf(
        MAGIC, families=[("Vidal", SQUARE)])


def test_magic_square_sheet_names_its_objectives_and_family() -> None:
    data = magic_square_pdf(MAGIC, families=[("Vidal", SQUARE), ("Puig", [[None] * 4] * 4)],
                            page_size="letter")
    assert page_sizes(data) == [LETTER, LETTER]
    text = words(data)
    for name in ("The Magic Square", "Vidal", "Puig", "Rows", "Columns", "Four Corners",
                 "Middle Four", "Each Diagonal", "COLOR COLLECTIONS", "14", "15"):
        assert name in text


def test_a_magic_square_needs_sixteen_cells() -> None:
    with pytest.raises(ValueError, match="16 cells"):
        magic_square_pdf(MAGIC, families=[("Vidal", [[None] * 4] * 3)])


def test_blank_magic_square_is_one_page() -> None:
    assert page_sizes(magic_square_pdf(MAGIC)) == [A4]


def test_game_scorecard_has_each_seat_step_total_and_place(finished_game: GameState) -> None:
    scores = game_scores(finished_game)
    legacy = LegacyTable(("1", "2", "Magic"), [LegacyRow("Vidal", (3, None, 1), 4)])
    data = scorecard_pdf(scores=scores, window_name=DESIGN.name,
                         public_names=public_names(finished_game), legacy=legacy)
    assert page_sizes(data) == [A4]
    text = words(data)
    for card in scores:
        assert card.name in text
        assert str(card.total) in text
    for label in ("Starting tool count", "Private objective", "Unused window tools",
                  "Broken & empty spaces", "Total", "Place", "1st", "2nd", "3rd",
                  "Legacy Points of the campaign".upper(), "Light Shades"):
        assert label in text


def test_blank_scorecards_have_cut_lines_and_a_legacy_table() -> None:
    data = scorecard_pdf(seats=4, page_size="letter")
    assert page_sizes(data) == [LETTER, LETTER]
    text = words(data)
    assert "Cut along the dashed lines." in text
    assert text.count("SCORECARD FOR THE TABLE") == 2
    assert "Magic" in text and "Other" not in text  # the same columns as a filled table


def test_cathedral_board_counts_constructed_spaces() -> None:
    built = [Die(Color.RED, 1), Die(Color.BLUE, 1), Die(Color.RED, 2)]
    data = cathedral_pdf(built, page_size="letter")
    assert page_sizes(data) == [LETTER, LETTER]  # the stickers, at their spaces' size, after
    text = words(data, [0])
    assert "3 of 30 spaces constructed" in text
    for colour in ("Red", "Yellow", "Green", "Blue", "Purple"):
        assert colour in text
    assert "Construction stickers" in words(data, [1])


def test_fully_built_cathedral_has_no_stickers_left() -> None:
    built = [Die(c, v) for c in (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE,
                                 Color.PURPLE) for v in range(1, 7)]
    text = words(cathedral_pdf(built))
    assert "30 of 30 spaces constructed" in text
    assert "CONSTRUCTION STICKERS" not in text


def test_journal_of_a_game_in_progress_marks_rounds_done() -> None:
    state = played(25)
    sheet = game_journal_sheets(state, seats=[1])[0]
    assert sheet.family == "Puig"
    assert sheet.rounds_done == state.round - 1
    assert sheet.score is None
    assert sheet.window == state.seats[1].window


def test_an_empty_journal_is_refused() -> None:
    with pytest.raises(ValueError, match="no journal page"):
        journal_pdf([])


def test_chinese_text_prints_in_the_cjk_font() -> None:
    sheet = JournalSheet(DESIGN, family="陳家", member="美玲")
    data = journal_pdf([sheet])
    text = words(data)
    assert "陳家" in text and "美玲" in text
    assert all(fonts(data).values())


def test_a_game_in_progress_and_the_legacy_table_name_the_rounds_and_the_campaign_length(
        finished_game: GameState) -> None:
    """The kicker says the round out of the game's rounds; the Legacy Points hint names the
    campaign's last window (both from the rules' constants, in either language)."""
    from printing import wording

    legacy = LegacyTable(("1", "2"), [LegacyRow("Vidal", (3, None), 3)])
    data = scorecard_pdf(scores=game_scores(finished_game), window_name=DESIGN.name,
                         legacy=legacy, round_now=5)
    text = words(data)
    assert "IN ROUND 5 OF 12" in text and "end of Window 10" in text
    with wording.language("zh_TW"):
        data = scorecard_pdf(scores=game_scores(finished_game), window_name=DESIGN.name,
                             legacy=legacy, round_now=5)
    text = words(data).replace(" ", "")
    assert "第5輪（共12輪）" in text and "第10片玻璃窗" in text
