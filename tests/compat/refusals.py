"""Which files of the corpus today's program refuses, grouped by its message (README.md's list):

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.compat.refusals

Each file (and each .bak) is read by today's loader of its kind: `load_game` for games and
autosaves (with the autosave's side file, as the start-up reads it), `load_campaign_file` with
the shipped content for campaigns. The message is the loader's, with the file's name and
numbers taken out so that files refused for one reason fall into one group.
"""

from __future__ import annotations

import re
import shutil
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from sagrada_desktop.campaign.campaign_file import load_campaign_file
from sagrada_desktop.content import load_content
from sagrada_desktop.saves import load_game
from sagrada_desktop.ui.game.autosave import OLD_PLANS

from .corpus import Entry, entries


def refusal(entry: Entry, backup: bool, scratch: Path) -> str | None:
    """Today's loader's message for the file (or its .bak), None when it opens."""
    path = entry.copy_into(scratch / entry.commit / entry.file.replace("/", "-"))
    if backup:
        shutil.copyfile(path.with_name(path.name + ".bak"), path)
    try:
        if entry.kind in ("campaign", "left-playing"):
            load_campaign_file(path, load_content())
        elif entry.kind == "autosave":
            load_game(path, side_file=path.with_name(OLD_PLANS))
        else:
            load_game(path)
    except Exception as exc:  # whatever is raised, the file is refused
        return str(exc)
    return None


def cause(text: str) -> str:
    text = re.sub(r"/\S+/", "", text)
    text = re.sub(r"\S+\.(sagrada\.json|json)(\.bak)?", "FILE", text)
    return re.sub(r"\d+", "N", text)


def main() -> int:
    groups: dict[str, list[str]] = defaultdict(list)
    total = 0
    with tempfile.TemporaryDirectory() as scratch:
        for entry in entries("game", "autosave", "campaign", "left-playing"):
            for backup in (False, True) if entry.facts.get("backup") else (False,):
                total += 1
                text = refusal(entry, backup, Path(scratch))
                if text is not None:
                    groups[cause(text)].append(entry.name + (".bak" if backup else ""))
    refused = sum(len(v) for v in groups.values())
    print(f"{refused} of {total} files refused")
    for text, names in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"\n{len(names)}: {text}")
        for name in names:
            print(f"  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
