"""Glory Rivalry (and the Strife objective) at setup: which public objectives are drawn, and
the 12/8/5 ranks with the rulebook's tie split."""

import pytest

from sagrada_desktop.engine import (
    BASE_OBJECTIVES,
    RIVALRY_OBJECTIVES,
    STRIFE_OBJECTIVES,
    Modules,
    new_game,
    parse_window,
    score_objective,
)

from .fixtures import setup


def _drawn(modules: Modules, games: int = 200, **kw: object) -> list[tuple[str, ...]]:
    return [new_game(setup(2, seed=seed, modules=modules, **kw)).objectives
            for seed in range(games)]


def test_rivalry_objectives_are_mixed_into_the_random_draw() -> None:
    draws = _drawn(Modules(rivalry=True))
    seen = {o for d in draws for o in d}
    assert seen == set(BASE_OBJECTIVES) | set(RIVALRY_OBJECTIVES)
    assert all(len(set(d)) == 3 for d in draws)
    share = sum(o in RIVALRY_OBJECTIVES for d in draws for o in d) / (3 * len(draws))
    assert 0.2 < share < 0.45, "6 of 19 objectives are Rivalry ones"


def test_without_rivalry_no_rivalry_objective_is_drawn() -> None:
    seen = {o for d in _drawn(Modules()) for o in d}
    assert not seen & set(RIVALRY_OBJECTIVES)
    assert seen <= set(BASE_OBJECTIVES)


def test_rivalry_mixes_into_a_given_pool_too() -> None:
    pool = ("row-color-variety", "star-light", "color-variety")
    seen = {o for d in _drawn(Modules(rivalry=True), 100, objective_pool=pool) for o in d}
    assert seen == set(pool) | set(RIVALRY_OBJECTIVES)


def test_strife_and_rivalry_together() -> None:
    for d in _drawn(Modules(strife=True, rivalry=True), 100):
        assert d[0] in STRIFE_OBJECTIVES
        assert set(d[1:]) <= set(BASE_OBJECTIVES) | set(RIVALRY_OBJECTIVES)
        assert len(set(d)) == 3


def test_given_objectives_are_kept_whatever_the_modules() -> None:
    given = ("brightest-window", "early-gray", "star-light")
    s = new_game(setup(2, modules=Modules(True, True, True, True), public_objectives=given))
    assert s.objectives == given


@pytest.mark.parametrize("texts, points", [
    # the rulebook's example: two tied first share 12 + 8; two tied next share 5 (rounded down)
    ([".=R1 .=G2 .=B3", ".=R1 .=G2 .=B3", ".=R1 .=G2", ".=R1 .=G2"], [10, 10, 2, 2]),
    ([".=R1 .=G2 .=B3", ".=R1 .=G2", ".=R1 .=G2", ".=R1"], [12, 6, 6, 0]),
    ([".=R1", ".=R1", ".=R1"], [8, 8, 8]),
])
def test_rivalry_ties_split_the_places(texts: list[str], points: list[int]) -> None:
    assert score_objective("brightest-window", [parse_window(t) for t in texts]) == points
