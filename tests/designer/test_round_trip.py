"""A designed window from file to free play to print: written and read back, played to the end
by computer seats with every Glory module, its game saved and opened again after the window's
file is gone, and printed (journal page and SVG) with its tools in English and 繁體中文; a
window of fewer than 24 spaces plays to the end with its last dice given up; every shipped
window's name prints whole, as the designer asks of a designed one."""

from __future__ import annotations

import pytest
from attrs import evolve

from printing import wording as paper
from printing.documents import blank_journal_pdf
from printing.journal_page import name_prints_whole
from printing.svg_art import window_svg
from sagrada_desktop.ai import make_player
from sagrada_desktop.ai.play import play_game
from sagrada_desktop.content import load_content
from sagrada_desktop.designer.checks import findings, is_finished, square_counts
from sagrada_desktop.designer.design_file import load_draft
from sagrada_desktop.designer.draft import WindowDraft
from sagrada_desktop.designer.own_windows import OwnWindows
from sagrada_desktop.designer.playable import add_own_texts, window_design
from sagrada_desktop.designer.tool_choices import tool_choices
from sagrada_desktop.engine import (
    FillSpace,
    GameSetup,
    LoseDie,
    Modules,
    SeatSetup,
    final_scores,
    parse_window,
)
from sagrada_desktop.saves import SeatPlan, load_game, save_game
from sagrada_desktop.wording import set_language
from tests.printing.pdf_checks import words

PATTERN = """
-  R  .  *  .  -
2  .  Y  .  5  .
.  *  .  B  .  Y
G  .  6  .  *  .
.  3  -  -  -  -
"""


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture(scope="module")
def choices(content):
    return tool_choices([*content.windows.values(), *content.booster_windows.values()])


@pytest.fixture
def draft(choices) -> WindowDraft:
    tools = (choices[0].tool, choices[4].tool, choices[7].tool)
    return WindowDraft(id="own-9e8d7c6b5a", name="Lantern of Gràcia",
                       pattern=parse_window(PATTERN), tools=tools, legacy_points=2)


def _setup(design, seats: int = 3, seed: int = 36) -> GameSetup:
    content = load_content()
    return GameSetup(window=design, seats=tuple(SeatSetup(f"Seat {i + 1}")
                                                for i in range(seats)),
                     seed=seed, modules=Modules(strife=True, pioneer=True, flourish=True,
                                                rivalry=True),
                     glory=content.glory)


def test_a_designed_window_goes_from_file_to_free_play_to_print(tmp_path, content, choices,
                                                                draft) -> None:
    square = square_counts(content.magic_square.numbers)
    assert is_finished(findings(draft, square, name_prints_whole))
    shelf = OwnWindows(tmp_path / "data")
    path = shelf.save(draft)
    read = load_draft(path)
    assert read == draft
    design = window_design(read)
    assert design.pattern.rows == 5 and sum(s.exists for s in design.pattern.spaces) == 24

    state, actions = play_game(_setup(design), [make_player("medium", i) for i in range(3)])
    assert state.is_over and all(s.window.filled_count > 0 for s in state.seats)
    cards = final_scores(state)
    assert sorted(c.place for c in cards)[0] == 1
    saved = tmp_path / "game.sagrada.json"
    save_game(saved, state.setup, actions, state, plans=[SeatPlan("medium")] * 3)
    shelf.remove(draft.id)  # the window's file goes; the game carries its window
    loaded = load_game(saved)
    assert loaded.state == state and loaded.setup.window == design

    add_own_texts(design, choices)
    pdf = blank_journal_pdf([design], page_size="letter")
    text = words(pdf)
    assert "Lantern of Gràcia" in text and design.tools[0].name in text
    svg = window_svg(design)
    assert "Lantern of Gràcia" in svg and svg.count("<") > 50
    set_language("zh_TW")
    try:
        with paper.language("zh_TW"):
            chinese = words(blank_journal_pdf([design], page_size="a4"))
    finally:
        set_language("en")
    from sagrada_desktop.content.translations import localized

    zh_tool = localized(f"{choices[0].source}.name", "zh_TW")
    assert zh_tool != choices[0].tool.name and zh_tool in chinese.replace(" ", "")
    assert "Lantern of Gràcia" in chinese  # the player's name prints as typed


def test_a_window_of_twenty_spaces_plays_to_the_end(content, choices) -> None:
    draft = WindowDraft(id="own-20", name="Twenty", tools=tuple(c.tool for c in choices[:3]),
                        pattern=parse_window(". R . * .\n2 . Y . 5\n. * . B .\nG . 6 . *"))
    found = findings(draft, square_counts(content.magic_square.numbers))
    assert is_finished(found) and [f.kind for f in found if f.severity == "note"] == [
        "few-spaces"]
    state, actions = play_game(_setup(window_design(draft), seats=2),
                               [make_player("medium", i) for i in range(2)])
    assert state.is_over and state.round == 12
    turns = [a for a in actions if isinstance(a, FillSpace | LoseDie)]
    assert len(turns) == 2 * 24  # every turn of the 12 rounds was played, the full window too
    assert all(12 <= s.window.filled_count <= 20 for s in state.seats)
    assert sum(isinstance(a, LoseDie) for a in actions) >= 2 * 4


def test_every_shipped_window_name_prints_whole(content) -> None:
    for card in [*content.windows.values(), *content.booster_windows.values()]:
        assert name_prints_whole(card.design), card.design.name
    long_name = evolve(next(iter(content.booster_windows.values())).design,
                       name="The Great Rose Window of the Northern Transept of the Nativity")
    assert not name_prints_whole(long_name)
