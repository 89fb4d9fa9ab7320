"""CHANGELOG.md: Keep a Changelog's form, its newest release is the program's version, its
first entries are docs/rules.md's "Changes a returning player will notice", and the package's
changelog and release notes are written from it."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import sagrada_desktop

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "installer"))

import changelog  # noqa: E402


def test_the_newest_release_is_the_program_s_version() -> None:
    found = changelog.releases()
    assert found[0][0] == sagrada_desktop.__version__
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert f'version = "{sagrada_desktop.__version__}"' in text
    dates = [date for _v, date, _n in found]
    assert dates == sorted(dates, reverse=True)
    assert [v for v, _d, _n in found] == ["0.2.0", "0.1.0"]


def test_keep_a_changelog_form() -> None:
    text = changelog.CHANGELOG.read_text(encoding="utf-8")
    assert text.startswith("# Changelog\n") and "keepachangelog.com" in text
    assert "## [Unreleased]" in text
    kinds = {kind for _v, _d, notes in changelog.releases() for kind, _n in notes}
    assert kinds <= {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}


def test_the_first_entries_are_the_changes_a_returning_player_will_notice() -> None:
    rules = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    section = rules.split("## Changes a returning player will notice", 1)[1].split("\n## ")[0]
    items = [" ".join(item.split()) for item in re.split(r"\n- ", "\n" + section.strip())[1:]]
    assert len(items) >= 10
    notes = [note for kind, note in changelog.releases()[0][2] if kind == "Changed"]
    assert [" ".join(n.split()) for n in notes] == items


def test_a_malformed_changelog_is_refused_with_its_line(tmp_path: Path) -> None:
    bad = tmp_path / "CHANGELOG.md"
    bad.write_text("# Changelog\n\n## [1.0.0]\n### Added\n- x\n", encoding="utf-8")
    with pytest.raises(changelog.ChangelogError, match="CHANGELOG.md:3: release 1.0.0 has no date"):
        changelog.releases(bad)
    bad.write_text("# Changelog\n\n## [1.0.0] - 2026-01-02\n### Added\nloose words\n",
                   encoding="utf-8")
    with pytest.raises(changelog.ChangelogError, match="CHANGELOG.md:5"):
        changelog.releases(bad)


def test_the_release_notes_carry_every_change() -> None:
    xml = changelog.appstream_releases()
    assert xml.count("<release ") == len(changelog.releases())
    assert '<release version="0.2.0" date=' in xml and "&gt;" in xml  # "Help > Rules" escaped
