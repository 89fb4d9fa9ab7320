"""A window begun on screen and finished at the table gives what the same game finished on
screen gives. Two campaigns of the same families and seed go side by side: one plays every
window's greedy game on screen to its end; the other plays the same game on screen up to the
start of a round, takes the rest of the window to the table (table/from_screen.py), confirms
the envelopes the game opened later at the end of their rounds and enters each family's
finished window. After every window both keep the same Legacy Points, Market, Tool Cards,
envelopes, Cathedral Board, crests and Magic Squares."""

from __future__ import annotations

import pytest

from sagrada_desktop.campaign import load_campaign, new_campaign, play, save_campaign
from sagrada_desktop.campaign.game_setup import play_at_table
from sagrada_desktop.campaign.table_window import OVER, SpacesEntered
from sagrada_desktop.table.companion import confirm_trigger, go_to_round
from sagrada_desktop.table.entries import enter, entered, set_constructed, set_tool_boxes
from sagrada_desktop.table.from_screen import go_to_table, may_go_to_table
from sagrada_desktop.table.refusals import TableError
from sagrada_desktop.table.results import close_window

from .helpers import decide_all, greedy_game, play_on_screen, window_steps
from .test_same_as_on_screen import CONTENT, families, kept


def finish_at_table(campaign, game, from_round: int, path):
    """The greedy game played on screen until round `from_round` begins, then at the table
    (saved there, and opened again as it was)."""
    actions = list(game.actions)
    while actions and not (campaign.game.state.round >= from_round and may_go_to_table(campaign)):
        campaign = play(campaign, CONTENT, actions.pop(0))
    before = campaign.game.state
    campaign = go_to_table(campaign)
    table = campaign.table
    assert campaign.stage == "table" and table.round == before.round == from_round
    for family, e in enumerate(entered(table)):  # the windows so far, carried
        assert e.window == before.seats[family].window
        assert e.constructed == before.seats[family].constructed
    assert {f.trigger for f in table.fired} == set(before.fired_triggers)
    save_campaign(path, campaign)
    assert load_campaign(path, CONTENT) == campaign
    for k, round_ in sorted(game.fired, key=lambda f: f[1]):
        if k not in before.fired_triggers:
            campaign = go_to_round(campaign, CONTENT, round_)
            campaign = confirm_trigger(campaign, CONTENT, k, round_)
    campaign = go_to_round(campaign, CONTENT, OVER)
    for i, seat in enumerate(game.final.seats):
        campaign = enter(campaign, SpacesEntered(i, tuple(window_steps(i, seat.window))))
        campaign = set_tool_boxes(campaign, i, seat.tool_boxes_used)
        if seat.constructed:
            campaign = set_constructed(campaign, i, seat.constructed)
    return close_window(campaign, CONTENT)


@pytest.mark.parametrize(("n", "seed"), [(2, 13), (3, 17)])
def test_windows_finished_at_the_table_keep_the_campaign_as_on_screen(n: int, seed: int,
                                                                      tmp_path) -> None:
    screen = new_campaign(CONTENT, families(n), seed)
    mixed = new_campaign(CONTENT, families(n), seed)
    while True:
        screen, mixed = decide_all(screen, CONTENT), decide_all(mixed, CONTENT)
        if screen.is_over:
            break
        k = screen.window
        mixed = play_at_table(mixed, False)  # each window begins on screen
        game = greedy_game(screen.game.setup, seed * 100 + k)
        screen = play_on_screen(screen, CONTENT, game)
        mixed = finish_at_table(mixed, game, 2 + k % 10, tmp_path / "campaign.json")
        assert kept(mixed) == kept(screen), f"window {k + 1}"
        assert mixed.families[0].journal[-1].at_table
    assert mixed.is_over and kept(mixed) == kept(screen)


def test_only_between_two_rounds() -> None:
    campaign = decide_all(new_campaign(CONTENT, families(2), 5), CONTENT)
    game = greedy_game(campaign.game.setup, 5)
    assert not may_go_to_table(campaign)  # round 1: the Game Setup's own choice does it
    campaign = play(campaign, CONTENT, game.actions[0])  # a die taken
    with pytest.raises(TableError, match="between two rounds"):
        go_to_table(campaign)
