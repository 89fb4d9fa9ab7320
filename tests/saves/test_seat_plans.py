"""Who plays each seat is kept inside the game file (version 3); a version 2 file, which kept it
in a side file, loads with the side file's plans (or a person at every seat) and gets them
inside at its next save."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import get_args

import pytest

from sagrada_desktop.ai.factory import PlayerKind
from sagrada_desktop.engine import new_game
from sagrada_desktop.saves import (
    COMPUTER_KINDS,
    PERSON,
    SaveError,
    SeatKind,
    SeatPlan,
    load_game,
    save_game,
)

from .helpers import random_game, setup

OLD = Path(__file__).parent / "old_files" / "version2.sagrada.json"


def _old_copy(tmp_path: Path, *, side_file: str | None) -> Path:
    """The committed version 2 file (written by the program before plans moved inside), with
    or without a side file beside it."""
    path = tmp_path / OLD.name
    shutil.copyfile(OLD, path)
    if side_file is not None:
        (tmp_path / (OLD.name + ".seats")).write_text(side_file, encoding="utf-8")
    return path


def test_the_kinds_are_a_person_and_every_computer_player_the_program_makes() -> None:
    assert PERSON == "person" and PERSON not in COMPUTER_KINDS
    assert set(COMPUTER_KINDS) == set(get_args(PlayerKind))
    assert set(get_args(SeatKind)) == {PERSON, *COMPUTER_KINDS}


def test_the_plans_round_trip_inside_the_file(tmp_path: Path) -> None:
    game_setup = setup(3, seed=4)
    state, log = random_game(game_setup, seed=4, stop_after=10)
    plans = (SeatPlan("hard"), SeatPlan(), SeatPlan("easy"))
    path = tmp_path / "g.sagrada.json"
    save_game(path, game_setup, log, state, plans=plans)
    assert load_game(path).plans == plans
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["seats"] == [{"kind": "hard"}, {"kind": "person"}, {"kind": "easy"}]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.sagrada.json"]  # no side file


def test_without_plans_every_seat_is_a_person(tmp_path: Path) -> None:
    game_setup = setup(2)
    path = tmp_path / "g.json"
    save_game(path, game_setup, [], new_game(game_setup))
    assert load_game(path).plans == (SeatPlan(PERSON), SeatPlan(PERSON))


def test_plans_for_another_number_of_seats_are_not_saved(tmp_path: Path) -> None:
    game_setup = setup(2)
    with pytest.raises(ValueError, match="2 seats but 1 seat plans"):
        save_game(tmp_path / "g.json", game_setup, [], new_game(game_setup),
                  plans=[SeatPlan("hard")])
    assert not (tmp_path / "g.json").exists()


def test_a_version_2_file_takes_its_plans_from_its_side_file(tmp_path: Path) -> None:
    path = _old_copy(tmp_path, side_file='["person", "hard"]')
    before = json.loads(path.read_text(encoding="utf-8"))
    assert before["schema_version"] == 2 and "seats" not in before
    loaded = load_game(path)
    assert loaded.plans == (SeatPlan(PERSON), SeatPlan("hard"))
    assert len(loaded.actions) == 6
    assert json.loads(path.read_text(encoding="utf-8")) == before  # loading only reads
    save_game(path, loaded.setup, loaded.actions, loaded.state, plans=loaded.plans)
    after = json.loads(path.read_text(encoding="utf-8"))
    assert after["schema_version"] == 4
    assert after["seats"] == [{"kind": "person"}, {"kind": "hard"}]
    assert json.loads((tmp_path / (OLD.name + ".bak")).read_text(encoding="utf-8")) == before
    (tmp_path / (OLD.name + ".seats")).write_text('["easy", "easy"]', encoding="utf-8")
    assert load_game(path).plans == loaded.plans  # the side file no longer counts


@pytest.mark.parametrize("side_file", [None, "not json", '["hard"]', '{"0": "hard"}'],
                         ids=["none", "damaged", "too-few", "not-a-list"])
def test_a_version_2_file_without_a_usable_side_file_has_a_person_at_each_seat(
        tmp_path: Path, side_file: str | None) -> None:
    path = _old_copy(tmp_path, side_file=side_file)
    assert load_game(path).plans == (SeatPlan(PERSON), SeatPlan(PERSON))


def test_an_unknown_kind_in_an_old_side_file_is_a_person_as_before(tmp_path: Path) -> None:
    path = _old_copy(tmp_path, side_file='["wizard", "medium"]')
    assert load_game(path).plans == (SeatPlan(PERSON), SeatPlan("medium"))


def test_a_damaged_plan_in_a_current_file_is_refused_naming_file_and_seat(
        tmp_path: Path) -> None:
    game_setup = setup(2)
    path = tmp_path / "g.json"
    save_game(path, game_setup, [], new_game(game_setup), plans=[SeatPlan(), SeatPlan("hard")])
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["seats"][1] = {"kind": "hardest"}
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert str(info.value).startswith(
        f"{path}: seats[1].kind: expected one of 'person', 'easy', 'medium', 'hard', 'expert', "
        "'greedy', 'random', got the text 'hardest'")
