"""The computer policy for campaign choices, and when the campaign accepts answers and moves."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.campaign import (
    Campaign,
    CampaignError,
    CrestSticker,
    CrossBox,
    ExpandToolBox,
    FillSquareCell,
    LeaveMarket,
    MagicSquareChoice,
    MarketChoice,
    SquareCell,
    computer_answer,
    decide,
    pending_decision,
    play,
    purchase_options,
)
from sagrada_desktop.engine import Color, Die, DraftDie, IllegalAction

from .content_fixture import CONTENT
from .helpers import at_decision, at_market, run_until, start, with_legacy


def test_answers_come_only_when_asked_for() -> None:
    c = start(2)
    with pytest.raises(CampaignError, match="no choice to make now"):
        decide(c, CONTENT, LeaveMarket())
    state = c.game_state
    assert state is not None
    missing = next(DraftDie(Die(Color.RED, v)) for v in range(1, 7)
                   if Die(Color.RED, v) not in state.pool)
    with pytest.raises(IllegalAction):
        play(c, CONTENT, missing)
    naming = run_until(c, at_decision("masterpiece"))
    with pytest.raises(CampaignError, match="no game is being played now"):
        play(naming, CONTENT, missing)


def test_the_computer_fills_the_square_cell_whose_lines_lack_the_colour() -> None:
    c = start(1)
    cells = list(c.families[0].square)
    cells[5] = SquareCell(Color.BLUE)  # cell 1 shares column 1 with the blue cell 5
    c = evolve(c, families=(evolve(c.families[0], square=tuple(cells)),))
    choice = MagicSquareChoice(0, 14, (1, 2), Color.BLUE)
    assert computer_answer(c, CONTENT, choice) == FillSquareCell(2)
    choice = MagicSquareChoice(0, 14, (1, 2), Color.RED)
    assert computer_answer(c, CONTENT, choice) == FillSquareCell(1)


def _market(coins: int, **changes: object) -> Campaign:
    c = with_legacy(start(2), (0, 0), (2, 1))
    return at_market(c, (coins, 0), ("e03",), (2, 1), **changes)


def test_the_computer_expands_its_tool_box_when_it_owns_too_many_tools() -> None:
    c = _market(3, tools=("t10", "t11", "t12"))
    d = pending_decision(c, CONTENT)
    assert isinstance(d, MarketChoice)
    assert computer_answer(c, CONTENT, d) == ExpandToolBox()


def test_the_computer_avoids_boxes_whose_reward_it_cannot_take() -> None:
    c = evolve(_market(3), market_box=())
    f = evolve(c.families[0], market=(), covered=(CrestSticker("r-flip"),
                                                    CrestSticker("r-paint")))
    c = evolve(c, families=(f, c.families[1]))
    d = pending_decision(c, CONTENT)
    assert isinstance(d, MarketChoice)
    # Tools of the Trade's next box shows a tool, and the Market Box is empty
    assert CrossBox("trade") in d.options
    assert computer_answer(c, CONTENT, d).track != "trade"


def test_the_computer_puts_a_sticker_into_an_empty_top_slot() -> None:
    c = _market(3, crest=(CrestSticker("r-flip"), None, None, None))
    c = decide(c, CONTENT, CrossBox("training"))
    d = pending_decision(c, CONTENT)
    assert isinstance(d, MarketChoice)
    answer = computer_answer(c, CONTENT, d)
    assert isinstance(answer, CrossBox) and answer.crest == "r-paint" and answer.slot == 1
    assert answer in purchase_options(c, CONTENT)
