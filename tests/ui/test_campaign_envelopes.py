"""An envelope opened during a campaign game, as a table meets it: the dialog scrolls so what
it unlocked is never cut off, it names things (never ids) and says what each family receives,
and the game waits while it is open (no computer seat acts until it is closed)."""

from __future__ import annotations

from attrs import evolve
from PySide6.QtWidgets import QScrollArea

from sagrada_desktop.campaign import visible_content
from sagrada_desktop.ui.campaign.envelope_words import unlocked_lines
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.main_window import MainWindow
from tests.ui.campaign_helpers import main_window, read_stories


def _all_computers(qtbot, tmp_path) -> MainWindow:
    window = main_window(qtbot, tmp_path)
    window.resize(1280, 720)
    window.start.campaign_button.click()
    start = window.campaign.start_screen
    start.editor.set_kinds(["medium", "medium"])
    start.editor.rows[0][0].setText("Amat")
    start.start_button.click()
    read_stories(window)
    return window


def _to_envelope_1(qtbot, window: MainWindow):
    host = window.campaign
    qtbot.waitUntil(lambda: bool(host.envelope_dialogs), timeout=20000)
    return host.envelope_dialogs[0]


def test_computer_seats_wait_while_an_envelope_dialog_is_open(qtbot, tmp_path):
    window = _all_computers(qtbot, tmp_path)
    session = window.session
    assert all(not p.is_person for p in session.plans) and window.settings.pace_ms == 0
    dialog = _to_envelope_1(qtbot, window)
    assert dialog.isVisible() and session.state.round == 5 and not session.state.is_over
    held = session.state
    driver = window.game_screen.driver
    assert driver.held and not driver.waiting
    driver.schedule()  # what a turn's end asks of it, and its timer's tick: neither plays
    driver._step()
    assert session.state is held, "a computer acted under the envelope dialog"
    assert driver.held and not driver.waiting and not driver.thinking
    dialog.button.click()
    assert not window.campaign.envelope_dialogs and not driver.held
    qtbot.waitUntil(lambda: session.state is not held, timeout=3000)


def test_the_envelope_dialog_scrolls_and_names_what_each_family_receives(qtbot, tmp_path):
    window = _all_computers(qtbot, tmp_path)
    dialog = _to_envelope_1(qtbot, window)
    assert dialog.width() >= 720 and dialog.height() >= 520  # its least, within the window
    assert dialog.width() <= window.width() and dialog.height() <= window.height()
    area = dialog.findChild(QScrollArea)
    assert area is dialog.scroll_area and area.widget() is dialog.card
    qtbot.waitUntil(lambda: area.verticalScrollBar().maximum() > 0, timeout=2000)
    details = dialog.card.details.text()
    assert "What it unlocked" in details
    families = window.campaign.session.campaign.families
    content = catalogue.content()
    for f in families:
        sticker = next(a for a in content.envelopes["e01"].grants.crest_abilities
                       if content.crest_abilities[a].family is f.color)
        name = content.abilities[sticker].name
        assert f"{f.name} ({f.color.label.lower()}) receives the Family Crest sticker {name}" \
            in details
    for ident in content.envelopes["e01"].grants.crest_abilities:
        assert ident not in details
    assert "Not used (no family of that colour)" in details
    area.verticalScrollBar().setValue(area.verticalScrollBar().maximum())
    grab = dialog.grab()
    assert not grab.isNull()
    grab.save(str(tmp_path / "envelope-dialog.png"))


def test_a_tool_an_envelope_gives_is_named_even_during_the_game(qtbot, tmp_path):
    window = _all_computers(qtbot, tmp_path)
    campaign = window.campaign.session.campaign
    content = catalogue.content()
    e03 = content.envelopes["e03"]
    assert e03.grants.tools == ("apprentices-fid",)
    # e03 opened by a trigger in the game in progress: only the game knows it yet
    state = evolve(campaign.game.state, opened=campaign.game.state.opened + ("e03",))
    during = evolve(campaign, game=evolve(campaign.game, state=state))
    lines = unlocked_lines(e03, visible_content(during, content), during.families)
    text = "\n".join(lines)
    assert "apprentices-fid" not in text
    assert f"Each family gains one copy of the Tool Card {content.tools['apprentices-fid'].name}" \
        in text
