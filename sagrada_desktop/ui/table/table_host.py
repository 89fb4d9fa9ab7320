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


def rebuild_table(host: CampaignHost, old: TableScreen) -> TableScreen:
    """The table screen on show built again (in a new language) at the step it was at: the
    deal from the family whose turn it was (its objective hidden again), the results at the
    family being entered."""
    step, family, dealing = old.step, old.results.family, old.deal.family
    old.detach()
    host.window.stack.removeWidget(old)
    old.deleteLater()
    screen = show_table(host, step)
    if step == "deal":
        screen.deal.family = dealing
        screen.deal.refresh()
    elif screen.pages.currentWidget() is screen.results:
        screen.results.choose_family(family)
    return screen
