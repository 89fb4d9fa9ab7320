"""Between two games of the campaign: a progress header, the page of the current step (a
Story Card or an opened envelope, Rewards, the Magic Square, the Market, Cleanup, the Start
Player, the Tool Box, the End of Campaign) and the campaign's book beside it.

It drives the CampaignSession while it is on display (`active`): after each change it shows
the stories and envelopes revealed, then asks the session for the next step."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.campaign import (
    MagicSquareChoice,
    MarketChoice,
    MasterpieceChoice,
    StartPlayerChoice,
    ToolBoxChoice,
    ToolRewardChoice,
)

from ..campaign_session import CampaignSession, Reveal
from ..envelope_words import unlocked_lines
from ..theme import GOLD, MUTED
from ..widgets.campaign_book import CampaignBook
from ..widgets.story_card import StoryCardView
from .campaign_decisions import (
    CleanupPage,
    MagicSquarePage,
    RewardsPage,
    StartPlayerPage,
    ToolBoxPage,
    WaitingPage,
)
from .campaign_end import CampaignEndPage
from .campaign_market import MarketPage

STEPS = (("setup", "Setup"), ("game", "Game"), ("magic-square", "Magic Square"),
         ("rewards", "Rewards"), ("market", "Market"), ("cleanup", "Cleanup"))
WHAT = {"start-player": "the Start Player", "tool-box": "its Tool Box",
        "reward-tools": "its reward Tool Cards", "magic-square": "a Magic Square cell",
        "market": "what to buy at the Market", "masterpiece": "its masterpiece's name"}


class StoryPage(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.card = StoryCardView()
        layout.addWidget(self.card)
        layout.addStretch(1)
        self.next = QPushButton("Continue")
        self.next.setObjectName("primary")
        self.next.setMinimumHeight(40)
        layout.addWidget(self.next, 0, Qt.AlignmentFlag.AlignRight)


class CampaignScreen(QWidget):
    message = Signal(str)

    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.session = session
        self.active = False
        root = QVBoxLayout(self)
        root.setContentsMargins(20, 14, 20, 14)
        header = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("title")
        header.addWidget(self.title)
        header.addStretch(1)
        self.chips: dict[str, QLabel] = {}
        for key, text in STEPS:
            chip = QLabel(text)
            chip.setObjectName("banner")
            header.addWidget(chip)
            self.chips[key] = chip
        root.addLayout(header)
        body = QHBoxLayout()
        self.pages = QStackedWidget()
        self.story = StoryPage()
        self.story.next.clicked.connect(self._story_read)
        self.start_player = StartPlayerPage(session)
        self.tool_box = ToolBoxPage(session)
        self.rewards = RewardsPage(session)
        self.square = MagicSquarePage(session)
        self.market = MarketPage(session)
        self.cleanup = CleanupPage(session)
        self.waiting = WaitingPage(session)
        self.end = CampaignEndPage(session)
        for page in (self.story, self.start_player, self.tool_box, self.rewards, self.square,
                     self.market, self.cleanup, self.waiting, self.end):
            self.pages.addWidget(page)
        body.addWidget(self.pages, 3)
        self.book = CampaignBook(session)
        body.addWidget(self.book, 2)
        root.addLayout(body, 1)
        self._reveal: Reveal | None = None
        session.changed.connect(self._changed)
        session.decision_ready.connect(self._show_decision)
        self.refresh()

    # --- what is shown ----------------------------------------------------------------
    def refresh(self) -> None:
        c = self.session.campaign
        visible = self.session.visible.content
        card = visible.current or (visible.windows[-1] if visible.windows else None)
        if c.is_over:
            self.title.setText("The campaign is over")
        elif card is not None:
            self.title.setText(f"Window {card.number} of 10: {card.design.name}")
        for key, chip in self.chips.items():
            on = key == c.stage
            chip.setStyleSheet(f"color: {GOLD}; border-color: {GOLD}; font-weight: bold;"
                               if on else f"color: {MUTED};")
            chip.setAccessibleName(f"{chip.text()} (now)" if on else chip.text())
        self.book.refresh()

    def _changed(self) -> None:
        self.refresh()
        if self.active:
            self.advance()

    def advance(self) -> None:
        """Show the next story or envelope, else the next step."""
        s = self.session
        if s.reveals:
            self._show_reveal(s.reveals.pop(0))
            return
        if s.campaign.is_over:
            self.end.refresh()
            self.pages.setCurrentWidget(self.end)
            return
        decision = s.decision
        if decision is not None and not s.is_person(decision.family):
            self.waiting.show_family(decision.family, WHAT.get(decision.kind, "a choice"))
            self.pages.setCurrentWidget(self.waiting)
        s.step()

    def _show_reveal(self, reveal: Reveal) -> None:
        self._reveal = reveal
        visible = self.session.visible
        card = self.story.card
        if reveal.kind == "story":
            story = visible.story(reveal.ident)
            number = next((w.number for w in visible.content.windows
                           if w.design.id == story.window), 0)
            card.show_story(story.kind, number, story.title, story.story, story.actions)
        else:
            e = visible.envelope(reveal.ident)
            card.show_envelope(e.number, e.title, e.story, e.instructions, e.contents,
                               unlocked_lines(e, visible.content, self.session.campaign.families))
        self.pages.setCurrentWidget(self.story)
        self.story.next.setFocus()
        card.reveal(min(600, self.session.pace_ms))

    def _story_read(self) -> None:
        self._reveal = None
        self.advance()

    def _show_decision(self, decision: object) -> None:
        if not self.active:
            return
        pages = ((StartPlayerChoice, self.start_player), (ToolBoxChoice, self.tool_box),
                 (ToolRewardChoice, self.rewards), (MagicSquareChoice, self.square),
                 (MarketChoice, self.market), (MasterpieceChoice, self.cleanup))
        for kind, page in pages:
            if isinstance(decision, kind):
                self.pages.setCurrentWidget(page)
                page.show_decision(decision)
                return
