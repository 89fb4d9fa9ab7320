"""Families and Game Setup: new campaigns, the Start Player, the Tool Box selection and the
engine GameSetup each window is played from."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.campaign import (
    BringTools,
    CampaignError,
    ChooseStartPlayer,
    CrestSticker,
    FamilySetup,
    LegacyAward,
    StartPlayerChoice,
    ToolBoxChoice,
    decide,
    fewest_first,
    new_campaign,
    pending_decision,
    seat_abilities,
)
from sagrada_desktop.campaign.game_setup import enter_setup, game_setup
from sagrada_desktop.engine import ChangeColor, Color, Die

from .content_fixture import CONTENT
from .helpers import at_window, families, run_until, start, with_legacy


def test_a_new_campaign_starts_at_window_1_with_the_families_as_set_up() -> None:
    c = start(3, seed=5)
    assert [f.name for f in c.families] == ["Amat", "Batlló", "Calvet"]
    assert [f.member for f in c.families] == ["Member 1", "Member 2", "Member 3"]
    assert all(f.tool_box_slots == 2 for f in c.families)
    # window 1's Intro Story Card opened envelope 1: each family's base crest sticker goes
    # into the first slot of its crest
    assert c.opened == ("e01",)
    assert c.families[0].crest == (CrestSticker("r-base"), None, None, None)
    assert c.families[2].crest == (CrestSticker("b-base"), None, None, None)
    # game 1: Start Player at random (from the seed), no decision, the game is running
    assert c.stage == "game" and pending_decision(c, CONTENT) is None
    assert c.start_player == start(3, seed=5).start_player


@pytest.mark.parametrize(("setups", "message"), [
    ([], "1 to 4 families"),
    (families(4) + [FamilySetup("Extra", Color.GREEN)], "1 to 4 families"),
    ([FamilySetup("A", Color.RED), FamilySetup("A", Color.BLUE)], "share a name"),
    ([FamilySetup("A", Color.RED), FamilySetup("B", Color.RED)], "share a colour"),
    ([FamilySetup(" ", Color.RED)], "needs a name"),
    ([FamilySetup("A", Color.GREEN)], "colour is one of red, yellow, blue, purple"),
])
def test_new_campaign_refuses_bad_families(setups: list[FamilySetup], message: str) -> None:
    with pytest.raises(CampaignError, match=message):
        new_campaign(CONTENT, setups, 1)


def test_the_first_start_player_differs_between_seeds() -> None:
    assert len({start(4, seed=s).start_player for s in range(12)}) > 1


@pytest.mark.parametrize(("points", "places", "order"), [
    ((5, 3, 4), (1, 2, 3), [1, 2, 0]),     # fewest Legacy Points first
    ((3, 3, 4), (1, 2, 3), [1, 0, 2]),     # tie: the lower placement counts as fewer
    ((3, 3, 3), (2, 3, 1), [1, 0, 2]),
])
def test_fewest_legacy_points_first_with_ties_by_last_placement(
        points: tuple[int, ...], places: tuple[int, ...], order: list[int]) -> None:
    c = with_legacy(start(3), points, places)
    assert fewest_first(c) == order


def test_from_game_2_the_family_with_fewest_legacy_points_chooses_the_start_player() -> None:
    c = run_until(start(3, seed=2), at_window(1))
    d = pending_decision(c, CONTENT)
    assert isinstance(d, StartPlayerChoice)
    assert d.family == fewest_first(c)[0] and d.options == (0, 1, 2)
    with pytest.raises(CampaignError, match="no family 7"):
        decide(c, CONTENT, ChooseStartPlayer(7))
    c = decide(c, CONTENT, ChooseStartPlayer(2))
    assert c.start_player == 2
    c = run_until(c, lambda x: x.game is not None)  # any other setup choices (Tool Box)
    assert c.game is not None and c.game.setup.start_seat == 2
    assert c.game.state.start_seat == 2


def test_tool_box_choice_only_when_a_family_owns_more_tools_than_its_capacity() -> None:
    c = start(2)
    f0 = evolve(c.families[0], tools=("t10", "t11", "t12"), tool_box_slots=2)
    f1 = evolve(c.families[1], tools=("t10",), tool_box_slots=2)
    c = enter_setup(evolve(c, window=1, families=(f0, f1), game=None), CONTENT)
    c = decide(c, CONTENT, ChooseStartPlayer(0))
    d = pending_decision(c, CONTENT)
    assert d == ToolBoxChoice(0, ("t10", "t11", "t12"), 2)
    assert c.bring[1] == ("t10",)  # brings all it owns without being asked
    for tools, message in [(("t10", "t11", "t12"), "holds 2 Tool Cards"),
                           (("t10", "t10"), "at most once"),
                           (("t99",), "does not own t99")]:
        with pytest.raises(CampaignError, match=message):
            decide(c, CONTENT, BringTools(tools))
    c = decide(c, CONTENT, BringTools(("t12", "t10")))
    assert c.stage == "game" and c.game is not None
    seats = c.game.setup.seats
    assert [t.id for t in seats[0].tool_cards] == ["t12", "t10"]
    assert [t.id for t in seats[1].tool_cards] == ["t10"]
    # Starting Tool Count: every Tool Card owned, brought or not
    assert (seats[0].starting_tool_count, seats[1].starting_tool_count) == (3, 1)
    assert c.game.setup.game_number == 2


def test_game_1_brings_no_tool_cards_and_scores_no_starting_tools() -> None:
    c = start(2)
    assert c.game is not None
    assert all(s.tool_cards == () and s.starting_tool_count == 0 for s in c.game.setup.seats)
    assert c.game.setup.game_number == 1


def test_seat_abilities_are_crest_stickers_dedications_and_envelope_abilities() -> None:
    c = start(2)
    f = evolve(c.families[0],
               crest=(CrestSticker("r-base"), CrestSticker("r-paint", Color.ORANGE),
                      CrestSticker("r-flip"), None),
               covered=(CrestSticker("r-reach"),), dedications=("ded-books",))
    c = evolve(c, families=(f, c.families[1]), opened=c.opened + ("e02",))
    abilities = seat_abilities(c, 0, CONTENT)
    assert [a.id for a in abilities] == ["r-base", "r-paint", "r-flip", "ded-books",
                                         "second-look"]
    paint = abilities[1]
    assert paint.effect == ChangeColor(to=(Color.ORANGE,))  # the recorded colour only
    assert "Orange" in paint.name
    assert [a.id for a in seat_abilities(c, 1, CONTENT)] == ["y-base", "second-look"]


def test_game_setup_carries_legacy_points_cathedral_campaign_rules_and_envelope_rules() -> None:
    c = start(2)
    f0 = evolve(c.families[0], legacy=(LegacyAward(4, "placement", 1, "x"),))
    c = evolve(c, families=(f0, c.families[1]), window=1, opened=c.opened + ("e07",),
               cathedral=frozenset({Die(Color.RED, 1)}), start_player=1, bring=((), ()))
    setup = game_setup(c, CONTENT)
    assert [s.legacy_points for s in setup.seats] == [4, 0]
    assert [s.family_color for s in setup.seats] == [Color.RED, Color.YELLOW]
    assert setup.cathedral == frozenset({Die(Color.RED, 1)})
    # envelope 7's rule is in force in every later game
    assert [r.kind for r in setup.window.rules] == ["extra-pool-die"]
    # window 2's trigger can open envelope 4 during the game: only that envelope's rules
    assert [r.envelope for r in setup.envelope_rules] == ["e04"]


def test_the_cathedral_board_persists_from_game_to_game() -> None:
    c = run_until(start(2, seed=3), lambda c: c.window == 1 and c.stage == "game")
    built = c.cathedral
    assert c.game is not None and c.game.setup.cathedral == built
    constructed = {d for f in c.families for d in f.journal[0].constructed}
    assert constructed == set(built)


def test_the_start_player_is_chosen_before_the_intro_story_card_is_read() -> None:
    c = run_until(start(2, seed=12), at_window(2))
    assert isinstance(pending_decision(c, CONTENT), StartPlayerChoice)
    assert "w03-intro" not in c.stories_read and "e06" not in c.opened  # window 3's intro
    c = decide(c, CONTENT, ChooseStartPlayer(0))
    assert "w03-intro" in c.stories_read and "e06" in c.opened
