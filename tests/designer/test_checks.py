"""The designer's checks: each finding with its spaces, from the content's own window checks
(the ones a shipped window passes) and the solver; the solver's verdict agreeing with the
content's playability rule on random windows; painting, grids and the history."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from printing.journal_page import name_prints_whole
from sagrada_desktop.content import load_content
from sagrada_desktop.content.playability import pattern_problems
from sagrada_desktop.designer.checks import findings, is_finished, orange_uses, square_counts
from sagrada_desktop.designer.draft import (
    Brush,
    Stroke,
    WindowDraft,
    new_draft,
    paint,
    regridded,
    trimmed,
)
from sagrada_desktop.designer.history import History
from sagrada_desktop.designer.playable import window_design
from sagrada_desktop.designer.tool_choices import tool_choices
from sagrada_desktop.engine import BASE_OBJECTIVES, Color, Window, format_window, parse_window
from sagrada_desktop.engine.window import NO_SPACE, Space

FINISHED = """
.  R  .  *  .  3
2  .  Y  .  5  .
.  *  .  B  .  Y
G  .  6  .  *  .
"""


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture(scope="module")
def square(content):
    return square_counts(content.magic_square.numbers)


@pytest.fixture(scope="module")
def tools(content):
    return tuple(c.tool for c in tool_choices(content.booster_windows.values())[:3])


def _draft(tools, pattern: str = FINISHED, **changes) -> WindowDraft:
    return evolve(WindowDraft("own-abc", "Rose", parse_window(pattern), tools=tools), **changes)


def _kinds(draft, square, **kw) -> list[str]:
    return [f.kind for f in findings(draft, square, **kw)]


def test_a_finished_window_has_only_good_news(tools, square) -> None:
    found = findings(_draft(tools), square, name_prints_whole)
    assert [f.kind for f in found] == ["fill-found"] and is_finished(found)


@pytest.mark.parametrize(("change", "kind", "spaces"), [
    (lambda p: p.replace("2  .  Y", "2  2  Y", 1), "clash", {(1, 0), (1, 1)}),
    (lambda p: p.replace(".  R  .", "R  R  .", 1), "clash", {(0, 0), (0, 1)}),
    (lambda p: p.replace("*", "."), "star-count", set()),
    (lambda p: p.replace(".  R  .", "O  R  .", 1), "orange-uses", {(0, 0)}),
    (lambda p: p.replace("G  .  6", "G  M12  6", 1), "magic-unknown", {(3, 1)}),
    (lambda p: p.replace("G  .  6  .", "G  M3  6  M3", 1), "magic-too-often", {(3, 1), (3, 3)}),
    (lambda p: p.replace("2  .  Y  .  5  .", "-  -  -  -  -  -", 1).replace(
        "G  .  6  .  *  .", "G  .  6  .  *  .\n.  .  .  .  .  .", 1), "cut-off", {(0, 1)}),
])
def test_each_problem_is_found_with_its_spaces(tools, square, change, kind, spaces) -> None:
    found = findings(_draft(tools, change(FINISHED)), square)
    (finding,) = [f for f in found if f.kind == kind]
    assert set(finding.spaces) >= spaces and finding.severity == "problem"
    assert not is_finished(found)


def test_a_cut_off_piece_is_named_on_the_grid_even_with_empty_edges(tools, square) -> None:
    """Rows and columns at the grid's edges holding no space are not printed; the spaces are
    still named where the person drew them."""
    pattern = "-  -  -  -  -  -\n" + FINISHED.strip().replace(".  R", "R  R", 1)
    found = findings(_draft(tools, pattern), square)
    (clash,) = [f for f in found if f.kind == "clash"]
    assert clash.spaces == ((1, 0), (1, 1))
    assert trimmed(parse_window(pattern)).rows == 4


def test_the_rest_comes_from_the_contents_own_checks(tools, square) -> None:
    left_out = tuple(BASE_OBJECTIVES[:-2])
    assert "objectives-to-deal" in _kinds(_draft(tools, objectives_left_out=left_out), square)
    assert "tools-count" in _kinds(_draft(tools[:2]), square)
    assert "name-empty" in _kinds(_draft(tools, name="  "), square)
    long = _draft(tools, name="The Great Rose Window of the Northern Transept")
    assert "name-too-long" in _kinds(long, square, name_fits=name_prints_whole)
    assert "legacy-points" in _kinds(_draft(tools, legacy_points=21), square)


def test_a_window_of_fewer_spaces_is_noted_and_of_more_refused(tools, square) -> None:
    small = _draft(tools, ". R . * .\n2 . Y . 5\n. * . B .\nG . 6 . *")
    found = findings(small, square)
    assert is_finished(found)
    (note,) = [f for f in found if f.severity == "note"]
    assert (note.kind, note.value("count"), note.value("turns")) == ("few-spaces", 20, 4)
    large = _draft(tools, FINISHED + ". . . . . .\n")
    assert "too-many-spaces" in _kinds(large, square)


def test_orange_takes_a_tool_use_per_space(content) -> None:
    design = content.windows["w10"].design
    assert orange_uses(design.tools, design.rules) >= 1
    assert orange_uses(()) == 0


def test_the_solvers_verdict_agrees_with_the_contents_playability_rule(tools, square) -> None:
    """On random windows of at most 24 spaces: a complete fill exists exactly when the
    content's rule (no clash, the shape in one piece) says the pattern is playable."""
    rng = random.Random(36)
    prints = [Space(), Space(), Space(), *(Space(color=c) for c in
                                          (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)),
              *(Space(value=v) for v in range(1, 7)), NO_SPACE]
    seen = {True: 0, False: 0}
    for _ in range(150):
        spaces = tuple(rng.choice(prints) for _ in range(24))
        pattern = Window.empty(4, 6, spaces)
        if not any(s.exists for s in spaces):
            continue
        found = findings(_draft(tools, format_window(pattern)), square)
        playable = not [d for d in pattern_problems(trimmed(pattern))
                        if dict(d.values).get("rule") in ("clash", "falls-apart")]
        assert (found[0].kind == "fill-found") == playable, format_window(pattern)
        seen[playable] += 1
    assert seen[True] > 10 and seen[False] > 10, seen


