"""One colour, one word per language: the screen, the print-outs and the engine's reasons all
name a colour through sagrada_desktop.wording.color_name (docs/glossary.md: 紅 … 橘, 灰)."""

from __future__ import annotations

import pytest

from printing import wording as paper
from sagrada_desktop.engine import STANDARD_COLORS, Color, Space
from sagrada_desktop.engine.reasons import NeedsColor
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.game.describe_space import printed
from sagrada_desktop.ui.game.models.pool_model import PoolModel
from sagrada_desktop.wording import color_name, reason_text

from .conftest import make_session

WORDS = {
    "en": {Color.RED: "Red", Color.YELLOW: "Yellow", Color.GREEN: "Green", Color.BLUE: "Blue",
           Color.PURPLE: "Purple", Color.ORANGE: "Orange", Color.GRAY: "Gray"},
    "zh_TW": {Color.RED: "紅", Color.YELLOW: "黃", Color.GREEN: "綠", Color.BLUE: "藍",
              Color.PURPLE: "紫", Color.ORANGE: "橘", Color.GRAY: "灰"},
}


@pytest.fixture(params=["en", "zh_TW"])
def lang(request, qapp):
    assert translators().install(request.param)
    yield request.param
    translators().install("en")


def test_the_wording_module_uses_the_glossary_s_word_for_every_colour(lang):
    assert {c: color_name(c) for c in Color} == WORDS[lang]
    assert {c: color_name(c, lang) for c in Color} == WORDS[lang]


def test_the_pool_s_colour_rows_read_the_wording_module_s_words(lang):
    from PySide6.QtCore import Qt

    model = PoolModel(make_session())
    shown = [model.headerData(row, Qt.Orientation.Vertical) for row in range(model.rowCount())]
    assert shown == [WORDS[lang][c] for c in STANDARD_COLORS]


@pytest.mark.parametrize("colour", list(Color))
def test_a_colour_restriction_on_screen_and_in_the_engine_s_reasons_uses_the_same_word(lang, colour):
    on_screen = printed(Space(color=colour))
    word = WORDS[lang][colour]
    if lang == "zh_TW":
        assert on_screen == f"{word}色限制"
    else:
        assert on_screen == f"{word.lower()} restriction"
    other = Color.GREEN if colour is not Color.GREEN else Color.RED
    assert (word if lang == "zh_TW" else word.lower()) in reason_text(NeedsColor(colour, other))


def test_the_print_outs_use_the_same_word_for_every_colour(lang):
    with paper.language(lang):
        assert dict(paper.COLOR_NAMES) == WORDS[lang]
