"""A colour offered as a choice stands alone, so it reads as a colour: 紅色, 黃色 … in the family
colour lists of the campaign's families and of free play's seats (the bare 紅 is the word
inside a sentence or a die's name, 紅 3)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox

from sagrada_desktop.engine import Color
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.wording import color_name
from sagrada_desktop.wording.dice import color_choice

from .campaign_helpers import main_window


@pytest.fixture(params=["en", "zh_TW"])
def lang(request, qapp):
    assert translators().install(request.param)
    yield request.param
    translators().install("en")


def _colour_lists(editor) -> list[QComboBox]:
    return [w for row in editor.rows for w in row
            if isinstance(w, QComboBox) and isinstance(w.itemData(0), Color)]


def _offered(combo: QComboBox) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_the_campaign_s_family_colours_read_as_colours(qtbot, tmp_path, lang):
    window = main_window(qtbot, tmp_path)
    window.start.campaign_button.click()
    editor = window.campaign.start_screen.editor
    combos = _colour_lists(editor)
    assert len(combos) == len(editor.rows) >= 2
    for combo in combos:
        colours = [combo.itemData(i) for i in range(combo.count())]
        offered = _offered(combo)
        if lang == "zh_TW":
            assert offered == [f"{color_name(c)}色" for c in colours]
            assert "紅色" in offered
        else:
            assert offered == [c.label for c in colours]
            assert "Red" in offered


def test_free_play_s_seat_colours_read_as_colours(qtbot, tmp_path, lang):
    window = main_window(qtbot, tmp_path)
    combos = _colour_lists(window.start.seat_editor)
    assert combos
    for combo in combos:
        colours = [combo.itemData(i) for i in range(combo.count())]
        named = [t for t, c in zip(_offered(combo), colours, strict=True) if c is not None]
        assert named == [color_choice(c) for c in colours if c is not None]
        assert all(text.endswith("色") for text in named) == (lang == "zh_TW")
        # the last choice is no family colour (a sixth seat's), worded as such
        assert colours[-1] is None
        assert _offered(combo)[-1] == ("無家族顏色" if lang == "zh_TW" else "No family colour")


@pytest.mark.parametrize("colour", list(Color))
def test_a_colour_alone_and_in_a_sentence(colour):
    assert color_choice(colour, "zh_TW") == f"{color_name(colour, 'zh_TW')}色"
    assert color_choice(colour, "en") == color_name(colour, "en")
