"""Secrecy: nothing inside an unopened envelope shows in what the players may see (the visible
content, the decisions offered, the campaign log) until its trigger opens it."""

from __future__ import annotations

import re

from sagrada_desktop.campaign import (
    Campaign,
    CrossBox,
    SealedEnvelope,
    pending_decision,
    purchase_errors,
    visible_content,
)
from sagrada_desktop.campaign.visible import opened_envelopes
from tests.campaign.log_text import chinese_log, english_log

from .content_fixture import CONTENT
from .helpers import at_market, start, step


def markers(text: str) -> set[int]:
    return {int(m) for m in re.findall(r"SECRET-(\d+)", text)}


def sealed_numbers(c: Campaign) -> set[int]:
    opened = set(opened_envelopes(c))
    return {e.number for e in CONTENT.envelopes.values() if e.id not in opened}


def shown(c: Campaign) -> str:
    """Everything the UI and the print-outs may show of this campaign right now."""
    return "\n".join([repr(visible_content(c, CONTENT)), repr(pending_decision(c, CONTENT)),
                      *english_log(c, CONTENT), *chinese_log(c, CONTENT)])


def test_sealed_envelopes_never_show_through_a_whole_campaign() -> None:
    c = start(4, seed=11)
    checks = 0
    actions = 0
    while not c.is_over:
        in_game = c.game_state is not None and pending_decision(c, CONTENT) is None
        if not in_game or actions % 15 == 0:
            leaked = markers(shown(c)) & sealed_numbers(c)
            assert not leaked, f"sealed envelopes {sorted(leaked)} show in window {c.window + 1}"
            checks += 1
        actions += in_game
        c = step(c)
    assert checks > 100
    # at the end every envelope is open and everything in them shows
    assert sealed_numbers(c) == set()
    assert markers(shown(c)) >= {e.number for e in CONTENT.envelopes.values()}


def test_sealed_envelopes_show_only_their_number() -> None:
    c = start(2)
    visible = visible_content(c, CONTENT)
    assert [e.id for e in visible.opened] == ["e01"]
    assert visible.sealed[:3] == (SealedEnvelope(2), SealedEnvelope(3), SealedEnvelope(4))
    assert len(visible.sealed) == 18
    text = repr(visible)
    assert markers(text) == {1}
    assert "Envelope title SECRET-2" not in text


def test_only_the_windows_reached_are_visible() -> None:
    c = start(2)
    visible = visible_content(c, CONTENT)
    assert [w.number for w in visible.windows] == [1]
    assert visible.current is not None and visible.current.number == 1
    assert "Window 2" not in repr(visible.windows)
    assert [s.id for s in visible.story_cards] == ["w01-intro"]
    # no Tool Card is known before the first rewards; the market is not open
    assert dict(visible.tools) == {} and visible.market_tracks == ()


def test_a_dedication_shows_under_its_track_only_once_revealed() -> None:
    c = at_market(start(2), (3, 0), opened=("e03",))
    tracks = visible_content(c, CONTENT).market_tracks
    assert [t.name for t in tracks] == ["Books of Wisdom", "Family Skill Training",
                                        "Tools of the Trade"]
    assert all(t.dedication is None for t in tracks)
    c = at_market(start(2), (3, 0), opened=("e03", "e06"))
    tracks = visible_content(c, CONTENT).market_tracks
    assert [t.dedication.id for t in tracks if t.dedication] == [
        "ded-books", "ded-training", "ded-trade"]


def test_refusals_do_not_name_closed_tracks() -> None:
    c = at_market(start(2), (3, 0), opened=())
    errors = [str(e) for e in purchase_errors(c, CONTENT, CrossBox("books"))]
    assert errors == ["there is no open Market track 'books'"]
    assert "Wisdom" not in errors[0]
