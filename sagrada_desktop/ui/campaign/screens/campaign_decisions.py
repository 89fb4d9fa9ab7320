"""The pages of the campaign's choices a person makes between games: the Start Player, the
Tool Box selection, reward Tool Cards, a Magic Square 10/14 cell, and the Cleanup (masterpiece
name, new family member). Each page sends an answer to the CampaignSession; a refusal shows
the campaign's reason on the page."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.campaign import (
    BringTools,
    ChooseStartPlayer,
    FillSquareCell,
    MagicSquareChoice,
    MasterpieceChoice,
    NameMasterpiece,
    StartPlayerChoice,
    TakeTools,
    ToolBoxChoice,
    ToolRewardChoice,
)
from sagrada_desktop.engine.legacy_types import window_by_id
from sagrada_desktop.saves.setup_checks import MAX_NAME
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.layouts import empty_layout
from sagrada_desktop.ui.common.plain_text import rich_page_text
from sagrada_desktop.ui.common.plural import place as place_words
from sagrada_desktop.ui.common.reason_words import reason_words
from sagrada_desktop.wording import color_name

from ..campaign_session import CampaignSession
from ..widgets.book_tools import family_tools_html, market_box_html
from ..widgets.magic_square_grid import MagicSquareGrid

FORM_WIDTH = 640   # a decision page's column at most (a line easy to read); the book the rest
FORM_SHARE = 0.42  # and at most this share of the screen's width, unless its content needs more
ASIDE_GAP = 10     # between the form and what is shown under it


class DecisionPage(QWidget):
    """A parchment-framed panel as tall as what it holds (the screen's background under it,
    not an empty frame): a heading, what to choose, the controls, the refusal."""

    def __init__(self, session: CampaignSession, heading: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.outer = outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.panel = QFrame()
        self.panel.setObjectName("panel")
        outer.addWidget(self.panel)
        # under the form, what helps the choice (the family's Tool Cards, say), once shown
        self.aside_panel = QFrame()
        self.aside_panel.setObjectName("panel")
        aside = QVBoxLayout(self.aside_panel)
        aside.setContentsMargins(22, 10, 22, 10)
        self.aside = rich_page_text(translate("book_tools", "Each family's Tool Cards and Tool Box Capacity"))
        aside.addWidget(self.aside)
        # never presses the form nor makes the screen taller: shown only where it fits whole
        self.aside_panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.aside_panel.hide()
        self.aside_wanted = False
        outer.addSpacing(ASIDE_GAP)
        outer.addWidget(self.aside_panel)
        outer.addStretch(1)
        self.root = QVBoxLayout(self.panel)
        self.root.setContentsMargins(22, 16, 22, 16)
        self.heading = QLabel(heading)
        self.heading.setObjectName("title")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.body = QVBoxLayout()
        self.refusal = QLabel()
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #ffb4a8;")
        self.refusal.hide()
        self.root.addWidget(self.heading)
        self.root.addWidget(self.text)
        self.root.addSpacing(6)
        self.root.addLayout(self.body)
        self.root.addWidget(self.refusal)
        session.refused.connect(self.show_refusal)

    def family_name(self, family: int) -> str:
        return self.session.campaign.families[family].name

    def show_refusal(self, reason: str) -> None:
        if self.isVisible():
            self.refusal.setText(translate("campaign_decisions", "Not allowed: {reason}").format(reason=reason_words([reason])))
            self.refusal.show()

    def clear(self) -> None:
        self.refusal.hide()
        empty_layout(self.body)
        self.aside_wanted = False
        self.aside_panel.hide()

    def show_tools_of(self, family: int) -> None:
        """Under the form: the family's Tool Cards and Tool Box Capacity, and the Market Box
        (as the book's Tools tab says them)."""
        campaign, visible = self.session.campaign, self.session.visible.content
        self.aside.setText(family_tools_html(campaign, visible, family)
                           + market_box_html(campaign, visible))
        self.aside_wanted = True
        self._fit_aside()
        # again once the form's new controls are shown (Qt shows them after this event)
        QTimer.singleShot(0, self, self._fit_aside)

    def _fit_aside(self) -> None:
        width = self.width()
        need = self.aside_panel.heightForWidth(width)
        form = max(self.panel.heightForWidth(width), self.panel.minimumSizeHint().height())
        room = self.height() - form - ASIDE_GAP
        fits = self.aside_wanted and 0 < need <= room
        self.aside_panel.setMaximumHeight(max(need, 0))
        if fits == self.aside_panel.isHidden():
            self.aside_panel.setVisible(fits)
            self.outer.invalidate()  # the form takes the room back at once
            self.outer.activate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_aside()

    def button(self, text: str, primary: bool = False) -> QPushButton:
        b = QPushButton(text)
        b.setMinimumHeight(38)
        if primary:
            b.setObjectName("primary")
        return b


def form_width(page: QWidget, room: int) -> int:
    """The width of the decision pages' column beside the book, `room` wide in all: what
    `page` needs, else FORM_WIDTH or FORM_SHARE of the room, whichever is less."""
    return max(page.minimumSizeHint().width(), min(FORM_WIDTH, int(FORM_SHARE * room)))


class StartPlayerPage(DecisionPage):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(session, translate("campaign_decisions", "Start Player"), parent)

    def show_decision(self, d: StartPlayerChoice) -> None:
        self.clear()
        self.text.setText(translate("campaign_decisions", "{v} has the fewest Legacy Points and chooses the Start Player of this "
                                                          "window (itself included).").format(v=self.family_name(d.family)))
        row = QHBoxLayout()
        for f in d.options:
            b = self.button(translate("campaign_decisions", "{v} starts").format(v=self.family_name(f)), primary=f == d.family)
            b.clicked.connect(lambda _c=False, k=f: self.session.answer(ChooseStartPlayer(k)))
            row.addWidget(b)
        row.addStretch(1)
        self.body.addLayout(row)


class _ToolPicks(DecisionPage):
    """Tick Tool Cards, at most `limit` of them."""

    def _picks(self, tools: tuple[str, ...], limit: int, ticked: tuple[str, ...]) -> None:
        self.limit = limit
        self.boxes: list[tuple[QCheckBox, str]] = []
        visible = self.session.visible
        for t in tools:
            box = QCheckBox(visible.tool(t))
            box.setToolTip(visible.tool_text(t))
            box.setAccessibleDescription(visible.tool_text(t))
            box.setChecked(t in ticked)
            box.toggled.connect(self._limit)
            self.body.addWidget(box)
            text = QLabel(visible.tool_text(t))
            text.setObjectName("muted")
            text.setWordWrap(True)
            text.setContentsMargins(26, 0, 0, 4)
            self.body.addWidget(text)
            self.boxes.append((box, t))
        self._limit()

    def chosen(self) -> tuple[str, ...]:
        return tuple(t for box, t in self.boxes if box.isChecked())

    def _limit(self, *_: object) -> None:
        full = len(self.chosen()) >= self.limit
        for box, _t in self.boxes:
            box.setEnabled(box.isChecked() or not full)


class ToolBoxPage(_ToolPicks):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(session, translate("campaign_decisions", "Tool Box"), parent)

    def show_decision(self, d: ToolBoxChoice) -> None:
        self.clear()
        self.text.setText(translate("campaign_decisions", "{v}: choose the Tool Cards to bring into this window, up to your Tool "
                                                          "Box Capacity of {capacity}. Every Tool Card you own counts in the "
                                                          "Starting Tool Count.").format(v=self.family_name(d.family), capacity=d.capacity))
        self._picks(d.owned, d.capacity, d.owned[:d.capacity])
        go = self.button(translate("campaign_decisions", "Bring these Tool Cards"), primary=True)
        go.clicked.connect(lambda: self.session.answer(BringTools(self.chosen())))
        self.body.addWidget(go, 0, Qt.AlignmentFlag.AlignLeft)


class RewardsPage(_ToolPicks):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(session, translate("campaign_decisions", "Rewards: Tool Cards"), parent)

    def show_decision(self, d: ToolRewardChoice) -> None:
        self.clear()
        place = place_words(d.place)
        self.text.setText(translate("campaign_decisions", "{v} ({place} place) may take up to {count} of this window's Tool "
                                                          "Cards. Families pick from last place upward; the copies left go into "
                                                          "the Market Box.").format(v=self.family_name(d.family), place=place, count=d.count))
        self._picks(d.offer, d.count, ())
        go = self.button(translate("campaign_decisions", "Take the ticked Tool Cards"), primary=True)
        go.clicked.connect(lambda: self.session.answer(TakeTools(self.chosen())))
        self.body.addWidget(go, 0, Qt.AlignmentFlag.AlignLeft)
        self.show_tools_of(d.family)


class MagicSquarePage(DecisionPage):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(session, translate("campaign_decisions", "The Magic Square"), parent)
        self.grid = MagicSquareGrid(session.visible.content.magic_square.numbers, 72)
        self.grid.cell_chosen.connect(lambda k: self.session.answer(FillSquareCell(k)))
        self.root.insertWidget(self.root.indexOf(self.refusal), self.grid, 0,
                               Qt.AlignmentFlag.AlignLeft)

    def show_decision(self, d: MagicSquareChoice) -> None:
        self.clear()
        f = self.session.campaign.families[d.family]
        what = (translate("campaign_decisions", "was filled {v}").format(v=color_name(d.color, lower=True)) if d.color is not None
                else translate("campaign_decisions", "was broken, so the cell you choose is crossed out"))
        self.text.setText(translate("campaign_decisions", "{name}: your window's Magic Square space {number} {what}. The number "
                                                          "{number} is on two cells: click the one it goes into (the next one "
                                                          "goes into the other).").format(name=f.name, number=d.number, what=what))
        self.grid.show_square(f.square, d.cells, f.name)


class CleanupPage(DecisionPage):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(session, translate("campaign_decisions", "Cleanup"), parent)

    def show_decision(self, d: MasterpieceChoice) -> None:
        self.clear()
        f = self.session.campaign.families[d.family]
        self.text.setText(translate("campaign_decisions", "{name}: name your masterpiece for the window's name placard and the "
                                                          "family tree (it may stay unnamed). A new age may begin: name the "
                                                          "family member who works from the next window on ({member} works now; "
                                                          "leave it empty to keep them).").format(name=f.name, member=f.member))
        self.name = QLineEdit(self._suggestion(d))
        self.name.setMaxLength(MAX_NAME)
        self.name.setAccessibleName(translate("campaign_decisions", "Masterpiece name"))
        self.member = QLineEdit()
        self.member.setMaxLength(MAX_NAME)
        self.member.setAccessibleName(translate("campaign_decisions", "New family member"))
        self.member.setPlaceholderText(translate("campaign_decisions", "{member} carries on").format(member=f.member))
        for label, edit in ((translate("campaign_decisions", "Masterpiece name"), self.name), (translate("campaign_decisions", "New family member"), self.member)):
            self.body.addWidget(QLabel(label))
            self.body.addWidget(edit)
        go = self.button(translate("campaign_decisions", "Record in the journal"), primary=True)
        go.clicked.connect(self._answer)
        self.name.returnPressed.connect(self._answer)
        self.body.addWidget(go, 0, Qt.AlignmentFlag.AlignLeft)

    def _suggestion(self, d: MasterpieceChoice) -> str:
        """The campaign's suggestion ("<family>'s <window name>") in the current language; an
        English name's leading article dropped ("Amat's Rosary Cloister", not "Amat's The ...")."""
        card = window_by_id(self.session.visible.content.windows, d.window)
        if card is None:
            return d.suggestion
        return translate("campaign_decisions", "{family}'s {window}").format(
            family=self.session.campaign.families[d.family].name,
            window=card.design.name.removeprefix("The "))

    def _answer(self) -> None:
        self.session.answer(NameMasterpiece(self.name.text(), self.member.text()))


class WaitingPage(DecisionPage):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(session, translate("campaign_decisions", "A computer family is choosing"), parent)

    def show_family(self, family: int, what: str, elsewhere: bool = False) -> None:
        """A computer family is choosing, or (`elsewhere`) a family whose player is at
        another computer's screen (network play)."""
        self.clear()
        if elsewhere:
            self.heading.setText(translate("campaign_decisions", "A family is choosing at another screen"))
            self.text.setText(translate("campaign_decisions", "{v} is choosing at another screen: {what}.").format(v=self.family_name(family), what=what))
            if self.session.may_choose_here(family):  # its player away: not held up for ever
                here = self.button(translate("campaign_decisions", "Choose for {v} here").format(v=self.family_name(family)))
                here.setToolTip(translate("campaign_decisions", "Make this one choice for {v} at this screen (its player makes the next ones at their computer again).").format(v=self.family_name(family)))
                here.clicked.connect(lambda _checked=False, f=family: self.session.choose_here(f))
                self.body.addWidget(here)
            return
        self.heading.setText(translate("campaign_decisions", "A computer family is choosing"))
        self.text.setText(translate("campaign_decisions", "{v} (computer) is choosing: {what}.").format(v=self.family_name(family), what=what))
