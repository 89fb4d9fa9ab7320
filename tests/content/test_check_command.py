"""`sagrada-artisans content check [--json] [--root DIR]` under a local parser."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import pytest

from sagrada_desktop.content import check_command

from .conftest import edit


def _run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="sagrada-artisans")
    sub = parser.add_subparsers(dest="command")
    check_command.add_parser(sub).set_defaults(run=check_command.run)
    args = parser.parse_args(argv)
    return int(args.run(args))


def test_check_prints_the_counts_of_the_shipped_content(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert _run(["content", "check"]) == 0
    out = capsys.readouterr().out
    assert "is valid." in out
    assert re.search(r"Campaign windows:\s+10\n", out)
    assert re.search(r"Envelopes:\s+19\n", out)
    assert "M10 x2" in out and "M14 x2" in out


def test_check_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(["content", "check", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] is True
    assert report["errors"] == []
    assert report["counts"]["booster_windows"] >= 6
    assert report["counts"]["magic_square_spaces_by_number"]["14"] == 2


def test_check_reports_problems_and_exits_1(
    content_root: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    edit(content_root, "windows/campaign/w03.toml", "boxes = [2]", 'boxes = "2"')
    assert _run(["content", "check", "--root", str(content_root)]) == 1
    out = capsys.readouterr().out
    assert "has 1 problem(s):" in out
    assert ("resources/windows/campaign/w03.toml: window 'w03', tools[1].boxes: "
            "expected a list of whole numbers") in out
    assert _run(["content", "check", "--json", "--root", str(content_root)]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] is False and report["counts"] == {}
    assert len(report["errors"]) == 1


def test_content_needs_an_action() -> None:
    with pytest.raises(SystemExit):
        _run(["content"])
