"""Campaign files holding states the campaign's rules make impossible are refused, each with
its field named (issue 32, item 2: of 776 such files, 669 were accepted, and continuing them
gave tracebacks and campaigns whose next save could never load). Each case is one edit of a
file the program wrote, as a hand with a text editor (or a damaged disk) would make it."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import CampaignSaveError, campaign_document, load_campaign_file
from sagrada_desktop.campaign.families import FamilySetup
from sagrada_desktop.campaign.flow import decide, new_campaign, pending_decision, play
from sagrada_desktop.content import load_content
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.saves import dumps

from .random_choices import random_answer

Edit = Callable[[dict[str, Any]], None]


def _played_to(content: CampaignContent, families: int, window: int, stage: str) -> str:
    """A campaign the program played (random choices, random players) up to the `stage`
    of window number `window`, as its file."""
    setups = [FamilySetup(n, content.family_colors[i], f"{n} member")
              for i, n in enumerate(["Amat", "Batlló", "Calvet"][:families])]
    campaign = new_campaign(content, setups, 11)
    rng = random.Random(11)
    players = [make_player("random", 20 + i) for i in range(families)]
    while not (campaign.window + 1 == window and campaign.stage == stage):
        assert not campaign.is_over
        decision = pending_decision(campaign, content)
        if decision is not None:
            campaign = decide(campaign, content, random_answer(campaign, decision, rng))
        else:
            state = campaign.game_state
            assert state is not None
            campaign = play(campaign, content, players[state.active_seat].choose(state))
    return dumps(campaign_document(campaign))


@pytest.fixture(scope="module")
def content() -> CampaignContent:
    return load_content()


@pytest.fixture(scope="module")
def saved(content: CampaignContent) -> dict[str, str]:
    return {"setup": _played_to(content, 2, 4, "setup"),
            "market": _played_to(content, 3, 3, "market")}


def _body(doc: dict[str, Any]) -> dict[str, Any]:
    body: dict[str, Any] = doc["campaign"]
    return body


def _fam(doc: dict[str, Any], i: int = 0) -> dict[str, Any]:
    family: dict[str, Any] = _body(doc)["families"][i]
    return family


def _two_copies(doc: dict[str, Any]) -> None:
    f = _fam(doc)
    f["tools"] = [*f["tools"], f["tools"][0]] if f["tools"] else ["cutters-wheel"] * 2


def _copy_from_nowhere(doc: dict[str, Any]) -> None:
    body = _body(doc)
    owned = _fam(doc)["tools"][0]
    body["market_box"] = [*body["market_box"], owned, owned]


def _many_awards(doc: dict[str, Any]) -> None:
    _fam(doc)["legacy"] += [{"points": 100, "source": "envelope", "window": 1,
                             "detail": "a gift"}] * 10


def _dice_apart(doc: dict[str, Any]) -> None:
    """Dice in the four corners only: three apart from the first, and the family used its
    window's "nonadjacent space" tool once at most."""
    entry = _fam(doc)["journal"][0]
    rows = [[cell.split("=")[0] for cell in row.split()]
            for row in entry["final_window"].splitlines()]
    for r, c, die in ((0, 0, "R1"), (0, -1, "Y2"), (-1, 0, "G3"), (-1, -1, "B4")):
        rows[r][c] = f"{rows[r][c]}={die}"
    entry["final_window"] = "\n".join(" ".join(r) for r in rows) + "\n"


def _empty_scored_200(doc: dict[str, Any]) -> None:
    entry = _fam(doc)["journal"][0]
    rows = [[cell.split("=")[0] for cell in row.split()]
            for row in entry["final_window"].splitlines()]
    entry["final_window"] = "\n".join(" ".join(r) for r in rows) + "\n"
    score = entry["score"]
    score.update(public=[60, 60, 60], private=20, tools=0, broken_empty=0, extra=0, total=200)


def _total_not_the_sum(doc: dict[str, Any]) -> None:
    _fam(doc)["journal"][1]["score"]["total"] += 7


def _placings_contradict(doc: dict[str, Any]) -> None:
    for f in _body(doc)["families"]:  # the lower total placed first
        score = f["journal"][0]["score"]
        score["place"] = 3 - score["place"]


def _seat_5_of_2(doc: dict[str, Any]) -> None:
    _fam(doc)["journal"][0]["score"]["seat"] = 5


def _constructed_r99(doc: dict[str, Any]) -> None:
    _fam(doc)["journal"][0]["constructed"] = ["R99"]


def _tool_boxes_minus_5(doc: dict[str, Any]) -> None:
    _fam(doc)["journal"][0]["tool_boxes_used"][0] = -5


