"""The Cleanup page's masterpiece field: its suggestion reads as a name and it takes no more
characters than the campaign accepts."""

from __future__ import annotations

from sagrada_desktop.campaign import MasterpieceChoice
from sagrada_desktop.saves.setup_checks import MAX_NAME

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
