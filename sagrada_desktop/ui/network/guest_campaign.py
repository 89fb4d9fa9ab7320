"""A campaign joined over the network, between its windows: the host's campaign as every
family may see it (network/campaign_views.py), read by this program's between-games screens as
any campaign session. Only the guest's own family's choices are asked here, and its answer goes
to the host, whose campaign alone decides it; every other family chooses at another screen.
Nothing is saved here: the campaign is the host's."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from sagrada_desktop.campaign import Answer, Campaign
from sagrada_desktop.content.editions import content_of_edition
from sagrada_desktop.network.campaign_views import view_problems
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.wording.details import details_text

from ..campaign.campaign_session import CampaignSession
from ..common import catalogue
from ..common.i18n import translate


def unreadable(told: Campaign, family: int) -> str | None:
    """Why a campaign the host sent cannot be taken in (None: it can): a content edition this
    program does not have, no such family, or what the campaign file's checks find."""
    try:
        content = content_of_edition(catalogue.content(), told.content_edition)
    except ValueError:
        return translate("network", "content edition {edition}, which this program does not have").format(
            edition=told.content_edition)
    if not 0 <= family < len(told.families):
        return translate("network", "it has no family for seat {seat}").format(seat=family + 1)
    problems = view_problems(told, content)
    return details_text(problems) if problems else None


class GuestCampaign(CampaignSession):
    def __init__(self, told: Campaign, family: int, send: Callable[[Answer], None],
                 parent: QObject | None = None) -> None:
        content = content_of_edition(catalogue.content(), told.content_edition)
        super().__init__(told, content, [SeatPlan()] * len(told.families), parent=parent)
        self.family = family
        self.remote_families = frozenset(range(len(told.families))) - {family}
        self._send = send
        self.waiting = False  # an answer was sent and the host's campaign has not come yet

    def may_choose_here(self, family: int) -> bool:
        """Another family's choices are never made here."""
        return False

    def step(self) -> None:
        """Only this family's choice is asked here; the game comes from the host's views."""
        if self.campaign.is_over or self.campaign.game is not None:
            return
        decision = self.decision
        if decision is not None and decision.family == self.family:
            self.decision_ready.emit(decision)

    def answer(self, answer: Answer) -> bool:
        """To the host (its new campaign, or its refusal, follows)."""
        if self.waiting:
            self.refused.emit(translate("network", "Waiting for the host."))
            return False
        self.waiting = True
        self._send(answer)
        return True

    def not_taken(self, why: str) -> None:
        """The host refused the answer: the person may choose again."""
        self.waiting = False
        self.refused.emit(why)

    def save(self) -> None:
        """The campaign is the host's: nothing to save here."""

    def take_in(self, told: Campaign) -> None:
        """The host's campaign after its latest step."""
        self.waiting = False
        if told.content_edition != self.campaign.content_edition:  # moved to newer editions
            self.content = content_of_edition(catalogue.content(), told.content_edition)
            self._shown.clear()
        self.moved(told)
