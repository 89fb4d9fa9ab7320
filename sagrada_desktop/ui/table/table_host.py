"""Where the table's screens meet the campaign in the main window: the start page's "A
campaign at the table…" (the campaign's own start screen, its families then played at the
table), and the table screen shown whenever the campaign waits for the table
(CampaignHost calls show_table, importing this module only then)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .table_screen import TableScreen

if TYPE_CHECKING:
    from sagrada_desktop.ui.campaign.campaign_host import CampaignHost
    from sagrada_desktop.ui.main_window import MainWindow


def open_table_campaign(window: MainWindow) -> None:
    """The start page's entry: a new campaign, its windows played at the table."""
    screen = window.campaign.show_start()
    screen.at_table.setChecked(True)


def table_screen(host: CampaignHost) -> TableScreen:
    """The campaign's table screen (made once for each campaign opened)."""
    stack = host.window.stack
    for k in reversed(range(stack.count())):
        w = stack.widget(k)
        if isinstance(w, TableScreen):
            if w.session is host.session:
                return w
            w.detach()
            stack.removeWidget(w)
            w.deleteLater()
    assert host.session is not None
    screen = TableScreen(host.session)
    screen.done.connect(host.show_screen)
    screen.print_pages.connect(host.window.export_dialog)
    stack.addWidget(screen)
    return screen


def show_table(host: CampaignHost, step: str) -> TableScreen:
    if host.screen is not None:
        host.screen.active = False
    screen = table_screen(host)
    host.window.stack.setCurrentWidget(screen)
    host.window.use_host(host.host)
    screen.show_step(step)
    return screen
