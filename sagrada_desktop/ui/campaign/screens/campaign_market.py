"""The Market at Encant Vells: the shopper's coins, the open tracks as rows of boxes, the Tool
Box Capacity slots, and one purchase at a time. Each purchase goes to the campaign (decide);
a purchase it refuses shows purchase_errors' reasons. Why a track cannot be bought from now is
asked from the campaign too and shown beside the track's button, in the current language
(campaign/refusal_words.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QWidget

from sagrada_desktop.campaign import (
    CrossBox,
    ExpandToolBox,
    LeaveMarket,
    MarketChoice,
    Purchase,
    purchase_errors,
)
from sagrada_desktop.campaign.refusal_words import refusals_text
from sagrada_desktop.ui.common import pictures
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plain_text import rich
from sagrada_desktop.wording import color_name

from ..campaign_pictures import coin_svg
from ..campaign_session import CampaignSession
from ..widgets.market_tracks import MarketTracks
from .campaign_decisions import DecisionPage


class MarketPage(DecisionPage):
    said = Signal(str)  # what a purchase took, for the status bar too (the page may move on)

    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(session, translate("campaign_market", "The Market at Encant Vells"), parent)
        self.tracks = MarketTracks()
        self.root.insertWidget(3, self.tracks)
        self.buy_buttons: dict[str, object] = {}
        self.variants: dict[str, QComboBox] = {}
        self.reasons: dict[str, QLabel] = {}
        self.decision: MarketChoice | None = None
        self.taken: tuple[int, str] | None = None  # the family, what its last purchase took
        self.bought = QLabel()

    def show_decision(self, d: MarketChoice) -> None:
        self.clear()
        self.decision = d
        s = self.session
        f = s.campaign.families[d.family]
        visible = s.visible.content
        coins = translate("plural", "coin") if d.coins == 1 else translate("plural", "coins")
        self.text.setText(translate("campaign_market", "{v} is shopping with <b>{coins} {coins2}</b> (coins not spent are "
                                                       "lost). Each coin crosses off the next box of a track and takes its "
                                                       "reward; a Tool Box Capacity slot costs the coins printed in it.").format(v=rich(f.name), coins=d.coins, coins2=coins))
        self.text.setTextFormat(Qt.TextFormat.RichText)
        purse = QHBoxLayout()
        for _ in range(d.coins):
            coin = QLabel()
            coin.setPixmap(pictures.pixmap(coin_svg(), 26, 26, 2.0))
            coin.setToolTip(translate("campaign_market", "A coin"))
            purse.addWidget(coin)
        purse.addStretch(1)
        self.body.addLayout(purse)
        self.tracks.show_family(f, visible.market_tracks, visible.tool_box)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        self.buy_buttons, self.variants, self.reasons = {}, {}, {}
        for row, track in enumerate(visible.market_tracks):
            button = self.button(translate("campaign_market", "Cross off a box of {name}").format(name=track.name))
            options = [o for o in d.options if isinstance(o, CrossBox) and o.track == track.id]
            combo = QComboBox()
            combo.setAccessibleName(translate("campaign_market", "Reward to take from {name}").format(name=track.name))
            for o in options:
                combo.addItem(self._describe(o), o)
            combo.setVisible(len(options) > 1)
            reason = QLabel()
            reason.setObjectName("muted")
            reason.setWordWrap(True)
            if not options:
                errors = purchase_errors(s.campaign, s.content, CrossBox(track.id))
                reason.setText(translate("campaign_market", "Cannot: ") + refusals_text(errors))
            reason.setVisible(not options)
            button.clicked.connect(lambda _c=False, t=track.id: self.buy_track(t))
            grid.addWidget(button, row, 0)
            grid.addWidget(combo, row, 1)
            grid.addWidget(reason, row, 2)
            self.buy_buttons[track.id] = button
            self.variants[track.id] = combo
            self.reasons[track.id] = reason
        self.expand = self.button(translate("campaign_market", "Fill the next Tool Box Capacity slot"))
        self.expand.clicked.connect(lambda: self.buy(ExpandToolBox()))
        grid.addWidget(self.expand, len(visible.market_tracks), 0)
        if ExpandToolBox() not in d.options:
            why = QLabel(translate("campaign_market", "Cannot: ") + refusals_text(
                purchase_errors(s.campaign, s.content, ExpandToolBox())))
            why.setObjectName("muted")
            why.setWordWrap(True)
            grid.addWidget(why, len(visible.market_tracks), 2)
        grid.setColumnStretch(2, 1)
        self.body.addLayout(grid)
        self.bought = QLabel()
        self.bought.setObjectName("heading")
        self.bought.setWordWrap(True)
        self.body.addWidget(self.bought)
        self._say_taken()
        self.leave = self.button(translate("campaign_market", "{name} leaves the Market").format(name=f.name), primary=True)
        self.leave.clicked.connect(lambda: self.buy(LeaveMarket()))
        self.body.addWidget(self.leave, 0, Qt.AlignmentFlag.AlignLeft)
        self.show_tools_of(d.family)

    def buy_track(self, track: str) -> bool:
        combo = self.variants[track]
        purchase = combo.currentData() if combo.count() else CrossBox(track)
        return self.buy(purchase)

    def buy(self, purchase: Purchase) -> bool:
        """One purchase; what it brought the family's Tool Cards is said on the page (a box of
        Tools of the Trade takes its tool without asking when it offers one)."""
        family = self.decision.family if self.decision is not None else None
        before = self.session.campaign.families[family].tools if family is not None else ()
        ok = self.session.answer(purchase)
        if ok and family is not None:
            after = self.session.campaign.families[family].tools
            taken = [t for t in after if t not in before]
            visible = self.session.visible
            self.taken = (family, translate("campaign_market", "{name} takes {tools}.").format(
                name=self.family_name(family),
                tools=translate("campaign_market", ", ").join(visible.tool(t) for t in taken))) \
                if taken else None
            self._say_taken()
            if self.taken is not None:
                self.said.emit(self.taken[1])
        return ok

    def _say_taken(self) -> None:
        """The last purchase's Tool Cards, while the same family is shopping."""
        taken, decision = self.taken, self.decision
        shown = taken is not None and decision is not None and taken[0] == decision.family
        self.bought.setText(taken[1] if shown and taken is not None else "")
        self.bought.setVisible(shown)

    def _describe(self, o: CrossBox) -> str:
        visible = self.session.visible
        if o.tool is not None:
            return translate("campaign_market", "Take {v}").format(v=visible.tool(o.tool))
        if o.crest is not None:
            color = translate("campaign_market", ", recording {v}").format(v=color_name(o.color, lower=True)) if o.color is not None else ""
            return translate("campaign_market", "{v} into crest slot {v2}{color}").format(v=visible.ability(o.crest), v2=o.slot + 1, color=color)
        return translate("campaign_market", "Cross it off")