def test_strokes_add_or_take_away_what_the_first_space_decides() -> None:
    draft = new_draft("own-x", 4, 5)
    red = Brush("colour", color=Color.RED)
    draft = paint(draft, red, [(0, 0), (0, 1)])
    assert [draft.pattern.space(0, c).color for c in range(3)] == [Color.RED, Color.RED, None]
    taken = paint(draft, red, [(0, 1), (0, 2)])  # from a red space: red taken away
    assert taken.pattern.space(0, 1).color is None and taken.pattern.space(0, 2).color is None
    starred = paint(draft, Brush("star"), [(0, 0)])
    assert starred.pattern.space(0, 0) == Space(color=Color.RED, star=True)  # marks combine
    four = paint(starred, Brush("value", value=4), [(0, 0)])
    assert four.pattern.space(0, 0) == Space(value=4, star=True)  # one restriction a space
    gone = paint(four, Brush("absent"), [(0, 0)])
    assert gone.pattern.space(0, 0) == NO_SPACE
    back = paint(gone, Brush("absent"), [(0, 0)])
    assert back.pattern.space(0, 0) == Space()
    stroke = Stroke(draft, red, 3, 3)
    stroke.over(3, 4)
    stroke.over(3, 3)  # passing a space again does not paint it twice
    assert stroke.passed == [(3, 3), (3, 4)]


def test_a_new_grid_keeps_what_fits_and_a_shape_takes_its_outline(content) -> None:
    draft = paint(new_draft("own-x", 4, 6), Brush("colour", color=Color.BLUE), [(0, 0), (3, 5)])
    wider = regridded(draft, 6, 6)
    assert wider.pattern.space(0, 0).color is Color.BLUE and wider.pattern.space(5, 5) == Space()
    smaller = regridded(draft, 4, 5)
    assert smaller.pattern.cols == 5 and smaller.pattern.space(0, 0).color is Color.BLUE
    outline = content.booster_windows["b03"].design.pattern
    shaped = regridded(wider, 6, 6, outline)
    assert [s.exists for s in shaped.pattern.spaces] == [s.exists for s in outline.spaces]


def test_the_history_undoes_and_redoes_whole_steps() -> None:
    first = new_draft("own-x")
    history = History(first)
    second = evolve(first, name="R")
    third = evolve(first, name="Ro")
    assert history.push(second, "name") and history.push(third, "name")
    assert not history.push(third)
    assert history.undo() == first  # the letters typed in a row: one step
    assert history.redo() == third and not history.can_redo()
    painted = paint(third, Brush("star"), [(0, 0)])
    history.push(painted)
    history.undo()
    history.push(evolve(third, name="Rose"))
    assert not history.can_redo()  # what was undone is gone after a new step
    assert window_design(history.current).name == "Rose"
