"""A campaign game on the screens runs through the same play controller as free play: each
action is applied once, by the controller, and the campaign records each finished turn without
applying it again (it refereed the turn; nothing reconciles two states)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import flow
from sagrada_desktop.play import controller as play_controller
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.campaign.campaign_session import CampaignSession
from sagrada_desktop.ui.game.session import GameSession
from tests.campaign.content_fixture import CONTENT
from tests.campaign.helpers import at_window, run_until, start


def _count(monkeypatch: pytest.MonkeyPatch, counts: Counter[str], module: Any,
           key: str) -> None:
    real: Callable[..., Any] = module.apply

    def counted(*args: Any, **kwargs: Any) -> Any:
        counts[key] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(module, "apply", counted)


def test_each_action_of_a_campaign_game_is_applied_once(qtbot, monkeypatch):
    campaign = run_until(start(2, seed=3), at_window(0, "game"))
    session = CampaignSession(campaign, CONTENT, [SeatPlan("person"), SeatPlan("person")])
    games: list[GameSession] = []
    session.game_ready.connect(games.append)
    session.step()
    assert len(games) == 1
    game = games[0]
    assert game.controller.referee is session
    counts: Counter[str] = Counter()
    _count(monkeypatch, counts, play_controller, "controller")
    _count(monkeypatch, counts, flow, "campaign")
    players = [make_player("random", 100 + seat) for seat in range(len(game.state.seats))]
    ended: list[int] = []
    game.turn_ended.connect(ended.append)
    played = 0
    while not game.state.is_over:
        assert game.play(players[game.state.active_seat].choose(game.state))
        played += 1
        if game.state.is_over:
            break
        assert session.campaign.game is not None
        if ended:  # a turn is over: the campaign holds it already, the very same state
            ended.clear()
            assert session.campaign.game.actions == tuple(game.actions)
            assert session.campaign.game.state is game.state
    assert counts == Counter(controller=played)  # once each, and never by the campaign
    assert session.campaign.game is None or session.campaign.game.state.is_over
    assert session.campaign.stage != "game"
    assert session.game is None
