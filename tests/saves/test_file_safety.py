"""Files the program reads or writes beside the saves: pipes, links, permissions, temporary
files of an interrupted save, side files written atomically, playing.txt kept in its folder,
numbers too long to read and broken characters."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from sagrada_desktop.campaign import load_campaign
from sagrada_desktop.campaign.campaign_file import CampaignSaveError
from sagrada_desktop.saves import SaveError, atomic_write, load_game, save_game
from sagrada_desktop.ui.campaign.campaign_files import PLAYING, UNLOCKED, CampaignFolder
from tests.saves.helpers import random_game, rich_setup


def _game(path: Path) -> None:
    setup = rich_setup(2, seed=1)
    state, log = random_game(setup, seed=1, stop_after=4)
    save_game(path, setup, log, state)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_pipe_given_as_a_save_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    errors: list[str] = []

    def load() -> None:
        for loader in (load_game, load_campaign):
            try:
                loader(fifo)
            except (SaveError, CampaignSaveError) as exc:
                errors.append(str(exc))

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(10)
    assert not worker.is_alive(), "a loader waits for ever on a pipe"
    assert len(errors) == 2 and all("not a regular file" in e for e in errors)


def test_saving_keeps_the_files_permissions_and_leaves_other_temporaries(tmp_path: Path
                                                                       ) -> None:
    path = tmp_path / "game.json"
    _game(path)
    path.chmod(0o644)
    stray = tmp_path / ".game.json.abc123.tmp"
    stray.write_text("half a save", encoding="utf-8")
    _game(path)
    assert path.stat().st_mode & 0o777 == 0o644
    assert (tmp_path / "game.json.bak").stat().st_mode & 0o777 == 0o644
    assert stray.read_text(encoding="utf-8") == "half a save"  # not this save's own
    fresh = tmp_path / "new.json"
    atomic_write(fresh, "{}")
    umask = os.umask(0)
    os.umask(umask)
    assert fresh.stat().st_mode & 0o777 == 0o666 & ~umask


def test_a_number_too_long_to_read_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    _game(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    text = json.dumps(doc).replace('"seed": 1', '"seed": 1' + "0" * 5000)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError, match="game.json: not a readable save"):
        load_game(path)


def test_a_broken_character_in_a_name_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    _game(path)
    text = path.read_text(encoding="utf-8").replace('"Seat 1"', '"Seat \\ud800"', 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError, match=r"seats\[0\]\.name: the text holds a broken character"):
        load_game(path)


def test_the_continue_list_survives_a_dangling_link(tmp_path: Path) -> None:
    folder = CampaignFolder(tmp_path)
    (tmp_path / "gone.json").symlink_to(tmp_path / "nowhere.json")
    assert folder.campaign_files() == []
    assert folder.saved(None) == []  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["../outside.json", "/etc/passwd", "..", "sub/c.json",
                                  "link.json"])
def test_playing_txt_never_reaches_outside_its_folder(tmp_path: Path, name: str) -> None:
    campaigns = tmp_path / "campaigns"
    folder = CampaignFolder(campaigns)
    (tmp_path / "outside.json").write_text("{}", encoding="utf-8")
    (campaigns / "sub").mkdir()
    (campaigns / "sub" / "c.json").write_text("{}", encoding="utf-8")
    (campaigns / "link.json").symlink_to(tmp_path / "outside.json")
    (campaigns / PLAYING).write_text(name, encoding="utf-8")
    assert folder.left_playing() is None
    inside = campaigns / "mine.json"
    inside.write_text("{}", encoding="utf-8")
    folder.mark_playing(inside)
    assert folder.left_playing() == inside


def test_side_files_are_written_whole_or_not_at_all(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    folder = CampaignFolder(tmp_path)
    folder.note_unlocked(["w01", "w02"])
    before = (tmp_path / UNLOCKED).read_bytes()

    def killed(_fd: int) -> None:  # the program stops in the middle of writing
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", killed)
    with pytest.raises(KeyboardInterrupt):
        folder.note_unlocked(["w03"])
    monkeypatch.undo()
    assert (tmp_path / UNLOCKED).read_bytes() == before
    assert folder.unlocked() == ["w01", "w02"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [UNLOCKED]


def test_campaign_names_in_four_byte_characters_give_a_file_that_saves(tmp_path: Path) -> None:
    """Issue 32, item 3: two legal 30-character family names in 4-byte characters made a
    242-byte file name whose temporary passed 255 bytes ("File name too long" at every save)."""
    from sagrada_desktop.campaign import (
        FamilySetup,
        new_campaign,
        reset_campaign,
        save_campaign,
    )
    from sagrada_desktop.content import load_content
    from sagrada_desktop.saves.atomic import name_bytes

    content = load_content()
    names = ["𝔄" * 30, "𝔅" * 30]
    families = [FamilySetup(n, content.family_colors[i], n) for i, n in enumerate(names)]
    campaign = new_campaign(content, families, 1)
    folder = CampaignFolder(tmp_path)
    path = folder.new_path(names)
    assert name_bytes(path.name) <= 125
    save_campaign(path, campaign)
    save_campaign(path, campaign)  # with its .bak
    assert load_campaign(path, content) == campaign
    reset_campaign(path, content, seed=2)  # ".before-reset" fits too
    again = folder.new_path(names)  # the next one of the same names
    assert again != path and name_bytes(again.name) <= 140
    assert all(name_bytes(p.name) <= 255 for p in tmp_path.iterdir())


def test_the_continue_list_leaves_out_links_to_files_outside_its_folder(tmp_path: Path) -> None:
    """Issue 32, item 10: a campaign file that is a link elsewhere was listed and loaded."""
    campaigns = tmp_path / "campaigns"
    folder = CampaignFolder(campaigns)
    outside = tmp_path / "elsewhere.json"
    outside.write_text("{}", encoding="utf-8")
    (campaigns / "link.json").symlink_to(outside)
    (campaigns / "mine.json").write_text("{}", encoding="utf-8")
    assert [p.name for p in folder.campaign_files()] == ["mine.json"]
