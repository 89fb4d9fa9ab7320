"""The Tools page of the campaign's book: each family's Tool Cards (brought into this window
or left in storage), its Tool Box Capacity, and the Market Box. From the visible content."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QVBoxLayout, QWidget

from sagrada_desktop.campaign import Campaign, VisibleCampaign
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plain_text import rich_page_text
from sagrada_desktop.ui.common.plural import coins


def family_tools_html(campaign: Campaign, visible: VisibleCampaign, family: int) -> str:
    f = campaign.families[family]
    slots = len(visible.tool_box)
    cost = visible.tool_box[f.tool_box_slots].cost if f.tool_box_slots < slots else None
    capacity = (translate("book_tools", "Tool Box Capacity: {tool_box_slots} of {slots} slots filled").format(tool_box_slots=f.tool_box_slots, slots=slots)
                + (translate("book_tools", " (the next costs {coins} at the Market)").format(coins=coins(cost))
                   if cost is not None else translate("book_tools", " (every slot filled)")))
    brought = campaign.bring[family] if family < len(campaign.bring) else None
    playing = campaign.stage in ("setup", "game") and brought is not None
    rows = []
    for t in f.tools:
        tool = visible.tools.get(t)
        name = tool.name if tool is not None else translate("book_tools", "a Tool Card")
        text = f" — {_e(tool.text)}" if tool is not None and tool.text else ""
        where = ""
        if playing:
            where = translate("book_tools", " <i>(brought into this window)</i>") if t in (brought or ()) \
                else translate("book_tools", " <i>(in storage this window)</i>")
        rows.append(f"<li><b>{_e(name)}</b>{where}{text}</li>")
    owned = (translate("book_tools", "<p>Tool Cards owned: {n} (each counts 1 point in the Starting Tool "
                                     "Count)</p><ul>").format(n=len(f.tools)) + "".join(rows) + "</ul>") if rows else \
        translate("book_tools", "<p>No Tool Card owned yet.</p>")
    return (translate("book_tools", "<p><b>The {v} family</b></p><p>{v2}</p>{owned}").format(v=_e(f.name), v2=_e(capacity), owned=owned))


def market_box_html(campaign: Campaign, visible: VisibleCampaign) -> str:
    counts: dict[str, int] = {}
    for t in campaign.market_box:
        counts[t] = counts.get(t, 0) + 1
    if not counts:
        return translate("book_tools", "<p><b>The Market Box</b>: empty.</p>")
    names = []
    for t, n in counts.items():
        tool = visible.tools.get(t)
        name = tool.name if tool is not None else translate("book_tools", "a Tool Card")
        names.append(f"{_e(name)}" + (f" ×{n}" if n > 1 else ""))
    return translate("book_tools", "<p><b>The Market Box</b> (taken through Tools of the Trade at the Market): {tools}.</p>").format(tools=translate("book_tools", ", ").join(names))


class BookTools(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.text = rich_page_text(translate("book_tools", "Each family's Tool Cards and Tool Box Capacity"))
        layout.addWidget(self.text)
        layout.addStretch(1)

    def show_campaign(self, campaign: Campaign, visible: VisibleCampaign) -> None:
        parts = [family_tools_html(campaign, visible, i) for i in range(len(campaign.families))]
        self.text.setText("".join(parts) + market_box_html(campaign, visible))


def _e(text: str) -> str:
    return html.escape(text, quote=False)
