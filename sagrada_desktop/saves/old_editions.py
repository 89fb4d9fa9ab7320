"""The editions of files written before files recorded them (versions 0.1.0 and earlier).

A game's setup and a campaign have said which rules and content they are played under since
0.2.0 (GameSetup.rules_edition; the campaign's rules_edition and content_edition). An older
file says nothing, so its format tells:

- Edition 1 is the rules and the content as the program had them up to the main before the
  rules-as-written merge (332a35a, 2026-11-30): files of the first whole game (861ec27) and
  of every main after it up to 4920642.
- Edition 2 is the rules and the content from that merge on. It gave every window design the
  field `objectives_left_out` (written in every setup since, empty or not) and every campaign
  the field `openings`, so a setup whose window has the first, or a campaign body with the
  second, was written under edition 2. Every game file of schema 2 or 3 and every campaign
  file of schema 2 or 3 was written after the merge, and so holds them.

The placement ability's "touching no die" (f2bce6c) came to main half an hour before that
merge; files of those mains cannot be told from older ones and play under edition 1, whose
placement ability is the looser one, so every move they hold stays legal.
"""

from __future__ import annotations

from typing import Any

OLD_RULES, NEW_RULES = 1, 2  # the editions a file of before 0.2.0 can be


def setup_rules_edition(setup: object) -> int:
    """The rules edition of a setup document written before setups recorded one."""
    window = setup.get("window") if isinstance(setup, dict) else None
    return NEW_RULES if isinstance(window, dict) and "objectives_left_out" in window \
        else OLD_RULES


def with_rules_edition(setup: Any) -> Any:
    """The setup document with its rules edition (a setup that has one is left as it is)."""
    if not isinstance(setup, dict) or "rules_edition" in setup:
        return setup
    return {**setup, "rules_edition": setup_rules_edition(setup)}


def campaign_editions(body: object) -> int:
    """The rules and content edition (the same, before 0.2.0) of a campaign body written
    before campaigns recorded them."""
    return NEW_RULES if isinstance(body, dict) and "openings" in body else OLD_RULES
