"""Content editions kept as data: edition 1 is made from the shipped content by
resources/editions/content-1.toml, differs from it only where that file says, is translated by
it, and goes back to the newest; an edition file that words otherwise a text no edition may
change is refused."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from sagrada_desktop.content import editions as ed
from sagrada_desktop.content import load_content
from sagrada_desktop.content.edition_files import differences
from sagrada_desktop.content.localized_content import localize_content
from sagrada_desktop.engine.edition_numbers import CONTENT_EDITION

SHIPPED = load_content()


def test_the_shipped_content_is_the_newest_edition() -> None:
    assert SHIPPED.edition == CONTENT_EDITION == 2
    assert ed.content_of_edition(SHIPPED, 2) is SHIPPED


def test_edition_1_differs_only_where_its_file_says() -> None:
    old = ed.content_of_edition(SHIPPED, 1)
    assert old.edition == 1 and ed.content_of_edition(SHIPPED, 1) is old  # made once
    table = differences(1)
    for kind in ("windows", "booster_windows", "story_cards"):
        new_entries, old_entries = getattr(SHIPPED, kind), getattr(old, kind)
        assert list(new_entries) == list(old_entries)
        for ident in new_entries:
            if ident not in table.get(kind, {}):
                assert old_entries[ident] is new_entries[ident]
            else:
                assert old_entries[ident] != new_entries[ident]
    for name in ("envelopes", "tools", "abilities", "market_tracks", "reward_chart"):
        assert getattr(old, name) is getattr(SHIPPED, name)
    assert ed.content_of_edition(old, 2) is SHIPPED  # the way back to the newest


def test_edition_1_plays_its_own_triggers_and_deals_every_objective() -> None:
    old = ed.content_of_edition(SHIPPED, 1)
    assert [(u.condition, u.envelope) for u in old.windows["w05"].unlocks] == [
        ("any-broken-window", "e10")]
    assert [(u.condition, u.value) for u in old.windows["w08"].unlocks] == [
        ("constructed-at-least", 20)]
    assert all(not c.design.objectives_left_out for c in old.windows.values())
    assert "broken space" in old.windows["w05"].design.rules_text
    assert "20 or more" in old.story_cards["w08-outro"].actions[1]


def test_edition_1_reads_in_chinese_with_its_own_words() -> None:
    old = localize_content(ed.content_of_edition(SHIPPED, 1), "zh_TW")
    new = localize_content(SHIPPED, "zh_TW")
    assert "破損欄位" in old.windows["w05"].design.rules_text
    assert "空欄位" in new.windows["w05"].design.rules_text
    assert "20 個" in old.story_cards["w08-outro"].actions[1]
    assert old.windows["w05"].design.name == new.windows["w05"].design.name  # unchanged texts


def test_an_edition_file_may_word_otherwise_only_the_texts_editions_change(
        tmp_path: Path) -> None:
    card = SHIPPED.windows["w05"]
    with pytest.raises(ValueError, match="word otherwise only rules_text, actions, not name"):
        ed._card(card, {"name": "Another name"})
    with pytest.raises(ValueError, match="no field 'colour'"):
        ed._card(card, {"colour": "R"})
    changed = ed._card(card, {"legacy_points": 9, "rules_text": "x"})
    assert changed.design.legacy_points == 9 and changed.design.rules_text == "x"
    assert attrs.evolve(changed, design=card.design) == card


def test_an_unknown_edition_is_refused() -> None:
    with pytest.raises(ValueError, match="no content edition 7"):
        ed.content_of_edition(SHIPPED, 7)
    with pytest.raises(ValueError, match="not an older edition"):
        differences(2)
