"""Content texts on the game screen in the current language, looked up at display time: the
window's name in the title, the public and Private Objectives in the objectives panel, the
window tools in the tools strip; the game state keeps its English texts."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.content.translations import localized
from sagrada_desktop.engine import new_game
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.game.screens.game_screen import GameScreen
from sagrada_desktop.ui.game.session import GameSession
from tests.engine.fixtures import PLUS_ONE, setup
from tests.ui.settle import settle

from .screens import confirm_handover


@pytest.fixture
def language(request, qapp):
    assert translators().install(request.param)
    yield request.param
    translators().install("en")
    qapp.processEvents()


@pytest.mark.parametrize("language", ["zh_TW", "en"], indirect=True)
def test_game_screen_shows_content_texts_in_the_current_language(qtbot, language):
    design = catalogue.content().windows["w03"].design
    state = new_game(evolve(setup(seats=2, seed=1, abilities=(PLUS_ONE,), start_seat=0), window=design))
    screen = GameScreen(GameSession(state, [SeatPlan("person"), SeatPlan("person")]), 0, confirm_loss=False)
    qtbot.addWidget(screen)
    screen.resize(1300, 850)
    screen.show()
    confirm_handover(screen)
    state = screen.session.state
    window = state.setup.window
    name = localized(f"{window.id}.name", language, window.name)
    if language == "zh_TW":
        assert name != window.name  # the translation file has it
    assert name in screen.window_title.text()
    for card, oid in zip(screen.objectives.public, state.objectives, strict=False):
        want = localized(f"{oid}.name", language)
        assert card.title.text() == want
        assert card.body.text() == localized(f"{oid}.text", language)
        if language == "zh_TW":
            assert want != localized(f"{oid}.name", "en")
    seat = screen.objectives.private_seat
    assert seat is not None
    private = state.seats[seat].private_objective
    assert screen.objectives.private.title.text() == localized(
        f"{private.id}.name", language, private.name)
    tools = screen.tools.text()
    for i, tool in enumerate(window.tools):
        assert localized(f"{window.id}.tools[{i}].name", language, tool.name) in tools
    # the state keeps the English words; only the screen is translated
    assert state.setup.window.name == window.name
    assert screen.objectives.private.title.text() != private.name or language == "en"


@pytest.mark.parametrize("language", ["zh_TW", "en"], indirect=True)
def test_a_recorded_crest_sticker_shows_its_colour(qtbot, language):
    """A Family Crest colour changer that recorded one colour (Family Fire, blue) says which on
    the game screen in either language: the die in hand's ability row and its button."""
    from sagrada_desktop.campaign import CrestSticker
    from sagrada_desktop.campaign.family_crest import sticker_ability
    from sagrada_desktop.engine import Color, DraftDie

    content = catalogue.content()
    fire = sticker_ability(CrestSticker("red-family-fire", Color.BLUE), content)
    design = content.windows["w03"].design
    state = new_game(evolve(setup(seats=2, seed=1, abilities=(fire,), start_seat=0), window=design))
    screen = GameScreen(GameSession(state, [SeatPlan("person"), SeatPlan("person")]), 0, confirm_loss=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    confirm_handover(screen)
    s = screen.session
    s.play(DraftDie(next(d for d in s.state.pool if d.color is not Color.BLUE)))
    settle(screen)
    names = [w.text() for w in screen.hand.effect_widgets if w.objectName() == "effectName"]
    name = localized("red-family-fire.name", language)
    shown = {"zh_TW": f"{name}（藍色）", "en": f"{name} (Blue)"}[language]
    assert shown in names
    button = next(b for b in screen.hand.effect_buttons if b.accessibleName().startswith(shown))
    assert button.accessibleName().startswith(shown + {"zh_TW": "：", "en": ": "}[language])


@pytest.mark.parametrize("language", ["zh_TW", "en"], indirect=True)
def test_a_private_objective_without_text_is_worded_in_the_current_language(qtbot, language):
    """A Private Objective card with no text of its own shows the wording's sentence for its
    kind, in the program's language (not an English fallback)."""
    from sagrada_desktop.wording import private_objective_text

    design = catalogue.content().windows["w04"].design
    design = evolve(design, private_objectives=tuple(
        evolve(p, text="") for p in design.private_objectives))
    state = new_game(evolve(setup(seats=2, seed=1, start_seat=0), window=design))
    screen = GameScreen(GameSession(state, [SeatPlan("person"), SeatPlan("person")]), 0, confirm_loss=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    confirm_handover(screen)
    seat = screen.objectives.private_seat
    assert seat is not None
    private = screen.session.state.seats[seat].private_objective
    shown = screen.objectives.private.body.text()
    assert shown == private_objective_text(private, language) and shown
    if language == "zh_TW":
        assert not any("a" <= ch.lower() <= "z" for ch in shown), shown
