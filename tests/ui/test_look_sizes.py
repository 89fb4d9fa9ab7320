"""Looks at 1280x720 and on a large screen (1920x1080): the file dialogs sized to the window
with whole columns, the Legacy table's columns readable, the start and score screens using a
wide screen instead of leaving it empty."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QFileDialog, QLabel, QListView, QMainWindow, QScrollArea, QTreeView

from sagrada_desktop.ui.common.file_dialog import FileDialog

from .settle import settle

SMALL, LARGE = (1280, 720), (1920, 1080)


def _file_dialog(qtbot, tmp_path, size: tuple[int, int]) -> tuple[QMainWindow, FileDialog]:
    for name, text in (("an autumn game with a long name.sagrada.json", "x" * 123_456),
                       ("journal.pdf", "y" * 2048)):
        (tmp_path / name).write_text(text)
    owner = QMainWindow()
    qtbot.addWidget(owner)
    owner.resize(*size)
    owner.show()
    dialog = FileDialog(owner, "Save the game", str(tmp_path / "game.sagrada.json"), "*")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    qtbot.addWidget(dialog)
    dialog.show()
    tree = next(t for t in dialog.findChildren(QTreeView) if t.isVisible())
    model, root = tree.model(), tree.rootIndex()
    # the files' sizes, types and dates come from the file system model's thread
    files = model.sourceModel() if hasattr(model, "sourceModel") else model  # the language proxy

    def is_dir(index):
        return files.isDir(model.mapToSource(index) if files is not model else index)

    qtbot.waitUntil(lambda: model.rowCount(root) >= 2 and all(
        model.index(r, 1, root).data() for r in range(model.rowCount(root))
        if not is_dir(model.index(r, 0, root))))
    settle(dialog)
    return owner, dialog


def test_the_file_dialog_fits_its_window_and_shows_every_column_whole(qtbot, styled, tmp_path):
    for size in (SMALL, LARGE):
        owner, dialog = _file_dialog(qtbot, tmp_path, size)
        assert dialog.width() <= owner.width() and dialog.height() <= owner.height()
        assert dialog.width() >= 0.7 * min(owner.width(), 1200)  # not Qt's own 630 px
        tree = next(t for t in dialog.findChildren(QTreeView) if t.isVisible())
        header = tree.header()
        assert header.count() == 4  # Name, Size, Type, Date Modified
        for column in range(1, header.count()):
            whole = max(header.sectionSizeHint(column), tree.sizeHintForColumn(column))
            assert header.sectionSize(column) >= whole, (size, column)
        # the columns fit side by side: no horizontal scrolling to see the dates
        assert header.length() <= tree.viewport().width()
        assert header.sectionSize(0) >= tree.sizeHintForColumn(0)  # whole file names
        sidebar = dialog.findChild(QListView, "sidebar")
        assert sidebar is not None
        assert sidebar.viewport().width() >= sidebar.sizeHintForColumn(0)  # "Computer" whole
        dialog.close()
        owner.close()


def _legacy_rows():
    from sagrada_desktop.campaign import Standing

    names = ("Amat", "Batlló", "Domènech", "Puig i Cadafalch")
    return [Standing(rank=k + 1, family=k, name=name, legacy_points=100 - 7 * k,
                     by_window=tuple(10 + (w * 3 + k) % 9 for w in range(10)), magic_square=12)
            for k, name in enumerate(names)]


def test_the_legacy_tab_shows_readable_columns_at_both_sizes(qtbot, styled, tmp_path):
    from sagrada_desktop.ui.campaign.widgets.legacy_table import FAMILY_WIDTH
    from tests.ui.campaign_helpers import begin, main_window

    window = begin(main_window(qtbot, tmp_path, size=SMALL),
                   ("person", "greedy", "greedy", "greedy"))
    book = window.campaign.screen.book
    book.legacy_model.set_rows(_legacy_rows(), 10)  # every window played: two-digit points
    book.setCurrentIndex(book.indexOf(book.legacy_view.parentWidget()))
    view = book.legacy_view
    for size in (SMALL, LARGE):
        window.resize(*size)
        qtbot.waitUntil(lambda: view.isVisible())
        settle(window)
        header = view.horizontalHeader()
        needs = [max(header.sectionSizeHint(c), view.sizeHintForColumn(c))
                 for c in range(header.count())]
        widths = [header.sectionSize(c) for c in range(header.count())]
        assert all(w >= n for w, n in zip(widths, needs, strict=True)), (size, widths, needs)
        assert header.length() <= view.viewport().width(), size  # no sideways scrolling
        assert view.geometry().right() <= view.parentWidget().width()
        numbers = widths[2:]  # windows 1-10, Magic, Total
        if size == LARGE:  # the room goes to the numbers, not to a wall-wide name column
            assert widths[1] <= max(FAMILY_WIDTH, needs[1])
            assert min(numbers) >= 1.5 * needs[2], widths  # not squeezed to their digits
            widened = [w for w, n in zip(numbers, needs[2:], strict=True) if w > n]
            assert len(widened) >= 10 and max(widened) - min(widened) <= 1, widths  # even


def _score_screen(qtbot, seats: int = 4, free_play: bool = False):
    from sagrada_desktop.engine import ROUNDS
    from sagrada_desktop.saves import SeatPlan
    from sagrada_desktop.ui.game.demo import advanced_state, demo_setup
    from sagrada_desktop.ui.game.screens.score_screen import ScoreScreen
    from sagrada_desktop.ui.game.session import GameSession

    state, log = advanced_state(demo_setup(seats, 9), ROUNDS, 9)
    from sagrada_desktop.ui.game.hosts import FreePlay

    rewards = FreePlay().reward_lines(state) if free_play else ["1st: Amat"]
    screen = ScoreScreen(GameSession(state, [SeatPlan("person")] * seats, log), rewards)
    qtbot.addWidget(screen)
    return screen


def _windows(screen):
    from sagrada_desktop.ui.game.views.window_view import WindowView

    return [v for v in screen.findChildren(WindowView) if v.isVisible()]


def test_the_score_screen_uses_a_large_screen_and_still_fits_a_small_one(qtbot, styled):
    from sagrada_desktop.ui.game.widgets.score_table_box import ROW

    screen = _score_screen(qtbot)
    screen.show()
    cells = {}
    for width, height in (LARGE, SMALL, LARGE):  # made smaller again, it still fits
        screen.resize(width, height - 40)  # the menus and status bar take the rest
        settle(screen)
        box, table = screen.table_box, screen.table
        assert table.geometry().bottom() < screen.ties.geometry().top()
        assert screen.ties.geometry().bottom() <= box.height()  # the words on ties whole
        assert box.geometry().bottom() < screen.again.geometry().top()
        last = table.model().rowCount() - 1
        assert table.rowViewportPosition(last) + table.rowHeight(last) == table.viewport().height()
        assert table.rowHeight(0) >= ROW
        right = screen.findChild(QScrollArea)
        assert right is not None and right.verticalScrollBar().maximum() == 0  # windows whole
        views = _windows(screen)
        assert len(views) == 4
        cells[(width, height)] = min(v.cell for v in views)
        if (width, height) == LARGE:
            # the wide screen is used: the table no wider than its seats need, the rest to
            # the windows; taller rows; no tall empty strip under the table
            assert box.width() <= box.widest()
            assert box.width() + right.parentWidget().width() >= 0.9 * (width - 48)
            assert table.rowHeight(0) > ROW
            assert table.height() >= 0.55 * box.height()
    assert cells[LARGE] > cells[SMALL] >= 30  # larger windows on the larger screen


def test_the_start_page_is_centred_on_a_large_screen(qtbot, styled, temp_settings):
    from sagrada_desktop.ui.app import window_choice_label
    from sagrada_desktop.ui.common import catalogue
    from sagrada_desktop.ui.game.screens.start_screen import COLUMN_HEIGHT, COLUMN_WIDTH
    from sagrada_desktop.ui.main_window import MainWindow

    windows = [(window_choice_label(c), c.design) for c in catalogue.free_play_windows()]
    window = MainWindow(temp_settings, None, windows)
    qtbot.addWidget(window)
    window.show()
    start = window.start
    for width, height in (LARGE, SMALL, LARGE):
        window.resize(width, height)
        settle(window)
        page = start.findChild(QScrollArea).widget()

        def box(widget, page=page):
            return widget.geometry().translated(widget.parentWidget().mapTo(page, QPoint(0, 0)))

        menu, panel = box(start.campaign_button), box(start.glory.parentWidget())
        left, right = menu.left(), page.width() - 1 - panel.right()
        top, bottom = box(start.findChild(QLabel, "title")).top(), page.height() - panel.bottom()
        if (width, height) == LARGE:  # the choices together in the middle, not at the edges
            assert abs(left - right) <= 2, (left, right)
            assert panel.right() - menu.left() <= COLUMN_WIDTH
            assert panel.right() - menu.left() >= COLUMN_WIDTH - 80  # and as wide as allowed
            assert abs(top - bottom) <= 24 and panel.bottom() - top <= COLUMN_HEIGHT
            # the window's preview as wide as the choices beside it
            form = box(start.seat_editor)
            assert box(start.preview).width() >= 0.8 * form.width()
        else:  # a laptop's screen: the page fills it as before
            assert left <= 40 and right <= 40


def test_help_grows_with_a_large_window_and_fits_a_small_one(qtbot, styled, temp_settings):
    from sagrada_desktop.ui.main_window import MainWindow
    from tests.engine.fixtures import TEST_WINDOW

    window = MainWindow(temp_settings, None, [("Window 1: Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.show()
    sizes = {}
    for size in (SMALL, LARGE):
        window.resize(*size)
        dialog = window.help_dialog(0)
        qtbot.addWidget(dialog)
        assert dialog.width() <= window.width() and dialog.height() <= window.height()
        assert dialog.width() >= 760 and dialog.height() >= 640  # as it was at 1280x720
        sizes[size] = dialog.width() * dialog.height()
        dialog.close()
    assert sizes[LARGE] >= 1.5 * sizes[SMALL]  # more of the rules at once on a large screen


SIX = ("Amat", "Batlló", "Calvet", "Domènech", "Puig i Cadafalch", "Sagnier")


def _full_game(qtbot, temp_settings, names=SIX):
    """Six seats with three abilities and two Tool Cards each on a window with three window
    tools, every Glory module (a Strife Tool), in round 6: the fullest tools strip."""
    from sagrada_desktop.engine import GameSetup, Modules, SeatSetup
    from sagrada_desktop.saves import SeatPlan
    from sagrada_desktop.ui.common import catalogue
    from sagrada_desktop.ui.game.demo import advanced_state
    from sagrada_desktop.ui.game.session import GameSession
    from sagrada_desktop.ui.main_window import MainWindow

    c = catalogue.content()
    card = c.windows["w02"]
    assert len(card.design.tools) >= 3
    abilities, tools = tuple(list(c.abilities.values())[:3]), tuple(list(c.tools.values())[:2])
    setup = GameSetup(
        window=card.design, seed=5, start_seat=0, glory=c.glory,
        seats=tuple(SeatSetup(n, abilities=abilities, tool_cards=tools,
                              family_color=c.family_colors[i % len(c.family_colors)])
                    for i, n in enumerate(names)),
        modules=Modules(strife=True, pioneer=True, flourish=True))
    state, log = advanced_state(setup, 5, 5)
    window = MainWindow(temp_settings, None, [("Window 1: Test", card.design)])
    qtbot.addWidget(window)
    window.resize(*SMALL)
    window.show()
    plans = [SeatPlan("person")] + [SeatPlan("greedy")] * (len(names) - 1)
    screen = window.open_session(GameSession(state, plans, log))
    screen.driver.set_paused(True)
    if screen.handover.shown:
        screen.handover.confirmed.emit(screen.handover.seat)
    settle(window)
    return window, screen


def test_the_fullest_tools_strip_and_long_seat_names_are_not_cut_at_1280x720(
        qtbot, styled, temp_settings):
    from PySide6.QtGui import QFont, QFontMetrics, QTextDocument

    window, screen = _full_game(qtbot, temp_settings)
    for size in (SMALL, LARGE):
        window.resize(*size)
        settle(window)
        strip = screen.tools
        assert len(screen.session.state.seats[0].tool_cards) >= 3  # two cards and a Strife Tool
        assert "Strife Tool" in strip.toolTip()
        room = strip.contentsRect()
        assert strip.heightForWidth(room.width()) <= room.height(), (size, strip.scale)
        assert strip.scale >= 0.76
        for card in screen.seat_cards:
            if not card.isVisible():
                continue
            document = QTextDocument()
            document.setHtml(card.name.text())
            shown = document.toPlainText().strip()
            name = screen.session.state.seats[card.seat].name
            assert shown.startswith(name) or shown.endswith("…"), shown
            if not card.wide:
                bold = QFont(card.name.font())
                bold.setBold(True)
                assert QFontMetrics(bold).horizontalAdvance(shown) <= card.name.contentsRect().width()


def test_the_books_envelope_list_shows_more_on_a_large_screen(qtbot, styled, tmp_path):
    from sagrada_desktop.ui.campaign.widgets.campaign_book import LIST_HEIGHT
    from tests.ui.campaign_helpers import begin, main_window

    window = begin(main_window(qtbot, tmp_path, size=SMALL), ("person", "greedy"))
    book = window.campaign.screen.book
    book.setCurrentIndex(7)
    view = book.envelope_list
    assert view.count() > 10  # two stories and every envelope, most sealed
    heights = {}
    for size in (SMALL, LARGE):
        window.resize(*size)
        settle(window)
        heights[size] = view.height()
        assert view.height() <= max(LIST_HEIGHT, 0.3 * book.height()) + 1
        assert book.envelope_card.height() >= 0.4 * book.height()  # room for the story
    assert heights[SMALL] >= LIST_HEIGHT and heights[LARGE] > 1.3 * heights[SMALL]


def test_the_centred_start_page_is_never_squeezed(qtbot, styled, temp_settings):
    """Six seats and a campaign's resume banner on a large screen: the column grows past its
    usual height rather than press its parts together."""
    from sagrada_desktop.ui.app import window_choice_label
    from sagrada_desktop.ui.common import catalogue
    from sagrada_desktop.ui.main_window import MainWindow

    windows = [(window_choice_label(c), c.design) for c in catalogue.free_play_windows()]
    window = MainWindow(temp_settings, None, windows)
    qtbot.addWidget(window)
    window.resize(*LARGE)
    window.show()
    start = window.start
    start.seat_editor.set_count(6)
    banner = QLabel("A campaign is waiting\nsecond line\nthird line\nfourth line")
    banner.setMinimumHeight(120)
    start.content_layout().insertWidget(3, banner)
    settle(window)
    root = start.content_layout()
    # the column grows when its layout next asks for room: wait for that, not a fixed time
    qtbot.waitUntil(lambda: start.column.height() >= root.totalMinimumSize().height())
    assert start.column.height() <= window.height()
    bottoms = [w.mapTo(start.column, w.rect().bottomLeft()).y()
               for w in (start.start_button, start.glory, start.seat_editor)]
    assert max(bottoms) < start.column.height()


@pytest.fixture
def chinese(qapp):
    """The program in Traditional Chinese for one test, English again after it."""
    from sagrada_desktop.ui.common.i18n import translators

    translators().install("zh_TW")
    qapp.processEvents()
    yield
    translators().install("en")
    qapp.processEvents()


def test_the_file_dialog_speaks_traditional_chinese_where_qt_does_not(qtbot, styled, tmp_path,
                                                                     chinese):
    """Qt's own zh_TW leaves "Look in:" and "Files of type:" in English; ours says them."""
    owner, dialog = _file_dialog(qtbot, tmp_path, SMALL)
    for label in (QFileDialog.DialogLabel.LookIn, QFileDialog.DialogLabel.FileType,
                  QFileDialog.DialogLabel.FileName):
        words = dialog.labelText(label).replace("(&L)", "").replace("(N)", "").replace("&N", "")
        assert words and not any("a" <= ch.lower() <= "z" for ch in words), (label, words)
    shown = {w.text() for w in dialog.findChildren(QLabel) if w.isVisible()}
    assert not shown & {"Look in:", "&Look in:", "Files of type:"}
    dialog.close()
    owner.close()


