"""The journal pages printed for a window at the table carry what the families need (the
window, its Public Objectives, each family's Starting Tool Count) and nothing sealed: no
Private Objective (each family sees its own alone), no envelope the table has not opened."""

from __future__ import annotations

import pypdfium2

from printing.campaign_book import campaign_book_pdf_of, family_journals
from printing.campaign_sheets import campaign_journal_sheets
from printing.game_sheets import objective_name
from sagrada_desktop.campaign import visible_content
from sagrada_desktop.table.companion import confirm_trigger, go_to_round
from sagrada_desktop.table.setup_steps import dealt_state, public_objectives
from sagrada_desktop.wording.objectives import private_objective_text

from .campaigns import CONTENT, at_table


def _text(pdf: bytes) -> str:
    doc = pypdfium2.PdfDocument(pdf)
    return " ".join(" ".join(doc[i].get_textpage().get_text_range().split())
                    for i in range(len(doc)))


def test_a_table_windows_pages_carry_its_objectives_and_tool_counts() -> None:
    campaign = at_table(3)
    visible = visible_content(campaign, CONTENT)
    names = tuple(objective_name(o, visible.public_objectives)
                  for o in public_objectives(campaign, CONTENT))
    sheets = campaign_journal_sheets(campaign, CONTENT)
    assert [s.family for s in sheets] == [f.name for f in campaign.families]
    for sheet in sheets:
        assert sheet.design.id == campaign.table.setup.window.id
        assert sheet.public_names == names and sheet.starting_tools == 0
        assert sheet.window is not None and sheet.window.filled_count == 0
    books = family_journals(campaign, CONTENT)
    assert all(book[-1].public_names == names for book in books)


def test_nothing_sealed_is_printed_for_a_table_window() -> None:
    campaign = go_to_round(at_table(2), CONTENT, 4)
    state = dealt_state(campaign, CONTENT)
    envelope = CONTENT.envelopes[campaign.table.setup.window.triggers[0].envelope]
    text = _text(campaign_book_pdf_of(campaign, CONTENT, page_size="a4"))
    for seat in state.seats:
        assert " ".join(private_objective_text(seat.private_objective).split()) not in text
    assert envelope.title not in text and envelope.story[:40] not in text
    assert envelope.id not in {e.id for e in visible_content(campaign, CONTENT).opened}
    opened = confirm_trigger(campaign, CONTENT, 0)  # the table says its trigger happened
    assert envelope.id in {e.id for e in visible_content(opened, CONTENT).opened}
