"""Where `print` writes: never over its own input, atomically, in the format its name says."""

from __future__ import annotations

import errno
import os
import stat
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


def test_an_empty_name_and_a_folder_name_are_refused_clearly(tmp_path: Path,
                                                            own_content: CampaignContent,
                                                            capsys: pytest.CaptureFixture[str]
                                                            ) -> None:
    """Issue 32, item 6: `--out ''` says what is wrong; `--out x.pdf/` is a folder's name."""
    assert run("cathedral", "--out", "") == 1
    assert "give the name of the file to write" in capsys.readouterr().err
    assert run("cathedral", "--out", str(tmp_path / "x.pdf") + "/") == 1
    assert "is a folder" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_a_link_is_printed_through_to_its_file(tmp_path: Path, own_content: CampaignContent
                                               ) -> None:
    real = tmp_path / "real.pdf"
    real.write_bytes(b"old")
    link = tmp_path / "link.pdf"
    link.symlink_to(real)
    assert run("cathedral", "--out", str(link)) == 0
    assert link.is_symlink() and real.read_bytes().startswith(b"%PDF")


def _device(tmp_path: Path, name: str, minor: int) -> Path:
    """/dev/null (minor 3) or /dev/full (7) for the test to print to: as root, a node of its
    own in tmp_path (a program that replaced it would otherwise replace the system's)."""
    if os.geteuid() != 0:
        return Path("/dev") / name
    node = tmp_path / name
    os.mknod(node, 0o666 | stat.S_IFCHR, os.makedev(1, minor))
    return node


def test_devices_and_pipes_are_written_to_never_replaced(tmp_path: Path,
                                                         own_content: CampaignContent,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    """/dev/null stays the device (as root, the old atomic rename made it a 70 kB file); a
    pipe gets the PDF; a link to a device is the device; a pipe nobody reads is an error."""
    null = _device(tmp_path, "null", 3)
    before = null.stat()
    assert run("cathedral", "--out", str(null)) == 0
    after = null.stat()
    assert (after.st_mode, after.st_rdev, after.st_ino) == (before.st_mode, before.st_rdev,
                                                            before.st_ino)
    link = tmp_path / "to-null.pdf"
    link.symlink_to(null)
    assert run("cathedral", "--out", str(link)) == 0
    assert link.is_symlink() and null.stat().st_ino == before.st_ino
    if hasattr(os, "mkfifo"):
        import threading

        fifo = tmp_path / "pipe.pdf"
        os.mkfifo(fifo)
        reading = os.open(fifo, os.O_RDWR)  # a reader there before the print starts
        got: list[bytes] = []

        def reader() -> None:  # until the PDF's last line (this end holds the pipe open)
            data = b""
            while not data.rstrip().endswith(b"%%EOF"):
                data += os.read(reading, 65536)
            got.append(data)

        worker = threading.Thread(target=reader, daemon=True)
        worker.start()
        assert run("cathedral", "--out", str(fifo)) == 0
        worker.join(20)
        os.close(reading)
        assert got and got[0].startswith(b"%PDF") and fifo.is_fifo()
        assert run("cathedral", "--out", str(fifo)) == 1  # nobody reads it now
        assert "cannot be written" in capsys.readouterr().err
        assert fifo.is_fifo()


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="/dev/full")
def test_a_device_that_refuses_the_data_is_said(tmp_path: Path, own_content: CampaignContent,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    full = _device(tmp_path, "full", 7)
    assert run("cathedral", "--out", str(full)) == 1
    assert f"{full}: cannot be written: the disk is full" in capsys.readouterr().err
    assert full.is_char_device()


def test_a_link_loop_is_not_called_missing(tmp_path: Path, own_content: CampaignContent,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 32, item 10: `print` said "no such file" for a link loop."""
    loop = tmp_path / "loop.json"
    loop.symlink_to(tmp_path / "loop2.json")
    (tmp_path / "loop2.json").symlink_to(loop)
    for source in ("--save", "--campaign"):
        assert run("scorecard", source, str(loop), "--out", str(tmp_path / "s.pdf")) == 1
        err = capsys.readouterr().err
        assert "no such file" not in err and "links in a circle" in err, err


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every folder")
def test_a_folder_not_to_be_read_is_not_called_missing(tmp_path: Path,
                                                       own_content: CampaignContent,
                                                       capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    shut = tmp_path / "shut"
    shut.mkdir()
    (shut / "game.json").write_text("{}", encoding="utf-8")
    shut.chmod(0)
    try:
        assert run("scorecard", "--save", str(shut / "game.json"), "--out",
                   str(tmp_path / "s.pdf")) == 1
    finally:
        shut.chmod(0o755)
    err = capsys.readouterr().err
    assert "no such file" not in err and "permission denied" in err, err
