"""A lesson left half-way, kept in a file of its own beside the autosave: the game, as a save
file holds it, and where the lesson was. Written atomically, the previous file kept as
".bak"; read strictly, through the saves codec, so a damaged or foreign file is refused with
what is wrong and where, and the game inside is replayed and checked like any saved game.

    {"format": "sagrada-artisans-lesson", "schema_version": 1,
     "lesson": {"done": ["welcome", ...], "skipped": [], "baselines": [{"step": "adjacency",
                "value": 1}], "met_on_arrival": [], "showing": "objectives"},
     "game": {"format": "sagrada-artisans-game", ...}}
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from attrs import frozen

from ..codec.details import Got, Worded, detail, got
from ..engine import Action, GameSetup, GameState
from ..saves import (
    CodecError,
    LoadedGame,
    MigrationError,
    ReplayError,
    SaveError,
    SeatPlan,
    atomic_write,
    backup_path,
    dumps,
    from_json,
    game_document,
    loads,
    read_game,
    read_save_text,
    to_json,
    upgrade,
)
from ..wording import message
from ..wording.system_errors import os_error_words
from .progress import Progress
from .script import STEP_IDS
from .setup import PERSON, PLANS, WINDOW_ID

FORMAT = "sagrada-artisans-lesson"
SCHEMA_VERSION = 1
FILE_NAME = "lesson.sagrada-lesson.json"
_KEYS = ("format", "schema_version", "lesson", "game")
LESSON = Worded("lesson", "教學")


@frozen
class LoadedLesson:
    game: LoadedGame
    progress: Progress


def lesson_document(setup: GameSetup, actions: Sequence[Action], state: GameState,
                    plans: Sequence[SeatPlan], progress: Progress) -> dict[str, Any]:
    return {"format": FORMAT, "schema_version": SCHEMA_VERSION,
            "lesson": to_json(progress, Progress),
            "game": game_document(setup, actions, state, plans)}


def load_lesson(path: str | os.PathLike[str]) -> LoadedLesson:
    """Read and check a lesson file; raises SaveError naming the file and what is wrong
    (FileNotFoundError when there is none)."""
    name = os.fspath(path)
    try:
        return read_lesson(loads(read_save_text(path), ""))
    except (CodecError, MigrationError, ReplayError) as e:
        raise SaveError(message("{path}: {error}", path=name, error=e)) from None


def read_lesson(data: Any) -> LoadedLesson:
    if not isinstance(data, dict):
        raise CodecError([detail("holds-not", got=got(data), what=LESSON)])
    if data.get("format") != FORMAT:
        raise CodecError([detail("wrong-format", expected=repr(FORMAT),
                                 got=repr(data.get("format")), what=LESSON)])
    doc = upgrade(data, current=SCHEMA_VERSION, steps={})
    extra = sorted(set(doc) - set(_KEYS))
    missing = [k for k in _KEYS if k not in doc]
    if extra or missing:
        raise CodecError([detail("missing-field", k) for k in missing]
                         + [detail("unexpected-field", k) for k in extra])
    progress: Progress = from_json(doc["lesson"], Progress, "lesson")
    _check_steps(progress)
    try:
        game = read_game(doc["game"])
    except CodecError as e:
        raise e.located("game") from None
    _check_game(game)
    return LoadedLesson(game, progress)


def _check_steps(p: Progress) -> None:
    allowed = tuple(repr(i) for i in STEP_IDS)
    named = [(f"lesson.done[{k}]", i) for k, i in enumerate(p.done)]
    named += [(f"lesson.skipped[{k}]", i) for k, i in enumerate(p.skipped)]
    named += [(f"lesson.baselines[{k}].step", b.step) for k, b in enumerate(p.baselines)]
    named += [(f"lesson.met_on_arrival[{k}]", i) for k, i in enumerate(p.met_on_arrival)]
    if p.showing:
        named.append(("lesson.showing", p.showing))
    wrong = [detail("one-of", where, allowed=allowed, got=got(i))
             for where, i in named if i not in STEP_IDS]
    if wrong:
        raise CodecError(wrong)


def _check_game(game: LoadedGame) -> None:
    """The lesson's own game: window 1, the person and the Easy computer in their seats."""
    wrong = []
    if game.setup.window.id != WINDOW_ID:
        wrong.append(detail("one-of", "game.setup.window.id", allowed=(repr(WINDOW_ID),),
                            got=got(game.setup.window.id)))
    if len(game.plans) != len(PLANS):
        wrong.append(detail("one-of", "game.seats", allowed=(str(len(PLANS)),),
                            got=Got("other", str(len(game.plans)))))
    elif not game.plans[PERSON].is_person or game.plans[1 - PERSON].is_person:
        wrong.append(detail("one-of", "game.seats", allowed=(repr(to_json(PLANS)),),
                            got=Got("other", repr(to_json(game.plans)))))
    if wrong:
        raise CodecError(wrong)


class LessonFile:
    """The lesson kept in `folder` (the program's data folder, beside the autosave). A file
    that does not load is never rotated into the backup slot, and its backup is offered
    instead, as the autosave does."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / FILE_NAME
        self._loads = False  # the file at `path` is known to load

    def load(self) -> tuple[LoadedLesson | None, str]:
        """The lesson kept (or its backup, when the file itself is damaged), and what was
        wrong with the file ("" when nothing was)."""
        problem = ""
        for path in (self.path, backup_path(self.path)):
            if not path.exists():
                continue
            try:
                loaded = load_lesson(path)
            except SaveError as e:
                problem = problem or str(e)
                continue
            self._loads = path == self.path
            return loaded, problem
        return None, problem

    def save(self, setup: GameSetup, actions: Sequence[Action], state: GameState,
             plans: Sequence[SeatPlan], progress: Progress) -> None:
        text = dumps(lesson_document(setup, actions, state, plans, progress))
        rotate = self._loads or self._file_loads()  # a damaged file never becomes the backup
        try:
            atomic_write(self.path, text, backup=rotate)
        except OSError as e:
            raise SaveError(message("{path}: cannot be saved: {error}", path=str(self.path),
                                    error=os_error_words(e))) from None
        self._loads = True

    def _file_loads(self) -> bool:
        if not self.path.exists():
            return False
        try:
            load_lesson(self.path)
        except SaveError:
            return False
        return True

    def clear(self) -> None:
        """The lesson is over: nothing is kept."""
        for path in (self.path, backup_path(self.path)):
            path.unlink(missing_ok=True)
        self._loads = False
