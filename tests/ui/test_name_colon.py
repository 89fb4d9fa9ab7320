"""An ability's or tool's name and what it does, in the undo steps, the Hint, the hand panel
and the tools strip: "Steady Hand: Blue 2 → Blue 3" in English, and in 繁體中文 the full-width
colon with no space after it ("…：…"), the steps joined by "；接著" and closed by "。". The
same join (wording.labelled) on the start screen's window list, the ties under a scoring or
Legacy Points table, the Glory panel's Pioneer Cards and Favor Tokens, and an objective
card's accessible name; and the header's notice keeps a space after a die ("黃 4 填滿")."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.campaign import Standing
from sagrada_desktop.engine import (
    Ability,
    ChangeValue,
    Color,
    Die,
    DraftDie,
    Modules,
    TieBreak,
    UseAbility,
    WindowDesign,
    WindowRule,
    WindowTool,
    apply,
    legal_actions,
    new_game,
    parse_window,
)
from sagrada_desktop.engine.effects import SetValue
from sagrada_desktop.ui.app import window_choice_label
from sagrada_desktop.ui.campaign.widgets.legacy_table import tie_notes
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.window_words import rule_words
from sagrada_desktop.ui.game.action_text import describe, die_label, rescue_words
from sagrada_desktop.ui.game.models.score_model import ScoreModel
from sagrada_desktop.ui.game.turn_notice import turn_notice
from sagrada_desktop.ui.game.widgets.cards import Card
from sagrada_desktop.ui.game.widgets.glory_panel import favor_lines, pioneer_lines
from sagrada_desktop.ui.game.widgets.tools_strip import tools_text
from sagrada_desktop.wording import bracketed, labelled
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
     "Steady Hand：藍 2 → 藍 3；接著 Steady Hand：藍 3 → 藍 4。",
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


def test_labelled_joins_the_language_s_own_way():
    assert labelled("Window 3", "Lamp", "en") == "Window 3: Lamp"
    assert labelled("擴充 1", "龍鱗", "zh_TW") == "擴充 1：龍鱗"


def _joined_texts(state, qapp) -> list[str]:
    """The texts of these screens that join a label to its words, in the current language."""
    glory = new_game(evolve(setup(2), modules=Modules(pioneer=True),
                            glory=catalogue.content().glory))
    model = ScoreModel(state, ["A", "B", "C"])
    model.cards = tuple(evolve(c, tie_break=TieBreak(c.total, "private")) for c in model.cards)
    tie = TieBreak(10, "last-placement")
    card = Card("Public Objective A")
    card.show_text("Morning Glass", "")
    return [
        *(window_choice_label(c) for c in catalogue.free_play_windows()),
        *model.tie_breaks(),
        tie_notes([Standing(1, 0, "Amat", 10, (), 0, tie), Standing(2, 1, "Pau", 10, (), 0, tie)]),
        *pioneer_lines(glory),
        *favor_lines(glory),
        card.accessibleName(),
    ]


def test_screens_join_a_label_to_its_words_with_colon_space_in_english(in_hand, qapp):
    assert translators().install("en")
    texts = _joined_texts(in_hand, qapp)
    assert texts[0].startswith("Booster 1: ")
    for text in texts:
        assert ": " in text and "：" not in text, text


def test_screens_join_a_label_to_its_words_with_the_full_width_colon_in_chinese(in_hand, qapp):
    assert translators().install("zh_TW")
    texts = _joined_texts(in_hand, qapp)
    assert texts[0].startswith("擴充 1：")
    for text in texts:
        assert ": " not in text and "：" in text and "： " not in text, text


def test_the_notice_keeps_a_space_after_the_die_in_chinese(in_hand):
    die = in_hand.in_hand.current
    assert translators().install("en")
    assert turn_notice(in_hand, lambda seat: True).endswith(f": fill a space with the {die_label(die)}")
    assert translators().install("zh_TW")
    assert turn_notice(in_hand, lambda seat: True).endswith(f"：用{die_label(die)} 填滿一個欄位")
    assert die_label(die) == "藍 2"


@pytest.mark.parametrize("language, words", [
    ("en", "Every family has the ability Steady Hand in this game"),
    ("zh_TW", "本場遊戲每個家族都擁有能力「Steady Hand」"),
])
def test_a_granted_ability_without_text_ends_without_a_colon(qapp, language, words):
    assert translators().install(language)
    assert rule_words(WindowRule("grant-ability", ability=PLUS_ONE)) == words
    translators().install("en")


def test_a_name_and_its_points_are_bracketed_in_the_language_s_own_way(qapp):
    assert bracketed("Quatrefoil", "±3", "en") == "Quatrefoil (±3)"
    assert bracketed("四葉飾", "±3", "zh_TW") == "四葉飾（±3）"
    glory = new_game(evolve(setup(2), modules=Modules(pioneer=True),
                            glory=catalogue.content().glory))
    try:
        for language, bracket, other in (("en", " (", "（"), ("zh_TW", "（", "(")):
            assert translators().install(language)
            for line in pioneer_lines(glory):  # 'I. Name (3): not collected'
                assert bracket in line and other not in line, line
    finally:
        translators().install("en")
