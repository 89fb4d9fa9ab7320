"""A campaign on paper: current journal pages, opened windows, squares, Legacy Points."""

from __future__ import annotations

from attrs import evolve

from printing.campaign_book import campaign_book_pdf_of
from printing.campaign_sheets import (
    campaign_cathedral,
    campaign_journal_sheets,
    campaign_legacy_table,
    campaign_squares,
    last_game,
    opened_windows,
)
from sagrada_desktop.campaign.campaign_state import Campaign, GameInProgress
from sagrada_desktop.engine import Color, Die, GameState, final_scores

from .conftest import FAMILY_NAMES as NAMES
from .conftest import content, families, played
from .pdf_checks import words


def test_before_the_first_game_the_first_window_is_blank() -> None:
    campaign = Campaign(1, families())
    sheets = campaign_journal_sheets(campaign, content())
    assert [s.family for s in sheets] == list(NAMES)
    assert all(s.design.id == "rose-of-the-nativity" and s.window is None for s in sheets)
    assert [c.design.id for c in opened_windows(campaign, content())] == [
        "rose-of-the-nativity", "booster-aurora"]
    assert last_game(campaign, content()) is None


def test_a_game_in_progress_prints_each_familys_window_so_far() -> None:
    state = played(20)
    campaign = Campaign(1, families(), stage="game",
                        game=GameInProgress(state.setup, (), state))
    sheets = campaign_journal_sheets(campaign, content())
    assert [s.window for s in sheets] == [s.window for s in state.seats]
    assert sheets[1].member == "Member 1" and sheets[1].number == 1
    game = last_game(campaign, content())
    assert game is not None and game.public_names[2] == "Light Shades"
    assert campaign_cathedral(campaign) == state.cathedral


def test_between_games_the_finished_window_is_printed(finished_game: GameState) -> None:
    campaign = Campaign(1, families(finished_game), window=1, stage="cleanup",
                        cathedral=frozenset({Die(Color.RED, 1)}))
    sheets = campaign_journal_sheets(campaign, content())
    assert all(s.score is not None and s.rounds_done == 12 for s in sheets)
    assert [c.design.id for c in opened_windows(campaign, content())] == [
        "rose-of-the-nativity", "lantern-of-the-crypt", "booster-aurora"]
    table = campaign_legacy_table(campaign)
    assert table.columns[-1] == "Magic" and len(table.columns) == 11
    top = table.families[0]
    assert top.family == "Vidal" and top.values[0] == 3 and top.values[1] is None
    assert top.total == 3
    assert campaign_squares(campaign)[0][1][0] == (Color.RED, "broken", None, None)
    game = last_game(campaign, content())
    assert game is not None and game.scores == final_scores(finished_game)


def test_the_campaign_book_holds_every_part(finished_game: GameState) -> None:
    campaign = evolve(Campaign(1, families(finished_game), window=1, stage="cleanup"))
    text = words(campaign_book_pdf_of(campaign, content()))
    for word in ("The Rose of the Nativity", "Member 2", "The Magic Square · Domènech",
                 "LEGACY POINTS OF THE CAMPAIGN", "The Cathedral Board"):
        assert word in text
