"""Each family's results entered at the table: its window space by space (the program scores it
and shows which spaces break a placement restriction, and why), the rulebook's mending by
crossing spaces out, the Cathedral constructions and window tools, the scorecard typed in
instead, undo, and what keeps the window from closing."""

from __future__ import annotations

import pytest

from sagrada_desktop.campaign.paper_score import MagicMark, PaperScore
from sagrada_desktop.engine import BROKEN, Color, Die, final_scores
from sagrada_desktop.engine.reasons import NeedsColor, SameColorNeighbour, SameValueNeighbour
from sagrada_desktop.table.checks import broken_spaces, dice_apart, mending
from sagrada_desktop.table.entries import (
    cross_out,
    entered,
    fill_space,
    set_constructed,
    set_scorecard,
    set_tool_boxes,
    undo,
)
from sagrada_desktop.table.refusals import TableError
from sagrada_desktop.table.results import close_refusals, close_window, score_cards, scored_state

from .campaigns import CONTENT, at_results, at_table

R, Y, G, B, P = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE, Color.PURPLE


def test_nothing_is_entered_before_the_game_is_over() -> None:
    with pytest.raises(TableError, match="once round 12 is over"):
        fill_space(at_table(), 0, 0, 0, Die(R, 3))


def test_an_entered_window_is_scored_as_the_engine_scores_it() -> None:
    campaign = at_results()
    for col, die in enumerate([Die(P, 3), Die(G, 4), Die(Y, 1), Die(R, 2)]):
        campaign = fill_space(campaign, 0, 0, col, die)
    campaign = set_tool_boxes(campaign, 0, (1, 2, 0))
    assert campaign.table is not None
    entry = entered(campaign.table)[0]
    assert [str(f) for f in entry.window.fills[:4]] == ["P3", "G4", "Y1", "R2"]
    cards = score_cards(campaign.table)
    assert cards == final_scores(scored_state(campaign.table))
    assert cards[0].tools == 1 + 2  # Hake Brush's second box, the Straight-Edge's
    assert cards[0].broken_empty == -(24 - 4)


def test_a_window_that_breaks_a_rule_is_shown_with_its_broken_spaces() -> None:
    """Typed in from paper: two reds side by side, a 4 on the blue space. The program names
    the broken spaces and why, offers the rulebook's crossing out, and does not close the
    window until it is mended."""
    campaign = at_results()
    steps = [(0, 0, Die(R, 3)), (0, 1, Die(R, 4)), (2, 2, Die(Y, 6)), (0, 2, Die(G, 4))]
    for row, col, die in steps:
        campaign = fill_space(campaign, 0, row, col, die)
    assert campaign.table is not None
    window = entered(campaign.table)[0].window
    bad = {b.space: b.reasons for b in broken_spaces(window)}
    assert sorted(bad) == [0, 1, 2, 14]
    assert SameColorNeighbour(R, 0, 1) in bad[0] and SameColorNeighbour(R, 0, 0) in bad[1]
    assert SameValueNeighbour(4, 0, 2) in bad[1] and SameValueNeighbour(4, 0, 1) in bad[2]
    assert bad[14] == (NeedsColor(B, Y),)
    assert dice_apart(window) == (14,)
    campaign = fill_space(campaign, 1, 1, 0, Die(Y, 2))  # the other family's window is fine
    refusals = close_refusals(campaign, CONTENT)
    assert any(r.kind == "window-breaks" for r in refusals)
    with pytest.raises(TableError, match="Amat's window breaks a placement restriction at "
                                         "row 1, column 1, row 1, column 2, row 1, column 3, "
                                         "row 3, column 3"):
        close_window(campaign, CONTENT)
    # mended as the rulebook says: crossed out until nothing is broken
    crossed = mending(window)
    assert set(crossed) == {1, 14}  # the red 4 breaks two restrictions, the yellow one
    campaign = cross_out(campaign, 0, crossed)
    assert campaign.table is not None
    mended = entered(campaign.table)[0].window
    assert broken_spaces(mended) == () and mended.broken_count == 2
    assert mended.fills[1] is BROKEN
    assert not any(r.kind == "window-breaks" for r in close_refusals(campaign, CONTENT))
    card = score_cards(campaign.table)[0]
    assert card.broken_empty == -(2 + 24 - 4)  # 2 crossed out, 20 empty
    after = close_window(campaign, CONTENT)
    assert after.families[0].journal[-1].final_window == mended


def test_undo_takes_back_the_last_entry_until_the_window_is_closed() -> None:
    campaign = at_results()
    first = fill_space(campaign, 0, 0, 0, Die(R, 3))
    second = fill_space(first, 0, 0, 0, Die(R, 5))  # a typing mistake, corrected
    assert second.table is not None and entered(second.table)[0].window.fills[0] == Die(R, 5)
    assert undo(second) == first
    assert undo(first) == campaign
    with pytest.raises(TableError, match="nothing entered to undo"):
        undo(campaign)
    emptied = fill_space(first, 0, 0, 0, None)
    assert emptied.table is not None and entered(emptied.table)[0].window.fills[0] is None


