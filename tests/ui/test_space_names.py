"""Every message names a window space as the tooltips do, 1-based ("row 2, column 5"; 第 2 列
第 5 欄): the engine's reason for a refused drop names the neighbouring die's space exactly as
that space's own tooltip starts, in either language (one wording: wording.space_name)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sagrada_desktop.ai import make_player
from sagrada_desktop.engine import DraftDie, FillSpace, placement_errors
from sagrada_desktop.engine.reasons import SameColorNeighbour, SameValueNeighbour
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.game.mime import encode
from sagrada_desktop.ui.game.models.window_model import WindowModel
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.wording import capitalised, space_name

from .conftest import make_session


def _next_to_a_die(seed: int):
    """Seat 0 filled an inner space; on its next turn, a pool die refused beside it."""
    session = make_session(seed=seed)
    window = session.state.seats[0].window
    first, r, c = next((d, r, c) for d in session.state.pool
                       for r in range(1, window.rows - 1) for c in range(1, window.cols - 1)
                       if not placement_errors(window, r, c, d))
    assert session.play(DraftDie(first)) and session.play(FillSpace(r, c))
    other = make_player("greedy", seed)
    while session.state.active_seat != 0:
        assert session.play(other.choose(session.state))
    window = session.state.seats[0].window
    for die in session.state.pool:
        for nr, nc in ((r, c - 1), (r, c + 1), (r - 1, c), (r + 1, c)):
            errors = placement_errors(window, nr, nc, die)
            if any(isinstance(e, SameColorNeighbour | SameValueNeighbour) for e in errors):
                return session, (r, c), die, (nr, nc), errors
    return None


@pytest.fixture(params=["en", "zh_TW"])
def language(request, qapp):
    assert translators().install(request.param)
    yield request.param
    translators().install("en")


def test_a_refused_drop_names_the_neighbour_as_its_tooltip_does(qtbot, language):
    found = next(f for f in map(_next_to_a_die, range(1, 30)) if f is not None)
    session, (r, c), die, (nr, nc), errors = found
    assert isinstance(session, GameSession)
    model = WindowModel(session, 0)
    refused = []
    session.refused.connect(refused.append)
    assert not model.dropMimeData(encode(DraftDie(die)), Qt.DropAction.CopyAction, -1, -1,
                                  model.index(nr, nc))
    assert refused == ["; ".join(map(str, errors))]
    named = space_name(r, c)
    assert named == (f"row {r + 1}, column {c + 1}" if language == "en"
                     else f"第 {r + 1} 列第 {c + 1} 欄")
    assert named in refused[0]
    tooltip = model.data(model.index(r, c), Qt.ItemDataRole.ToolTipRole)
    assert tooltip.startswith(capitalised(named))
