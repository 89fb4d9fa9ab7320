"""Learn to play with a person's hands: the real program on a virtual X server (Xvfb) at
1280x720, a real pointer (xdotool). The start page's button opens the lesson; Next is
pressed; a die is dragged from the Cathedral Board onto a lit space; the snake draft is
watched; the second die is clicked, then its space; Leave the lesson keeps it in its file,
where the lesson's first steps are done."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sagrada_desktop.engine import Die, DraftDie, FillSpace, GameState, Stage, apply
from sagrada_desktop.lesson.lesson_file import FILE_NAME, load_lesson
from sagrada_desktop.lesson.progress import Lesson
from sagrada_desktop.lesson.rehearsal import person_move
from sagrada_desktop.lesson.setup import PERSON

from . import test_real_pointer as real
from .xserver import Program

WIDTH, HEIGHT = real.WIDTH, real.HEIGHT
program = real.program  # the real program on a virtual screen (its fixture)
_key, _state = real._key, real._state


def _placed(seen: dict[str, Any]) -> int:
    return _state(seen).seats[PERSON].window.filled_count


def _lesson(home: Path) -> Lesson:
    """The lesson as the program keeps it (saved at every step and turn)."""
    kept = list(home.rglob(FILE_NAME))
    return Lesson(load_lesson(kept[0]).progress) if kept else Lesson()


def _suggested(state: GameState, lesson: Lesson) -> tuple[Die, str]:
    """The die and the space the lesson's person takes (its rehearsal's policy)."""
    draft = person_move(state, lesson)
    assert isinstance(draft, DraftDie), draft
    fill = person_move(apply(state, draft), lesson)
    assert isinstance(fill, FillSpace), fill
    return draft.die, f"{fill.row},{fill.col}"


def _press(program: Program, seen: dict[str, Any], text: str) -> None:
    x, y, w, h = seen["buttons"][text]
    assert x + w <= WIDTH and y + h <= HEIGHT, f"{text} is off the screen"
    program.click(x + w // 2, y + h // 2)


def _lit(seen) -> list[str]:
    """The window spaces lit for the die in hand, as the probe says them."""
    return [key for key, space in seen["spaces"].items() if space["lit"]]


def test_the_lessons_first_steps_with_a_real_pointer(program, tmp_path: Path) -> None:
    seen = program.wait_for("the start page", lambda p: "Learn to play" in p["buttons"])
    _press(program, seen, "Learn to play")
    seen = program.wait_for("the lesson", lambda p: p["screen"] == "GameScreen"
                            and "Leave the lesson" in p["buttons"] and "Next" in p["buttons"])
    _press(program, seen, "Next")  # the first lesson was read
    seen = program.wait_for("the lesson to take a die", lambda p: "Next" not in p["buttons"])

    # the first die: pressed on the Cathedral Board, moved in steps, released on a lit space
    die, space = _suggested(_state(seen), _lesson(tmp_path))
    lit: list[list[str]] = []
    program.drag(seen["board"][_key(die)]["at"], seen["spaces"][space]["at"],
                 while_over=lambda: lit.append(_lit(program.wait_for(
                     "the lit spaces", lambda p: bool(_lit(p))))))
    assert space in lit[0]
    seen = program.wait_for("the first die on the window", lambda p: _placed(p) == 1)
    seen = program.wait_for("the lesson's Next", lambda p: "Next" in p["buttons"])
    _press(program, seen, "Next")  # the first die may go anywhere: read

    # the snake draft: the computer takes two turns, then it is the person's turn again
    seen = program.wait_for("the person's second turn", lambda p: _state(p).turn == 3
                            and _state(p).stage is Stage.DRAFT and "Next" in p["buttons"],
                            timeout=40)
    _press(program, seen, "Next")
    seen = program.wait_for("the adjacency lesson", lambda p: "Next" not in p["buttons"])

    # the second die: a click on the board, then a click on a lit space
    die, space = _suggested(_state(seen), _lesson(tmp_path))
    program.click(*seen["board"][_key(die)]["at"])
    seen = program.wait_for("the die in hand", lambda p: _state(p).stage is Stage.PLACE)
    program.click(*seen["spaces"][space]["at"])
    seen = program.wait_for("the second die on the window", lambda p: _placed(p) == 2)

    _press(program, seen, "Leave the lesson")
    program.wait_for("the start page again", lambda p: p["screen"] == "StartScreen")
    kept = list(tmp_path.rglob(FILE_NAME))
    assert len(kept) == 1, kept
    lesson = load_lesson(kept[0])
    assert {"welcome", "take_die", "first_die", "snake_draft", "adjacency"} <= set(
        lesson.progress.done)
    assert lesson.game.state.seats[PERSON].window.filled_count == 2
