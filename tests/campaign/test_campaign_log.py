"""The campaign log records what happens without anybody choosing: the first window's Start
Player drawn at random, a lone family starting, and the Tool Cards each family brings (all it
owns when they fit its Tool Box, so nobody was asked)."""

from __future__ import annotations

from attrs import evolve

from sagrada_desktop.campaign import Campaign, FamilySetup, new_campaign
from sagrada_desktop.campaign.campaign_log import start_player_drawn, tools_brought
from sagrada_desktop.content import load_content
from sagrada_desktop.content.translations import localized
from sagrada_desktop.engine import Color
from tests.campaign.log_text import log_text

CONTENT = load_content()
TWO = [FamilySetup("Amat", Color.RED), FamilySetup("Batlló", Color.BLUE)]


def test_the_first_start_player_is_logged_as_drawn_at_random():
    c = new_campaign(CONTENT, TWO, 5)
    name = c.families[c.start_player].name
    assert f"The Start Player of the first window is drawn at random: {name}." in english_log(c)
    assert f"隨機決定第一片玻璃窗的起始玩家：{name}。" in chinese_log(c)


def test_a_lone_family_is_logged_as_the_start_player():
    c = new_campaign(CONTENT, TWO[:1], 5)
    c = start_player_drawn(c)
    assert english_log(c)[-1] == "Amat plays alone and is the Start Player."
    assert chinese_log(c)[-1] == "Amat 單獨進行遊戲，成為起始玩家。"


def test_the_tool_cards_brought_are_logged_and_why_nobody_chose():
    c = new_campaign(CONTENT, TWO, 5)
    amat, batllo = c.families
    tools = list(CONTENT.tools)[:3]
    c = evolve(c, window=1, families=(evolve(amat, tools=tuple(tools[:2]), tool_box_slots=2),
                                      evolve(batllo, tools=tuple(tools), tool_box_slots=2)),
               bring=(tuple(tools[:2]), (tools[2],)))
    names = [CONTENT.tools[t].name for t in tools]
    c = tools_brought(c)
    assert english_log(c)[-2:] == [
        f"Amat brings every Tool Card it owns (Tool Box Capacity 2, no choice needed): "
        f"{names[0]}, {names[1]}.",
        f"Batlló brings {names[2]} (Tool Box Capacity 2; 3 owned).",
    ]
    zh = [localized(f"{t}.name", "zh_TW") for t in tools]
    assert chinese_log(c)[-2:] == [
        f"Amat 攜帶擁有的所有工具卡（工具箱容量 2，無須選擇）：{zh[0]}、{zh[1]}。",
        f"Batlló 攜帶{zh[2]}（工具箱容量 2；擁有 3 張）。",
    ]


def test_nothing_is_brought_into_the_first_window():
    c = new_campaign(CONTENT, TWO, 5)
    assert tools_brought(c).log == c.log


def english_log(c: Campaign) -> list[str]:
    return log_text(c, CONTENT, "en")


def chinese_log(c: Campaign) -> list[str]:
    return log_text(c, CONTENT, "zh_TW")