def _unknown_objective(doc: dict[str, Any]) -> None:
    for f in _body(doc)["families"]:
        f["journal"][0]["public_objectives"][0] = "no-such-objective"


def _opened_but_sealed(doc: dict[str, Any]) -> None:
    body = _body(doc)
    sealed = next(e for e in (f"e{k:02d}" for k in range(1, 20)) if e not in body["opened"])
    body["openings"] = [*body["openings"], {"envelope": sealed, "window": 1, "round": 0,
                                            "source": "w01", "trigger": "end of round 4"}]


def _all_envelopes(doc: dict[str, Any]) -> None:
    body = _body(doc)
    body["opened"] = [*body["opened"], *(e for e in (f"e{k:02d}" for k in range(1, 20))
                                         if e not in body["opened"])]


def _future_award(doc: dict[str, Any]) -> None:
    _fam(doc)["legacy"] = [*_fam(doc)["legacy"], {"points": 2, "source": "market",
                                                  "window": 9, "detail": "Books of Wisdom"}]


def _gray_square(doc: dict[str, Any]) -> None:
    _fam(doc)["square"][5] = {"color": "S", "broken": False}


def _every_dedication(doc: dict[str, Any]) -> None:
    _fam(doc)["dedications"] = ["scholars-certainty", "heirloom-palette", "masters-reach"]


def _every_track_crossed(doc: dict[str, Any]) -> None:
    """Every box of every track crossed off (each within its length), after 3 windows."""
    tracks = load_content().market_tracks
    _fam(doc)["market"] = [{"track": t.id, "crossed": len(t.boxes)} for t in tracks.values()]


def _coins_99(doc: dict[str, Any]) -> None:
    after = _body(doc)["after"]
    after["coins"][after["shoppers"][0]] = 99


def _coloured_square_cell(doc: dict[str, Any]) -> None:
    square = _fam(doc)["square"]
    k = next(i for i, cell in enumerate(square) if cell["color"] is None and not cell["broken"])
    square[k] = {"color": "G", "broken": False}


CASES: dict[str, tuple[str, Edit, str]] = {
    "two copies of one Tool Card": ("setup", _two_copies, "families[0].tools"),
    "Tool Cards counted across the boxes": ("setup", _copy_from_nowhere, "Tool Card"),
    "more than 999 Legacy Points": ("setup", _many_awards, "families[0].legacy"),
    "dice not connected": ("setup", _dice_apart, "journal[0].final_window"),
    "an empty window scored 200": ("setup", _empty_scored_200, "journal[0].score"),
    "a total not the sum of its steps": ("setup", _total_not_the_sum, "journal[1].score.total"),
    "placings contradicting totals": ("setup", _placings_contradict, "journal[0]"),
    "a score for seat 5 of 2": ("setup", _seat_5_of_2, "journal[0].score"),
    "constructed dice R99": ("setup", _constructed_r99, "journal[0].constructed"),
    "tool boxes used -5": ("setup", _tool_boxes_minus_5, "tool_boxes_used[0]"),
    "unknown objective ids": ("setup", _unknown_objective, "public_objectives[0]"),
    "an envelope opened but sealed": ("setup", _opened_but_sealed, "campaign.openings"),
    "all 19 envelopes opened": ("setup", _all_envelopes, "campaign.opened"),
    "Legacy awards for future windows": ("setup", _future_award, "legacy"),
    "a Magic Square coloured gray": ("setup", _gray_square, "square"),
    "a Magic Square cell no window filled": ("setup", _coloured_square_cell, "square"),
    "every Dedication Ability": ("setup", _every_dedication, "dedications"),
    "every Market track crossed": ("setup", _every_track_crossed, "families[0]"),
    "99 coins": ("market", _coins_99, "campaign.after.coins"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_an_impossible_campaign_is_refused_naming_its_field(
        case: str, saved: dict[str, str], content: CampaignContent, tmp_path: Path) -> None:
    stage, edit, where = CASES[case]
    doc = json.loads(saved[stage])
    edit(doc)
    path = tmp_path / "campaign.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(CampaignSaveError) as refused:
        load_campaign_file(path, content)
    text = str(refused.value)
    assert "campaign.json" in text and where in text, text
    assert "Traceback" not in text


def test_the_unedited_files_load(saved: dict[str, str], content: CampaignContent,
                                 tmp_path: Path) -> None:
    for stage, text in saved.items():
        path = tmp_path / f"{stage}.json"
        path.write_text(text, encoding="utf-8")
        assert load_campaign_file(path, content).campaign.families
