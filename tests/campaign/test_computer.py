"""The computer policy for campaign choices, and when the campaign accepts answers and moves."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.campaign import (
    BringTools,
    Campaign,
    CampaignError,
    ChooseStartPlayer,
    CrestSticker,
    CrossBox,
    ExpandToolBox,
    FillSquareCell,
    LeaveMarket,
    MagicSquareChoice,
    MarketChoice,
    MasterpieceChoice,
    NameMasterpiece,
    SquareCell,
    StartPlayerChoice,
    TakeTools,
    ToolBoxChoice,
    ToolRewardChoice,
    TrackProgress,
    computer_answer,
    decide,
    pending_decision,
    play,
    purchase_options,
)
from sagrada_desktop.campaign.computer import (
    DEDICATION,
    FIRST_PICK,
    TIE_BREAK,
    purchase_value,
    square_value,
    start_value,
    tool_worth,
)
from sagrada_desktop.engine import ROUNDS, Color, Die, DraftDie, IllegalAction

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


# --- choices by value: the chosen option is the best by the stated value ---------------------

def test_the_start_player_is_chosen_by_rounds_started_and_the_last_round_tie_break() -> None:
    # the Start Player moves on one seat each round; with 12 rounds and 2 or 3 families every
    # family starts equally often, so the chooser makes sure it starts the last round, whose
    # turn order breaks ties
    for n, chooser, want in ((2, 0, 1), (3, 2, 0), (3, 0, 1)):
        c = start(n)
        answer = computer_answer(c, CONTENT, StartPlayerChoice(chooser, tuple(range(n))))
        assert answer == ChooseStartPlayer(want)
        assert (want + ROUNDS - 1) % n == chooser
        assert start_value(n, want, chooser) == max(start_value(n, s, chooser) for s in range(n))
    # four families: 12 rounds give each three starts; still the last round decides
    assert start_value(4, 1, 0) == 3 * FIRST_PICK + TIE_BREAK


def test_tools_are_brought_and_taken_best_first_by_their_worth() -> None:
    # t10: +1/-1 (two options for every die); t11: flip (one); t12: set to 6 (one, none for
    # a 6)
    worths = {t: tool_worth(t, CONTENT) for t in ("t10", "t11", "t12")}
    assert worths["t10"] > worths["t11"] > worths["t12"]
    c = start(1)
    assert computer_answer(c, CONTENT, ToolBoxChoice(0, ("t12", "t11", "t10"), 2)) == \
        BringTools(("t10", "t11"))
    assert computer_answer(c, CONTENT, ToolRewardChoice(0, 1, 1, ("t12", "t10"))) == \
        TakeTools(("t10",))


def test_the_magic_square_cell_is_the_one_of_greatest_square_value() -> None:
    c = start(1)
    cells = list(c.families[0].square)
    # row 0 holds red (cell 0) and yellow (cell 3): blue goes into cell 1 or 2; column 2
    # holds a blue already (cell 6), so blue in cell 2 would spoil that column
    cells[0], cells[3] = SquareCell(Color.RED), SquareCell(Color.YELLOW)
    cells[6] = SquareCell(Color.BLUE)
    c = evolve(c, families=(evolve(c.families[0], square=tuple(cells)),))
    f = c.families[0]

    def value(cell: int, mark: SquareCell) -> float:
        return square_value(f.square[:cell] + (mark,) + f.square[cell + 1:], CONTENT)

    blue = SquareCell(Color.BLUE)
    assert value(1, blue) > value(2, blue)
    assert computer_answer(c, CONTENT, MagicSquareChoice(0, 14, (1, 2), Color.BLUE)) == \
        FillSquareCell(1)
    # a broken space crosses out the cell whose loss costs least
    broken = SquareCell(broken=True)
    best = max((1, 2), key=lambda k: (value(k, broken), -k))
    assert computer_answer(c, CONTENT, MagicSquareChoice(0, 14, (1, 2), None)) == \
        FillSquareCell(best)


def test_market_purchases_are_the_best_by_value_per_coin() -> None:
    c = _market(3)
    d = pending_decision(c, CONTENT)
    assert isinstance(d, MarketChoice)
    answer = computer_answer(c, CONTENT, d)
    values = {o: purchase_value(c, CONTENT, d.family, o) for o in d.options}
    assert values[answer] == max(values.values())
    assert values[LeaveMarket()] == 0
    # a track one box from its Dedication Ability is worth finishing
    track = CONTENT.market_tracks["books"]
    near = _market(3, market=(TrackProgress(track.id, len(track.boxes) - 1),))
    d = pending_decision(near, CONTENT)
    assert isinstance(d, MarketChoice)
    answer = computer_answer(near, CONTENT, d)
    assert isinstance(answer, CrossBox) and answer.track == track.id
    assert purchase_value(near, CONTENT, d.family, answer) >= DEDICATION


def test_a_computer_family_names_its_masterpiece_after_its_brightest_colour() -> None:
    from sagrada_desktop.campaign.computer import brightest_colour
    from sagrada_desktop.engine.notation import parse_window

    naming = run_until(start(2, seed=31), at_decision("masterpiece"))
    choice = pending_decision(naming, CONTENT)
    assert isinstance(choice, MasterpieceChoice)
    final = naming.families[choice.family].journal[-1].final_window
    colour = brightest_colour(final)
    assert colour is not None
    answer = computer_answer(naming, CONTENT, choice)
    assert isinstance(answer, NameMasterpiece)
    assert answer.name == f"{choice.suggestion} in {colour.label}"
    # the same campaign and game give the same name
    again = run_until(start(2, seed=31), at_decision("masterpiece"))
    assert computer_answer(again, CONTENT, pending_decision(again, CONTENT)) == answer  # type: ignore[arg-type]
    # the colour is chosen by the window's dice: most pips, then most dice
    assert brightest_colour(parse_window(".=R6 .=B1 .=B1 .=B1\n.  .  .  .")) is Color.RED
    assert brightest_colour(parse_window(".=R4 .=B2 .=B2 .=G1\n.  .  .  .")) is Color.BLUE
    assert brightest_colour(parse_window(".=B3 .=R3 .  .\n.  .  .  .")) is Color.RED
    assert brightest_colour(parse_window(".  .\n.  .")) is None


def test_a_computer_family_s_masterpiece_name_drops_the_window_name_s_article() -> None:
    from sagrada_desktop.campaign.cleanup import masterpiece_choice

    naming = run_until(start(2, seed=31), at_decision("masterpiece"))
    choice = pending_decision(naming, CONTENT)
    assert isinstance(choice, MasterpieceChoice)
    card = CONTENT.windows[choice.window]
    renamed = evolve(card, design=evolve(card.design, name="The Rosary Cloister"))
    content = evolve(CONTENT, windows={**CONTENT.windows, choice.window: renamed})
    family = naming.families[choice.family].name
    named = masterpiece_choice(naming, content)
    assert named is not None and named.suggestion == f"{family}'s Rosary Cloister"
    answer = computer_answer(naming, content, named)
    assert isinstance(answer, NameMasterpiece)
    assert answer.name.startswith(f"{family}'s Rosary Cloister in ")
    assert "The" not in answer.name
