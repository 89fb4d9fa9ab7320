"""Shared fixtures of the desktop program's tests: a test window game, temporary settings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from sagrada_desktop.engine import new_game
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.common import settings as ui_settings
from sagrada_desktop.ui.common.main_thread_gc import MainThreadCollector
from sagrada_desktop.ui.common.style import apply_style
from sagrada_desktop.ui.game.session import GameSession
from tests.engine.fixtures import FLIP, PLUS_ONE, RED_TO_YELLOW, setup


@pytest.fixture(scope="package", autouse=True)
def window_thread_collector(qapp):
    """As the program does (app.py): cycles are collected on the window's thread only, never
    on a computer player's worker thread; back to automatic collection after these tests."""
    collector = MainThreadCollector(qapp)
    yield collector
    collector.stop()


@pytest.fixture(autouse=True)
def collect_after_each_test(window_thread_collector):
    yield
    window_thread_collector.collect()  # a test that never runs the event loop leaves garbage


@pytest.fixture
def styled(qapp):
    """The program's own fonts, style sheet and palette (the sizes a player sees), then back."""
    palette, sheet = qapp.palette(), qapp.styleSheet()
    apply_style(qapp)
    yield
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)


@pytest.fixture(autouse=True)
def temp_settings(tmp_path, qapp):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    s = ui_settings.Settings(store)
    ui_settings.use(s)
    yield s
    ui_settings.use(ui_settings.Settings(store))


def make_session(seats: int = 2, seed: int = 1, kinds: tuple[str, ...] = (),
                 abilities=(RED_TO_YELLOW, PLUS_ONE, FLIP), **kw) -> GameSession:
    state = new_game(setup(seats=seats, seed=seed, abilities=abilities, start_seat=0, **kw))
    plans = [SeatPlan(kinds[i] if i < len(kinds) else "person") for i in range(seats)]
    return GameSession(state, plans)


@pytest.fixture
def session(qapp) -> GameSession:
    return make_session()
