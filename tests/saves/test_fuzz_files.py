"""The files, names and folders around saves (issue 32): special files through every load
path, names in 4-byte characters, two windows of the program on one data folder, a data
folder that cannot be made (tests/saves/fuzz_files.py; benchmarks/save_fuzz.py runs more)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sagrada_desktop.campaign import FamilySetup, campaign_document, new_campaign
from sagrada_desktop.content import load_content
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.saves import dumps, game_document

from .fuzz_files import (
    SPECIAL_KINDS,
    check_four_byte_campaign,
    check_four_byte_game,
    check_special_campaign,
    check_special_game,
    check_two_windows,
    check_unmakeable_folder,
)
from .helpers import random_game, rich_setup


@pytest.fixture(scope="module")
def content() -> CampaignContent:
    return load_content()


@pytest.fixture(scope="module")
def game_text() -> str:
    setup = rich_setup(2, seed=4)
    state, log = random_game(setup, seed=4, stop_after=10)
    return dumps(game_document(setup, log, state))


@pytest.fixture(scope="module")
def campaign_text(content: CampaignContent) -> str:
    families = [FamilySetup("Amat", content.family_colors[0], "Rosa")]
    return dumps(campaign_document(new_campaign(content, families, 2)))


@pytest.mark.parametrize("kind", SPECIAL_KINDS)
def test_special_files_through_every_load_path(kind: str, tmp_path: Path, game_text: str,
                                               campaign_text: str,
                                               content: CampaignContent) -> None:
    expected = "accepted" if kind in ("bom", "link to a save", "outside link") else "error"
    assert check_special_game(kind, tmp_path / "g", game_text) == expected
    assert check_special_campaign(kind, tmp_path / "c", campaign_text, content) == expected


@pytest.mark.parametrize(("families", "length"), [(2, 30), (4, 60), (1, 60)])
def test_names_in_four_byte_characters(tmp_path: Path, content: CampaignContent,
                                       families: int, length: int) -> None:
    assert check_four_byte_campaign(tmp_path, content, families, length, seed=families) \
        == "accepted"


def test_seat_names_in_four_byte_characters(tmp_path: Path) -> None:
    setup = rich_setup(3, seed=5)
    state, log = random_game(setup, seed=5, stop_after=9)
    assert check_four_byte_game(tmp_path, setup, log, state, 60) == "accepted"


def test_two_windows_on_one_data_folder(qapp, tmp_path: Path) -> None:
    from tests.ui.conftest import make_session

    sessions = iter([make_session(seed=1), make_session(seed=2)])
    assert check_two_windows(tmp_path, sessions) == "accepted"


def test_a_data_folder_that_cannot_be_made(qapp, tmp_path: Path,
                                           content: CampaignContent) -> None:
    from tests.ui.conftest import make_session

    families = [FamilySetup("Amat", content.family_colors[0], "Rosa")]
    campaign = new_campaign(content, families, 3)
    assert check_unmakeable_folder(tmp_path, make_session(), campaign, content) == "error"
