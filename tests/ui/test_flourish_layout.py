"""The Flourish choice keeps each card's description whole (wrapped, never cut) and on screen
at the program's usual sizes."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from sagrada_desktop.engine import Modules
from tests.ui.settle import settle

from .screens import confirm_handover, game_screen


@pytest.mark.parametrize(("width", "height"), [(1300, 850), (1480, 920)])
def test_flourish_card_text_wraps_whole(qtbot, width, height):
    screen = game_screen(qtbot, kinds=("person", "person", "person", "person"),
                         modules=Modules(flourish=True, strife=True, pioneer=True))
    screen.resize(width, height)
    confirm_handover(screen)
    choice = screen.flourish_choice
    qtbot.waitUntil(lambda: len(choice.tiles) == 2 and choice.isVisible())
    settle(screen)
    for tile in choice.tiles:
        body = tile.body
        assert body.wordWrap() and body.text() == tile.card.text
        assert body.height() >= body.heightForWidth(body.width())
        bottom = tile.mapTo(screen, tile.rect().bottomRight())
        assert bottom.y() <= screen.height() and bottom.x() <= screen.width()
        for label in tile.findChildren(QLabel):
            assert label.geometry().right() <= tile.contentsRect().right()
    detail = choice.detail
    assert detail.height() >= detail.heightForWidth(detail.width())
