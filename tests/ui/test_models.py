"""Every Qt model passes qtmodeltester, and reads the engine's state faithfully."""

from __future__ import annotations

from sagrada_desktop.engine import STANDARD_COLORS, DraftDie, FillSpace, Stage, final_scores
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.game.models.pool_model import PoolModel
from sagrada_desktop.ui.game.models.round_track_model import RoundTrackModel
from sagrada_desktop.ui.game.models.score_model import ScoreModel
from sagrada_desktop.ui.game.models.turn_order_model import TurnOrderModel
from sagrada_desktop.ui.game.models.window_model import WindowModel

from .conftest import make_session


def _play_turns(session, n: int) -> None:
    for _ in range(n):
        s = session.state
        if s.is_over:
            return
        if s.stage is Stage.DRAFT:
            session.play(DraftDie(s.pool[0]))
        cells = sorted(session.legal_cells())
        if cells:
            assert session.play(FillSpace(*cells[0]))
        else:
            session.play(session.legal()[0])


def test_window_model_passes_modeltester(qtmodeltester, session):
    model = WindowModel(session, 0)
    qtmodeltester.check(model, force_py=True)
    _play_turns(session, 3)
    qtmodeltester.check(model, force_py=True)
    assert model.rowCount() == 4 and model.columnCount() == 6


def test_pool_model_passes_modeltester(qtmodeltester, session):
    model = PoolModel(session)
    qtmodeltester.check(model, force_py=True)
    assert model.rowCount() == len(STANDARD_COLORS) and model.columnCount() == 6
    dice = {model.data(model.index(r, c), Role.DIE) for r in range(5) for c in range(6)}
    assert dice - {None} == set(session.state.pool)


def test_turn_order_model_passes_modeltester(qtmodeltester, session):
    order = TurnOrderModel(session)
    qtmodeltester.check(order, force_py=True)
    assert [order.data(order.index(i), Role.SEAT) for i in range(4)] == [0, 1, 1, 0]
    assert order.data(order.index(0), Role.STATUS) == "current"
    _play_turns(session, 1)
    assert order.data(order.index(0), Role.STATUS) == "done"
    assert order.data(order.index(1), Role.STATUS) == "current"


def test_round_track_model_passes_modeltester(qtmodeltester, session):
    track = RoundTrackModel(session)
    qtmodeltester.check(track, force_py=True)
    _play_turns(session, 4)
    qtmodeltester.check(track, force_py=True)
    assert track.data(track.index(0), Role.STATUS) == "done"
    assert track.data(track.index(1), Role.STATUS) == "current"
    assert track.data(track.index(0), Role.DICE) == session.state.round_track[0]


def test_score_model_passes_modeltester_and_matches_final_scores(qtmodeltester):
    session = make_session(seed=3)
    _play_turns(session, 200)
    assert session.state.is_over
    model = ScoreModel(session.state, ["A", "B", "C"])
    qtmodeltester.check(model, force_py=True)
    cards = final_scores(session.state)
    total_row = next(r for r in range(model.rowCount())
                     if model.headerData(r, 2) == "Total")  # Qt.Vertical == 2
    for seat, card in enumerate(cards):
        assert model.data(model.index(total_row, seat)) == str(card.total)


def test_a_broken_tie_is_one_line_naming_the_places_it_gave():
    """Batlló and Calvet tie on 99; more Private Objective points put Batlló first. One line
    says so: 'Calvet: tie on 99 broken by more Private Objective points' alone would read as
    if Calvet had more."""
    from attrs import evolve

    from sagrada_desktop.engine import TieBreak

    session = make_session(seed=3)
    _play_turns(session, 200)
    model = ScoreModel(session.state, ["A", "B", "C"])
    tie = TieBreak(99, "private")
    names = ("Amat", "Batlló", "Calvet", "Domènech")
    model.cards = tuple(
        evolve(model.cards[0], seat=k, name=names[k], place=place,
               tie_break=tie if place < 3 else None)
        for k, place in enumerate((3, 2, 1, 4)))
    assert model.tie_breaks() == [
        "Calvet 1st, Batlló 2nd: tie on 99 broken by more Private Objective points"]


def test_a_broken_campaign_tie_is_one_line_too():
    from sagrada_desktop.campaign import Standing
    from sagrada_desktop.engine import TieBreak
    from sagrada_desktop.ui.campaign.widgets.legacy_table import tie_notes

    tie = TieBreak(25, "legacy-points")
    rows = [Standing(2, 0, "Amat", 25, (), 0, tie), Standing(1, 1, "Pau", 25, (), 0, tie),
            Standing(3, 2, "Riba", 20, (), 0)]
    assert tie_notes(rows).splitlines() == [
        "Ties:", "Pau 1st, Amat 2nd: tie on 25 broken by fewer Legacy Points"]
