"""A saved game or campaign that cannot be read or written says so in the current language:
the file, what went wrong (no such file, cannot be read, cannot be saved) and where the
backup is. The details of a damaged file (which field, what was expected) stay English."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from sagrada_desktop.campaign import CampaignSaveError, load_campaign_file
from sagrada_desktop.saves import SaveError, load_game
from sagrada_desktop.wording import set_language


@pytest.fixture
def chinese() -> Iterator[None]:
    set_language("zh_TW")
    yield
    set_language("en")


def test_a_missing_game_in_both_languages(tmp_path: Path) -> None:
    path = tmp_path / "gone.sagrada.json"
    with pytest.raises(SaveError) as english:
        load_game(path)
    assert str(english.value) == f"{path}: no such file"
    set_language("zh_TW")
    try:
        with pytest.raises(SaveError) as chinese:
            load_game(path)
    finally:
        set_language("en")
    assert str(chinese.value) == f"{path}：找不到這個檔案"


def test_a_damaged_game_and_its_backup_in_chinese(tmp_path: Path, chinese: None) -> None:
    path = tmp_path / "game.sagrada.json"
    path.write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_game(path)
    text = str(caught.value)
    assert text.startswith(f"{path}：這個存檔無法讀取：")
    assert text.endswith("（檔案保持原狀）")
    (tmp_path / "game.sagrada.json.bak").write_text("{}", encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_game(path)
    assert str(caught.value).endswith("（檔案保持原狀；前一次的存檔在 game.sagrada.json.bak）")


def test_a_damaged_campaign_in_chinese(tmp_path: Path, chinese: None) -> None:
    path = tmp_path / "Amat.json"
    with pytest.raises(CampaignSaveError) as caught:
        load_campaign_file(path)
    assert str(caught.value) == f"{path}：找不到這個檔案"
    path.write_text("[]", encoding="utf-8")
    with pytest.raises(CampaignSaveError) as caught:
        load_campaign_file(path)
    assert str(caught.value).startswith(f"{path}：這個存檔無法讀取：")
    assert str(caught.value).endswith("（檔案保持原狀）")
