"""Between a campaign's windows over the network (protocol 3): the host sends each seated guest
the campaign as every family may see it (never its seed, which deals the windows to come, nor a
game's hidden parts), and takes a guest's answer only to the choice the campaign waits for from
that guest's family, made on the campaign last sent; a guest back between the windows is told
where the campaign stands. The campaign itself decides every answer (campaign/flow.py)."""

from __future__ import annotations

from sagrada_desktop.campaign.campaign_file import campaign_problems
from sagrada_desktop.campaign.decisions import LeaveMarket, TakeTools, ToolRewardChoice
from sagrada_desktop.campaign.flow import pending_decision
from sagrada_desktop.engine import new_game
from sagrada_desktop.network.campaign_views import campaign_view, view_problems
from sagrada_desktop.network.guest_table import GuestTable
from sagrada_desktop.network.host_table import HostTable, Move
from sagrada_desktop.network.messages import (
    CampaignAnswer,
    CampaignNow,
    Refusal,
    Seated,
    TakeSeat,
    View,
    encode,
    read_from_guest,
    read_from_host,
)
from sagrada_desktop.network.versions import GameEditions, Versions
from tests.campaign.content_fixture import CONTENT
from tests.campaign.helpers import at_decision, run_until, start, step
from tests.engine.fixtures import setup

CODE = "K7PQ2M"
GUEST = 1


def after_a_window():
    """A two-family campaign played headless to its first reward choice after window 1."""
    campaign = run_until(start(2, seed=11), at_decision("reward-tools"))
    decision = pending_decision(campaign, CONTENT)
    assert isinstance(decision, ToolRewardChoice)
    return campaign, CONTENT, decision


def seated_table(state):
    table = HostTable.of(CODE, [s.name for s in state.seats], ["here", "guest"], "w01",
                         GameEditions(state.setup.rules_edition), campaign=True)
    table.opened(7)
    table.received(7, encode(Versions().hello(CODE)), state)
    sent = table.received(7, encode(TakeSeat(GUEST)), state).sent
    assert isinstance(sent[0][1], Seated)
    return table


def only(reply):
    ((_, message),) = reply.sent
    return message


def test_the_campaign_between_windows_goes_to_the_guest_without_its_seed():
    campaign, content, decision = after_a_window()
    last_game = campaign.game
    assert last_game is None and campaign.seed != 0
    view = campaign_view(campaign)
    assert view.seed == 0 and view.game is None and view.families == campaign.families
    assert pending_decision(view, content) == decision  # the guest's screens ask the same
    line = encode(CampaignNow(4, view))
    told = read_from_host(line)
    assert isinstance(told, CampaignNow) and told.campaign == view
    assert f'"seed":{campaign.seed}' not in line.decode()


def test_a_guest_answers_only_its_own_familys_choice_on_the_campaign_last_sent():
    campaign, content, decision = after_a_window()
    state = new_game(setup(2, seed=2, start_seat=0))
    table = seated_table(state)
    guest = GuestTable(CODE, stage="playing", seat=GUEST)
    now = only(table.campaign_now(campaign_view(campaign)))
    assert isinstance(now, CampaignNow) and guest.told(now) is now
    answer = encode(guest.answer(TakeTools(decision.offer[:1])))
    assert isinstance(read_from_guest(answer), CampaignAnswer)

    other = 1 - GUEST
    refused = only(table.received(7, answer, state, deciding=other))
    assert isinstance(refused, Refusal) and refused.code == "not-your-choice"
    assert only(table.received(7, answer, state, deciding=None)).code == "not-your-choice"
    move = table.received(7, answer, state, deciding=GUEST).move
    assert isinstance(move, Move) and move.seat == GUEST
    assert move.intent.answer == TakeTools(decision.offer[:1])

    newer = only(table.campaign_now(campaign_view(campaign)))
    stale = only(table.received(7, answer, state, deciding=GUEST))
    assert stale.code == "stale" and stale.values == (str(newer.number),)
    assert guest.told(now) is None and guest.told(newer) is newer  # an older one is not taken
    assert table.received(7, encode(guest.answer(LeaveMarket())), state, deciding=GUEST).move


def test_a_guest_back_between_windows_is_told_where_the_campaign_stands():
    campaign, _content, _decision = after_a_window()
    state = new_game(setup(2, seed=2, start_seat=0))
    table = seated_table(state)
    now = only(table.campaign_now(campaign_view(campaign)))
    table.closed(7, 1.0)
    table.opened(8)
    table.received(8, encode(Versions().hello(CODE)), state)
    kinds = [type(m) for _, m in table.received(8, encode(TakeSeat(GUEST)), state).sent]
    assert kinds == [Seated, View, CampaignNow]
    assert table.between == now
    table.next_window("w02", table.editions, ["here", "guest"], state)
    assert table.between is None  # the next window's game: views again


def test_every_view_of_a_whole_campaign_between_its_windows_holds_together():
    """A guest checks each campaign it is sent as a file is checked (view_problems): a real
    campaign's views pass at every step between its windows, to its end; a view with the
    seed's check left in would not (game 1's Start Player is drawn from the seed)."""
    campaign, seen, seed_checked = start(3, seed=2), set(), 0
    while not campaign.is_over:
        if campaign.game is None:
            view = campaign_view(campaign)
            assert view_problems(view, CONTENT) == [], (campaign.window, campaign.stage)
            seed_checked += bool(campaign_problems(view, CONTENT))  # the full checks
            seen.add(campaign.stage)
        campaign = step(campaign)
    assert view_problems(campaign_view(campaign), CONTENT) == []
    assert {"setup", "rewards", "market", "cleanup"} <= seen and seed_checked > 0
