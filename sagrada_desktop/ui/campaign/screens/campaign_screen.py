"""Between two games of the campaign: a progress header, the page of the current step (a
Story Card or an opened envelope, Rewards, the Magic Square, the Market, Cleanup, the Start
Player, the Tool Box, the End of Campaign) and the campaign's book beside it.

It drives the CampaignSession while it is on display (`active`): after each change it shows
the stories and envelopes revealed, then asks the session for the next step."""

from __future__ import annotations

import html
from typing import TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
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
    VisibleCampaign,
)
from sagrada_desktop.campaign.game_setup import play_at_table, where_may_change
from sagrada_desktop.content.reference_checks import CAMPAIGN_WINDOWS
from sagrada_desktop.engine.legacy_types import WindowCard, window_by_id
from sagrada_desktop.ui.common.content_words import window_name
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.theme import GOLD, MUTED
from sagrada_desktop.ui.common.window_words import (
    envelope_numbers,
    new_rules_lines,
    scoring_rule_lines,
    trigger_lines,
)
from sagrada_desktop.wording import labelled, sentences

from ..campaign_session import CampaignSession, Reveal, choice_words
from ..campaign_words import STAGE_STEP, STEPS, envelope_opening, stage_note
from ..envelope_words import unlocked_lines
from ..widgets.campaign_book import CampaignBook
from ..widgets.story_card import StoryCardView
from .campaign_decisions import (
    CleanupPage,
    DecisionPage,
    MagicSquarePage,
    RewardsPage,
    StartPlayerPage,
    ToolBoxPage,
    WaitingPage,
    form_width,
)
from .campaign_end import CampaignEndPage
from .campaign_market import MarketPage

_Page = TypeVar("_Page", bound=QWidget)


