"""Chinese on screen and in print is spaced from the Latin names filled into it (docs/glossary.md,
Style): the campaign book's Tools page reads `Amat 家族` for a Latin family and `小明家族` for
a Chinese one, in the markup the label shows; English is left as it is; a printed campaign log
spaces a Latin family from the Chinese around it, and measures the line as it prints it."""

from __future__ import annotations

import pytest

from printing import wording
from printing.campaign_log_pages import log_pages
from printing.fonts import text_width
from printing.page import page_format
from printing.primitives import Text
from sagrada_desktop.campaign import FamilySetup, new_campaign
from sagrada_desktop.campaign.visible import visible_content
from sagrada_desktop.content import load_content
from sagrada_desktop.engine import Color
from sagrada_desktop.ui.campaign.widgets.book_tools import family_tools_html
from sagrada_desktop.ui.common.i18n import translate, translators

CONTENT = load_content()


@pytest.fixture(autouse=True)
def english_after(qapp):
    yield
    translators().install("en")
    qapp.processEvents()


def test_the_tools_page_spaces_a_latin_family_name_and_not_a_chinese_one(qapp):
    campaign = new_campaign(CONTENT, [FamilySetup("Amat", Color.RED), FamilySetup("小明", Color.BLUE)], 5)
    visible = visible_content(campaign, CONTENT)
    assert translators().install("zh_TW")
    amat, ming = (family_tools_html(campaign, visible, i) for i in (0, 1))
    assert amat.startswith("<p><b>Amat 家族</b></p><p>工具箱容量"), amat
    assert ming.startswith("<p><b>小明家族</b></p>"), ming
    assert translate("book_tools", "<p><b>The {v} family</b></p><p>{v2}</p>{owned}").format(
        v="Amat", v2="", owned="") == "<p><b>Amat 家族</b></p><p></p>"
    assert translators().install("en")
    assert family_tools_html(campaign, visible, 0).startswith("<p><b>The Amat family</b></p>")


def test_a_printed_chinese_log_line_is_spaced_and_measured_so():
    line = "Amat單獨進行遊戲，成為起始玩家。由Amat指定小明為起始玩家。"
    with wording.language("zh_TW"):
        pages = log_pages(page_format("a4"), [("玻璃窗 1", [line])])
    texts = [item.text for item in pages[0].items if isinstance(item, Text)]
    assert "Amat 單獨進行遊戲，成為起始玩家。由 Amat 指定小明為起始玩家。" in texts
    with wording.language("en"):
        pages = log_pages(page_format("a4"), [("Window 1", [line])])
    assert line in [item.text for item in pages[0].items if isinstance(item, Text)]
    with wording.language("zh_TW"):
        zh = Text(0, 0, "由Amat完成", 10)
        assert zh.text == "由 Amat 完成"
        assert text_width("由Amat完成", "body", 10) == text_width("由 Amat 完成", "body", 10)
    assert Text(0, 0, "by Amat的", 10).text == "by Amat的"  # printed in English: as it is
    assert text_width("由Amat完成", "body", 10) < text_width("由 Amat 完成", "body", 10)
