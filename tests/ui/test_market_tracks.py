"""The Market tracks wrap their boxes onto further lines in a narrow panel (the campaign
book), so none is cut off."""

from __future__ import annotations

from PySide6.QtWidgets import QScrollArea

from sagrada_desktop.campaign import FamilySetup, new_campaign
from sagrada_desktop.campaign.visible import VisibleTrack
from sagrada_desktop.ui.campaign.widgets.market_tracks import MarketTracks
from sagrada_desktop.ui.common import catalogue


def _tracks():
    content = catalogue.content()
    tracks = tuple(VisibleTrack(t.id, t.name, t.text, t.boxes, t.rewards_per_game,
                                content.abilities.get(t.dedication))
                   for t in content.market_tracks.values())
    colors = content.family_colors
    campaign = new_campaign(content, [FamilySetup("Amat", colors[0], "Rosa"),
                                      FamilySetup("Batlló", colors[1], "Jaume")], 5)
    return campaign.families[0], tracks, content.tool_box


def test_track_boxes_wrap_to_the_panel_width(qtbot):
    family, tracks, tool_box = _tracks()
    longest = max(tracks, key=lambda t: len(t.boxes))
    assert len(longest.boxes) >= 10  # Books of Wisdom
    widget = MarketTracks()
    widget.show_family(family, tracks, tool_box)
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(widget)
    qtbot.addWidget(area)
    area.resize(260, 600)
    area.show()
    qtbot.waitExposed(area)
    qtbot.waitUntil(lambda: widget.width() <= 260)
    boxes = widget.track_rows[longest.id]
    assert all(b.geometry().right() < widget.width() for b in boxes)
    assert len({b.y() for b in boxes}) >= 2  # wrapped onto a second line
    assert boxes[-1].geometry().bottom() < widget.height()
    assert all(s.geometry().right() < widget.width() for s in widget.slots)
    area.resize(900, 600)
    qtbot.waitUntil(lambda: len({b.y() for b in boxes}) == 1)  # room enough: one line
