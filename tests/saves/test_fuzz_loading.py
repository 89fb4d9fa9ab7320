"""Damaged and crafted saves through every headless load path (the saves API, `replay`,
`print`, the autosave at start-up, the campaign Continue list, continuing the campaign): a
load that succeeds gives a state the engine and the campaign rules accept, anything else is
one clear message naming the file, never a traceback, and loading changes no file.

Seeded and bounded (a few hundred variants); benchmarks/save_fuzz.py runs thousands.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from sagrada_desktop.content import load_content
from sagrada_desktop.engine.legacy_types import CampaignContent

from .fuzz_saves import check_campaign_file, check_game_file, mutants, write_mutant
from .sources import campaign_saves, game_saves

PER_SOURCE = 12
PRINT_EVERY = 6  # the print path renders a PDF: every 6th variant goes through it too


@pytest.fixture(scope="module")
def content() -> CampaignContent:
    return load_content()


def _run(kind: str, sources: list[tuple[str, str]], tmp_path: Path,
         content: CampaignContent | None) -> Counter[str]:
    rng = random.Random(f"fuzz:{kind}")
    figures: Counter[str] = Counter()
    for s, (label, text) in enumerate(sources):
        for k, variant in enumerate(mutants(text, rng, kind, PER_SOURCE)):
            folder = tmp_path / f"{kind}-{s}-{k}"
            out = tmp_path / f"out-{s}-{k}"
            folder.mkdir()
            out.mkdir()
            path = folder / f"{kind}.json"
            write_mutant(path, variant)
            with_print = k % PRINT_EVERY == 0
            try:
                if kind == "game":
                    result = check_game_file(path, out, with_print)
                else:
                    assert content is not None
                    result = check_campaign_file(path, content, out, with_print)
            except AssertionError as exc:
                raise AssertionError(f"{label}, variant {k}: {exc}") from exc
            figures["tried"] += 1
            figures[result] += 1
    print(f"\n{kind} saves: {figures['tried']} tried, {figures['error']} clear errors, "
          f"{figures['accepted']} accepted")
    return figures


def test_damaged_game_saves(tmp_path: Path) -> None:
    sources = list(game_saves())
    figures = _run("game", sources, tmp_path, None)
    assert figures["tried"] == len(sources) * PER_SOURCE
    assert figures["error"] > figures["accepted"] > 0


def test_damaged_campaign_saves(tmp_path: Path, content: CampaignContent) -> None:
    sources = list(campaign_saves(content, whole=False))
    assert len(sources) >= 5
    figures = _run("campaign", sources, tmp_path, content)
    assert figures["tried"] == len(sources) * PER_SOURCE
    assert figures["error"] > figures["accepted"] > 0


def test_every_crafted_rule_break_named_in_the_issue_is_refused(tmp_path: Path,
                                                              content: CampaignContent) -> None:
    """The rule-breaking variants alone: each must be refused (none only reshaped)."""
    from .fuzz_saves import _campaign_rules, _game_rules

    rng = random.Random(5)
    game = next(text for label, text in game_saves() if "draft" in label)
    import json

    doc = json.loads(game)
    for k in range(24):
        path = tmp_path / f"g{k}" / "game.json"
        path.parent.mkdir()
        write_mutant(path, _game_rules(doc, rng))
        if json.loads(path.read_text(encoding="utf-8")) != doc:
            assert check_game_file(path, tmp_path, with_print=False) == "error"
    for label, text in campaign_saves(content, whole=False):
        doc = json.loads(text)
        for k in range(12):
            path = tmp_path / f"c{label}{k}" / "campaign.json"
            path.parent.mkdir()
            write_mutant(path, _campaign_rules(doc, rng))
            if json.loads(path.read_text(encoding="utf-8")) != doc:
                assert check_campaign_file(path, content, tmp_path, with_print=False) \
                    == "error", label
