"""Damaged and crafted campaign files of a window at the table through every headless load
path (tests/saves/fuzz_saves.py: the saves API, print, the Continue list, continuing): each
opens a campaign the campaign rules accept, or says what is wrong in one message naming the
file, and loading changes no file."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

from sagrada_desktop.campaign.campaign_file import campaign_document
from sagrada_desktop.engine import Color, Die
from sagrada_desktop.table.entries import fill_space, set_tool_boxes
from tests.saves.fuzz_saves import check_campaign_file, mutants, write_mutant

from .campaigns import CONTENT, at_results, at_table

PER_SOURCE = 10


def _sources() -> list[str]:
    entered = set_tool_boxes(fill_space(at_results(), 0, 0, 0, Die(Color.RED, 3)), 0,
                             (1, 0, 0))
    return [json.dumps(campaign_document(c)) for c in (at_table(), at_results(), entered)]


def test_damaged_table_windows_are_refused_or_play_on(tmp_path: Path) -> None:
    rng = random.Random("fuzz:table")
    figures: Counter[str] = Counter()
    for s, text in enumerate(_sources()):
        for k, variant in enumerate(mutants(text, rng, "campaign", PER_SOURCE)):
            folder, out = tmp_path / f"in-{s}-{k}", tmp_path / f"out-{s}-{k}"
            folder.mkdir()
            out.mkdir()
            path = folder / "campaign.json"
            write_mutant(path, variant)
            try:
                figures[check_campaign_file(path, CONTENT, out, k % 5 == 0)] += 1
            except AssertionError as exc:
                raise AssertionError(f"source {s}, variant {k}: {exc}") from exc
    print(f"\ntable windows: {sum(figures.values())} tried, {figures['error']} clear errors, "
          f"{figures['accepted']} accepted")
    assert sum(figures.values()) == 3 * PER_SOURCE
    assert figures["error"] > 0 and figures["accepted"] > 0, figures
