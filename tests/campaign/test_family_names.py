"""Family and member names are capped where they are entered (the program's fields and
new_campaign alike), so a journal page, a cover and a save always have room for them."""

from __future__ import annotations

import pytest

from sagrada_desktop.campaign import CampaignError, FamilySetup, new_campaign
from sagrada_desktop.saves.setup_checks import MAX_NAME

from .content_fixture import COLORS, CONTENT


@pytest.mark.parametrize("name, member, problem", [
    ("A" * (MAX_NAME + 1), "Rosa", "a family name has at most"),
    ("Amat", "B" * (MAX_NAME + 1), "a member's name has at most"),
    ("Am\nat", "Rosa", "one line of printable characters"),
])
def test_a_name_too_long_or_on_two_lines_is_refused(name, member, problem):
    families = [FamilySetup(name, COLORS[0], member), FamilySetup("Batlló", COLORS[1])]
    with pytest.raises(CampaignError, match=problem):
        new_campaign(CONTENT, families, 1)


def test_a_name_of_the_longest_length_is_accepted():
    families = [FamilySetup("A" * MAX_NAME, COLORS[0], "R" * MAX_NAME),
                FamilySetup("Batlló", COLORS[1])]
    campaign = new_campaign(CONTENT, families, 1)
    assert campaign.families[0].name == "A" * MAX_NAME


def test_the_entry_fields_stop_at_the_cap(qtbot):
    from sagrada_desktop.engine import STANDARD_COLORS
    from sagrada_desktop.ui.common.players_editor import FAMILIES, SEATS, PlayersEditor

    seats = PlayersEditor(SEATS, STANDARD_COLORS)
    qtbot.addWidget(seats)
    seats.set_count(1)
    field = seats.rows[0][0]
    field.setText("")
    qtbot.keyClicks(field, "x" * (MAX_NAME + 5))
    assert len(field.text()) == MAX_NAME
    families = PlayersEditor(FAMILIES, COLORS)
    qtbot.addWidget(families)
    families.set_count(2)
    assert families.rows and all(row[0].maxLength() == MAX_NAME and row[2].maxLength() == MAX_NAME
               for row in families.rows)
