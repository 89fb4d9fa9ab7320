"""The editions of files written before files recorded them (versions 0.1.0 and earlier).

A game's setup and a campaign have said which rules and content they are played under since
0.2.0 (GameSetup.rules_edition; the campaign's rules_edition and content_edition). An older
file says nothing, so its format and its log tell:

- The rules-as-written merge (332a35a, 2026-11-30) gave every window design the field
  `objectives_left_out` (written in every setup since, empty or not) and every campaign the
  field `openings`. A setup whose window has the first, or a campaign body with the second,
  was written after it: rules edition 3, content edition 2. Every game file of schema 2 or 3
  and every campaign file of schema 2 or 3 was written after it, and so holds them.
- A file without them was written before it, by the first whole game (861ec27) or a later
  main up to 4920642: content edition 1, and rules edition 1 or 2. Edition 2 (f2bce6c, half an
  hour before the merge) changed only where the placement ability lets the die go, which the
  format does not show; the log does: the game is edition 1 if its log replays under edition 1
  to its saved state, else edition 2 (the two play every other action alike, so a log legal
  under both gives the same game under both). A campaign between windows, without a game to
  tell, is edition 1.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

AFTER_THE_MERGE = 3                # the rules edition of a file written after 332a35a
BEFORE_THE_MERGE = (1, 2)          # a file written before it: the editions to try, in order
CONTENT_AFTER, CONTENT_BEFORE = 2, 1
T = TypeVar("T")


def written_after_the_merge(setup: object) -> bool:
    window = setup.get("window") if isinstance(setup, dict) else None
    return isinstance(window, dict) and "objectives_left_out" in window


def setup_rules_editions(setup: object) -> tuple[int, ...]:
    """The rules editions a setup document without one may be, in the order to try them (a
    setup that names its edition: that one)."""
    if isinstance(setup, dict) and "rules_edition" in setup:
        return (setup["rules_edition"],)
    return (AFTER_THE_MERGE,) if written_after_the_merge(setup) else BEFORE_THE_MERGE


def with_rules_edition(setup: Any) -> Any:
    """The setup document with its rules edition, the first to try (a setup that has one is
    left as it is)."""
    if not isinstance(setup, dict) or "rules_edition" in setup:
        return setup
    return {**setup, "rules_edition": setup_rules_editions(setup)[0]}


def campaign_editions(body: object, game_setup: object) -> tuple[int, int]:
    """The rules and content editions of a campaign body written before campaigns recorded
    them (its game in progress's setup, if any, tells edition 1 from 2 by its log later)."""
    if isinstance(body, dict) and "openings" in body:
        return AFTER_THE_MERGE, CONTENT_AFTER
    return setup_rules_editions(game_setup)[0] if isinstance(game_setup, dict) else 1, \
        CONTENT_BEFORE


def first_that_plays(editions: Sequence[int], play: Callable[[int], T]) -> T:
    """play(edition) for the first of `editions` under which the file plays (its log replays
    to its saved state); the first edition's refusal when none does."""
    first: Exception | None = None
    for edition in editions:
        try:
            return play(edition)
        except ValueError as e:  # the log refused, or a state that is not the one saved
            first = first or e
    assert first is not None
    raise first
