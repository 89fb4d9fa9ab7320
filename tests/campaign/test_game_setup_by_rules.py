"""A campaign's game in progress must be set up exactly as the campaign sets up that window,
as far as the rules go: a wording change or a translation never makes a file refuse to open,
and a change to what is played always does (the check stays strict).

Before: "game.setup: differs from the campaign's setup of this window (first at
window.rules[0].ability.text)" for a campaign saved while its texts were worded otherwise."""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from attrs import evolve

from sagrada_desktop.campaign import (
    Campaign,
    CampaignSaveError,
    campaign_document,
    load_campaign_file,
    save_campaign,
)
from sagrada_desktop.content import load_content
from sagrada_desktop.content.localized_content import localize_design
from sagrada_desktop.engine import GameSetup
from sagrada_desktop.saves import dumps, setup_to_json
from sagrada_desktop.saves.setup_rules import rules_view

from .helpers import run_until, start

SHIPPED = load_content()


@cache
def _at_window_4() -> Campaign:
    """A campaign played by computer families into window 4's game (its New Rule grants an
    ability, Vigil Light)."""
    return run_until(start(2, seed=9, content=SHIPPED),
                     lambda c: c.window == 3 and c.game is not None, SHIPPED)


def _saved_with_setup(tmp_path: Path, change: Callable[[GameSetup], object]) -> Path:
    c = _at_window_4()
    assert c.game is not None and c.game.setup.window.rules[0].ability is not None
    doc = campaign_document(c)
    doc["game"]["setup"] = change(c.game.setup)
    path = tmp_path / "c.json"
    path.write_text(dumps(doc), encoding="utf-8")
    return path


def test_a_game_set_up_in_another_language_s_words_opens(tmp_path: Path) -> None:
    path = _saved_with_setup(tmp_path, lambda s: setup_to_json(
        evolve(s, window=localize_design(s.window, "zh_TW"))))
    saved = json.loads(path.read_text(encoding="utf-8"))["game"]["setup"]["window"]
    assert saved["rules"][0]["ability"]["text"] != SHIPPED.windows["w04"].design.rules[0].ability.text  # type: ignore[union-attr]
    loaded = load_campaign_file(path, SHIPPED)
    assert loaded.campaign.game is not None


def test_a_game_with_older_wording_opens(tmp_path: Path) -> None:
    def reworded(s: GameSetup) -> object:
        data = setup_to_json(s)
        data["window"]["rules"][0]["ability"]["text"] = "After drafting, nudge the die by one."
        data["window"]["name"] = "An older name"
        data["window"]["tools"][0]["text"] = "Older words"
        return data

    loaded = load_campaign_file(_saved_with_setup(tmp_path, reworded), SHIPPED)
    assert loaded.campaign.game is not None
    # the game plays with the file's own words
    assert loaded.campaign.game.setup.window.name == "An older name"


@pytest.mark.parametrize(("field", "value", "where"), [
    (("window", "rules", 0, "ability", "effect"), {"kind": "flip-value"},
     "window.rules[0].ability.effect"),
    (("window", "tools", 0, "boxes"), [1, 1], "window.tools[0].boxes"),
    (("rules_edition",), 1, "rules_edition"),
    (("seats", 0, "legacy_points"), 7, "seats[0].legacy_points"),
])
def test_a_game_set_up_with_other_rules_is_refused(tmp_path: Path, field: tuple[object, ...],
                                                  value: object, where: str) -> None:
    def changed(s: GameSetup) -> object:
        data = setup_to_json(s)
        target = data
        for key in field[:-1]:
            target = target[key]  # type: ignore[index]
        target[field[-1]] = value  # type: ignore[index]
        return data

    path = _saved_with_setup(tmp_path, changed)
    with pytest.raises(CampaignSaveError, match="differs from the campaign's setup of this "
                       rf"window \(first at {where.replace('[', '.').replace(']', '.')}"):
        load_campaign_file(path, SHIPPED)


def test_the_rules_view_leaves_names_people_gave(tmp_path: Path) -> None:
    c = start(2, seed=9, content=SHIPPED)
    assert c.game is not None
    view = rules_view(c.game.setup)
    assert [s.name for s in view.seats] == [f.name for f in c.families]
    assert view.window.name == "" and all(t.text == "" for t in view.window.tools)
    save_campaign(tmp_path / "x.json", c)
