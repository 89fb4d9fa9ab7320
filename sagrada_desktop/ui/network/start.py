"""Starting network play in a main window: host a game (a saved one, or the one on the screen)
with some of its person seats offered to guests, or join a host. The host's address, port and
join code are shown on the status bar and written to the standard output (for a host started
from a terminal)."""

from __future__ import annotations

import sys
from collections.abc import Collection
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from sagrada_desktop.engine import GameState
from sagrada_desktop.network.join_code import shown
from sagrada_desktop.network.seats import Role
from sagrada_desktop.network.versions import GameEditions

from ..common.content_words import window_name
from ..common.i18n import translate
from ..common.settings import shared
from ..game.session import GameSession
from .hosting import AWAY_SECONDS, NetworkHost
from .joining import NetworkGuest

if TYPE_CHECKING:
    from ..campaign.campaign_session import CampaignSession
    from ..main_window import MainWindow

ANY = "0.0.0.0"  # every address of this computer: the LAN's and the loopback


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses a friend on the LAN may type (the loopback last)."""
    out = [a.toString() for a in QNetworkInterface.allAddresses()
           if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
           and not a.isLoopback()]
    return [*out, QHostAddress(QHostAddress.SpecialAddress.LocalHost).toString()]


def host_session(window: MainWindow, session: GameSession, guest_seats: Collection[int],
                 address: str = ANY, port: int = 0, code: str = "", *,
                 campaign: CampaignSession | None = None) -> NetworkHost | str:
    """Host `session` in `window`, `guest_seats` offered to guests: the host, or why not
    (`campaign`: the session is the window's game of that campaign, its referee)."""
    state = session.state
    wrong = [i + 1 for i in guest_seats if not (0 <= i < len(state.seats)
                                                and session.plans[i].is_person)]
    if wrong:
        return translate("network", "seat {seats}: the game has no such seat played by a person").format(
            seats=", ".join(map(str, wrong)))
    roles: list[Role] = ["guest" if i in guest_seats else "here" if session.plans[i].is_person
                         else "computer" for i in range(len(state.seats))]
    settings = shared()
    game = hosted_game_key(state) if campaign is None else f"campaign/{campaign.campaign.seed}"
    code = code or settings.hosted_code(game, port)  # the same game on the same port: the same code
    host = NetworkHost(session, roles, window_name(state.setup.window), code,
                       campaign_edition=None if campaign is None
                       else campaign.campaign.content_edition)
    why = host.listen(address, port)
    if why:
        host.deleteLater()
        return why
    settings.remember_hosting(game, host.server.port, host.code)
    if campaign is None:
        window.open_session(session)
        host.setParent(session)  # hosting ends with the game
    else:  # the campaign's game goes on in the hosted session, on the campaign's terms
        campaign.play_hosted(session)
        campaign.remote_families = session.remote
        window.campaign.play_game(session)
        host.setParent(campaign)  # hosting goes on with the campaign's next windows
        host.follow(campaign)
        campaign.game_ready.connect(lambda game: next_window(window, host, campaign, game))
    host.long_away.connect(lambda seat: ask_to_hand_over(window, host, seat))
    where = address if address != ANY else ", ".join(lan_addresses())
    words = translate("network", "Hosting on {address}, port {port}; join code {code}").format(
        address=where, port=host.server.port, code=shown(host.code))
    window.statusBar().showMessage(words)
    print(f"hosting {address} {host.server.port} {host.code}", flush=True)  # for a terminal
    return host


def hosted_game_key(state: GameState) -> str:
    """Which game is hosted, as this computer remembers it (its window, deal and game number;
    never sent to a guest; a campaign's windows are remembered by the campaign's seed: every
    window of one campaign hosted on the same port gets the same code)."""
    setup = state.setup
    return f"{setup.window.id}/{setup.seed}/{setup.game_number}".replace(" ", "_")


def next_window(window: MainWindow, host: NetworkHost, campaign: CampaignSession,
                game: GameSession) -> None:
    """The campaign's next window is about to be played: hosted by the same table, for the
    same guests (the same join code)."""
    if not shiboken6.isValid(host):
        return  # hosting has stopped
    setup = game.state.setup
    host.next_window(game, window_name(setup.window),
                     GameEditions(setup.rules_edition, campaign.campaign.content_edition))
    window.statusBar().showMessage(translate("network", "The next window is hosted for the same guests: port {port}, join code {code}").format(
        port=host.server.port, code=shown(host.code)))


def ask_to_hand_over(window: MainWindow, host: NetworkHost, seat: int) -> None:
    """A seat's guest has long been away on its turn: the host may hand it to a computer."""
    from ..common.plain_question import PlainQuestion

    screen = window.game_screen
    if screen is None or screen.session is not host.session:
        return  # not the hosted game on the screen

    name = host.session.state.seats[seat].name
    answer = PlainQuestion.question(
        window, translate("network", "A seat is left empty"),
        translate("network", "{name}'s guest has been away for {minutes} minutes and it is their turn. Hand the seat to a computer player for the rest of the game? (No: keep waiting for them.)").format(
            name=name, minutes=int(AWAY_SECONDS // 60)),
        translate("network", "Hand to a computer"), translate("network", "Keep waiting"))
    if answer == PlainQuestion.StandardButton.Yes and shiboken6.isValid(host) \
            and window.game_screen is screen and screen.session is host.session:
        host.hand_to_computer(seat, screen.driver)


def hosting_now(window: MainWindow) -> NetworkHost | None:
    """The host of the game on the screen, if it is hosted already."""
    owners = [window.session, window.campaign.session]
    for owner in owners:
        if owner is None:
            continue
        for host in owner.findChildren(NetworkHost):
            if host.session is window.session:
                return host
    return None


def host_saved_game(window: MainWindow, path: Path, guest_seats: Collection[int],
                    address: str = ANY, port: int = 0, code: str = "") -> NetworkHost | str:
    from sagrada_desktop.saves import load_game

    game = load_game(path)
    return host_session(window, GameSession(game.state, game.plans, game.actions), guest_seats,
                        address, port, code)


def host_the_game_shown(window: MainWindow, guest_seats: Collection[int], port: int = 0
                        ) -> NetworkHost | str:
    """Host the game on the screen: the same game, in a new session with its guest seats."""
    old = window.session
    if old is None:
        return translate("network", "Start or open a game first.")
    session = GameSession(old.state, old.plans, old.actions)
    return host_session(window, session, guest_seats, ANY, port)


def host_campaign_window(window: MainWindow, guest_seats: Collection[int], port: int = 0
                         ) -> NetworkHost | str:
    """Host the campaign's window on the screen: its game, refereed by the campaign as on
    the screen (its envelopes, its record of every turn); the campaign's own screens before
    and after the window stay at this screen."""
    campaign = window.campaign.session
    if campaign is None or campaign.game is None or campaign.game is not window.session:
        return translate("network", "Open the campaign's window first.")
    return host_session(window, campaign.hosted_game(), guest_seats, ANY, port,
                        campaign=campaign)


def join(window: MainWindow, address: str, port: int, code: str, seat: int | None = None
         ) -> NetworkGuest:
    guest = NetworkGuest(window, code, seat)
    guest.join(address, port)
    return guest


def report(why: str) -> None:
    print(f"sagrada-artisans: {why}", file=sys.stderr)


def from_command_line(window: MainWindow, network: dict[str, object], game: str | None) -> bool:
    """--host-seats with a saved game, or --join (cli.py): False (and why, on the standard
    error) when it cannot start."""
    port = network["port"]
    assert isinstance(port, int)
    if "host" in network:
        seats = network["host"]
        address = network["address"]
        assert game is not None and isinstance(seats, list) and isinstance(address, str)
        from sagrada_desktop.saves import SaveError

        try:
            host = host_saved_game(window, Path(game), seats, address, port)
        except (SaveError, OSError) as exc:
            report(f"{game}: {exc}")
            return False
        if isinstance(host, str):
            report(translate("network", "Cannot host on port {port}: {why}").format(port=port, why=host))
            return False
        return True
    address, code, seat = network["join"], network["code"], network["seat"]
    assert isinstance(address, str) and isinstance(code, str)
    assert seat is None or isinstance(seat, int)
    guest = join(window, address, port, code, seat)
    guest.ended.connect(lambda why: print(why, flush=True))
    return True
