"""Free play offers the windows the one gate says some campaign reached (windows_unlocked), the
same on the start screen, in Help and in the campaign host: the UI counts none itself."""

from __future__ import annotations

from sagrada_desktop.campaign import free_play_content, windows_unlocked
from sagrada_desktop.ui.campaign.campaign_files import CampaignFolder
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.main_window import MainWindow


def test_the_start_screen_offers_what_the_gate_unlocked(qtbot, tmp_path):
    content = catalogue.content()
    ids = [c.design.id for c in content.windows.values()]
    noted = [ids[2], ids[0], "gone"]
    CampaignFolder(tmp_path / "campaigns").note_unlocked(noted)
    designs = [(c.design.name, c.design) for c in catalogue.free_play_windows()]
    window = MainWindow(shared(), Autosaver(tmp_path), designs)
    qtbot.addWidget(window)
    gate = windows_unlocked(content, noted)
    assert [c.design.id for c in gate] == [ids[0], ids[2]]
    assert [d.id for _, d in window.campaign.unlocked_windows()] == [c.design.id for c in gate]
    combo = window.start.window_combo
    offered = [combo.itemData(i).id for i in range(combo.count())]
    assert offered == [c.design.id for c in free_play_content(content, noted).windows]
    assert window.visible_content() == free_play_content(content, noted)
    assert catalogue.free_play_windows(noted) == list(free_play_content(content, noted).windows)
