"""Campaigns at a window played at the table, at each of its steps (shipped content)."""

from __future__ import annotations

from sagrada_desktop.campaign import Campaign, FamilySetup, new_campaign
from sagrada_desktop.campaign.table_window import OVER
from sagrada_desktop.content import load_content
from sagrada_desktop.table.companion import go_to_round

from .helpers import decide_all

CONTENT = load_content()
NAMES = ("Amat", "Batlló", "Calvet", "Milà")


def families(n: int) -> list[FamilySetup]:
    return [FamilySetup(NAMES[i], CONTENT.family_colors[i], f"Member {i + 1}")
            for i in range(n)]


def at_table(n: int = 2, seed: int = 4) -> Campaign:
    """A new campaign at the table: window 1 set up (its Start Player drawn, its Intro read,
    no Tool Card brought in window 1), at the Starting Tool Count (round 0)."""
    campaign = decide_all(new_campaign(CONTENT, families(n), seed, at_table=True), CONTENT)
    assert campaign.stage == "table" and campaign.table is not None
    return campaign


def at_results(n: int = 2, seed: int = 4) -> Campaign:
    """Window 1 at the table, its game over (Envelope 1 opened after round 4)."""
    from sagrada_desktop.table.companion import confirm_trigger

    campaign = go_to_round(at_table(n, seed), CONTENT, 4)
    campaign = confirm_trigger(campaign, CONTENT, 0)
    return go_to_round(campaign, CONTENT, OVER)
