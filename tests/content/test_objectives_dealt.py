"""Every public objective can score with the windows it is dealt with (issue: Procession of
Hues scored 0 on rows of 6 with 5 colours). benchmarks/objectives.py measures it over greedy
games; this guards the content cheaply: a window whose every row has 6 or more spaces and that
offers no way to make orange leaves Procession of Hues out, and no window leaves it out
otherwise. Objectives a window leaves out are never dealt with it."""

from __future__ import annotations

import pytest

from sagrada_desktop.content import load_content
from sagrada_desktop.content.effect_checks import makes_orange
from sagrada_desktop.engine import BASE_OBJECTIVES, GameSetup, SeatSetup, new_game
from sagrada_desktop.engine.legacy_types import WindowCard

CONTENT = load_content()
CARDS = [*CONTENT.windows.values(), *CONTENT.booster_windows.values()]
STANDARD_COLOURS = 5


def rows_need_orange(card: WindowCard) -> bool:
    """No row can hold all different colours without orange: every row is longer than 5."""
    w = card.design.pattern
    lengths = [sum(1 for c in range(w.cols) if w.space(r, c).exists) for r in range(w.rows)]
    return min(lengths) > STANDARD_COLOURS


def offers_orange(card: WindowCard) -> bool:
    d = card.design
    return any(makes_orange(t.effect) for t in d.tools) or any(
        r.ability is not None and makes_orange(r.ability.effect) for r in d.rules)


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.design.id)
def test_procession_of_hues_is_dealt_only_where_a_row_can_score(card: WindowCard) -> None:
    impossible = rows_need_orange(card) and not offers_orange(card)
    assert ("row-color-variety" in card.design.objectives_left_out) is impossible


@pytest.mark.parametrize("card", [c for c in CARDS if c.design.objectives_left_out],
                         ids=lambda c: c.design.id)
def test_a_left_out_objective_is_never_dealt(card: WindowCard) -> None:
    seats = (SeatSetup("A"), SeatSetup("B"))
    dealt = set()
    for seed in range(40):
        dealt |= set(new_game(GameSetup(window=card.design, seats=seats, seed=seed)).objectives)
    assert dealt == set(BASE_OBJECTIVES) - set(card.design.objectives_left_out)
