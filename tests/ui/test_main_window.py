"""Starting games from the start screen, saving and loading, autosave and resume, help."""

from __future__ import annotations

from sagrada_desktop.engine import DraftDie, FillSpace
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW

from .test_hot_seat import _person_turn


def _window(qtbot, autosaver=None) -> MainWindow:
    window = MainWindow(shared(), autosaver, [("Window 1: Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(1300, 850)
    window.show()
    return window


def _one_turn(session) -> None:
    session.play(DraftDie(session.state.pool[0]))
    session.play(FillSpace(*sorted(session.legal_cells())[0]))


def test_free_play_starts_from_the_start_screen(qtbot):
    window = _window(qtbot)
    start = window.start
    start.seat_editor.set_count(3)
    start.seat_editor.set_kinds(["person", "hard", "easy"])
    start.seat_editor.rows[0][0].setText("Núria")
    start.start_button.click()
    s = window.session
    assert s is not None and window.stack.currentWidget() is window.game_screen
    assert [seat.name for seat in s.state.seats][0] == "Núria"
    assert [p.kind for p in s.plans] == ["person", "hard", "easy"]
    assert s.state.setup.window == TEST_WINDOW
    assert window.save_action.isEnabled()


def test_solo_score_attack_keeps_the_best_score(qtbot):
    window = _window(qtbot)
    window.start.free_button.click()
    window.start.seat_editor.set_kinds(["hard"])  # a level chosen in free play ...
    window.start.solo_button.click()
    assert len(window.start.seat_editor.rows) == 1
    played_by = window.start.seat_editor.rows[0][-1]
    assert played_by.currentData() == "person" and not played_by.isEnabled()  # ... not in solo
    assert window.start.seat_editor.plans()[0].kind == "person"
    window.start.start_button.click()
    session = window.session
    assert len(session.state.pool) == 3
    screen = window.game_screen
    screen.confirm_loss = False
    while not session.state.is_over:
        _person_turn(screen)
    qtbot.waitUntil(lambda: window.score_screen is not None, timeout=5000)
    total = window.score_screen.model.cards[0].total
    assert shared().best_score(TEST_WINDOW.id) == total
    assert f"{total}" in window.score_screen.rewards.text()


def test_free_play_lets_every_seat_choose_who_plays_it_again(qtbot):
    window = _window(qtbot)
    window.start.solo_button.click()
    window.start.free_button.click()
    assert all(row[-1].isEnabled() for row in window.start.seat_editor.rows)


def test_save_and_load_keep_the_game_and_who_plays(qtbot, tmp_path):
    window = _window(qtbot)
    window.start.seat_editor.set_count(2)
    window.start.seat_editor.set_kinds(["person", "person"])
    window.start.start_button.click()
    session = window.session
    window.game_screen.handover.button.click()
    _one_turn(session)
    path = tmp_path / "g.sagrada.json"
    window.save_to(path)
    state = session.state
    loaded = window.load_from(path)
    assert loaded.state == state and loaded.actions == session.actions
    assert [p.kind for p in loaded.plans] == ["person", "person"]


def test_autosave_after_every_turn_and_resume(qtbot, tmp_path):
    autosaver = Autosaver(tmp_path)
    window = _window(qtbot, autosaver)
    window.start.seat_editor.set_count(2)
    window.start.seat_editor.set_kinds(["person", "medium"])
    window.start.start_button.click()
    session = window.session
    assert autosaver.pending() is None
    _one_turn(session)
    pending = autosaver.pending()
    assert pending is not None
    game, plans = pending.game, pending.game.plans
    assert not pending.quit_cleanly and not pending.from_backup
    assert game.state == session.state or len(game.actions) <= len(session.actions)
    assert [p.kind for p in plans] == ["person", "medium"]


def test_help_shows_rules_and_this_games_tools(qtbot):
    window = _window(qtbot)
    window.start.start_button.click()
    dialog = window.help_dialog(1)
    qtbot.addWidget(dialog)
    text = dialog.tabs.widget(1).toPlainText()
    for tool in TEST_WINDOW.tools:
        assert tool.name in text
    assert "Rules" in dialog.tabs.widget(0).toPlainText() or dialog.tabs.widget(0).toPlainText()


def test_export_to_pdf_writes_each_choice(qtbot, tmp_path):
    from sagrada_desktop.ui.common.pdf_export import printing_available

    window = _window(qtbot)
    window.start.start_button.click()
    assert printing_available() and window.export_action.isEnabled()
    keys = [c.key for c in window.export_choices()]
    assert keys == ["journal", "blank-journal", "scorecard", "cathedral"]
    for key in keys:
        out = tmp_path / f"{key}.pdf"
        window.export_to(out, key, "Letter")
        assert out.read_bytes().startswith(b"%PDF")
