"""The Market at Encant Vells: the shopper's coins, the open tracks as rows of boxes, the Tool
Box Capacity slots, and one purchase at a time. Each purchase goes to the campaign (decide);
a purchase it refuses shows purchase_errors' reason. Why a track cannot be bought from now is
asked from the campaign too and shown under the track's button."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QWidget

from sagrada_desktop.campaign import (
    CrossBox,
    ExpandToolBox,
    LeaveMarket,
    MarketChoice,
    Purchase,
    purchase_errors,
)
from sagrada_desktop.ui.common import pictures
from sagrada_desktop.ui.common.plain_text import rich

from ..campaign_pictures import coin_svg
from ..campaign_session import CampaignSession
from ..widgets.market_tracks import MarketTracks
from .campaign_decisions import DecisionPage


class MarketPage(DecisionPage):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(session, "The Market at Encant Vells", parent)
        self.tracks = MarketTracks()
        self.root.insertWidget(3, self.tracks)
        self.buy_buttons: dict[str, object] = {}
        self.variants: dict[str, QComboBox] = {}
        self.reasons: dict[str, QLabel] = {}

    def show_decision(self, d: MarketChoice) -> None:
        self.clear()
        self.decision = d
        s = self.session
        f = s.campaign.families[d.family]
        visible = s.visible.content
        coins = "coin" if d.coins == 1 else "coins"
        self.text.setText(f"{rich(f.name)} is shopping with <b>{d.coins} {coins}</b> (coins not "
                          "spent are lost). Each coin crosses off the next box of a track and takes "
                          "its reward; a Tool Box Capacity slot costs the coins printed in it.")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        purse = QHBoxLayout()
        for _ in range(d.coins):
            coin = QLabel()
            coin.setPixmap(pictures.pixmap(coin_svg(), 26, 26, 2.0))
            coin.setToolTip("A coin")
            purse.addWidget(coin)
        purse.addStretch(1)
        self.body.addLayout(purse)
        self.tracks.show_family(f, visible.market_tracks, visible.tool_box)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        self.buy_buttons, self.variants, self.reasons = {}, {}, {}
        for row, track in enumerate(visible.market_tracks):
            button = self.button(f"Cross off a box of {track.name}")
            options = [o for o in d.options if isinstance(o, CrossBox) and o.track == track.id]
            combo = QComboBox()
            combo.setAccessibleName(f"Reward to take from {track.name}")
            for o in options:
                combo.addItem(self._describe(o), o)
            combo.setVisible(len(options) > 1)
            reason = QLabel()
            reason.setObjectName("muted")
            reason.setWordWrap(True)
            if not options:
                errors = purchase_errors(s.campaign, s.content, CrossBox(track.id))
                reason.setText("Cannot: " + "; ".join(errors))
            reason.setVisible(not options)
            button.clicked.connect(lambda _c=False, t=track.id: self.buy_track(t))
            grid.addWidget(button, row, 0)
            grid.addWidget(combo, row, 1)
            grid.addWidget(reason, row, 2)
            self.buy_buttons[track.id] = button
            self.variants[track.id] = combo
            self.reasons[track.id] = reason
        self.expand = self.button("Fill the next Tool Box Capacity slot")
        self.expand.clicked.connect(lambda: self.buy(ExpandToolBox()))
        grid.addWidget(self.expand, len(visible.market_tracks), 0)
        if ExpandToolBox() not in d.options:
            why = QLabel("Cannot: " + "; ".join(
                purchase_errors(s.campaign, s.content, ExpandToolBox())))
            why.setObjectName("muted")
            why.setWordWrap(True)
            grid.addWidget(why, len(visible.market_tracks), 2)
        grid.setColumnStretch(2, 1)
        self.body.addLayout(grid)
        self.leave = self.button(f"{f.name} leaves the Market", primary=True)
        self.leave.clicked.connect(lambda: self.buy(LeaveMarket()))
        self.body.addWidget(self.leave, 0, Qt.AlignmentFlag.AlignLeft)

    def buy_track(self, track: str) -> bool:
        combo = self.variants[track]
        purchase = combo.currentData() if combo.count() else CrossBox(track)
        return self.buy(purchase)

    def buy(self, purchase: Purchase) -> bool:
        return self.session.answer(purchase)

    def _describe(self, o: CrossBox) -> str:
        visible = self.session.visible
        if o.tool is not None:
            return f"Take {visible.tool(o.tool)}"
        if o.crest is not None:
            color = f", recording {o.color.label.lower()}" if o.color is not None else ""
            return f"{visible.ability(o.crest)} into crest slot {o.slot + 1}{color}"
        return "Cross it off"
