"""Ability texts and behaviour agree on how often an ability may be used in a turn.

Rulebook: each ability may be used repeatedly unless it says otherwise. A card whose ability is
limited (per_turn) says "once"; no other card, window rule or envelope says an ability is used
once on a turn.
"""

from __future__ import annotations

import re

from sagrada_desktop.engine import Reroll
from sagrada_desktop.engine.legacy_types import CampaignContent

ONCE = re.compile(r"\bonce on your turn\b", re.IGNORECASE)


def test_only_limited_abilities_say_once(content: CampaignContent) -> None:
    for ability in content.abilities.values():
        says_once = bool(ONCE.search(ability.text))
        assert says_once == (ability.per_turn == 1), (ability.id, ability.per_turn, ability.text)


def test_only_a_reroll_is_limited(content: CampaignContent) -> None:
    limited = {a.id for a in content.abilities.values() if a.per_turn}
    rerolls = {a.id for a in content.abilities.values() if isinstance(a.effect, Reroll)}
    assert limited == rerolls and rerolls


def test_window_rules_and_envelopes_say_once_only_of_a_limited_ability(
        content: CampaignContent) -> None:
    limited_names = [a.name for a in content.abilities.values() if a.per_turn]
    texts = [(w.design.id, w.design.rules_text)
             for w in [*content.windows.values(), *content.booster_windows.values()]]
    texts += [(e.id, e.instructions) for e in content.envelopes.values()]
    for ident, text in texts:
        for match in ONCE.finditer(text):
            before = text[max(0, match.start() - 80):match.start()]
            assert any(name in before for name in limited_names), (ident, before)