class StoryPage(QFrame):
    """A Story Card or an opened envelope; on an Intro Story Card, the window about to be
    played too: its story, its New Rules and its Unlock Triggers. It scrolls when long."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        inside = QWidget()
        column = QVBoxLayout(inside)
        column.setContentsMargins(0, 0, 6, 0)
        self.card = StoryCardView()
        self.card.setMinimumWidth(0)
        self.window_card = StoryCardView()
        self.window_card.setMinimumWidth(0)
        self.window_card.setAccessibleName(translate("campaign_screen", "The window about to be played"))
        self.window_card.hide()
        column.addWidget(self.card)
        column.addWidget(self.window_card)
        column.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(inside)
        inside.setObjectName("screen")
        layout.addWidget(self.scroll_area, 1)
        self.next = QPushButton(translate("campaign_screen", "Continue"))
        self.next.setObjectName("primary")
        self.next.setMinimumHeight(40)
        layout.addWidget(self.next, 0, Qt.AlignmentFlag.AlignRight)

    def show_window(self, card: WindowCard | None, visible: VisibleCampaign) -> None:
        """The window of an Intro Story Card (None: hide it)."""
        view = self.window_card
        view.setVisible(card is not None)
        if card is None:
            return
        year = translate("campaign_screen", " — {year}").format(year=card.year) if card.year else ""
        view.kicker.setText(translate("campaign_screen", "Window {number} of {windows}{year}: the window you play next").format(number=card.number, windows=CAMPAIGN_WINDOWS, year=year))
        view.title.setText(window_name(card.design))
        view.set_story(card.story.strip())
        numbers = envelope_numbers(visible)
        parts = [_list(translate("campaign_screen", "New Rules"), new_rules_lines(card.design)),
                 _list(translate("campaign_screen", "Unlock Triggers"), trigger_lines(card, numbers)
                       or [translate("campaign_screen", "No Unlock Trigger in this window.")]),
                 _list(translate("campaign_screen", "Scoring step 6"), scoring_rule_lines(card.design))]
        if visible.campaign_rules:
            parts.append(_list(translate("campaign_screen", "Campaign rules in force (opened envelopes)"),
                               [r.strip() for r in visible.campaign_rules]))
        view.details.setText("".join(parts))
        view.details.show()
        view.setAccessibleName(labelled(view.kicker.text(), window_name(card.design)))
        view.setAccessibleDescription(sentences(new_rules_lines(card.design)
                                                + trigger_lines(card, numbers)))


def _list(heading: str, lines: list[str]) -> str:
    items = "".join(f"<li>{_e(line)}</li>" for line in lines)
    return translate("campaign_screen", "<p><b>{heading}:</b></p>").format(heading=_e(heading)) + f"<ul>{items}</ul>"


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
            chip = QLabel(translate("campaign_words", text))
            chip.setObjectName("banner")
            header.addWidget(chip)
            self.chips[key] = chip
        root.addLayout(header)
        self.at_table = QCheckBox(translate("campaign_screen", "Play this window at the table "
                                            "(on paper, with real dice)"))
        self.at_table.clicked.connect(self._where)
        root.addWidget(self.at_table, 0, Qt.AlignmentFlag.AlignRight)
        self.step_note = QLabel()
        self.step_note.setObjectName("muted")
        self.step_note.setAlignment(Qt.AlignmentFlag.AlignRight)
        root.addWidget(self.step_note)
        body = QHBoxLayout()
        self.pages = QStackedWidget()
        self.story = StoryPage()
        self.story.next.clicked.connect(self._story_read)
        self.start_player = StartPlayerPage(session)
        self.tool_box = ToolBoxPage(session)
        self.rewards = RewardsPage(session)
        self.square = MagicSquarePage(session)
        self.market = MarketPage(session)
        self.market.said.connect(self.message)
        self.cleanup = CleanupPage(session)
        self.waiting = WaitingPage(session)
        self.end = CampaignEndPage(session)
        for page in (self.story, self.start_player, self.tool_box, self.rewards, self.square,
                     self.market, self.cleanup, self.waiting, self.end):
            self.pages.addWidget(page)
        body.addWidget(self.pages, 1)
        self.book = CampaignBook(session)
        body.addWidget(self.book, 1)
        root.addLayout(body, 1)
        self.pages.currentChanged.connect(self._fit_pages)
        self._reveal: Reveal | None = None
        session.changed.connect(self._changed)
        session.decision_ready.connect(self._show_decision)
        self.refresh()

    def detach(self) -> None:
        """Stop following the session (a new screen takes over the same campaign)."""
        self.session.changed.disconnect(self._changed)
        self.session.decision_ready.disconnect(self._show_decision)

    # --- what is shown ----------------------------------------------------------------
    def refresh(self) -> None:
        c = self.session.campaign
        visible = self.session.visible.content
        card = visible.latest
        if c.is_over:
            self.title.setText(translate("campaign_screen", "The campaign is over"))
        elif card is not None:
            self.title.setText(translate("campaign_screen", "Window {number} of {windows}: {name}").format(number=card.number, windows=CAMPAIGN_WINDOWS, name=window_name(card.design)))
        self._light()
        # a window played with families at other computers stays on the screens
        self.at_table.setVisible(where_may_change(c) and not c.is_over
                                 and not self.session.remote_families)
        self.at_table.setChecked(c.at_table)
        self.book.refresh()

    def _where(self, at_table: bool) -> None:
        """Game Setup: this window played at the table or on screen (the page on display, a
        story being read, stays until it is done with)."""
        active, self.active = self.active, False
        if at_table:
            self.session.game = None  # a game opened on screen and not begun is dropped
        self.session.moved(play_at_table(self.session.campaign, at_table))
        self.active = active

    def shown_step(self) -> tuple[str, str]:
        """The step of the procedure on display (a key of STEPS) and what happens in it: the
        story or envelope shown, else the campaign's stage."""
        visible = self.session.visible
        reveal = self._reveal
        if reveal is not None and self.pages.currentWidget() is self.story:
            if reveal.kind == "story":
                story = visible.story(reveal.ident)
                if story is not None and story.kind == "intro":
                    return "setup", translate("campaign_screen", "Game Setup: the Intro Story Card")
                return "end", translate("campaign_screen", "End of Game: the Outro Story Card")
            opening = envelope_opening(reveal.ident, visible.content)
            if opening.step == "game":  # shown after its game: its grants come at its end
                return "end", translate("campaign_screen", "End of Game: an envelope opened during the game ({why})").format(why=opening.why)
            return opening.step, translate("campaign_screen", "An envelope is opened: {why}").format(why=opening.why)
        stage = self.session.campaign.stage
        return STAGE_STEP.get(stage, ""), stage_note(stage)

    def _light(self) -> None:
        now, note = self.shown_step()
        for key, chip in self.chips.items():
            on = key == now
            chip.setStyleSheet(f"color: {GOLD}; border-color: {GOLD}; font-weight: bold;"
                               if on else f"color: {MUTED};")
            chip.setAccessibleName(translate("campaign_screen", "{v} (now)").format(v=chip.text()) if on else chip.text())
            chip.setToolTip(note if on else "")
        self.step_note.setText(note)

    def _fit_pages(self) -> None:
        """A decision's form only as wide as a form reads well (the book takes the rest); a
        story, an envelope and the End of Campaign share the width with the book."""
        page = self.pages.currentWidget()
        if isinstance(page, DecisionPage):
            self.pages.setMaximumWidth(form_width(page, self.pages.width() + self.book.width()))
        else:
            self.pages.setMaximumWidth(16777215)  # QWIDGETSIZE_MAX

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_pages()

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
        if decision is not None and (s.is_remote(decision.family)
                                     or not s.is_person(decision.family)):
            self.waiting.show_family(decision.family, choice_words(decision.kind),
                                     elsewhere=s.is_remote(decision.family))
            self.pages.setCurrentWidget(self.waiting)
        s.step()

    def _show_reveal(self, reveal: Reveal) -> None:
        self._reveal = reveal
        visible = self.session.visible
        card = self.story.card
        if reveal.kind == "story":
            story = visible.story(reveal.ident)
            window = window_by_id(visible.content.windows, story.window)
            number = window.number if window is not None else 0
            card.show_story(story.kind, number, story.title, story.story, story.actions)
            self.story.show_window(window if story.kind == "intro" else None, visible.content)
        else:
            self.story.show_window(None, visible.content)
            e = visible.envelope(reveal.ident)
            card.show_envelope(e.number, e.title, e.story, e.instructions, e.contents,
                               unlocked_lines(e, visible.content,
                                              self.session.campaign.families))
        self.pages.setCurrentWidget(self.story)
        self.story.scroll_area.verticalScrollBar().setValue(0)
        self._light()
        self.story.next.setFocus()
        card.reveal(min(600, self.session.pace_ms))

    def put_back(self) -> None:
        """Before this screen is built again (in a new language): the story or envelope on
        display, not read yet, goes back to the front of the session's reveals, so the new
        screen shows it again."""
        if self._reveal is not None and self.pages.currentWidget() is self.story:
            self.session.reveals.insert(0, self._reveal)
            self._reveal = None

    def _story_read(self) -> None:
        self._reveal = None
        self.advance()
        self._light()

    def _show_decision(self, decision: object) -> None:
        if not self.active:
            return
        match decision:
            case StartPlayerChoice():
                self._turn_to(self.start_player).show_decision(decision)
            case ToolBoxChoice():
                self._turn_to(self.tool_box).show_decision(decision)
            case ToolRewardChoice():
                self._turn_to(self.rewards).show_decision(decision)
            case MagicSquareChoice():
                self._turn_to(self.square).show_decision(decision)
            case MarketChoice():
                self._turn_to(self.market).show_decision(decision)
            case MasterpieceChoice():
                self._turn_to(self.cleanup).show_decision(decision)
            case _:
                return
        self._light()

    def probe_report(self) -> dict[str, object]:
        """The campaign's step, for the probe (common/probe.py; only when SAGRADA_PROBE names a
        file): the window, the stage, the choice waiting and whose it is, the story or envelope
        on show, the families."""
        s = self.session
        c, decision = s.campaign, s.decision
        return {"campaign": {
            "window": c.window + 1, "stage": c.stage, "over": c.is_over,
            "decision": getattr(decision, "kind", None), "family": getattr(decision, "family", None),
            "log": len(c.log),
            "reveal": f"{self._reveal.kind}:{self._reveal.ident}" if self._reveal is not None
                      and self.pages.currentWidget() is self.story else None,
            "families": [{"name": f.name, "plan": s.plans[i].kind, "person": s.plans[i].is_person,
                          "legacy_points": f.legacy_points} for i, f in enumerate(c.families)]}}

    def _turn_to(self, page: _Page) -> _Page:
        self.pages.setCurrentWidget(page)
        return page


def _e(text: str) -> str:
    return html.escape(text, quote=False)
