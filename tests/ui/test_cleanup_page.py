"""The Cleanup page's masterpiece field: its suggestion reads as a name and it takes no more
characters than the campaign accepts; the names recorded read well in the book's family tree."""

from __future__ import annotations

from sagrada_desktop.campaign import MasterpieceChoice
from sagrada_desktop.saves.setup_checks import MAX_NAME
from sagrada_desktop.ui.campaign.widgets.campaign_book import CampaignBook

from .campaign_helpers import campaign_at, main_window, open_campaign


def _cleanup_page(qtbot, tmp_path, window_id: str = "w01"):
    window = main_window(qtbot, tmp_path)
    open_campaign(window, campaign_at(
        lambda c, d: isinstance(d, MasterpieceChoice) and d.family == 0 and d.window == window_id))
    return window.campaign.screen.cleanup


def test_the_suggested_name_drops_the_window_name_s_article(qtbot, tmp_path):
    page = _cleanup_page(qtbot, tmp_path, "w03")  # The Rosary Cloister
    assert page.name.text() == "Amat's Rosary Cloister"
    page.show_decision(MasterpieceChoice(0, "w01", ""))  # Lamp of the Crypt
    assert page.name.text() == "Amat's Lamp of the Crypt"


def test_the_masterpiece_field_takes_no_more_than_a_name_may_hold(qtbot, tmp_path):
    page = _cleanup_page(qtbot, tmp_path)
    assert page.name.maxLength() == MAX_NAME
    page.name.setText("x" * (MAX_NAME + 20))
    assert len(page.name.text()) == MAX_NAME


def test_the_family_tree_sets_the_window_s_number_apart_from_its_name(qtbot, tmp_path):
    page = _cleanup_page(qtbot, tmp_path, "w02")
    book = page.window().findChild(CampaignBook)
    book.refresh()
    member = book.tree.topLevelItem(0).child(0)
    first = member.child(0).text(0)
    assert first.startswith("Window 1, Lamp of the Crypt: "), first


def test_the_family_tree_quotes_a_masterpiece_the_language_s_own_way(qtbot, tmp_path):
    from sagrada_desktop.ui.common.i18n import translators

    page = _cleanup_page(qtbot, tmp_path, "w02")
    book = page.window().findChild(CampaignBook)
    try:
        assert translators().install("zh_TW")
        book.refresh()
        first = book.tree.topLevelItem(0).child(0).child(0).text(0)
        assert "「" in first and "」" in first and "“" not in first, first
    finally:
        translators().install("en")
