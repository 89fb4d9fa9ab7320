"""A campaign's games reviewed: each finished game is kept beside the campaign file as it ends,
the score screen offers its review, and the campaign book's journal lists the kept games and
opens the review of the one chosen (Back returns to the book's page)."""

from __future__ import annotations

import pytest

from sagrada_desktop.review.judgement import Judging
from sagrada_desktop.review.kept_games import kept_game_path, kept_games
from sagrada_desktop.saves import load_game
from sagrada_desktop.ui.review import entry
from sagrada_desktop.ui.review.review_screen import ReviewScreen

from .campaign_helpers import begin, between_games, main_window, play_game, read_stories


@pytest.fixture(autouse=True)
def quick_judging(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(entry, "JUDGING", Judging(simulations=4, samples=2))


def _stop(screen: ReviewScreen, qtbot) -> None:
    screen.review.stop()
    from sagrada_desktop.ui.review.judge_worker import pool

    qtbot.waitUntil(lambda: pool().activeThreadCount() == 0, timeout=20000)


def test_a_finished_campaign_game_is_kept_and_reviewed_from_the_book(qtbot, tmp_path) -> None:
    window = begin(main_window(qtbot, tmp_path))
    read_stories(window)
    session = window.campaign.session
    assert session.path is not None and kept_games(session.path) == {}
    play_game(qtbot, window)
    kept = kept_game_path(session.path, 1)
    assert kept_games(session.path) == {1: kept}
    game = load_game(kept)
    assert game.state == window.session.state and game.plans == session.plans
    # the score screen's review of the campaign game
    window.score_screen.findChild(type(window.score_screen.again), "review_this_game").click()
    screen = window.stack.currentWidget()
    assert isinstance(screen, ReviewScreen) and screen.review.game.actions == game.actions
    screen.back_button.click()
    _stop(screen, qtbot)
    window.score_screen.again.click()  # on to the between-games pages and their book
    book = window.campaign.screen.book
    book.refresh()
    assert book.review_button.isEnabled()
    assert book.review_choice.count() == 1 and book.review_choice.currentData() == kept
    assert book.review_choice.currentText().startswith("1")
    before = window.stack.currentWidget()
    book.review_button.click()
    screen = window.stack.currentWidget()
    assert isinstance(screen, ReviewScreen) and screen.review.game.actions == game.actions
    assert screen.back_button.text() == "Close the review"
    screen.back_button.click()
    assert window.stack.currentWidget() is before
    _stop(screen, qtbot)
    # during the next game, from the book's own window: the game waits behind the review
    between_games(qtbot, window)
    game_screen = window.game_screen
    assert window.stack.currentWidget() is game_screen and window.hint_action.isEnabled()
    dialog = window.campaign.show_book()
    assert dialog is not None and dialog.isVisible()
    dialog.book.review_button.click()
    screen = window.stack.currentWidget()
    assert isinstance(screen, ReviewScreen) and not dialog.isVisible()
    assert not window.hint_action.isEnabled()  # no hint for the game behind the review
    screen.back_button.click()
    assert window.stack.currentWidget() is game_screen and window.hint_action.isEnabled()
    _stop(screen, qtbot)


def test_a_new_campaign_has_no_game_to_review(qtbot, tmp_path) -> None:
    window = begin(main_window(qtbot, tmp_path))
    book = window.campaign.screen.book
    assert not book.review_button.isEnabled()
    assert book.review_choice.currentData() is None
