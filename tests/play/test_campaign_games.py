"""A campaign game runs through the play controller: each action is applied once (by the
controller), the campaign records each finished turn, and a turn it refuses does not happen."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import Campaign, CampaignError, play, record_turn
from sagrada_desktop.engine import Action, DraftDie, GameState
from sagrada_desktop.play import PlayController, Refused
from tests.campaign.content_fixture import CONTENT
from tests.campaign.helpers import at_window, run_until, start


class CampaignReferee:
    def __init__(self, campaign: Campaign) -> None:
        self.campaign = campaign

    def turn_over(self, actions: tuple[Action, ...], state: GameState) -> str | None:
        try:
            self.campaign = record_turn(self.campaign, CONTENT, actions, state)
        except CampaignError as exc:
            return str(exc)
        return None


def in_game() -> Campaign:
    return run_until(start(2, seed=3), at_window(0, "game"))


def test_a_whole_game_through_the_controller_records_what_play_records():
    campaign = in_game()
    state = campaign.game_state
    assert state is not None
    referee = CampaignReferee(campaign)
    ctl = PlayController(state, campaign.game.actions, referee)
    by_play = campaign
    players = [make_player("random", 100 + seat) for seat in range(len(state.seats))]
    while not ctl.state.is_over:
        action = players[ctl.state.active_seat].choose(ctl.state)
        ctl.play(action)
        by_play = play(by_play, CONTENT, action)
    assert referee.campaign == by_play  # the same End of Game, rewards and all
    assert referee.campaign.stage != "game"


def test_a_turn_that_does_not_continue_the_recorded_game_is_refused():
    campaign = in_game()
    state = campaign.game_state
    assert state is not None
    other = evolve(campaign, game=evolve(campaign.game, actions=(DraftDie(state.pool[-1]),)))
    ctl = PlayController(state, (), CampaignReferee(other))
    die = state.pool[0]
    ctl.play(DraftDie(die))
    fill = next(a for a in ctl.legal() if a.kind == "fill")
    with pytest.raises(Refused, match="does not continue the game the campaign recorded"):
        ctl.play(fill)
    assert ctl.state.in_hand is not None  # the die is still in hand: the turn did not happen


def test_record_turn_outside_a_game_is_refused():
    playing = in_game()
    state = playing.game_state
    assert state is not None
    campaign = run_until(playing, lambda c: c.stage != "game")
    with pytest.raises(CampaignError, match="no game is being played now"):
        record_turn(campaign, CONTENT, (DraftDie(state.pool[0]),), state)
