"""The campaign save's migration steps, version by version (saves.migrations.upgrade runs
them on the parsed JSON, before any of it is read):

- 1 -> 2 (`_campaign_v1_to_v2_seat_plans`): version 1 kept who plays each family in a side file
  `<name>.seats.json`; it is read if it is there (else every family is played by a person, as
  then), and the plans are inside the file from then on.
- 2 -> 3 (log_migration.structured_log_v2_to_v3): the log and the tie-break notes, English
  text until then, become data.
- 3 -> 4 (`_campaign_v3_to_v4_editions`): the campaign says the rules and content editions it
  is played under, and its game in progress the rules edition; an older file is the edition
  its format shows (saves/old_editions.py).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from ..saves.migrations import Migration
from ..saves.old_editions import campaign_editions, with_rules_edition
from ..saves.old_seat_files import old_plans_json
from .log_migration import structured_log_v2_to_v3


def _campaign_v1_to_v2_seat_plans(doc: dict[str, Any], side_file: Path | None = None
                                  ) -> dict[str, Any]:
    """Version 2 keeps who plays each family inside the document ("seats"); version 1 kept it
    in the side file `<name>.seats.json` (read if it is there, else every family a person)."""
    body = doc.get("campaign")
    families = body.get("families") if isinstance(body, dict) else None
    doc["seats"] = old_plans_json(side_file, len(families) if isinstance(families, list) else 0)
    return doc


def _campaign_v3_to_v4_editions(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 4 campaigns say their rules and content editions, and their game's setup its
    rules edition; an older one is the edition its format shows (saves/old_editions.py: a
    campaign of before the rules-as-written merge is rules edition 1, or 2 when its game's log
    says so, which reading it finds out)."""
    body = doc.get("campaign")
    game = doc.get("game")
    setup = game.get("setup") if isinstance(game, dict) else None
    if isinstance(body, dict):
        rules, content = campaign_editions(body, setup)
        doc["campaign"] = {"rules_edition": rules, "content_edition": content, **body}
    if isinstance(game, dict):
        doc["game"] = {**game, "setup": with_rules_edition(setup)}
    return doc


def campaign_migrations(side_file: Path | None = None) -> dict[int, Migration]:
    """The campaign's migration steps; `side_file`: where version 1 kept the seat plans."""
    return {1: partial(_campaign_v1_to_v2_seat_plans, side_file=side_file),
            2: structured_log_v2_to_v3,  # the log and the tie-break notes: English -> data
            3: _campaign_v3_to_v4_editions}
