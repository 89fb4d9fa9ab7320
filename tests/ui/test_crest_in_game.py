"""The book's Crest tab during window 1, after Envelope 1 opened at the end of round 4: each
family's first slot shows the crest ability it now plays with (filled shield, its name), not
an empty crest until the window ends."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from sagrada_desktop.ui.common import catalogue

from .campaign_helpers import campaign_at, main_window, open_campaign


def test_the_crest_tab_shows_envelope_ones_sticker_in_round_five(qtbot, tmp_path):
    window = main_window(qtbot, tmp_path, size=(1280, 720))
    campaign = campaign_at(lambda c, d: c.game_state is not None and c.game_state.round == 5)
    assert all(s is None for f in campaign.families for s in f.crest)  # not recorded yet
    open_campaign(window, campaign)
    book = window.campaign.show_book()
    assert book is not None
    tabs = book.book
    tabs.setCurrentIndex(next(k for k in range(tabs.count()) if tabs.tabText(k) == "Crest"))
    texts = [w.text() for w in tabs.crests.findChildren(QLabel)]
    content = catalogue.content()
    for family in campaign.families:
        name = next(content.abilities[k].name for k, a in content.crest_abilities.items()
                    if a.family is family.color
                    and k in content.envelopes["e01"].grants.crest_abilities)
        assert f"Slot 1: {name}" in texts, (family.name, texts)
    book.close()
