"""Game hosts: what free play, a solo game and the campaign allow, and the scoring table's
lines each gives; the main window asks its host instead of branching on a mode."""

from __future__ import annotations

from sagrada_desktop.ai import make_player
from sagrada_desktop.engine import GameState, apply, final_scores, new_game
from sagrada_desktop.ui.game.hosts import CampaignPlay, FreePlay, Solo
from tests.engine.fixtures import setup


class Records:
    def __init__(self, best: int | None) -> None:
        self.best = best

    def best_score(self, window_id: str) -> int | None:
        return self.best

    def record_solo(self, window_id: str, total: int) -> bool:
        if self.best is None or total > self.best:
            self.best = total
            return True
        return False


def finished(seats: int) -> GameState:
    state = new_game(setup(seats=seats, seed=4, start_seat=0))
    player = make_player("random", 7)
    while not state.is_over:
        state = apply(state, player.choose(state))
    return state


def test_what_each_host_allows():
    free, solo = FreePlay(), Solo(records=Records(None))
    campaign = CampaignPlay(lambda: ["+3 Legacy Points"], lambda: None)
    for host in (free, solo):
        assert host.may_save and host.autosaves and host.asks_before_leaving
        assert not host.exports_campaign and host.next_label == ""
        assert host.carry_on is None  # the start screen follows
    assert not (campaign.may_save or campaign.autosaves or campaign.asks_before_leaving)
    assert campaign.exports_campaign and campaign.next_label == "Continue the campaign"


def test_free_play_lists_the_places_and_says_it_awards_nothing():
    state = finished(3)
    lines = FreePlay().reward_lines(state)
    winner = next(c for c in final_scores(state) if c.place == 1)
    assert lines[0] == f"1st: {winner.name}, the winner of this window."
    assert len(lines) == 4 and lines[-1].startswith("Free play awards no Legacy Points")


def test_solo_keeps_the_best_score():
    state = finished(1)
    total = final_scores(state)[0].total
    name = state.setup.window.name
    records = Records(None)
    assert Solo(records=records).reward_lines(state) == [
        f"A new best score on {name}: {total}."]
    records.best = total + 5
    assert Solo(records=records).reward_lines(state) == [
        f"Best score on {name} stays {total + 5}."]


def test_the_campaign_tells_its_own_rewards():
    told = CampaignPlay(lambda: ["Amat: +3 Legacy Points"], lambda: None)
    assert told.reward_lines(finished(2)) == ["Amat: +3 Legacy Points"]


def test_the_main_window_follows_its_host(qtbot, tmp_path):
    from sagrada_desktop.ui.common import catalogue, settings
    from sagrada_desktop.ui.main_window import MainWindow

    from .conftest import make_session

    windows = [(c.design.name, c.design) for c in catalogue.free_play_windows()]
    window = MainWindow(settings.shared(), None, windows)
    qtbot.addWidget(window)
    window.open_session(make_session())
    assert window.host == FreePlay() and window.save_action.isEnabled()
    window.use_host(CampaignPlay(lambda: [], lambda: None))
    assert not window.save_action.isEnabled()
    assert window.leave_game_ok()  # the campaign saves itself: nothing to ask


def test_the_start_screen_starts_a_game_for_its_host(qtbot, tmp_path):
    from sagrada_desktop.ui.common import catalogue, settings
    from sagrada_desktop.ui.main_window import MainWindow

    windows = [(c.design.name, c.design) for c in catalogue.free_play_windows()]
    window = MainWindow(settings.shared(), None, windows)
    qtbot.addWidget(window)
    window.start.solo_button.click()
    window.start.start_button.click()
    assert isinstance(window.host, Solo) and window.host.records is settings.shared()
    assert window.session is not None and len(window.session.state.seats) == 1
    window.show_start()
    window.start.free_button.click()
    window.start.start_button.click()
    assert window.host == FreePlay() and len(window.session.state.seats) >= 2