def test_the_file_list_names_a_folder_in_traditional_chinese(qtbot, styled, tmp_path, chinese):
    """Qt's own zh_TW leaves a folder's type "Folder": our translations answer Qt's words."""
    from sagrada_desktop.ui.common.file_dialog import qt_words

    (tmp_path / "saves").mkdir()
    assert qt_words() == ("資料夾", "檔案", "磁碟機")
    owner, dialog = _file_dialog(qtbot, tmp_path, SMALL)
    tree = next(t for t in dialog.findChildren(QTreeView) if t.isVisible())
    model, root = tree.model(), tree.rootIndex()
    folder = next(r for r in range(model.rowCount(root)) if model.index(r, 0, root).data() == "saves")
    assert model.index(folder, 2, root).data() == "資料夾"
    dialog.close()
    owner.close()


def test_the_score_screen_leaves_no_tall_empty_strip_on_a_large_screen(qtbot, styled):
    """At 1920x1080 the table's rows (and words) grow until the table and the words on ties
    fill their column, and the finished windows grow to fill theirs: neither column ends
    far above the screen's bottom. At 1280x720 nothing is cut and nothing scrolls."""
    screen = _score_screen(qtbot, free_play=True)  # its five lines of rewards
    screen.show()
    words = {}
    for width, height in (SMALL, LARGE, SMALL):
        screen.resize(width, height - 40)
        settle(screen)
        box, table = screen.table_box, screen.table
        right = screen.findChild(QScrollArea)
        assert right is not None and right.verticalScrollBar().maximum() == 0
        assert screen.ties.geometry().bottom() <= box.height()
        if (width, height) == LARGE:
            # the table and the words on ties end near the box's bottom (not 250 px above)
            assert box.height() - screen.ties.geometry().bottom() <= 60, (
                box.height(), screen.ties.geometry().bottom())
            page = right.widget()
            views = _windows(screen)
            lowest = max(v.mapTo(page, v.rect().bottomLeft()).y() for v in views)
            assert right.viewport().height() - lowest <= 90, (right.viewport().height(), lowest)
        words[(width, height)] = table.font().pointSizeF()
    # the words grow with the rows: not small print in tall rows; as before on a laptop
    assert words[LARGE] >= words[SMALL] + 2 and words[SMALL] == 11


