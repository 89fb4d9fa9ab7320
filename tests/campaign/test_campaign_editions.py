"""A campaign keeps the rules and the content of its own editions, and moves to the newest only
between windows, with everything its families earned.

Edition 1 (the program up to 2026-11-30, before the rules as written), as its rules.md said:
"what the envelope changes in the rules, and abilities it gives every family, apply at once in
that game; everything else it grants ... is applied when the game ends"; "the crest has the top
slots the Family Skill Training track fills (4), and below them the stickers envelopes hand
out, which no sticker covers"; Tools of the Trade gives "at most 2 in one Market visit".
Its content: window 5 opens Envelope 10 on a broken space, window 8 Envelope 16 at 20
constructed spaces, no window leaves Procession of Hues out. Edition 2 is today's rules.md.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from attrs import evolve

from sagrada_desktop.campaign import (
    Campaign,
    CampaignError,
    CrestSticker,
    CrossBox,
    decide,
    load_campaign_file,
    purchase_errors,
    purchase_options,
    save_campaign,
)
from sagrada_desktop.campaign.editions import (
    campaign_content,
    may_move,
    move_to_newest,
    older_editions,
)
from sagrada_desktop.campaign.game_setup import game_setup, start_game
from sagrada_desktop.campaign.log_entries import EditionsMoved
from sagrada_desktop.campaign.log_words import log_line
from sagrada_desktop.content import load_content
from sagrada_desktop.engine import Color
from sagrada_desktop.engine.edition_numbers import CONTENT_EDITION, RULES_EDITION

from . import content_fixture
from .helpers import at_market, run_until, start, with_legacy

SHIPPED = load_content()
CREST = {Color.RED: "red-kiln-blush", Color.YELLOW: "yellow-silver-stain",
         Color.BLUE: "blue-deep-water", Color.PURPLE: "purple-vintage"}


def edition_1(c: Campaign) -> Campaign:
    """The campaign under edition 1, its game (window 1's, not begun) set up again under it."""
    c = evolve(c, rules_edition=1, content_edition=1)
    assert c.game is not None and not c.game.actions
    return start_game(evolve(c, stage="setup", game=None), SHIPPED)


def advance_until(c: Campaign, done: Callable[[Campaign], bool]) -> Campaign:
    return run_until(c, done, SHIPPED)


def test_a_new_campaign_starts_under_the_newest_editions() -> None:
    c = start(2, content=SHIPPED)
    assert (c.rules_edition, c.content_edition) == (RULES_EDITION, CONTENT_EDITION)
    assert not older_editions(c) and not may_move(c)
    assert c.game is not None and c.game.setup.rules_edition == RULES_EDITION


def test_an_edition_1_campaign_sets_up_its_games_with_its_own_content_and_rules() -> None:
    c = edition_1(start(2, seed=2, content=SHIPPED))
    content = campaign_content(c, SHIPPED)
    assert content.edition == 1
    assert content.windows["w05"].unlocks[0].condition == "any-broken-window"
    assert content.windows["w08"].unlocks[0].value == 20
    setup = game_setup(c, SHIPPED)
    assert setup.rules_edition == 1
    assert setup.window.objectives_left_out == ()  # edition 2 leaves Procession of Hues out
    newest = game_setup(evolve(c, rules_edition=RULES_EDITION, content_edition=2), SHIPPED)
    assert newest.window.objectives_left_out == ("row-color-variety",)
    assert newest.rules_edition == RULES_EDITION == 3


def test_under_edition_1_envelope_1_s_crest_ability_waits_for_the_next_game() -> None:
    c = edition_1(start(4, seed=3, content=SHIPPED))
    c = advance_until(c, lambda c: c.game_state is not None and c.game_state.round >= 6)
    state = c.game_state
    assert state is not None and "e01" in state.opened
    assert all(s.abilities == () for s in state.seats)  # no crest ability in this game
    c = advance_until(c, lambda c: c.stage != "game")
    for family in c.families:  # the sticker went below the top slots, where nothing covers it
        assert family.crest == (None, None, None, None)
        assert family.crest_base == (CrestSticker(CREST[family.color]),)
    c = advance_until(c, lambda c: c.window == 1 and c.game is not None)
    for family, seat in zip(c.families, c.game.setup.seats, strict=True):  # type: ignore[union-attr]
        assert CREST[family.color] in [a.id for a in seat.abilities]


@pytest.mark.parametrize("old_edition", [1, 2])
def test_past_the_limit_a_box_waits_for_the_next_visit_under_editions_1_and_2(
        old_edition: int) -> None:
    def third_box(rules_edition: int) -> Campaign:
        c = with_legacy(start(2), (0, 0), (2, 1))
        c = at_market(evolve(c, rules_edition=rules_edition), (4, 0), ("e03",), (2, 1))
        c = evolve(c, market_box=("t10", "t11", "t12"))
        for tool in ("t10", "t11"):
            c = decide(c, content_fixture.CONTENT, CrossBox("trade", tool=tool))
        return c

    newest, old = third_box(RULES_EDITION), third_box(old_edition)
    assert CrossBox("trade") in purchase_options(newest, content_fixture.CONTENT)
    assert not any(isinstance(o, CrossBox) and o.track == "trade"
                   for o in purchase_options(old, content_fixture.CONTENT))
    refused = [str(e) for e in purchase_errors(old, content_fixture.CONTENT, CrossBox("trade"))]
    assert refused == ["Tools of the Trade gives at most 2 rewards in one Market visit (under "
                       "this campaign's older rules its next box waits for the next visit)"]


def test_moving_to_the_newest_editions_only_between_windows_keeps_what_was_earned() -> None:
    c = edition_1(start(2, seed=5, content=SHIPPED))
    assert older_editions(c) and c.game is not None and not may_move(c)
    assert c.game.setup.rules_edition == 1
    with pytest.raises(CampaignError, match="only between windows"):
        move_to_newest(c)
    c = advance_until(c, lambda c: c.window == 1 and c.stage == "setup")
    assert c.game is None and may_move(c)
    moved = move_to_newest(c)
    assert (moved.rules_edition, moved.content_edition) == (RULES_EDITION, CONTENT_EDITION)
    assert moved.families == c.families and moved.opened == c.opened
    assert (moved.cathedral, moved.market_box, moved.stories_read) == (
        c.cathedral, c.market_box, c.stories_read)
    assert moved.log[:-1] == c.log and moved.log[-1] == EditionsMoved(1, 1, 3, 2)
    assert "newest rules (edition 1 to 3)" in log_line(moved.log[-1], lang="en")
    assert "最新的規則" in log_line(moved.log[-1], lang="zh_TW")
    moved = advance_until(moved, lambda c: c.game is not None)
    assert moved.game is not None and moved.game.setup.rules_edition == RULES_EDITION


def test_an_edition_1_campaign_is_saved_and_read_with_its_editions(tmp_path: object) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "old.json"
    c = edition_1(start(2, seed=6, content=SHIPPED))
    c = advance_until(c, lambda c: c.game_state is not None and c.game_state.round >= 3)
    save_campaign(path, c)
    loaded = load_campaign_file(path, SHIPPED)
    assert (loaded.campaign.rules_edition, loaded.campaign.content_edition) == (1, 1)
    assert loaded.content is not None and loaded.content.edition == 1
    assert loaded.campaign.game is not None
    assert loaded.campaign.game.setup.rules_edition == 1
    assert loaded.campaign.game.state == c.game.state  # type: ignore[union-attr]
