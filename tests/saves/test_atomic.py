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
