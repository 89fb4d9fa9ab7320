"""Every family of a campaign file's fields, broken against the campaign's rules one edit at
a time (tests/saves/fuzz_campaign_rules.py), is refused through every load path
(benchmarks/save_fuzz.py runs every source)."""

from __future__ import annotations

import random
from pathlib import Path

from sagrada_desktop.content import load_content

from .fuzz_campaign_rules import EDITS, impossible_campaigns
from .fuzz_saves import check_campaign_file, write_mutant
from .sources import campaign_saves


def test_every_rule_breaking_edit_is_refused(tmp_path: Path) -> None:
    content = load_content()
    rng = random.Random(3)
    tried: set[str] = set()
    for s, (label, text) in enumerate(campaign_saves(content, 3, seed=5, whole=False)):
        for k, (name, edited) in enumerate(impossible_campaigns(text, rng)):
            path = tmp_path / f"{s}-{k}" / "campaign.json"
            path.parent.mkdir()
            write_mutant(path, edited)
            result = check_campaign_file(path, content, tmp_path / f"{s}-{k}",
                                         with_print=k % 10 == 0)
            assert result == "error", f"{label}: {name} was accepted"
            tried.add(name)
    assert tried == set(EDITS)  # each family of fields broken at least once
