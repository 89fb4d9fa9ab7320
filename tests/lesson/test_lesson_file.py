"""The lesson kept in its own file: it comes back exactly where it was, a file of this
version keeps opening, and a damaged, crafted or foreign file is refused with one clear line
naming the file and what is wrong (never a traceback), its backup offered instead, and never
rotated into the backup slot."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from sagrada_desktop.lesson.lesson_file import FILE_NAME, LessonFile, load_lesson
from sagrada_desktop.lesson.progress import Lesson
from sagrada_desktop.lesson.rehearsal import Rehearsal
from sagrada_desktop.lesson.setup import PLANS
from sagrada_desktop.saves import SaveError, backup_path, replay
from tests.saves.fuzz_saves import mutants, write_mutant

OLD = Path(__file__).parent / "old_files"


def _kept_at(rehearsal: Rehearsal, step_id: str, folder: Path) -> LessonFile:
    m = next(m for m in rehearsal.shown if m.step == step_id)
    s = replay(rehearsal.state.setup, rehearsal.actions[:m.played])
    file = LessonFile(folder)
    file.save(s.setup, rehearsal.actions[:m.played], s, PLANS, m.progress)
    return file


def test_a_lesson_comes_back_where_it_was_left(rehearsal: Rehearsal, tmp_path: Path) -> None:
    file = _kept_at(rehearsal, "ability", tmp_path)
    loaded, problem = LessonFile(tmp_path).load()
    m = next(m for m in rehearsal.shown if m.step == "ability")
    assert problem == "" and loaded is not None
    assert loaded.progress == m.progress
    assert loaded.game.actions == rehearsal.actions[:m.played]
    assert loaded.game.plans == PLANS
    assert Lesson(loaded.progress).current(loaded.game.state).id == "ability"
    file.clear()
    assert not file.path.exists() and LessonFile(tmp_path).load() == (None, "")


def test_a_lesson_file_of_the_first_version_keeps_opening(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    shutil.copy(OLD / "lesson-v1.sagrada-lesson.json", path)
    loaded = load_lesson(path)
    lesson = Lesson(loaded.progress)
    assert lesson.current(loaded.game.state).id == "stars"
    assert "printed" in loaded.progress.done


@pytest.mark.parametrize(("change", "named"), [
    (lambda d: d["lesson"]["done"].append("juggling"), "lesson.done[10]"),
    (lambda d: d["lesson"].__setitem__("showing", 7), "lesson.showing"),
    (lambda d: d.__setitem__("format", "sagrada-artisans-game"), "format"),
    (lambda d: d.pop("game"), "game"),
    (lambda d: d.__setitem__("schema_version", 2), "newer version"),
    (lambda d: d["game"]["setup"]["window"].__setitem__("id", "w03"), "game.setup.window.id"),
    (lambda d: d["game"]["seats"].__setitem__(0, {"kind": "hard"}), "game.seats"),
    (lambda d: d["game"]["actions"].pop(), "game.snapshot"),
])
def test_a_crafted_lesson_file_is_refused_naming_what_is_wrong(tmp_path: Path, change,
                                                                named: str) -> None:
    path = tmp_path / FILE_NAME
    doc = json.loads((OLD / "lesson-v1.sagrada-lesson.json").read_text())
    change(doc)
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as refused:
        load_lesson(path)
    words = str(refused.value)
    assert FILE_NAME in words and named in words and "\n" not in words.strip()


def test_a_damaged_lesson_offers_its_backup_and_is_never_rotated_into_it(
        rehearsal: Rehearsal, tmp_path: Path) -> None:
    _kept_at(rehearsal, "stars", tmp_path)
    _kept_at(rehearsal, "broken", tmp_path)  # the first is now the backup
    path = tmp_path / FILE_NAME
    path.write_text(path.read_text()[:500])  # cut short
    file = LessonFile(tmp_path)
    loaded, problem = file.load()
    assert FILE_NAME in problem and loaded is not None
    assert Lesson(loaded.progress).current(loaded.game.state).id == "stars"  # the backup's
    good_backup = backup_path(path).read_bytes()
    s = loaded.game.state
    file.save(s.setup, loaded.game.actions, s, PLANS, loaded.progress)
    assert backup_path(path).read_bytes() == good_backup  # not the damaged file
    assert load_lesson(path).progress == loaded.progress


def test_damaged_lesson_files_give_one_clear_line_or_a_game_the_rules_replay(
        tmp_path: Path) -> None:
    text = (OLD / "lesson-v1.sagrada-lesson.json").read_text()
    doc = json.loads(text)
    game = json.dumps(doc["game"])
    rng = random.Random("lesson files")
    variants = [text[:rng.randrange(len(text))] for _ in range(8)]
    variants += [text.replace('"', "'", 1), text.replace("welcome", "w\udcffelcome"), "[]", "",
                 text.replace('"value": 1', '"value": "1"'), text.replace('"done"', '"dome"')]
    for inner in mutants(game, rng, "game", 24):  # the game inside, damaged as saves are
        try:
            variants.append(json.dumps({**doc, "game": json.loads(inner)}))
        except ValueError:
            variants.append(text.replace(game, inner))
    errors = 0
    for k, variant in enumerate(variants):
        folder = tmp_path / str(k)
        folder.mkdir()
        path = folder / FILE_NAME
        write_mutant(path, variant)
        before = path.read_bytes()
        try:
            loaded = load_lesson(path)
        except SaveError as exc:
            words = str(exc)
            assert FILE_NAME in words and "Traceback" not in words, words[:300]
            assert words.strip().count("\n") == 0, words[:500]
            errors += 1
        else:
            assert replay(loaded.game.setup, loaded.game.actions) == loaded.game.state
            Lesson(loaded.progress).current(loaded.game.state)
        kept, problem = LessonFile(folder).load()  # the program's way in never raises
        assert (kept is None) == bool(problem) or kept is not None
        assert path.read_bytes() == before  # loading changes nothing
    assert errors >= len(variants) // 2
