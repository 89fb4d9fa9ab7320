"""The campaign's book, beside every between-games page (and from the Game menu during a
game): the journal, the family tree, the Family Crests, the Magic Squares, the Market of each
family, each family's Tool Cards and Tool Box, the Legacy Points table, the envelopes (opened
ones with their stories; sealed ones only by number) and the campaign log. Everything comes
from visible_content() and the families' own records."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QTableView,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.campaign import family_tree, signatures, standings
from sagrada_desktop.campaign.crest_now import families_now
from sagrada_desktop.engine.legacy_types import window_by_id
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.content_words import window_name
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.layouts import empty_layout
from sagrada_desktop.ui.common.plain_text import rich, rich_label
from sagrada_desktop.ui.common.plural import place as place_words
from sagrada_desktop.ui.common.svg_pictures import swatch_svg
from sagrada_desktop.ui.common.theme import (
    CREAM,
    GOLD_DARK,
    INK,
    MUTED,
    PANEL,
    PANEL_EDGE,
    PARCHMENT,
)
from sagrada_desktop.wording import color_name, labelled, listed

from ..campaign_pictures import crest_svg
from ..campaign_session import CampaignSession
from ..envelope_words import unlocked_lines
from .book_log import BookLog
from .book_tools import BookTools
from .journal_model import JournalModel
from .legacy_table import TABLE_STYLE, LegacyTableModel, legacy_table_view, tie_notes
from .magic_square_grid import MagicSquareGrid
from .market_tracks import MarketTracks
from .story_card import StoryCardView

LIST_HEIGHT = 170  # the envelope list's height on a small screen
TAB_TIPS = (QT_TRANSLATE_NOOP("campaign_book", "Journal: every window played"),
            QT_TRANSLATE_NOOP("campaign_book", "Family tree: members and masterpieces"),
            QT_TRANSLATE_NOOP("campaign_book", "Family Crests"),
            QT_TRANSLATE_NOOP("campaign_book", "Magic Squares"),
            QT_TRANSLATE_NOOP("campaign_book", "Market tracks"),
            QT_TRANSLATE_NOOP("campaign_book", "Each family's Tool Cards and Tool Box Capacity"),
            QT_TRANSLATE_NOOP("campaign_book", "Legacy Points"),
            QT_TRANSLATE_NOOP("campaign_book", "Envelopes and Story Cards"),
            QT_TRANSLATE_NOOP("campaign_book", "Campaign log: what happened and who chose"))


def _scroll(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    widget.setObjectName("bookPage")
    widget.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    area.setWidget(widget)
    return area


BOOK_CELL = 56  # a Magic Square cell in the book, in pixels: its number reads at a glance


class CampaignBook(QTabWidget):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setAccessibleName(translate("campaign_book", "Campaign book"))
        self.setUsesScrollButtons(True)  # arrows only when the tabs do not fit
        self.setStyleSheet(
            f"QTabBar::tab {{ background: {PANEL}; color: {MUTED}; border: 1px solid "
            f"{PANEL_EDGE}; padding: 5px 5px; border-top-left-radius: 6px;"
            f" border-top-right-radius: 6px; }}"
            f"QTabBar::tab:selected {{ background: {GOLD_DARK}; color: {CREAM}; }}"
            f"QTabWidget::pane {{ border: 1px solid {PANEL_EDGE}; border-radius: 6px; }}"
            f"QWidget#bookPage {{ background: {PANEL}; }}")
        self.journal_model = JournalModel(self)
        journal = QTableView()
        journal.setModel(self.journal_model)
        journal.setAccessibleName(translate("campaign_book", "Journal: every window played"))
        journal.setStyleSheet(TABLE_STYLE)
        journal.verticalHeader().hide()
        journal.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        journal.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        journal.horizontalHeader().setStretchLastSection(True)
        journal_page = QWidget()
        jv = QVBoxLayout(journal_page)
        jv.setContentsMargins(0, 0, 0, 0)
        jv.addWidget(journal, 1)
        jv.addLayout(self._review_row())
        self.addTab(journal_page, translate("campaign_book", "Journal"))
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setAccessibleName(translate("campaign_book", "Family tree"))
        self.tree.setStyleSheet(TABLE_STYLE.replace("QTableView", "QTreeWidget"))
        self.addTab(self.tree, translate("campaign_book", "Family"))
        self.crests = QWidget()
        self.crests_layout = QVBoxLayout(self.crests)
        self.addTab(_scroll(self.crests), translate("campaign_book", "Crest"))
        self.squares = QWidget()
        self.squares_layout = QGridLayout(self.squares)
        self.addTab(_scroll(self.squares), translate("campaign_book", "Magic Square"))
        self.market = QWidget()
        self.market_layout = QVBoxLayout(self.market)
        self.addTab(_scroll(self.market), translate("campaign_book", "Market"))
        self.tools = BookTools()
        self.addTab(_scroll(self.tools), translate("campaign_book", "Tools"))
        legacy = QWidget()
        lv = QVBoxLayout(legacy)
        self.legacy_model = LegacyTableModel(parent=self)
        self.legacy_view = legacy_table_view(self.legacy_model)
        lv.addWidget(self.legacy_view)
        self.ties = QLabel()
        self.ties.setObjectName("muted")
        self.ties.setWordWrap(True)
        lv.addWidget(self.ties)
        self.addTab(legacy, translate("campaign_book", "Legacy"))
        envelopes = QWidget()
        ev = QGridLayout(envelopes)
        self.envelope_list = QListWidget()
        self.envelope_list.setAccessibleName(translate("campaign_book", "Envelopes and Story Cards"))
        self.envelope_card = StoryCardView()
        self.envelope_card.setMinimumWidth(0)
        self.envelope_list.currentRowChanged.connect(self._show_item)
        ev.addWidget(self.envelope_list, 0, 0)
        ev.addWidget(self.envelope_card, 1, 0)
        envelopes.setObjectName("bookPage")
        envelopes.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.envelope_list.setStyleSheet(
            f"QListWidget {{ background: {PARCHMENT}; color: {INK}; border-radius: 6px; }}"
            f"QListWidget::item:selected {{ background: {GOLD_DARK}; color: {CREAM}; }}")
        ev.setRowStretch(1, 1)
        self.addTab(envelopes, translate("campaign_book", "Envelopes"))
        self.log = BookLog()
        self.addTab(_scroll(self.log), translate("campaign_book", "Log"))
        self._items: list[tuple[str, str]] = []
        for k, tip in enumerate(TAB_TIPS):
            self.setTabToolTip(k, translate("campaign_book", tip))
        self.refresh()

    def _review_row(self) -> QHBoxLayout:
        """The review of a finished game of the campaign (ui/review/): which, and the button."""
        row = QHBoxLayout()
        row.setContentsMargins(6, 0, 6, 6)
        row.addWidget(QLabel(translate("campaign_book", "Review the game of")))
        self.review_choice = QComboBox()
        self.review_choice.setAccessibleName(translate("campaign_book", "The game to review"))
        row.addWidget(self.review_choice, 1)
        self.review_button = QPushButton(translate("campaign_book", "Review this game"))
        self.review_button.setToolTip(translate(
            "campaign_book", "Step through the game turn by turn, with what Hard would have "
            "played"))
        self.review_button.clicked.connect(self._review)
        row.addWidget(self.review_button)
        return row

    def _kept(self, names: dict[str, str]) -> None:
        """The finished games kept for their review, each by its window's number and name."""
        self.review_choice.clear()
        windows = self.session.visible.content.windows
        for number, path in self.session.kept_games().items():
            card = windows[number - 1] if number <= len(windows) else None
            title = names.get(card.design.id, "") if card is not None else ""
            self.review_choice.addItem(labelled(str(number), title) if title else str(number),
                                       path)
        kept = self.review_choice.count() > 0
        self.review_choice.setEnabled(kept)
        self.review_button.setEnabled(kept)
        if not kept:
            self.review_choice.addItem(translate("campaign_book", "(no finished game kept yet)"))

    def _review(self) -> None:
        path = self.review_choice.currentData()
        if path is not None:
            self.session.review_requested.emit(path)

    def refresh(self) -> None:
        s = self.session
        c = s.campaign
        visible = s.visible.content
        names = {w.design.id: window_name(w.design) for w in visible.windows}
        self.journal_model.show(c.families, names)
        self._kept(names)
        played = max((len(f.journal) for f in c.families), default=0)
        self.legacy_model.set_rows(standings(c), played)
        self.ties.setText(tie_notes(self.legacy_model.rows))
        textures = settings.shared().textures
        self._tree(names, textures)
        self._crests(textures)
        self._squares()
        self._market()
        self.tools.show_campaign(c, visible)
        self._envelopes()
        self.log.show_log(c.log, visible)

    def _tree(self, names: dict[str, str], textures: bool) -> None:
        self.tree.clear()
        for f in self.session.campaign.families:
            top = QTreeWidgetItem([translate("campaign_book", "The {name} family ({v})").format(name=f.name, v=color_name(f.color, lower=True))])
            top.setIcon(0, pictures.icon(swatch_svg(f.color, textures), 32))
            lines = family_tree(f)
            for m in f.members:
                member = QTreeWidgetItem([translate("campaign_book", "{name}, from window {from_window}").format(name=m.name, from_window=m.from_window)])
                for line in (x for x in lines if x.member == m.name):
                    title = names.get(f.journal[line.window - 1].window, "")
                    piece = translate("campaign_book", "“{name}”").format(name=line.masterpiece) if line.masterpiece else translate("campaign_book", "(unnamed)")
                    member.addChild(QTreeWidgetItem([
                        translate("campaign_book", "Window {window}, {title}: {piece}, {v} place").format(window=line.window, title=title, piece=piece, v=place_words(line.place))]))
                top.addChild(member)
            self.tree.addTopLevelItem(top)
        self.tree.expandAll()

    def _crests(self, textures: bool) -> None:
        empty_layout(self.crests_layout)
        visible = self.session.visible
        # an envelope opened in the game in progress already has its sticker on the crest
        for f in families_now(self.session.campaign, self.session.content):
            self.crests_layout.addWidget(rich_label(translate("campaign_book", "<b>The {v} family</b>").format(v=rich(f.name))))
            grid = QGridLayout()
            for k, sticker in enumerate(f.crest):
                icon = QLabel()
                icon.setPixmap(pictures.pixmap(crest_svg(f.color, sticker is not None,
                                                         textures), 36, 36, 2.0))
                name = visible.sticker(sticker) if sticker is not None else translate("campaign_book", "empty")
                icon.setToolTip(translate("campaign_book", "Top slot {v}: {name}").format(v=k + 1, name=name))
                icon.setAccessibleName(translate("campaign_book", "{name}'s crest, top slot {v}: {name2}").format(name=f.name, v=k + 1, name2=name))
                grid.addWidget(icon, k, 0)
                text = QLabel(translate("campaign_book", "Slot {v}: {name}").format(v=k + 1, name=name))
                if sticker is not None:
                    text.setToolTip(visible.ability_text(sticker.ability))
                grid.addWidget(text, k, 1)
            grid.setColumnStretch(1, 1)
            self.crests_layout.addLayout(grid)
            extra = [translate("campaign_book", "Envelope sticker: {v}").format(v=visible.sticker(x)) for x in f.crest_base]
            extra += [translate("campaign_book", "Covered: {v}").format(v=visible.sticker(x)) for x in f.covered]
            extra += [translate("campaign_book", "Dedication: {v}").format(v=visible.ability(x)) for x in f.dedications]
            if extra:
                more = QLabel("\n".join(extra))
                more.setObjectName("muted")
                self.crests_layout.addWidget(more)
        self.crests_layout.addStretch(1)

    def _squares(self) -> None:
        empty_layout(self.squares_layout)
        numbers = self.session.visible.content.magic_square.numbers
        families = self.session.campaign.families
        for i, f in enumerate(families):
            box = QVBoxLayout()
            box.addWidget(rich_label(f"<b>{rich(f.name)}</b>"))
            grid = MagicSquareGrid(numbers, BOOK_CELL)
            grid.show_square(f.square, (), f.name)
            box.addWidget(grid)
            self.squares_layout.addLayout(box, i // 2, i % 2)
        signed = signatures(self.session.campaign)
        if signed:
            text = QLabel(translate("campaign_book", "Signed: ") + listed(translate("campaign_book", "window {n} by {name}").format(n=n, name=name) for n, name in signed))
            text.setObjectName("muted")
            text.setWordWrap(True)
            self.squares_layout.addWidget(text, 2, 0, 1, 2)
        self.squares_layout.setRowStretch(3, 1)  # the squares sit at the top, their names on them

    def _market(self) -> None:
        empty_layout(self.market_layout)
        visible = self.session.visible.content
        for f in self.session.campaign.families:
            self.market_layout.addWidget(rich_label(translate("campaign_book", "<b>The {v} family</b>").format(v=rich(f.name))))
            tracks = MarketTracks()
            tracks.show_family(f, visible.market_tracks, visible.tool_box)
            self.market_layout.addWidget(tracks)
        self.market_layout.addStretch(1)

    def _fit_envelope_list(self) -> None:
        """The list of envelopes and stories as tall as its rows, up to 170 px or 30% of the
        book (a large screen lists them all, a small one keeps room for the story)."""
        view = self.envelope_list
        rows = view.count() * max(view.sizeHintForRow(0), 1) + 2 * view.frameWidth()
        view.setFixedHeight(max(40, min(rows, max(LIST_HEIGHT, int(self.height() * 0.3)))))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_envelope_list()

    def _envelopes(self) -> None:
        visible = self.session.visible.content
        self.envelope_list.blockSignals(True)
        self.envelope_list.clear()
        self._items = []
        for card in visible.story_cards:
            self.envelope_list.addItem(translate("campaign_book", "Story: {title}").format(title=card.title))
            self._items.append(("story", card.id))
        for e in visible.opened:
            self.envelope_list.addItem(translate("campaign_book", "Envelope {number}: {title}").format(number=e.number, title=e.title))
            self._items.append(("envelope", e.id))
        for sealed in visible.sealed:
            self.envelope_list.addItem(translate("campaign_book", "Envelope {number}: sealed").format(number=sealed.number))
            self._items.append(("sealed", str(sealed.number)))
        self.envelope_list.blockSignals(False)
        self._fit_envelope_list()
        if self._items:
            self.envelope_list.setCurrentRow(0)
            self._show_item(0)

    def _show_item(self, row: int) -> None:
        if not 0 <= row < len(self._items):
            return
        kind, ident = self._items[row]
        visible = self.session.visible
        if kind == "story":
            card = visible.story(ident)
            window = window_by_id(visible.content.windows, card.window)
            number = window.number if window is not None else 0
            self.envelope_card.show_story(card.kind, number, card.title, card.story)
        elif kind == "envelope":
            e = visible.envelope(ident)
            self.envelope_card.show_envelope(e.number, e.title, e.story, e.instructions,
                                             e.contents, unlocked_lines(e, visible.content,
                                                                   self.session.campaign.families))
        else:
            self.envelope_card.kicker.setText(translate("campaign_book", "Envelope {ident}").format(ident=ident))
            self.envelope_card.title.setText(translate("campaign_book", "Sealed"))
            self.envelope_card.set_story(translate("campaign_book", "It opens when its trigger is met. Until then, "
                                             "nothing inside it is shown."))
            self.envelope_card.details.hide()
