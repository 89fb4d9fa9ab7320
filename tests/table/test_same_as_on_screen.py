"""A whole campaign played at the table gives what the same games played on screen give.

Two campaigns of the same families and seed go side by side: one plays every window on screen
(greedy computer players, as `simulate --campaign` plays them), the other plays the very same
games at the table: the companion walked round by round, each envelope opened at the end of the
round it opened in on screen, and every family's finished window typed in (or its scorecard's
numbers). The campaign's choices are its computer policy's in both. After every window both
have the same Legacy Points, Market, Tool Cards, envelopes (opened, and when), Cathedral Board,
Family Crests and Magic Squares; at the end the same final table.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from sagrada_desktop.campaign import (
    Campaign,
    FamilySetup,
    final_table,
    new_campaign,
)
from sagrada_desktop.campaign.game_setup import play_at_table
from sagrada_desktop.content import load_content
from sagrada_desktop.table.setup_steps import dealt_state

from .helpers import decide_all, enter_at_table, greedy_game, play_on_screen

CONTENT = load_content()
NAMES = ("Amat", "Batlló", "Calvet", "Milà")


def families(n: int) -> list[FamilySetup]:
    return [FamilySetup(NAMES[i], CONTENT.family_colors[i], f"Member {i + 1}")
            for i in range(n)]


def kept(campaign: Campaign, names: bool = True) -> dict[str, object]:
    """What the campaign keeps between windows that the table must give as the screen does
    (the journals but how their windows were entered). `names`: the masterpieces' names too
    (a computer family names its masterpiece after its window's brightest colour, which a
    window kept on paper does not tell)."""
    return {
        "legacy": [f.legacy for f in campaign.families],
        "market": [f.market for f in campaign.families],
        "tools": [f.tools for f in campaign.families],
        "tool_box": [f.tool_box_slots for f in campaign.families],
        "crest": [(f.crest, f.crest_base, f.covered, f.dedications) for f in campaign.families],
        "square": [(f.square, f.variety_awarded) for f in campaign.families],
        "scores": [[e.score for e in f.journal] for f in campaign.families],
        "names": [[(e.member, e.masterpiece if names else "") for e in f.journal]
                  for f in campaign.families],
        "members": [f.members for f in campaign.families],
        "opened": campaign.opened, "openings": campaign.openings,
        "stories": campaign.stories_read, "market_box": campaign.market_box,
        "discarded": campaign.discarded, "cathedral": campaign.cathedral,
        "window": campaign.window, "stage": campaign.stage,
    }


def side_by_side(n: int, seed: int, at_table: Callable[[int], bool],
                 by_scorecard: Callable[[int], tuple[int, ...]]) -> None:
    """`at_table(window)`: whether that window (0-9) goes to the table; `by_scorecard(window)`:
    the families who type in their scorecard there instead of their window."""
    screen = new_campaign(CONTENT, families(n), seed)
    table = new_campaign(CONTENT, families(n), seed, at_table=True)
    while True:
        screen, table = decide_all(screen, CONTENT), decide_all(table, CONTENT)
        if screen.is_over:
            break
        k = screen.window
        assert screen.stage == "game" and screen.game is not None
        # the window's play has not begun: where it is played may still change
        table = play_at_table(table, at_table(k))
        game = greedy_game(screen.game.setup, seed * 100 + k)
        screen = play_on_screen(screen, CONTENT, game)
        if at_table(k):
            assert table.stage == "table" and table.table is not None
            assert table.table.setup == game.final.setup
            # the deal at the table is the screen's: the same objectives
            dealt = dealt_state(table, CONTENT)
            assert dealt.objectives == game.final.objectives
            assert [s.private_objective for s in dealt.seats] == \
                [s.private_objective for s in game.final.seats]
            table = enter_at_table(table, CONTENT, game, by_scorecard=by_scorecard(k))
        else:
            assert table.stage == "game"
            table = play_on_screen(table, CONTENT, game)
        names = not any(by_scorecard(j) for j in range(k + 1) if at_table(j))
        assert kept(table, names) == kept(screen, names), f"window {k + 1}"
        assert table.families[0].journal[-1].at_table == at_table(k)
    assert table.is_over and kept(table, names) == kept(screen, names)
    assert final_table(table, CONTENT) == final_table(screen, CONTENT)


@pytest.mark.parametrize(("n", "seed"), [(2, 7), (3, 11), (4, 5)])
def test_a_whole_campaign_at_the_table_is_the_campaign_on_screen(n: int, seed: int) -> None:
    side_by_side(n, seed, at_table=lambda _k: True, by_scorecard=lambda _k: ())


def test_windows_switch_between_the_table_and_the_screen() -> None:
    side_by_side(3, 23, at_table=lambda k: k % 3 != 1, by_scorecard=lambda _k: ())


def test_scorecards_typed_in_give_what_the_windows_give() -> None:
    """Each window, one family (a different one each time) types in its scorecard's numbers
    instead of its window: the campaign keeps the same Legacy Points, Market, envelopes and
    Magic Squares."""
    side_by_side(3, 31, at_table=lambda _k: True, by_scorecard=lambda k: (k % 3,))


def test_a_lone_family_at_the_table() -> None:
    side_by_side(1, 3, at_table=lambda _k: True, by_scorecard=lambda k: (0,) if k % 2 else ())
