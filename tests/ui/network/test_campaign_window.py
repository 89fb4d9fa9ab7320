"""A campaign's window hosted on the network (Game > Host on the network), over real sockets on
127.0.0.1 in one process: three families (one at the host's screen, one a guest's at another
main window, one a computer) play window 1 to its end. The campaign referees the hosted game as
it does on the screen: every turn, the guest's too, goes into the campaign, which moves on to
its End of Game and reopens from its file as it is; the guest sees only its seat's view (never
a sealed envelope's rules) and is told when one opens; its scoring table says the rewards are the host's campaign's.
Between the windows the guest follows the campaign on its own between-games screens and
answers its family's choices there (the host's screen waits for them); the next window is
hosted by the same table: the guest's program opens it in the same seat and plays on."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel, QPushButton

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import load_campaign
from sagrada_desktop.campaign.decisions import LeaveMarket
from sagrada_desktop.network.campaign_views import campaign_view
from sagrada_desktop.ui.network import dialogs
from sagrada_desktop.ui.network.guest_session import GuestSession
from sagrada_desktop.ui.network.hosting import NetworkHost
from sagrada_desktop.ui.network.joining import NetworkGuest
from sagrada_desktop.ui.network.start import join
from tests.ui.campaign_helpers import answer, main_window, read_stories

LOADED_MS = 60_000  # how long a step may take on a machine loaded by other work (CI)
GUEST = 1


def play_turns(qtbot, window, hosted, guest, player, enough) -> int:
    """Play the hosted game (the host's family at its screen, the guest's through its own
    session, the computer by itself) to its end or until enough(the guest's turns); reading
    every envelope at the host's screen and holding every view against a sealed envelope."""
    turns = 0
    while not hosted.state.is_over and not enough(turns):
        for dialog in list(window.campaign.envelope_dialogs):  # read at the host's screen
            dialog.button.click()
        s, seen = hosted.state, guest.state
        sealed = {r.envelope for r in seen.setup.envelope_rules} - set(seen.opened)
        assert not sealed  # no sealed envelope's rules reach the guest
        if s.active_seat == 0:
            if window.game_screen.handover.isVisible():
                window.game_screen.handover.button.click()
            hosted.play(player.choose(s))
            continue
        if s.active_seat == GUEST:
            qtbot.waitUntil(lambda s=s: guest.state.turn == s.turn
                            and guest.state.round == s.round and not guest.waiting,
                            timeout=LOADED_MS)
            assert guest.play(player.choose(guest.state))
            turns += 1
        qtbot.waitUntil(lambda s=s: hosted.state is not s, timeout=LOADED_MS)
    return turns


def caught_up(session, network_guest) -> bool:
    """The guest holds the host's campaign as it is now (or the next game has begun)."""
    c = session.campaign
    return c.game is not None or (network_guest.between is not None
                                  and network_guest.between.campaign == campaign_view(c))


def both_between_games(qtbot, window, guest_window, network_guest) -> tuple[list[str], bool]:
    """Walk the between-games pages until the next game is on the host's screen: the guest's
    family's pages at the guest's screen (its Story Cards too), the others at the host's.
    The kinds of page the guest answered, and whether the host's screen waited for it."""
    screen, session = window.campaign.screen, window.campaign.session
    guest_screen = guest_window.campaign.screen
    answered: list[str] = []
    waited = False
    for _ in range(120):
        if window.stack.currentWidget() is window.game_screen and session.game is not None:
            return answered, waited
        told = network_guest.table.between  # what the guest holds of the campaign
        assert told is not None and told.campaign.seed == 0 and told.campaign.game is None
        assert told.campaign.seed != session.campaign.seed  # the host's deals stay home
        page, theirs = screen.pages.currentWidget(), guest_screen.pages.currentWidget()
        if theirs is not guest_screen.waiting:  # a Story Card, or its family's choice
            before = session.campaign
            answer(qtbot, guest_window, theirs)
            if theirs is not guest_screen.story:
                between = network_guest.between
                assert between.waiting  # sent: the host's campaign is still to come
                assert not between.answer(LeaveMarket())  # so a second answer is not sent
                answered.append(type(theirs).__name__)
                qtbot.waitUntil(lambda before=before: session.campaign is not before
                                and caught_up(session, network_guest), timeout=LOADED_MS)
            continue
        if page is screen.waiting and "another screen" in page.text.text():
            waited = True
            qtbot.waitUntil(lambda theirs=theirs: guest_screen.pages.currentWidget() is not theirs
                            or screen.pages.currentWidget() is not screen.waiting,
                            timeout=LOADED_MS)
            continue
        answer(qtbot, window, page)
    raise AssertionError("the next game did not start")


def test_a_campaign_window_is_hosted_and_played_with_a_guest_who_plays_on_in_the_next(
        qtbot, tmp_path, monkeypatch):
    window = main_window(qtbot, tmp_path / "host", size=(1280, 720))
    window.start.campaign_button.click()  # three families (begin() keeps the first rows)
    start = window.campaign.start_screen
    start.editor.set_count(3)
    start.editor.set_kinds(["person", "person", "medium"])
    start.start_button.click()
    read_stories(window)
    campaign = window.campaign.session
    qtbot.waitUntil(lambda: window.session is not None and campaign.game is window.session,
                    timeout=LOADED_MS)
    before = window.session
    monkeypatch.setattr(dialogs.HostDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(dialogs, "PORT", 0)  # any free port
    dialogs.host_on_the_network(window)
    hosted = window.session
    assert hosted is not before and campaign.game is hosted and hosted.state == before.state
    assert hosted.remote == {GUEST}  # the dialog offers every person's family but the first
    host = campaign.findChild(NetworkHost)  # the campaign's: it hosts the next windows too
    assert host is not None and host.table.campaign and host.session is hosted
    assert host.table.seats.offers()[2].status == "computer" and len(hosted.state.seats) == 3
    (label,) = [w for w in window.statusBar().findChildren(QLabel) if w.objectName() == "hosting"]
    assert host.code[:3] in label.text()
    warned: list[str] = []
    monkeypatch.setattr(dialogs.PlainQuestion, "warning",
                        lambda _parent, _title, text, *_a, **_k: warned.append(text))
    dialogs.host_on_the_network(window)  # hosted again: refused, the port and code said again
    assert warned and "hosted already" in warned[0] and str(host.server.port) in warned[0]
    assert campaign.findChildren(NetworkHost) == [host] and window.session is hosted

    guest_window = main_window(qtbot, tmp_path / "guest", size=(1280, 720))
    join(guest_window, "127.0.0.1", host.server.port, host.code)
    said: list[str] = []
    (network_guest,) = guest_window.findChildren(NetworkGuest)
    network_guest.said.connect(said.append)
    qtbot.waitUntil(lambda: isinstance(guest_window.session, GuestSession), timeout=LOADED_MS)
    guest = guest_window.session
    assert isinstance(guest, GuestSession) and guest.seat == GUEST

    player = make_player("greedy", 5)
    guest_turns = play_turns(qtbot, window, hosted, guest, player, lambda _turns: False)
    assert guest_turns > 0
    qtbot.waitUntil(lambda: guest.state.is_over and guest_window.score_screen is not None,
                    timeout=LOADED_MS)
    final = hosted.state
    assert final.opened and guest.state.opened == final.opened  # window 1 opens an envelope
    assert any("An envelope was opened" in words for words in said)  # and the guest is told
    assert [seat.window for seat in guest.state.seats] == [seat.window for seat in final.seats]
    rewards = guest_window.score_screen.rewards.text()
    assert "The campaign is the host's" in rewards and "awards no Legacy Points" not in rewards
    assert "next window opens here" in rewards
    qtbot.waitUntil(lambda: campaign.campaign.game_state is None, timeout=LOADED_MS)
    assert campaign.campaign.stage != "game"  # every turn went into the campaign: it moved on
    assert load_campaign(campaign.path, campaign.content) == campaign.campaign

    # between the windows: the host's family answers at the host's screen, the guest's family
    # at the guest's own between-games screens; then window 2 for the same table
    window.score_screen.again.click()
    qtbot.waitUntil(lambda: network_guest.between is not None, timeout=LOADED_MS)
    assert guest_window.score_screen.again.text() == "Continue the campaign"
    guest_window.score_screen.again.click()
    qtbot.waitUntil(lambda: guest_window.stack.currentWidget() is guest_window.campaign.screen,
                    timeout=LOADED_MS)
    guest_answered, waited_for_guest = both_between_games(qtbot, window, guest_window,
                                                         network_guest)
    assert guest_answered and waited_for_guest
    journal = campaign.campaign.families[GUEST].journal[0]
    assert journal.masterpiece == "The Red Lantern"  # named at the guest's screen
    assert not guest_window.campaign.screen.at_table.isVisible()
    second = window.session
    assert second is campaign.game and second.state.setup.game_number == 2
    assert host.session is second and second.remote == {GUEST}  # the same host, the same seat
    assert window.statusBar().currentMessage().startswith("The next window is hosted")
    qtbot.waitUntil(lambda: isinstance(guest_window.session, GuestSession)
                    and guest_window.session is not guest, timeout=LOADED_MS)
    again = guest_window.session
    assert again.seat == GUEST and again.state.setup.game_number == 2
    assert again.state.setup.window.id == second.state.setup.window.id
    assert guest_window.stack.currentWidget() is guest_window.game_screen
    assert any("next window" in words for words in said)
    # the guest plays turns of window 2, through the same connection
    assert play_turns(qtbot, window, second, again, player, lambda turns: turns >= 2) == 2
    assert campaign.campaign.game is not None and campaign.campaign.game.actions


def test_a_choice_waiting_for_a_family_at_another_screen_may_be_made_at_the_host(qtbot, tmp_path):
    """Its player away between the windows: the host's screen makes that one choice for it
    (by its own button), and waits for its player again at the next."""
    from tests.ui.campaign_helpers import campaign_at, open_campaign

    window = main_window(qtbot, tmp_path, size=(1280, 720))
    campaign = campaign_at(lambda _c, d: d is not None and d.kind == "market"
                           and d.family == GUEST)
    session = open_campaign(window, campaign, kinds=("person", "person"))
    session.remote_families = frozenset({GUEST})
    screen = window.campaign.screen
    screen.advance()
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.waiting, timeout=LOADED_MS)
    (here,) = [b for b in screen.waiting.findChildren(QPushButton) if b.text().startswith("Choose for")]
    assert "another screen" in screen.waiting.text.text()
    here.click()
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.market, timeout=LOADED_MS)
    assert screen.market.decision.family == GUEST
    screen.market.leave.click()  # its choice, made here
    moved = session.decision
    assert not (moved is not None and moved.kind == "market" and moved.family == GUEST)
    for _ in range(40):  # the host's family answers; the guest's next choice waits for its player
        decision = session.decision
        assert decision is not None, "the guest's family had no other choice"
        if decision.family == GUEST:
            qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.waiting,
                            timeout=LOADED_MS)
            assert "another screen" in screen.waiting.text.text()
            return
        answer(qtbot, window, screen.pages.currentWidget())
    raise AssertionError("the guest's family never chose again")
