"""Writes installer/requirements.lock: every distribution the installer build installs (the
program's dependencies and PyInstaller's), pinned to one version with the sha256 of its file, so
that `make installer` bundles the same bits next month (pip install --require-hashes).

Run after changing the dependencies in pyproject.toml, with the project's Python:
  .venv/bin/python installer/lock.py
The hashes are of the files this machine's index serves for Linux x86_64 and CPython 3.11; the
Windows and macOS recipes install from pyproject.toml's ranges.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCK = ROOT / "installer" / "requirements.lock"


def requirements() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [*project["dependencies"], *project["optional-dependencies"]["installer"]]


def resolve(reqs: list[str]) -> list[tuple[str, str, str]]:
    """(name, version, sha256) of every distribution pip would install, from its report."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--dry-run",
                        "--ignore-installed", "--only-binary=:all:", "--report", str(report),
                        *reqs], check=True)
        data = json.loads(report.read_text(encoding="utf-8"))
    out = []
    for item in data["install"]:
        meta = item["metadata"]
        archive = item["download_info"].get("archive_info", {})
        digest = archive.get("hashes", {}).get("sha256") or archive.get("hash", "").partition(
            "sha256=")[2]
        if not digest:
            raise SystemExit(f"pip reported no sha256 for {meta['name']}")
        out.append((meta["name"], meta["version"], digest))
    return sorted(out, key=lambda entry: entry[0].lower())


def lock_text(pins: list[tuple[str, str, str]]) -> str:
    lines = ["# The installer build's Python distributions, pinned with their hashes.",
             "# Written by installer/lock.py from pyproject.toml; do not edit by hand.", ""]
    for name, version, digest in pins:
        lines.append(f"{name}=={version} \\\n    --hash=sha256:{digest}")
    return "\n".join(lines) + "\n"


def main() -> int:
    LOCK.write_text(lock_text(resolve(requirements())), encoding="utf-8")
    print(LOCK.read_text(encoding="utf-8"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
