"""An ability's or tool's name and what it does, in the undo steps, the Hint, the hand panel
and the tools strip: "Steady Hand: Blue 2 → Blue 3" in English, and in 繁體中文 the full-width
colon with no space after it ("…：…"), the steps joined by "；接著" and closed by "。"."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    Ability,
    ChangeValue,
    Color,
    Die,
    DraftDie,
    UseAbility,
    WindowDesign,
    WindowTool,
    apply,
    legal_actions,
    new_game,
    parse_window,
)
from sagrada_desktop.engine.effects import SetValue
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.game.action_text import describe, rescue_words
from sagrada_desktop.ui.game.widgets.tools_strip import tools_text
from tests.engine.fixtures import PRIVATES, setup

PLUS_ONE = Ability("plus-one", "Steady Hand", ChangeValue(add=(1,)))
HAKE = WindowTool("Hake Brush", SetValue(to=(1,)), (1,), text="Set the die to 1.")


@pytest.fixture
def in_hand():
    """A blue 2 in hand that fits only the empty 4 space, once raised twice with Steady Hand."""
    design = WindowDesign(id="t", name="T", pattern=parse_window("4   R=R1 \n G=G3  Y=Y5"),
                          tools=(HAKE, HAKE, HAKE), private_objectives=PRIVATES)
    state = new_game(evolve(setup(2, abilities=(PLUS_ONE,)), window=design))
    die = Die(Color.BLUE, 2)
    state = evolve(state, pool=(die, *[d for d in state.pool if d != die]))
    yield apply(state, DraftDie(die))
    translators().install("en")


def _raise(state):
    return next(a for a in legal_actions(state) if isinstance(a, UseAbility))


@pytest.mark.parametrize("language, step, way, tools", [
    ("en", "Steady Hand: Blue 2 → Blue 3",
     "Steady Hand: Blue 2 → Blue 3; then Steady Hand: Blue 3 → Blue 4.",
     "Hake Brush: Set the die to 1."),
    ("zh_TW", "Steady Hand：藍 2 → 藍 3",
     "Steady Hand：藍 2 → 藍 3；接著Steady Hand：藍 3 → 藍 4。",
     "Hake Brush：Set the die to 1."),
])
def test_a_name_and_its_words_are_joined_in_the_language_s_own_way(in_hand, language, step,
                                                                    way, tools):
    assert translators().install(language)
    assert describe(in_hand, _raise(in_hand)) == step
    assert rescue_words(in_hand) == way
    assert tools_text(in_hand, in_hand.active_seat).splitlines()[0] == tools


def test_no_ascii_colon_in_chinese_words(in_hand):
    assert translators().install("zh_TW")
    words = [describe(in_hand, _raise(in_hand)), rescue_words(in_hand),
             tools_text(in_hand, in_hand.active_seat)]
    for text in words:
        assert ":" not in text and "：" in text and "： " not in text, text