def _decision_page(qtbot, tmp_path, kind: str, attr: str):
    """The main window at 1280x720 with the campaign's `kind` choice of family 0 on screen."""
    from tests.ui.campaign_helpers import campaign_at, main_window, open_campaign

    window = main_window(qtbot, tmp_path, size=SMALL)
    open_campaign(window, campaign_at(lambda c, d: d is not None and d.kind == kind
                                      and d.family == 0))
    screen = window.campaign.screen
    page = getattr(screen, attr)
    for _ in range(20):
        if screen.pages.currentWidget() is page:
            break
        screen.story.next.click()
    assert screen.pages.currentWidget() is page
    return window, screen, page


def _overlaps(widgets) -> bool:
    boxes = [w.geometry().translated(w.parentWidget().mapTo(w.window(), QPoint(0, 0)))
             for w in widgets]
    return any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


@pytest.mark.parametrize(("kind", "attr", "aside"), [
    ("reward-tools", "rewards", True), ("masterpiece", "cleanup", False), ("market", "market", True)])
def test_a_campaign_form_is_as_large_as_its_content_beside_the_book(
        qtbot, styled, tmp_path, kind, attr, aside):
    """The Rewards, Cleanup and Market forms: a panel as tall as what it holds (no tall empty
    frame), as wide as a form reads well (the book takes the rest of a wide screen), with the
    family's Tool Cards and the Market Box under it where they help the choice and fit whole;
    nothing in the form pressed together at 1280x720."""
    from PySide6.QtWidgets import QAbstractButton

    from sagrada_desktop.ui.campaign.screens.campaign_decisions import FORM_WIDTH

    window, screen, page = _decision_page(qtbot, tmp_path, kind, attr)
    for size in (SMALL, LARGE, SMALL):
        window.resize(*size)
        settle(window)
        panel = getattr(page, "panel", page)  # (the page was the frame)
        assert panel.height() >= panel.minimumSizeHint().height(), size
        buttons = [b for b in panel.findChildren(QAbstractButton) if b.isVisible()]
        assert buttons and not _overlaps(buttons), size  # the form not pressed together
        assert all(b.height() >= b.minimumSizeHint().height() for b in buttons), size
        if getattr(page, "aside_panel", panel).isVisible() and panel is not page:
            words = page.aside_panel
            assert words.height() >= words.heightForWidth(words.width()), size  # whole
            assert words.geometry().bottom() < page.height()
            assert words.geometry().top() > panel.geometry().bottom()
        if size == LARGE:
            # a form of readable width, the book the rest; the frame ends under its content
            assert screen.pages.width() <= max(FORM_WIDTH, page.minimumSizeHint().width())
            assert screen.book.width() > 1.5 * screen.pages.width()
            assert panel.geometry().bottom() < 0.75 * page.height()
            assert page.aside_panel.isVisible() == aside


@pytest.mark.parametrize("seats", [1, 2, 3])
def test_the_finished_windows_fit_their_box_whole_for_any_seats(qtbot, styled, seats):
    """One, two or three finished windows: as large as the box's width and height allow,
    never a scroll bar, at 1280x720 and 1920x1080; larger on the larger screen."""
    screen = _score_screen(qtbot, seats, free_play=True)
    screen.show()
    cells = {}
    for width, height in (SMALL, LARGE, SMALL):
        screen.resize(width, height - 40)
        settle(screen)
        right = screen.findChild(QScrollArea)
        assert right is not None and right.verticalScrollBar().maximum() == 0, (seats, width)
        views = _windows(screen)
        assert len(views) == seats
        page = right.widget()
        lowest = max(v.mapTo(page, v.rect().bottomLeft()).y() for v in views)
        assert lowest < right.viewport().height()
        cells[(width, height)] = min(v.cell for v in views)
    assert cells[LARGE] > cells[SMALL] >= 30
    if seats == 1:  # a lone window uses the height of the box, not only its share of width
        assert cells[LARGE] >= 120