def test_entries_outside_the_window_are_refused() -> None:
    campaign = at_results()
    with pytest.raises(TableError, match="row 5, column 1 is not a space of this window"):
        fill_space(campaign, 0, 4, 0, Die(R, 3))
    with pytest.raises(TableError, match="no die a window space can hold"):
        fill_space(campaign, 0, 0, 0, Die(Color.GRAY, 3))
    with pytest.raises(TableError, match=r"used\[2\]: 3 is not 0 to 1"):
        set_tool_boxes(campaign, 0, (0, 0, 3))
    with pytest.raises(TableError, match="there is no family 3"):
        fill_space(campaign, 2, 0, 0, Die(R, 3))


def test_cathedral_constructions_follow_the_board() -> None:
    """Each family enters the spaces it constructed: none built before, none another family
    entered, at most one in each round it ended as last player; together, each colour built
    from its lowest unconstructed space up."""
    campaign = at_results()
    assert campaign.table is not None
    start = campaign.table.setup.start_seat
    last = {0: 0, 1: 0}
    for r in range(12):
        last[(start + r) % 2] += 1
    assert last == {0: 6, 1: 6}
    built = set_constructed(campaign, 0, (Die(R, 2), Die(B, 1)))  # R1 by the other family
    with pytest.raises(TableError, match="Amat already entered red 2 as constructed"):
        set_constructed(built, 1, (Die(R, 2),))
    with pytest.raises(TableError, match="at most once in each: 7 entered"):
        set_constructed(built, 1, tuple(Die(c, v) for c in (G, Y) for v in range(1, 5))[:7])
    assert any(r.kind == "constructions-skip" for r in close_refusals(built, CONTENT))
    both = set_constructed(built, 1, (Die(R, 1),))
    assert not any(r.kind == "constructions-skip" for r in close_refusals(both, CONTENT))
    for f in (0, 1):
        both = fill_space(both, f, 0, 0, Die(P, 3))
    after = close_window(both, CONTENT)
    assert after.cathedral == {Die(R, 1), Die(R, 2), Die(B, 1)}
    assert after.families[0].journal[-1].constructed == (Die(R, 2), Die(B, 1))
    assert after.families[0].journal[-1].score.extra == 2  # a point for each space


def test_a_scorecard_typed_in_instead_of_the_window() -> None:
    campaign = at_results()
    card = PaperScore((6, 4, 2), 14, 3, broken=1, empty=2, extra=1,
                      magic=(MagicMark(1, G),), stars_filled=True)
    campaign = set_scorecard(campaign, 0, card)
    campaign = fill_space(campaign, 1, 0, 0, Die(P, 3))
    assert campaign.table is not None
    cards = score_cards(campaign.table)
    assert (cards[0].public, cards[0].private, cards[0].tools, cards[0].broken_empty,
            cards[0].extra) == ((6, 4, 2), 14, 3, -3, 1)
    assert cards[0].total == 6 + 4 + 2 + 14 + 3 - 3 + 1 and cards[0].place == 1
    after = close_window(campaign, CONTENT)
    entry = after.families[0].journal[-1]
    assert entry.final_window is None and entry.paper == card and entry.at_table
    assert entry.magic_marks() == (MagicMark(1, G),)
    # the Magic Square takes the space the scorecard says was filled
    assert any(c.color is G for c in after.families[0].square)
    back = set_scorecard(campaign, 0, None)  # back to entering the window
    assert back.table is not None and not entered(back.table)[0].by_scorecard


@pytest.mark.parametrize(("card", "words"), [
    (PaperScore((1, 2), 0, 0, 0, 0, 0), "three Public Objectives"),
    (PaperScore((1, 2, 3), 0, 99, 0, 0, 0), "card.tools: 99 is not 0 to 7"),
    (PaperScore((1, 2, 3), 0, 0, 20, 10, 0), "10 is not 0 to 4"),
    (PaperScore((1, 2, 3), 0, 0, 0, 0, 0, magic=(MagicMark(7, R),)),
     "the window has no Magic Square space 7"),
])
def test_a_scorecard_is_checked_against_the_window(card: PaperScore, words: str) -> None:
    with pytest.raises(TableError, match=words):
        set_scorecard(at_results(), 0, card)


def test_the_window_closes_only_with_every_family_entered() -> None:
    campaign = fill_space(at_results(), 0, 0, 0, Die(P, 3))
    with pytest.raises(TableError, match="enter the window or the scorecard of Batlló"):
        close_window(campaign, CONTENT)
