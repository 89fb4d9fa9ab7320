"""atomic_write: all or nothing, with the previous version kept as .bak."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from sagrada_desktop.saves import atomic_write, backup_path


def test_writes_text_and_keeps_the_previous_version(tmp_path: Path) -> None:
    path = tmp_path / "campaign.json"
    atomic_write(path, "one ✓")
    assert path.read_text(encoding="utf-8") == "one ✓"
    assert not backup_path(path).exists()
    atomic_write(path, "two")
    atomic_write(path, "three")
    assert path.read_text(encoding="utf-8") == "three"
    assert backup_path(path) == tmp_path / "campaign.json.bak"
    assert backup_path(path).read_text(encoding="utf-8") == "two"
    assert sorted(os.listdir(tmp_path)) == ["campaign.json", "campaign.json.bak"]


def test_without_backup(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    atomic_write(path, "1", backup=False)
    atomic_write(path, "2", backup=False)
    assert path.read_text(encoding="utf-8") == "2"
    assert os.listdir(tmp_path) == ["a.txt"]


def test_a_failed_rename_leaves_the_old_file_and_no_temporary(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    atomic_write(path, "old")
    real_replace = os.replace

    def failing_replace(src: str, dst: str) -> None:
        if Path(dst) == path:
            raise OSError(28, "No space left on device")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError, match="No space left"):
        atomic_write(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert sorted(os.listdir(tmp_path)) == ["game.json", "game.json.bak"]


def test_the_data_is_flushed_and_fsynced_before_the_rename(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        events.append("fsync")
        real_fsync(fd)

    def replace(src: str, dst: str) -> None:
        events.append("replace")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    atomic_write(tmp_path / "x.json", "data")
    assert events[0] == "fsync" and "replace" in events


def test_files_that_only_look_like_temporaries_are_left_alone(tmp_path: Path) -> None:
    """Issue 32, item 7: a person's `.x.pdf.my-notes.tmp`, or another window's temporary
    still being written, is not this write's to remove."""
    path = tmp_path / "in.sagrada.json"
    atomic_write(path, "one")
    theirs = [tmp_path / ".in.sagrada.json.draft 2.tmp", tmp_path / ".in.sagrada.json.abc123.tmp",
              tmp_path / ".in.sagrada.json.my-notes.tmp"]
    for k, other in enumerate(theirs):
        other.write_text(f"not the program's {k}", encoding="utf-8")
    atomic_write(path, "two")
    for k, other in enumerate(theirs):
        assert other.read_text(encoding="utf-8") == f"not the program's {k}"
    assert sorted(os.listdir(tmp_path)) == sorted(
        ["in.sagrada.json", "in.sagrada.json.bak", *(p.name for p in theirs)])


def test_a_name_of_four_byte_characters_near_the_limit_is_written(tmp_path: Path) -> None:
    """Issue 32, item 3: the temporary ".NAME.xxxxxxxx.tmp" must fit 255 bytes too."""
    name = "𝔄" * 59 + "x.json"  # 236 + 6 = 242 bytes: the temporary would need 256
    path = tmp_path / name
    atomic_write(path, "one")
    atomic_write(path, "two")
    assert path.read_text(encoding="utf-8") == "two"
    assert backup_path(path).read_text(encoding="utf-8") == "one"
    assert sorted(os.listdir(tmp_path)) == sorted([name, name + ".bak"])


def test_a_link_is_written_through_and_stays_a_link(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    atomic_write(real, "one")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    atomic_write(link, "two")
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "two"
    assert (tmp_path / "real.json.bak").read_text(encoding="utf-8") == "one"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_what_is_not_a_plain_file_is_never_replaced(tmp_path: Path) -> None:
    from sagrada_desktop.saves.atomic import NotAPlainFile

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(NotAPlainFile):
        atomic_write(fifo, "x")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(IsADirectoryError):
        atomic_write(folder, "x")
    loop = tmp_path / "loop.json"
    loop.symlink_to(tmp_path / "loop2.json")
    (tmp_path / "loop2.json").symlink_to(loop)
    with pytest.raises(OSError, match="symbolic links"):
        atomic_write(loop, "x")
    assert sorted(os.listdir(tmp_path)) == ["folder.json", "loop.json", "loop2.json", "pipe.json"]
    assert loop.is_symlink() and fifo.is_fifo()
