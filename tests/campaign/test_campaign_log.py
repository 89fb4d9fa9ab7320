"""The campaign log records what happens without anybody choosing: the first window's Start
Player drawn at random, a lone family starting, and the Tool Cards each family brings (all it
owns when they fit its Tool Box, so nobody was asked)."""

from __future__ import annotations

from attrs import evolve

from sagrada_desktop.campaign import FamilySetup, new_campaign
from sagrada_desktop.campaign.campaign_log import start_player_drawn, tools_brought
from sagrada_desktop.content import load_content
from sagrada_desktop.engine import Color

CONTENT = load_content()
TWO = [FamilySetup("Amat", Color.RED), FamilySetup("Batlló", Color.BLUE)]


def test_the_first_start_player_is_logged_as_drawn_at_random():
    c = new_campaign(CONTENT, TWO, 5)
    name = c.families[c.start_player].name
    assert f"The Start Player of the first window is drawn at random: {name}." in c.log


def test_a_lone_family_is_logged_as_the_start_player():
    c = new_campaign(CONTENT, TWO[:1], 5)
    assert start_player_drawn(c).log[-1] == "Amat plays alone and is the Start Player."


def test_the_tool_cards_brought_are_logged_and_why_nobody_chose():
    c = new_campaign(CONTENT, TWO, 5)
    amat, batllo = c.families
    tools = list(CONTENT.tools)[:3]
    c = evolve(c, window=1, families=(evolve(amat, tools=tuple(tools[:2]), tool_box_slots=2),
                                      evolve(batllo, tools=tuple(tools), tool_box_slots=2)),
               bring=(tuple(tools[:2]), (tools[2],)))
    names = [CONTENT.tools[t].name for t in tools]
    lines = tools_brought(c, CONTENT).log[-2:]
    assert lines == (
        f"Amat brings every Tool Card it owns (Tool Box Capacity 2, no choice needed): "
        f"{names[0]}, {names[1]}.",
        f"Batlló brings {names[2]} (Tool Box Capacity 2; 3 owned).",
    )


def test_nothing_is_brought_into_the_first_window():
    c = new_campaign(CONTENT, TWO, 5)
    assert tools_brought(c, CONTENT).log == c.log
