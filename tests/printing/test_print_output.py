"""Where `print` writes: never over its own input, atomically, in the format its name says."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from sagrada_desktop.engine.legacy_types import CampaignContent

from .test_print_command import run


@pytest.mark.parametrize("source", ["--save", "--campaign"])
def test_the_output_may_not_be_the_input(tmp_path: Path, save_file: Path, campaign_file: Path,
                                         own_content: CampaignContent, source: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    given = save_file if source == "--save" else campaign_file
    before = given.read_bytes()
    same = tmp_path / "sub" / ".." / given.name  # the same file, spelt differently
    (tmp_path / "sub").mkdir()
    for out in (given, same):
        assert run("journal", source, str(given), "--out", str(out)) == 1
        assert "input file" in capsys.readouterr().err
    link = tmp_path / "link.json"
    link.symlink_to(given)
    assert run("scorecard", source, str(link), "--out", str(given)) == 1
    assert given.read_bytes() == before
    assert not (tmp_path / f"{given.name}.bak").exists()


def test_a_failed_write_leaves_the_previous_file_whole(tmp_path: Path,
                                                      own_content: CampaignContent,
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    out = tmp_path / "cathedral.pdf"
    assert run("cathedral", "--out", str(out)) == 0
    good = out.read_bytes()

    def disk_full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", disk_full)
    assert run("scorecard", "--out", str(out)) == 1
    assert "cannot be written: the disk is full" in capsys.readouterr().err  # ENOSPC worded
    assert out.read_bytes() == good
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cathedral.pdf"]


def test_the_file_name_says_what_is_written(tmp_path: Path, own_content: CampaignContent,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    svg = tmp_path / "window.svg"
    assert run("blank-journal", "--window", "booster-aurora", "--out", str(svg)) == 0
    assert svg.read_text(encoding="utf-8").startswith("<svg")
    assert run("cathedral", "--out", str(tmp_path / "c.svg")) == 2
    assert "give a .pdf name" in capsys.readouterr().err
    assert run("blank-journal", "--window", "booster-aurora", "--svg",
               "--out", str(tmp_path / "w.pdf")) == 2
    assert "ending in .svg" in capsys.readouterr().err
    assert not (tmp_path / "c.svg").exists() and not (tmp_path / "w.pdf").exists()


def test_a_missing_folder_is_named(tmp_path: Path, own_content: CampaignContent,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cathedral", "--out", str(tmp_path / "nowhere" / "c.pdf")) == 1
    assert "does not exist" in capsys.readouterr().err


def test_an_existing_pdf_keeps_its_permissions(tmp_path: Path, own_content: CampaignContent
                                               ) -> None:
    out = tmp_path / "c.pdf"
    out.write_bytes(b"old")
    out.chmod(0o644)
    assert run("cathedral", "--out", str(out)) == 0
    assert out.stat().st_mode & 0o777 == 0o644
