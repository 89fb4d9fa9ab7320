"""The probe, for robots that play with a real pointer (issue 30, item 10): each control keyed
by the program's name for it, never its words (two "Keep this card" boxes are two controls;
icon-only Undo and Redo and the menus are there), check boxes, drop-downs, enabled state and
tooltips; the seats and who plays them, the active seat, a freshness counter; each space's
refusal, the Cathedral Board's constructed and constructible spaces; the scores; "loading"
until the program takes input."""

from __future__ import annotations

import json
import random

import pytest

from sagrada_desktop.engine import ConstructSpace, DraftDie, Modules, Stage, legal_actions
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.common.loading import begin_loading, end_loading
from sagrada_desktop.ui.common.probe import Probe
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW

from .conftest import make_session
from .screens import confirm_handover
from .settle import settle


@pytest.fixture
def window(qtbot, temp_settings):
    temp_settings.update(pace="instant")
    w = MainWindow(temp_settings, None, [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    return w


def _read(window: MainWindow, tmp_path) -> dict:
    probe = window.findChild(Probe) or Probe(window, str(tmp_path / "probe.json"))
    settle(window)
    probe.write()
    return json.loads((tmp_path / "probe.json").read_text(encoding="utf-8"))


def test_the_start_screen_lists_its_controls_by_name_with_their_state(window, tmp_path):
    seen = _read(window, tmp_path)
    controls = seen["controls"]
    assert controls["start.free_button"]["kind"] == "button"
    strife = controls["start.glory.boxes[strife]"]
    assert strife["kind"] == "check" and strife["checked"] is False and strife["tooltip"]
    combo = controls["start.window_combo"]
    assert combo["kind"] == "combo" and combo["items"] == ["Window 1: Test"] and combo["current"] == 0
    assert controls["start.continue_button"]["enabled"] is False  # no campaign saved
    assert controls["start.seat_editor.rows[0][0]"]["kind"] == "field"
    assert [controls[f"menu[{i}]"]["kind"] for i in range(3)] == ["menu"] * 3
    assert seen["loading"] is False and seen["screen"] == "StartScreen"
    again = _read(window, tmp_path)
    assert again["seq"] > seen["seq"] and again["clock"] > seen["clock"]  # fresh


def _game(window: MainWindow, session: GameSession):
    screen = window.open_session(session)
    screen.driver.set_paused(True)
    confirm_handover(screen)
    return screen


def test_two_keep_boxes_are_two_controls(window, tmp_path):
    session = make_session(seats=2, modules=Modules(flourish=True))
    _game(window, session)
    controls = _read(window, tmp_path)["controls"]
    keeps = [k for k, c in controls.items() if c.get("text") == "Keep this card"]
    assert keeps == ["game_screen.flourish_choice.tiles[0].keep",
                     "game_screen.flourish_choice.tiles[1].keep"]
    assert all(controls[k]["kind"] == "check" for k in keeps)
    assert controls["game_screen.flourish_choice.confirm"]["enabled"] is True


def test_a_game_tells_seats_plans_the_active_seat_and_each_spaces_refusal(window, tmp_path):
    session = make_session(seats=2, kinds=("person", "medium"))
    screen = _game(window, session)
    die = session.state.pool[0]
    assert screen.choose_die(die)
    seen = _read(window, tmp_path)
    assert [(s["name"], s["plan"], s["person"]) for s in seen["seats"]] == [
        ("Seat 1", "person", True), ("Seat 2", "medium", False)]
    assert seen["active_seat"] == 0 and seen["stage"] == "PLACE"
    assert seen["in_hand"] == f"{die.color.value}{die.value}"
    assert [p["kind"] for p in seen["game"]["seats"]] == ["person", "medium"]
    lit = {k for k, s in seen["spaces"].items() if s["lit"]}
    assert lit == {f"{r},{c}" for r, c in session.legal_cells()}
    refused = [s for k, s in seen["spaces"].items() if s["exists"] and k not in lit]
    assert refused and all(s["refusal"] for s in refused)
    assert all(not seen["spaces"][k]["refusal"] for k in lit)
    undo = seen["controls"]["game_screen.hand.undo_button"]
    assert undo["kind"] == "tool" and undo["enabled"] and undo["name"] == "Undo"
    assert undo["tooltip"].startswith("Undo: ")
    assert "game_screen.hand.redo_button" in seen["controls"]
    chips = seen["turn_chips"]
    assert [c["status"] for c in chips] == ["current", "next", "next", "next"]
    assert seen["private_objective"]["seat"] == 0 and seen["private_objective"]["title"]


def test_the_board_tells_which_spaces_may_be_constructed(window, tmp_path):
    session = make_session(seats=2, seed=3)
    rng = random.Random(5)
    while session.state.stage is not Stage.CONSTRUCT:
        actions = legal_actions(session.state)
        fills = [a for a in actions if not isinstance(a, DraftDie)] or actions
        assert session.play(rng.choice(fills)), "no construction in the game"
        assert not session.state.is_over
    _game(window, session)
    seen = _read(window, tmp_path)
    may = {f"{a.die.color.value}{a.die.value}" for a in legal_actions(session.state)
           if isinstance(a, ConstructSpace)}
    assert {k for k, s in seen["board"].items() if s["constructible"]} == may
    assert all(seen["board"][k]["die"] for k in may)
    assert seen["stage"] == "CONSTRUCT"


def test_the_scoring_table_tells_every_seats_scores(window, tmp_path):
    from sagrada_desktop.engine import ROUNDS, final_scores
    from sagrada_desktop.ui.game.demo import advanced_state, demo_setup

    state, log = advanced_state(demo_setup(2, 9), ROUNDS, 9)
    window.open_session(GameSession(state, [SeatPlan("person")] * 2, log))
    assert window.score_screen is not None
    seen = _read(window, tmp_path)
    assert seen["screen"] == "ScoreScreen"
    assert [(s["name"], s["total"], s["place"]) for s in seen["scores"]] == [
        (c.name, c.total, c.place) for c in final_scores(state)]
    assert "score_screen.again" in seen["controls"]


def test_loading_is_said_and_input_waits_for_it(window, tmp_path):
    begin_loading(window)
    seen = _read(window, tmp_path)
    assert seen["loading"] is True and seen["status"] == "Loading the game's content…"
    assert seen["controls"]["start.free_button"]["enabled"] is False
    end_loading(window)
    seen = _read(window, tmp_path)
    assert seen["loading"] is False and seen["controls"]["start.free_button"]["enabled"]
    assert seen["status"] != "Loading the game's content…"


def test_the_campaign_tells_its_step_and_families(qtbot, tmp_path):
    from .campaign_helpers import begin, main_window

    window = main_window(qtbot, tmp_path)
    begin(window, ("person", "easy"))
    seen = _read(window, tmp_path)
    campaign = seen.get("campaign") or {}
    if seen["screen"] == "GameScreen":  # the game of window 1 is already on screen
        assert [s["plan"] for s in seen["seats"]] == ["person", "easy"]
        return
    assert campaign["window"] == 1 and not campaign["over"]
    assert [(f["plan"], f["person"]) for f in campaign["families"]] == [("person", True),
                                                                        ("easy", False)]
    assert campaign["reveal"] is None or seen["page"] == "StoryPage"
