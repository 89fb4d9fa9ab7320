"""A game not begun yet has a blank scorecard: a fresh campaign's `print scorecard` (and the
campaign book's scorecard page) show each family's name over empty boxes, not a "score so far"
of empty windows (-24 broken and empty, a total of -17 for every family); so does a saved
game nobody has drafted a die in. Once a die is placed, the score so far prints."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from printing.scorecard_pages import game_section
from sagrada_desktop.campaign import Campaign, save_campaign
from sagrada_desktop.campaign.families import FamilySetup
from sagrada_desktop.campaign.flow import new_campaign, play
from sagrada_desktop.content import load_content
from sagrada_desktop.engine import apply, final_scores, legal_actions
from sagrada_desktop.engine.legacy_types import CampaignContent

from .pdf_checks import words
from .test_print_command import run

NAMES = ("Amat", "Batlló", "Calvet")
NUMBER = re.compile(r"(?<![\w.])-?\d+(?![\w.])")


@pytest.fixture(scope="module")
def shipped() -> CampaignContent:
    return load_content()


def _fresh(shipped: CampaignContent) -> Campaign:
    campaign = new_campaign(shipped, [FamilySetup(n, shipped.family_colors[i], "Rosa")
                                      for i, n in enumerate(NAMES)], 5)
    assert campaign.game_state is not None and campaign.game_state.round == 1
    return campaign


def _scores_section(text: str) -> str:
    """The game's table of the scorecard page: from its first row to its Place row."""
    start = text.index("1. Starting tool count")
    return text[start:text.index("Place", start)]


@pytest.mark.parametrize("sheet", ["scorecard", "campaign-book"])
def test_a_fresh_campaign_prints_a_blank_scorecard(sheet: str, tmp_path: Path,
                                                   shipped: CampaignContent) -> None:
    path = tmp_path / "fresh.json"
    save_campaign(path, _fresh(shipped))
    out = tmp_path / "sheet.pdf"
    assert run(sheet, "--campaign", str(path), "--out", str(out)) == 0
    text = words(out.read_bytes())
    assert "score so far" not in text.lower()
    table = _scores_section(text)
    for name in NAMES:
        assert name in text
    # the steps' own numbers ("1.", "2." ...) and the objectives' names, no score
    assert NUMBER.findall(table.replace("1. ", "").replace("3. ", "").replace("4. ", "")
                          .replace("5. ", "").replace("6. ", "")) == []
    assert "-24" not in text and "-17" not in text


def test_a_fresh_campaign_in_chinese_too(tmp_path: Path, shipped: CampaignContent) -> None:
    path = tmp_path / "fresh.json"
    save_campaign(path, _fresh(shipped))
    out = tmp_path / "sheet.pdf"
    assert run("scorecard", "--campaign", str(path), "--lang", "zh_TW", "--out", str(out)) == 0
    text = words(out.read_bytes())
    assert "目前分數" not in text and "-24" not in text and "-17" not in text
    assert "總分" in text and "Amat" in text


def test_once_a_die_is_placed_the_score_so_far_prints(tmp_path: Path,
                                                      shipped: CampaignContent) -> None:
    campaign = _fresh(shipped)
    for _ in range(2):  # a die drafted, then placed
        state = campaign.game_state
        assert state is not None
        campaign = play(campaign, shipped, legal_actions(state)[0])
    path = tmp_path / "begun.json"
    save_campaign(path, campaign)
    out = tmp_path / "sheet.pdf"
    assert run("scorecard", "--campaign", str(path), "--out", str(out)) == 0
    text = words(out.read_bytes())
    assert "score so far, in round 1 of 12" in text.lower()
    assert NUMBER.findall(_scores_section(text).split("5. ")[1])


def test_a_saved_game_not_begun_has_a_blank_card(finished_game) -> None:  # type: ignore[no-untyped-def]
    from sagrada_desktop.engine import new_game

    state = new_game(finished_game.setup)
    scores = final_scores(state)
    blank, _ = game_section(0, 0, 500, scores, begun=False)
    filled, _ = game_section(0, 0, 500, scores)
    drawn = {t.text for t in _texts(blank)}
    assert "-24" not in " ".join(drawn) and all(s.name in drawn for s in scores)
    assert str(scores[0].broken_empty) in {t.text for t in _texts(filled)}
    after = apply(state, legal_actions(state)[0])
    from printing.game_sheets import has_begun

    assert not has_begun(state) and has_begun(after)


def _texts(items):  # type: ignore[no-untyped-def]
    from printing.primitives import Group, Text

    for item in items:
        if isinstance(item, Text):
            yield item
        elif isinstance(item, Group):
            yield from _texts(item.items)
