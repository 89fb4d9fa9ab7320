"""Damaged and crafted saves through the review's load paths: `sagrada-artisans review FILE`
and Game > Open a saved game…. Each file is either reviewed (a finished game), goes on as a
game (one still being played), or is refused with one clear line naming the file; nothing
raises, no file changes. The same games whole are reviewed on every seat count, Glory on and
off, abilities and Tool Cards in play."""

from __future__ import annotations

import contextlib
import io
import json
import random
from pathlib import Path

import pytest

from sagrada_desktop.cli import main as cli_main
from sagrada_desktop.saves import SaveError, load_game
from tests.saves.fuzz_saves import folder_digest, mutants, write_mutant
from tests.saves.sources import game_saves

VARIANTS = 3
TINY = ["--simulations", "2", "--samples", "1", "--seat", "1", "--json"]


def _review(path: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(["review", str(path), *TINY])
    return code, out.getvalue(), err.getvalue()


def _sources() -> list[tuple[str, str]]:
    return list(game_saves())


@pytest.mark.parametrize("k", range(len(_sources())))
def test_every_kind_of_game_is_reviewed(tmp_path: Path, k: int) -> None:
    label, text = _sources()[k]
    path = tmp_path / "game.sagrada.json"
    path.write_text(text, encoding="utf-8")
    code, out, err = _review(path)
    assert code == 0, (label, err)
    doc = json.loads(out)
    game = load_game(path)
    (seat,) = doc["seats"]
    turns = seat["turns"]
    assert doc["over"] == game.state.is_over
    assert all(t["cost"] == 0 for t in turns if t["same"])
    assert seat["summary"]["judged"] == len(turns)


def _variants() -> list[str]:
    rng = random.Random("review-fuzz")
    sources = [text for _label, text in _sources()][::3]
    return [v for text in sources for v in mutants(text, rng, "game", VARIANTS)]


@pytest.mark.parametrize("k", range(len(_variants())))
def test_a_damaged_or_crafted_file_is_reviewed_or_refused_clearly(tmp_path: Path, k: int) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "game.sagrada.json"
    write_mutant(path, _variants()[k])
    before = folder_digest(folder)
    try:
        load_game(path)
    except SaveError:
        accepted = False
    else:
        accepted = True
    code, out, err = _review(path)
    if accepted:
        assert code == 0 and json.loads(out)["seats"], err[:300]
    else:
        assert code == 1 and out == ""
        assert path.name in err and "Traceback" not in err
        assert err.strip().count("\n") == 0, err[:500]
    assert folder_digest(folder) == before
