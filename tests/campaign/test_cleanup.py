"""Cleanup (masterpiece names, the family tree, a new age) and the End of Campaign."""

from __future__ import annotations

import pytest

from sagrada_desktop.campaign import (
    Campaign,
    CampaignError,
    FamilyMember,
    FamilyTreeLine,
    MasterpieceChoice,
    NameMasterpiece,
    decide,
    family_tree,
    final_table,
    pending_decision,
    signatures,
)
from sagrada_desktop.engine import TieBreak
from sagrada_desktop.wording import tie_break_text
from tests.campaign.log_text import english_log

from .content_fixture import CONTENT
from .helpers import at_decision, run_until, start, with_legacy


@pytest.fixture(scope="module")
def naming() -> Campaign:
    return run_until(start(2, seed=31), at_decision("masterpiece"))


def test_each_family_names_its_masterpiece_and_may_start_a_new_age(naming: Campaign) -> None:
    d = pending_decision(naming, CONTENT)
    assert d == MasterpieceChoice(0, "w01", "Amat's Window 1")
    c = decide(naming, CONTENT, NameMasterpiece("  Lamp of Embers ", new_member="Joan"))
    f = c.families[0]
    assert f.journal[0].masterpiece == "Lamp of Embers"
    assert f.members == (FamilyMember("Member 1", 1), FamilyMember("Joan", 2))
    c = decide(c, CONTENT, NameMasterpiece(""))  # naming is optional
    assert c.families[1].journal[0].masterpiece == ""
    c = run_until(c, lambda c: c.window == 1 and c.stage == "game")
    assert c.families[0].member == "Joan"
    c = run_until(c, lambda c: len(c.families[0].journal) == 2)
    assert family_tree(c.families[0]) == (
        FamilyTreeLine(1, "Member 1", "Lamp of Embers", c.families[0].journal[0].place),
        FamilyTreeLine(2, "Joan", "", c.families[0].journal[1].place),
    )


@pytest.mark.parametrize(("answer", "message"), [
    (NameMasterpiece("x" * 61), "at most 60 characters"),
    (NameMasterpiece("two\nlines"), "one line"),
    (NameMasterpiece("ok", new_member="y" * 61), "member's name has at most 60"),
])
def test_names_are_one_printable_line(naming: Campaign, answer: NameMasterpiece,
                                      message: str) -> None:
    with pytest.raises(CampaignError, match=message):
        decide(naming, CONTENT, answer)


def test_an_answer_of_the_wrong_kind_is_refused(naming: Campaign) -> None:
    from sagrada_desktop.campaign import LeaveMarket

    with pytest.raises(CampaignError, match="waits for a choice of its masterpiece.s name, not of what to buy at the Market"):
        decide(naming, CONTENT, LeaveMarket())


def test_the_end_of_campaign_reads_both_outros_and_scores_color_collections() -> None:
    c = run_until(start(2, seed=32), lambda c: c.is_over)
    assert {"w10-outro", "w10-outro-2"} <= set(c.stories_read)
    assert c.stage == "over" and c.game is None and c.after is None
    assert pending_decision(c, CONTENT) is None
    assert all(len(f.journal) == 10 for f in c.families)
    table = final_table(c, CONTENT)
    assert [s.rank for s in table] == [1, 2]
    assert table[0].legacy_points >= table[1].legacy_points
    for s in table:
        f = c.families[s.family]
        assert s.legacy_points == f.legacy_points
        assert sum(s.by_window) + s.magic_square == f.legacy_points
        assert s.magic_square == sum(a.points for a in f.legacy
                                     if a.source == "color-collections")
    assert english_log(c, CONTENT)[-1].startswith(
        f"The campaign is over: {table[0].name} is the most renowned")
    signed = signatures(c)
    assert [n for n, _ in signed] == list(range(1, 11))
    assert all(c.families[0].journal[n - 1].place == 1 for n, name in signed
               if name == c.families[0].name)


def test_ties_for_legacy_points_go_to_the_better_last_placement() -> None:
    c = with_legacy(start(3), (7, 7, 3), (2, 1, 3))
    table = final_table(c, CONTENT)
    assert [s.name for s in table] == ["Batlló", "Amat", "Calvet"]
    assert table[0].tie_break == TieBreak(7, "last-placement")
    assert tie_break_text(table[0].tie_break, "en") == "tie on 7 broken by the last window's placement"
    assert tie_break_text(table[0].tie_break, "zh_TW") == "7 分同分，依上一片玻璃窗的名次優先"
    assert table[2].tie_break is None
