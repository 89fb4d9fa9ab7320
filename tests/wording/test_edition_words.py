"""The words of each edition's changes (wording/editions.py, the content editions' files) are
what Help > Rules says in its "Editions" section, in English and in 繁體中文; every older
edition has them."""

from __future__ import annotations

from pathlib import Path

import pytest

from sagrada_desktop.content.editions import edition_changes
from sagrada_desktop.engine.edition_numbers import CONTENT_EDITION, RULES_EDITION
from sagrada_desktop.wording.editions import RULES_CHANGES, rules_changes

ROOT = Path(__file__).resolve().parents[2]
PAGES = {"en": ROOT / "docs" / "rules.md",
         "zh_TW": ROOT / "resources" / "translations" / "zh_TW" / "help" / "rules.md"}


def _items(lang: str) -> set[str]:
    text = PAGES[lang].read_text(encoding="utf-8")
    heading = "## Editions" if lang == "en" else "## 版次"
    section = text.split(heading, 1)[1].split("\n## ", 1)[0]
    items, current = [], ""
    for line in section.splitlines():
        if line.startswith("- "):
            if current:
                items.append(current)
            current = line[2:]
        elif line.startswith("  ") and current:
            current += " " + line.strip()
        elif current:
            items.append(current)
            current = ""
    if current:
        items.append(current)
    return {" ".join(i.split()) for i in items}


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_help_lists_every_change_of_every_edition(lang: str) -> None:
    listed = _items(lang)
    words = [*(w for e in range(1, RULES_EDITION) for w in rules_changes(e, lang)),
             *(w for e in range(1, CONTENT_EDITION) for w in edition_changes(e, lang))]
    assert words and all(w in listed for w in words), set(words) - listed
    assert len(listed) == len(words)


def test_every_older_edition_says_what_the_next_changed() -> None:
    assert sorted(RULES_CHANGES) == list(range(1, RULES_EDITION))
    for edition in range(1, CONTENT_EDITION):
        en, zh = edition_changes(edition, "en"), edition_changes(edition, "zh_TW")
        assert en and len(en) == len(zh) and en != zh
