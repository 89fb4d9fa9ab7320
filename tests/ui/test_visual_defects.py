"""Defects a player saw, each checked as drawn or as said: dark dialogs and tabs, a legal space
marked by an outline and corner marks (visible on pale green glass), a die on a constructed
Cathedral space marked as such, the status bar after a turn, counted words, the first
hand-over, the PDF written without a viewer, the score table without an empty strip."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QDialog, QFileDialog, QListView, QMessageBox, QStyleOptionViewItem

from sagrada_desktop.engine import Color, Die, DraftDie, FillSpace, Space, fill_errors
from sagrada_desktop.ui import game_files as game_files_module
from sagrada_desktop.ui.common.dialogs import HelpDialog
from sagrada_desktop.ui.common.file_dialog import FileDialog
from sagrada_desktop.ui.common.plural import coins, tool_cards
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.common.svg_pictures import pane_svg
from sagrada_desktop.ui.common.theme import GOLD, LEGAL
from sagrada_desktop.ui.game.delegates.marks import LEGAL_EDGE, legal_glow
from sagrada_desktop.ui.game.delegates.pool_delegate import PoolDelegate
from sagrada_desktop.ui.game.screens.score_screen import ScoreScreen
from sagrada_desktop.ui.game.widgets.tools_strip import tools_html
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW
from tests.ui.settle import settle

from .conftest import make_session
from .screens import game_screen


def _lightness(c: QColor) -> float:
    return c.lightnessF()


def _mean_lightness(image: QImage) -> float:
    total, n = 0.0, 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            total += image.pixelColor(x, y).lightnessF()
            n += 1
    return total / max(1, n)


def test_file_dialogs_and_help_tabs_are_dark_behind_cream_text(qtbot, styled):
    dialog = QFileDialog(None, "Save the game", str(Path.cwd()))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    dialog.show()
    views = [v for v in dialog.findChildren(QListView) if v.isVisible()]
    assert views
    for view in views:
        p = view.palette()
        assert _lightness(p.color(p.ColorRole.Base)) < 0.2
        assert _lightness(p.color(p.ColorRole.Text)) > 0.75
    help_dialog = HelpDialog("# Rules\n\nText.", "# Tools\n\nText.")
    qtbot.addWidget(help_dialog)
    help_dialog.show()
    qtbot.waitExposed(help_dialog)
    bar = help_dialog.tabs.tabBar()
    assert _mean_lightness(bar.grab().toImage()) < 0.4  # not light default tabs
    for i in range(bar.count()):
        image = bar.grab(bar.tabRect(i)).toImage()
        lightest = max(image.pixelColor(x, y).lightnessF()
                       for y in range(image.height()) for x in range(image.width()))
        assert lightest > 0.6  # its cream words show on the dark tab


def _pane(space: Space, legal: bool, size: int = 96) -> QImage:
    from sagrada_desktop.ui.common import pictures

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    p = QPainter(image)
    rect = QRectF(0, 0, size, size)
    pictures.paint(p, rect, pane_svg(space, None, True))
    if legal:
        legal_glow(p, rect, strong=False)
    p.end()
    return image


def test_a_legal_space_is_outlined_in_dark_and_light_even_on_pale_green_glass(qapp):
    green = Space(color=Color.GREEN)
    plain, lit = _pane(green, False), _pane(green, True)
    edge = QColor(LEGAL_EDGE)

    def near_edge(c: QColor) -> bool:
        return abs(c.red() - edge.red()) + abs(c.green() - edge.green()) \
            + abs(c.blue() - edge.blue()) < 60

    def dark(img: QImage) -> int:
        return sum(1 for y in range(8, 88) for x in range(8, 88)
                   if near_edge(img.pixelColor(x, y)))

    assert dark(plain) == 0
    assert dark(lit) > 300  # a dark rim and corner marks, not a tint alone
    # a corner mark inside the pane, light on dark, where the plain glass is pale
    corner = [(x, y) for y in range(12, 22) for x in range(12, 22)]
    assert any(near_edge(lit.pixelColor(x, y)) for x, y in corner)
    assert any(lit.pixelColor(x, y) == QColor(LEGAL) for x, y in corner)
    assert not any(near_edge(plain.pixelColor(x, y)) for x, y in corner)


def _board_cell(qtbot, constructed: bool) -> QImage:
    model = QStandardItemModel(1, 1)
    item = QStandardItem()
    item.setData((Color.RED, 3), Role.CELL)
    item.setData(Die(Color.RED, 3), Role.DIE)
    item.setData(constructed, Role.CONSTRUCTED)
    model.setItem(0, 0, item)
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(QColor("#241e19"))
    p = QPainter(image)
    option = QStyleOptionViewItem()
    option.rect = image.rect()
    PoolDelegate().paint(p, option, model.index(0, 0))
    p.end()
    return image


def test_a_die_on_a_constructed_cathedral_space_shows_the_seal(qtbot):
    gold = QColor(GOLD)

    def golden(img: QImage) -> int:
        return sum(1 for y in range(img.height()) for x in range(img.width())
                   if abs(img.pixelColor(x, y).red() - gold.red()) < 25
                   and abs(img.pixelColor(x, y).green() - gold.green()) < 25
                   and abs(img.pixelColor(x, y).blue() - gold.blue()) < 25)

    assert golden(_board_cell(qtbot, True)) > golden(_board_cell(qtbot, False)) + 100


def test_the_status_bar_drops_a_drag_hint_once_the_turn_moves_on(qtbot, temp_settings):
    window = MainWindow(temp_settings, None, [("Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.show()
    session = make_session(seats=1, kinds=("person",))
    screen = window.open_session(session)
    screen.window_view.hint.emit("Drop to fill this space", False)
    assert window.statusBar().currentMessage() == "Drop to fill this space"
    die = session.state.pool[0]
    assert session.play(DraftDie(die))
    w = session.state.seats[0].window
    r, c = next((r, c) for r in range(w.rows) for c in range(w.cols)
                if not fill_errors(session.state, r, c))
    assert session.play(FillSpace(r, c))
    assert window.statusBar().currentMessage() == screen.notice.text()
    assert "Drop to fill" not in window.statusBar().currentMessage()


def test_counted_words_agree_in_number():
    assert coins(1) == "1 coin" and coins(2) == "2 coins"
    assert tool_cards(1) == "1 Tool Card" and tool_cards(0) == "0 Tool Cards"
    state = make_session(seats=2).state
    assert "Tool Card" not in tools_html(state, 0, names=False)  # no cards: none counted


def test_the_first_hand_over_does_not_speak_of_a_previous_turn(qtbot):
    screen = game_screen(qtbot)
    assert screen.handover.isVisible()
    text = screen.handover.text.text()
    assert "previous" not in text.lower() and "turn is over" not in text
    assert "The game begins: Seat 1 plays first." in text
    screen.handover.button.click()
    s = screen.session
    assert s.play(DraftDie(s.state.pool[0]))
    w = s.state.seats[0].window
    r, c = next((r, c) for r in range(w.rows) for c in range(w.cols)
                if not fill_errors(s.state, r, c))
    assert s.play(FillSpace(r, c))
    assert screen.handover.isVisible()
    assert "Seat 1's turn is over" in screen.handover.text.text()


class _Accepted:
    """The export dialog as a person fills it in: the journal, A4, open when written."""

    def __init__(self, *_args: object, open_when_done: bool = True) -> None:
        from PySide6.QtWidgets import QCheckBox

        self.choice, self.page_size = "journal", "A4"
        self.open_when_done = QCheckBox()
        self.open_when_done.setChecked(True)

    def exec(self) -> QDialog.DialogCode:
        return QDialog.DialogCode.Accepted


def test_without_a_pdf_viewer_the_program_says_where_the_file_is(qtbot, temp_settings,
                                                                 tmp_path, monkeypatch):
    window = MainWindow(temp_settings, None, [("Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.open_session(make_session(seats=2, kinds=("person", "person")))
    target = tmp_path / "journal.pdf"
    said: list[str] = []
    monkeypatch.setattr(game_files_module, "ExportDialog", _Accepted)
    monkeypatch.setattr(FileDialog, "save_name", staticmethod(lambda *a, **k: str(target)))
    monkeypatch.setattr(game_files_module.QDesktopServices, "openUrl", lambda _url: False)
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _parent, _title, text, *a: said.append(text))
    window.export_dialog()
    assert target.is_file() and target.stat().st_size > 0
    assert said and str(target) in said[0]


def test_the_score_table_ends_at_its_last_row(qtbot, styled):
    from sagrada_desktop.engine import ROUNDS
    from sagrada_desktop.ui.game.demo import advanced_state

    session = make_session(seats=3)
    state, log = advanced_state(session.state.setup, ROUNDS, 3)
    assert state.is_over
    from sagrada_desktop.saves import SeatPlan
    from sagrada_desktop.ui.game.session import GameSession

    screen = ScoreScreen(GameSession(state, [SeatPlan("person")] * 3, log), ["1st: Seat 1"])
    qtbot.addWidget(screen)
    screen.resize(1280, 690)
    screen.show()
    qtbot.waitExposed(screen)
    table = screen.table
    rows = table.verticalHeader().length()
    assert rows == table.viewport().height()  # no empty strip under "Place"
    last = table.model().rowCount() - 1
    assert table.rowViewportPosition(last) + table.rowHeight(last) == table.viewport().height()
    assert table.verticalScrollBar().maximum() == 0


def test_the_magic_square_tab_keeps_each_family_name_on_its_grid(qtbot, tmp_path, styled):
    from PySide6.QtWidgets import QLabel

    from sagrada_desktop.ui.campaign.widgets.campaign_book import CampaignBook
    from sagrada_desktop.ui.campaign.widgets.magic_square_grid import MagicSquareGrid

    from .campaign_helpers import begin, main_window

    window = begin(main_window(qtbot, tmp_path))
    book = window.findChild(CampaignBook)
    assert book is not None
    book.setCurrentIndex([book.tabText(i) for i in range(book.count())].index("Magic Square"))
    settle(window)
    grids = [g for g in book.squares.findChildren(MagicSquareGrid) if g.isVisible()]
    names = {w.text(): w for w in book.squares.findChildren(QLabel) if w.isVisible()}
    assert len(grids) == len(book.session.campaign.families) >= 2
    assert book.squares.height() > 2 * grids[0].height()  # room to float in, were it loose
    for family, grid in zip(book.session.campaign.families, grids, strict=True):
        label = names[f"<b>{family.name}</b>"]
        gap = grid.geometry().top() - label.geometry().bottom()
        assert 0 <= gap <= 12, (family.name, gap)
        assert label.height() <= 2 * label.fontMetrics().lineSpacing() + 8  # text on the grid


def test_a_check_box_shows_its_box_and_tick_on_the_dark_theme(qtbot, styled):
    from PySide6.QtWidgets import QCheckBox, QStyle, QStyleOptionButton

    box = QCheckBox("Strife")
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    option = QStyleOptionButton()
    box.initStyleOption(option)
    rect = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    unchecked = box.grab(rect).toImage()
    assert _mean_lightness(unchecked) > 0.6  # a light box, not dark on dark
    box.setChecked(True)
    checked = box.grab(rect).toImage()

    def inky(image: QImage) -> int:
        return sum(1 for y in range(image.height()) for x in range(image.width())
                   if image.pixelColor(x, y).lightnessF() < 0.3)

    assert inky(checked) > inky(unchecked) + 8  # the tick
