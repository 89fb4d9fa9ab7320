"""The campaign screens a group can follow: the book from the Game menu during a game (with
its Tools and Log pages), the progress header following the rulebook's procedure, and the
Intro page showing the window about to be played."""

from __future__ import annotations

from PySide6.QtGui import QAction

from sagrada_desktop.ui.campaign.book_dialog import BookDialog
from sagrada_desktop.ui.campaign.campaign_words import STEPS
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.main_window import MainWindow
from tests.ui.campaign_helpers import begin, between_games, main_window, play_game, read_stories


def _menu_action(window: MainWindow, menu: str, text: str) -> QAction:
    top = next(a for a in window.menuBar().actions() if a.text().replace("&", "") == menu)
    return next(a for a in top.menu().actions() if a.text().replace("&", "") == text)


def _book_from_menu(window: MainWindow) -> BookDialog:
    action = _menu_action(window, "Game", "Campaign book…")
    assert action.isEnabled()
    action.trigger()
    dialog = window.campaign.book_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def _tab(dialog: BookDialog, name: str) -> int:
    book = dialog.book
    names = [book.tabText(k) for k in range(book.count())]
    assert name in names, names
    return names.index(name)


def test_the_book_is_in_the_game_menu_during_a_game_with_tools_and_log(qtbot, tmp_path):
    window = main_window(qtbot, tmp_path)
    assert not _menu_action(window, "Game", "Campaign book…").isEnabled()  # no campaign yet
    window.start.campaign_button.click()
    start = window.campaign.start_screen
    start.editor.set_kinds(["person", "greedy"])
    start.editor.rows[0][0].setText("Amat")
    start.start_button.click()
    read_stories(window)
    assert window.stack.currentWidget() is window.game_screen  # a game is being played
    dialog = _book_from_menu(window)
    book = dialog.book
    book.setCurrentIndex(_tab(dialog, "Tools"))
    tools = book.tools.text.text()
    assert tools.count("Tool Box Capacity: 2 of 6 slots filled") == 2
    assert "The Amat family" in tools and "The Batlló family" in tools
    book.setCurrentIndex(_tab(dialog, "Log"))
    log = "\n".join(book.log.lines)
    campaign = window.campaign.session.campaign
    starter = campaign.families[campaign.start_player].name
    assert f"The Start Player of the first window is drawn at random: {starter}." in log
    assert "Intro Story Card read: " in log
    assert "Window 1: Lamp of the Crypt (1884)" in log
    dialog.grab().save(str(tmp_path / "book-in-game.png"))
    dialog.close_button.click()
    assert not dialog.isVisible()


def test_the_book_after_a_window_lists_tools_purchases_and_who_chose(qtbot, tmp_path):
    window = begin(main_window(qtbot, tmp_path))
    read_stories(window)
    play_game(qtbot, window)
    window.score_screen.again.click()
    between_games(qtbot, window, shop=True)
    campaign = window.campaign.session.campaign
    assert campaign.window == 1 and window.stack.currentWidget() is window.game_screen
    content = catalogue.content()
    dialog = _book_from_menu(window)
    tools = dialog.book.tools.text.text()
    owned = [t for f in campaign.families for t in f.tools]
    assert owned, "window 1's rewards give Tool Cards"
    for t in owned:
        assert content.tools[t].name in tools
        assert t not in tools or content.tools[t].name == t
    assert "(brought into this window)" in tools
    log = "\n".join(dialog.book.log.lines)
    assert "Batlló (played by the computer) chooses its reward Tool Cards:" in log
    assert "as Start Player" in log
    assert "gains the Tool Card" in log
    assert "crosses off box" in log or "fills Tool Box Capacity slot" in log
    assert "Envelope 2 is opened: The Stalls of Encant Vells (the Outro Story Card" in log
    assert "Envelope 1 is opened: The Crest above the Door (window 1's trigger: at the end " \
           "of round 4" in log
    assert "Window 2: " in log
    assert any(line.startswith("Amat brings") or line.startswith("Batlló brings")
               for line in dialog.book.log.lines)


