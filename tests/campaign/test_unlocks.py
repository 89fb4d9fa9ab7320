"""Unlocks: Story Cards, envelopes opened during a game and after it, End of Game Unlock
Triggers, and what each kind of grant changes."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.campaign import Campaign, CrestSticker, JournalEntry, seat_abilities
from sagrada_desktop.campaign.family_crest import sticker_choices
from sagrada_desktop.campaign.game_setup import game_setup
from sagrada_desktop.campaign.paper_score import PaperScore
from sagrada_desktop.campaign.unlocks import open_envelope, open_tracks, unlock_met
from sagrada_desktop.engine import Color, Die, ScoreCard, Window, parse_window
from sagrada_desktop.engine.legacy_types import EndOfGameUnlock
from tests.campaign.log_text import english_log

from .content_fixture import CONTENT
from .helpers import at_window, run_until, score, start

STARRY = parse_window("* .=R3 .")
BROKEN_ONE = parse_window("*=G2 .=X .")
FULL = parse_window("*=G2 .=B3 .")


@pytest.mark.parametrize(("unlock", "winner", "windows", "built", "met"), [
    (EndOfGameUnlock("always", "e"), 10, (FULL,), 0, True),
    (EndOfGameUnlock("winner-score-at-least", "e", 50), 50, (FULL,), 0, True),
    (EndOfGameUnlock("winner-score-at-least", "e", 50), 49, (FULL,), 0, False),
    (EndOfGameUnlock("any-broken-window", "e"), 10, (FULL, BROKEN_ONE), 0, True),
    (EndOfGameUnlock("any-broken-window", "e"), 10, (FULL, FULL), 0, False),
    (EndOfGameUnlock("all-stars-filled", "e"), 10, (FULL, BROKEN_ONE), 0, True),
    (EndOfGameUnlock("all-stars-filled", "e"), 10, (FULL, STARRY), 0, False),
    (EndOfGameUnlock("constructed-at-least", "e", 2), 10, (FULL,), 2, True),
    (EndOfGameUnlock("constructed-at-least", "e", 2), 10, (FULL,), 1, False),
])
def test_end_of_game_unlock_conditions(unlock: EndOfGameUnlock, winner: int,
                                       windows: tuple[Window, ...], built: int,
                                       met: bool) -> None:
    cathedral = frozenset(Die(Color.RED, v) for v in range(1, built + 1))
    c = evolve(start(2), cathedral=cathedral)
    scores = (score(0, winner, 1), score(1, winner - 5, 2))
    entries = tuple(journal_entry(w, scores[0]) for w in windows)
    assert unlock_met(unlock, scores, entries, c) is met


def journal_entry(window: Window | None, card: ScoreCard, paper: PaperScore | None = None
                  ) -> JournalEntry:
    return JournalEntry("w", 1, "m", window, card, "p", ("a", "b", "c"), paper=paper)


def paper(broken: int = 0, empty: int = 0, stars: bool = True) -> PaperScore:
    return PaperScore((0, 0, 0), 0, 0, broken, empty, 0, stars_filled=stars)


@pytest.mark.parametrize(("unlock", "cards", "met"), [
    (EndOfGameUnlock("any-broken-window", "e"), (paper(), paper(broken=1)), True),
    (EndOfGameUnlock("any-broken-window", "e"), (paper(empty=3), paper()), False),
    (EndOfGameUnlock("any-empty-space", "e"), (paper(empty=3), paper()), True),
    (EndOfGameUnlock("any-empty-space", "e"), (paper(broken=2), paper()), False),
    (EndOfGameUnlock("all-stars-filled", "e"), (paper(), paper()), True),
    (EndOfGameUnlock("all-stars-filled", "e"), (paper(), paper(stars=False)), False),
])
def test_a_window_kept_on_paper_meets_its_unlocks_by_its_scorecard(
        unlock: EndOfGameUnlock, cards: tuple[PaperScore, ...], met: bool) -> None:
    """A window played at the table whose scorecard was typed in: its broken and empty
    spaces and its star spaces as the family entered them decide End of Game unlocks."""
    scores = (score(0, 10, 1), score(1, 5, 2))
    entries = tuple(journal_entry(None, scores[k], card) for k, card in enumerate(cards))
    assert unlock_met(unlock, scores, entries, start(2)) is met


def fresh() -> Campaign:
    return start(4)


def test_each_family_gains_the_crest_sticker_of_its_colour_in_the_first_slot() -> None:
    c = fresh()
    assert [f.crest[0] for f in c.families] == [
        CrestSticker("r-base"), CrestSticker("y-base"), CrestSticker("b-base"),
        CrestSticker("p-base")]
    assert all(f.crest[1:] == (None,) * 3 and f.crest_base == () for f in c.families)


def test_opening_the_market_envelope_opens_the_tracks_and_fills_the_market_box() -> None:
    c = fresh()
    assert open_tracks(c, CONTENT) == ()
    c = open_envelope(c, "e03", CONTENT)
    assert open_tracks(c, CONTENT) == ("books", "training", "trade")
    assert c.market_box == ("market-secret",)
    assert sticker_choices(c, 0, CONTENT) == ("r-flip", "r-paint")
    assert sticker_choices(c, 2, CONTENT) == ("b-flip", "b-paint")


def test_envelope_tools_and_free_tool_box_slots() -> None:
    c = fresh()
    f = evolve(c.families[1], tools=("secret-tool-4",), tool_box_slots=5)
    c = evolve(c, families=(c.families[0], f) + c.families[2:])
    c = open_envelope(c, "e04", CONTENT)
    assert c.families[0].tools == ("secret-tool-4",)
    assert c.families[1].tools == ("secret-tool-4",)  # never a second copy
    assert c.families[0].tool_box_slots == 3
    assert c.families[1].tool_box_slots == 5  # no slot left to fill


def test_envelope_legacy_points_are_given_once() -> None:
    c = open_envelope(fresh(), "e05", CONTENT)
    c = open_envelope(c, "e05", CONTENT)
    assert [f.legacy_points for f in c.families] == [1, 1, 1, 1]
    assert c.families[0].legacy[0].source == "envelope"
    assert c.families[0].legacy[0].detail == "Envelope 5"


def test_envelope_abilities_and_campaign_rules_reach_every_later_game() -> None:
    c = open_envelope(open_envelope(fresh(), "e08", CONTENT), "e07", CONTENT)
    assert "all-families" in [a.id for a in seat_abilities(c, 3, CONTENT)]
    c = evolve(c, start_player=0, bring=((),) * 4)
    setup = game_setup(c, CONTENT)
    assert all("all-families" in [a.id for a in s.abilities] for s in setup.seats)
    assert [r.kind for r in setup.window.rules] == ["extra-pool-die"]


def test_story_cards_open_their_envelopes_in_order() -> None:
    c = run_until(start(2, seed=4), at_window(6))
    assert "w06-outro" in c.stories_read
    assert c.opened.index("e10") + 1 == c.opened.index("e11")
    # envelope 11 put one copy of its tool into the Market Box (a family may have bought it)
    copies = c.market_box.count("secret-tool-11") + sum(
        f.tools.count("secret-tool-11") for f in c.families)
    assert copies == 1


def test_an_end_of_round_trigger_opens_its_envelope_during_the_game() -> None:
    c = start(2, seed=6)
    c = run_until(c, lambda c: c.game_state is not None and c.game_state.round == 7)
    state = c.game_state
    assert state is not None and state.opened == ("e02",)
    assert "e02" not in c.opened  # its other grants wait for the end of the game
    assert all("second-look" in [a.id for a in s.abilities] for s in state.seats)
    c = run_until(c, at_window(1, "game"))
    assert "e02" in c.opened
    assert c.game is not None
    assert all("second-look" in [a.id for a in s.abilities] for s in c.game.setup.seats)


def test_a_star_trigger_opens_its_envelope_by_the_end_of_the_game_at_the_latest() -> None:
    c = run_until(start(2, seed=8), at_window(1, "game"))
    c = run_until(c, lambda c: c.stage != "game")
    assert "e04" in c.opened
    assert all("secret-tool-4" in f.tools for f in c.families)


def test_end_of_game_unlocks_open_after_the_market() -> None:
    c = run_until(start(2, seed=9), at_window(2))
    log = english_log(c, CONTENT)
    opened_at = log.index("Envelope 5 is opened: Envelope title SECRET-5.")
    window_3 = log.index("Window 3: Window 3 (1895).")
    market_lines = [i for i, line in enumerate(log[:window_3]) if "crosses off" in line
                    or "leaves the Market" in line or "Tool Box Capacity" in line]
    window_2 = log.index("Window 2: Window 2 (1890).")
    assert all(i < opened_at for i in market_lines if i > window_2)
    assert opened_at < window_3
