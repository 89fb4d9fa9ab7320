"""繁體中文 with the Glory modules on: the kept Flourish Cards, the Glory panel's Pioneer Cards,
Strife Board and Strife Tool, their tooltips, and the Help page's tools and abilities of this
game name every card by its translation (ui/common/content_words.py), never by the content's
English, and bracket a card's points the Chinese way ('四葉飾（±3）')."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QLabel

from sagrada_desktop.content.translations import localize_content
from sagrada_desktop.engine import (
    ChooseFlourish,
    GameSetup,
    Modules,
    SeatSetup,
    apply,
    new_game,
)
from sagrada_desktop.engine.stages import FLOURISH
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.content_words import card_name
from sagrada_desktop.ui.common.dialogs import effects_markdown
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.game.widgets.flourish_kept import FlourishKept
from sagrada_desktop.ui.game.widgets.glory_panel import GloryPanel

from .zh_walk import content_words, english_left

ROMAN = re.compile(r"[IVXL]+")


@pytest.fixture
def glory_game(qapp):
    content = catalogue.content()
    design = catalogue.free_play_windows()[0].design
    state = new_game(GameSetup(design, (SeatSetup("Ana"), SeatSetup("Berta")), seed=4,
                               modules=Modules(strife=True, pioneer=True, flourish=True,
                                               rivalry=True),
                               glory=content.glory))
    while state.stage is FLOURISH:  # every seat keeps both its cards
        state = apply(state, ChooseFlourish((True, True)))
    assert translators().install("zh_TW")
    yield state
    translators().install("en")


def _texts(widget) -> list[str]:
    out = [widget.toolTip()]
    for w in (widget, *widget.findChildren(QLabel)):
        out += [w.toolTip(), w.accessibleName()]
        if isinstance(w, QLabel):
            out.append(w.text())
    return [t for t in out if t]


def test_glory_cards_are_named_in_chinese(qtbot, glory_game):
    state = glory_game
    seat = state.seats[state.active_seat]
    kept = FlourishKept()
    qtbot.addWidget(kept)
    kept.show_seat(state, state.active_seat)
    panel = GloryPanel()
    qtbot.addWidget(panel)
    panel.show_state(state)
    help_text = effects_markdown(state, [], [])
    texts = [*_texts(kept), *_texts(panel), help_text]
    allowed = {t for t in content_words(localize_content(catalogue.content(), "zh_TW"))
               if any("\u3400" <= ch <= "\u9fff" for ch in t)} | {"Ana", "Berta"}
    left = [(t, words) for t, words in english_left(texts, allowed)
            if any(not ROMAN.fullmatch(w) for w in words)]  # card numerals are no English
    assert left == []
    for card in seat.kept_flourish:  # named, and its points bracketed, the Chinese way
        assert any(f"{card_name(card)}（±{card.points}）" in t for t in _texts(kept))
    for card in state.pioneer_cards:
        assert any(card_name(card) in t for t in _texts(panel))
    assert state.strife_tool is not None and card_name(state.strife_tool) in help_text


def test_a_granted_ability_is_named_in_chinese(qapp):
    from sagrada_desktop.engine import WindowRule
    from sagrada_desktop.ui.common.content_words import card_text
    from sagrada_desktop.ui.common.window_words import rule_words

    ability = next(a for a in catalogue.content().abilities.values() if a.text)
    assert translators().install("zh_TW")
    try:
        words = rule_words(WindowRule("grant-ability", ability=ability))
        assert card_name(ability) in words and card_text(ability) in words
        assert ability.name not in words and ability.text not in words
    finally:
        translators().install("en")