def _lit(window: MainWindow) -> list[str]:
    screen = window.campaign.screen
    return [key for key, chip in screen.chips.items() if chip.accessibleName().endswith("(now)")]


def test_the_progress_header_follows_the_procedure(qtbot, tmp_path):
    assert [k for k, _ in STEPS] == ["setup", "game", "end", "rewards", "market", "cleanup"]
    window = begin(main_window(qtbot, tmp_path))
    screen = window.campaign.screen
    assert screen.pages.currentWidget() is screen.story
    assert screen.story.card.kicker.text().startswith("Intro Story Card")
    assert _lit(window) == ["setup"], "the Intro is read during the Game Setup"
    texts = [chip.text() for chip in screen.chips.values()]
    assert texts.index("Rewards") < texts.index("Market") and "Magic Square" not in texts
    read_stories(window)
    play_game(qtbot, window)
    window.score_screen.again.click()
    seen = []
    for _ in range(60):
        page = screen.pages.currentWidget()
        if window.stack.currentWidget() is not screen:
            break
        if page is screen.story:
            kind = screen.story.card.kicker.text()
            seen.append((kind.split(" —")[0], _lit(window)))
            page.next.click()
        elif page is screen.square:
            seen.append(("Magic Square page", _lit(window)))
            page.grid.buttons[page.grid.choosable[0]].click()
        elif page is screen.rewards:
            seen.append(("Tool Card page", _lit(window)))
            page.boxes[0][0].setChecked(True)
            page.body.itemAt(page.body.count() - 1).widget().click()
        elif page is screen.market:
            seen.append(("Market page", _lit(window)))
            page.leave.click()
        elif page is screen.cleanup:
            seen.append(("Cleanup page", _lit(window)))
            page._answer()
        elif page is screen.start_player:
            seen.append(("Start Player page", _lit(window)))
            page.body.itemAt(0).layout().itemAt(0).widget().click()
        elif page is screen.tool_box:
            seen.append(("Tool Box page", _lit(window)))
            page.body.itemAt(page.body.count() - 1).widget().click()
        else:
            qtbot.wait(5)
    expected = {"Outro Story Card": ["end"], "Magic Square page": ["rewards"],
                "Tool Card page": ["rewards"], "Market page": ["market"],
                "Cleanup page": ["cleanup"], "Intro Story Card": ["setup"],
                "Start Player page": ["setup"], "Tool Box page": ["setup"]}
    assert seen and seen[0] == ("Outro Story Card", ["end"])
    for what, lit in seen:
        if what in expected:
            assert lit == expected[what], (what, lit)
    order = [k for k, _ in STEPS]
    steps = [order.index(lit[0]) for _what, lit in seen if lit]
    window_2 = steps.index(0)  # the next window's Game Setup (Start Player, then Intro)
    assert window_2 > 0 and "Intro Story Card" in [what for what, _l in seen[window_2:]]
    assert steps[:window_2] == sorted(steps[:window_2]), seen  # never backwards in a window


def test_the_intro_page_shows_the_windows_new_rules_triggers_and_story(qtbot, tmp_path):
    window = begin(main_window(qtbot, tmp_path))
    window.resize(1280, 720)
    page = window.campaign.screen.story
    view = page.window_card
    assert view.isVisible()
    card = catalogue.content().windows["w01"]
    assert view.title.text() == card.design.name
    assert view.story.text() == card.story.strip()
    details = view.details.text()
    assert "New Rules" in details and "No New Rules in this first window" in details
    assert "At the end of round 4, open Envelope 1 before the next round." in details
    assert "Each Cathedral space you construct scores 1 point." in details
    window.campaign.screen.grab().save(str(tmp_path / "intro.png"))
    page.next.click()  # an envelope or the next card: the window panel goes with the Intro
    screen = window.campaign.screen
    if screen.pages.currentWidget() is page:
        assert not view.isVisible() or page.card.kicker.text().startswith("Intro")
