"""The releases of CHANGELOG.md (Keep a Changelog), for the Debian changelog and the AppStream
release notes of the package: the one list of what each version changed, kept in one file.

    ## [0.2.0] - 2026-12-01        a release: its version and date
    Text before the first list     (left out: the lists are the notes)
    ### Added / Changed / Fixed    a kind of change
    - One change, which may        one note (continued on the lines indented below it)
      go on here.

"## [Unreleased]" holds what is not released yet and is left out.
"""

from __future__ import annotations

import re
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
CHANGELOG = ROOT / "CHANGELOG.md"

_RELEASE = re.compile(r"^## \[(?P<version>[^\]]+)\](?: - (?P<date>\d{4}-\d{2}-\d{2}))?\s*$")
_KIND = re.compile(r"^### (?P<kind>\S.*)$")


class ChangelogError(ValueError):
    """CHANGELOG.md is not in the form the package is built from (the message says where)."""


def releases(path: Path = CHANGELOG) -> list[tuple[str, str, list[tuple[str, str]]]]:
    """(version, date, [(kind, note), ...]) of each release, newest first, as written."""
    out: list[tuple[str, str, list[tuple[str, str]]]] = []
    kind = ""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        where = f"{path.name}:{number}"
        release = _RELEASE.match(line)
        if release:
            if release["version"] == "Unreleased":
                out.append(("", "", []))  # a heading whose notes are left out
            elif release["date"] is None:
                raise ChangelogError(f"{where}: release {release['version']} has no date")
            else:
                out.append((release["version"], release["date"], []))
            kind = ""
            continue
        heading = _KIND.match(line)
        if heading:
            kind = heading["kind"].strip()
            continue
        if not out or not kind:
            continue
        notes = out[-1][2]
        if line.startswith("- "):
            notes.append((kind, line[2:].strip()))
        elif line.startswith("  ") and line.strip() and notes:
            notes[-1] = (notes[-1][0], f"{notes[-1][1]} {line.strip()}")
        elif line.strip():
            raise ChangelogError(f"{where}: a line of a list is '- ' or indented under one")
    found = [r for r in out if r[0]]
    for version, _date, notes in found:
        if not notes:
            raise ChangelogError(f"{path.name}: release {version} lists no change")
    return found


def plain(note: str) -> str:
    """A note without its Markdown marks (backticks, emphasis)."""
    return re.sub(r"[`*_]", "", note)


def appstream_releases(path: Path = CHANGELOG) -> str:
    """The <releases> element of the AppStream metainfo: each release with its notes."""
    lines = ["<releases>"]
    for version, date, notes in releases(path):
        lines += [f'    <release version="{escape(version)}" date="{date}">',
                  "      <description>", "        <ul>"]
        lines += [f"          <li>{escape(plain(note))}</li>" for _kind, note in notes]
        lines += ["        </ul>", "      </description>", "    </release>"]
    lines.append("  </releases>")
    return "\n".join(lines)
