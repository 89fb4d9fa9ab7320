"""A save whose setup the rules engine would refuse (Public Objectives it cannot deal, a Strife
Board its decks lack), opened with the program in 繁體中文: the message says why in Chinese,
naming the field, with no English sentence from the engine's ValueError."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sagrada_desktop.engine import new_game
from sagrada_desktop.saves import game_document
from sagrada_desktop.saves.errors import CodecError
from sagrada_desktop.saves.replay import replay
from sagrada_desktop.saves.setup_checks import setup_problems
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.open_file import open_saved_game
from sagrada_desktop.wording.details import detail_text
from tests.saves.helpers import glory_setup, random_game

from .test_zh_tw_damage import HAN, _Box, _window


@pytest.fixture
def chinese(qapp):
    assert translators().install("zh_TW")
    yield
    translators().install("en")


# what may stay Latin in a Chinese message: the file's path, field paths, quoted ids, the
# objectives' letters and "id"
FIELD = re.compile(r"setup(?:\.\w+|\[\d+\])*")
QUOTED = re.compile(r"「[^」]*」")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def _latin_words(text: str, path: Path) -> list[str]:
    rest = QUOTED.sub("", FIELD.sub("", text.replace(str(path), "")))
    return [w for w in LATIN_WORD.findall(rest) if w != "id"]


def _saved(tmp_path: Path, change) -> Path:
    setup = glory_setup(2, seed=5)
    state, log = random_game(setup, seed=5, stop_after=3)
    doc = game_document(setup, log, state)
    change(doc["setup"])
    path = tmp_path / "refused.sagrada.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


CASES = {
    "two objectives": (lambda s: s.update(public_objectives=["row-color-variety",
                                                             "column-color-variety"]),
                       "setup.public_objectives：一場遊戲正好有 3 張公共目標（A、B、C），這裡有 2 張"),
    "unknown objective": (lambda s: s.update(objective_pool=["row-color-variety", "no-such"]),
                          "setup.objective_pool[1]：沒有 id 為「no-such」的公共目標"),
    "unknown strife board": (lambda s: s.update(strife_board_id="no-such-board"),
                             "setup.strife_board_id：這個設置的卡牌中沒有 id 為「no-such-board」的紛爭圖板"),
    "unknown pioneer card": (lambda s: s.update(pioneer_card_ids=["no-such-card"]),
                             "setup.pioneer_card_ids[0]：這個設置的卡牌中沒有 id 為「no-such-card」的先驅卡"),
}


@pytest.mark.parametrize("case", CASES)
def test_a_setup_the_engine_refuses_is_explained_in_chinese(qtbot, tmp_path, chinese, case):
    change, expected = CASES[case]
    path = _saved(tmp_path, change)
    window = _window(qtbot, tmp_path / "autosave")
    box = _Box()
    assert not open_saved_game(window, path)
    qtbot.waitUntil(lambda: bool(box.seen), timeout=3000)
    title, text = box.seen[0]
    assert HAN.search(title) and HAN.search(text)
    assert expected in text, text
    assert _latin_words(text, path) == [], text


@pytest.mark.parametrize("case", CASES)
def test_the_checks_agree_with_the_engine(case):
    """Each setup above is one the engine itself refuses (so the checks say the engine's
    reason, not one of their own); the unchanged setup passes both."""
    setup = glory_setup(2, seed=5)
    assert setup_problems(setup) == []
    new_game(setup)
    doc = game_document(setup, (), new_game(setup))
    CASES[case][0](doc["setup"])
    from sagrada_desktop.saves.codec import setup_from_json

    changed = setup_from_json(doc["setup"], "setup")
    with pytest.raises(ValueError):
        new_game(changed)
    assert setup_problems(changed)


def test_replay_words_the_engines_refusal_from_the_checks():
    """replay() itself (any caller, checked or not) says why the setup is refused, in both
    languages, instead of the engine's English words."""
    from sagrada_desktop.saves.codec import setup_from_json

    doc = game_document(glory_setup(2, seed=5), (), new_game(glory_setup(2, seed=5)))
    doc["setup"]["strife_board_id"] = "no-such-board"
    with pytest.raises(CodecError) as refused:
        replay(setup_from_json(doc["setup"], "setup"), ())
    found = refused.value.details[0]
    assert found.kind == "unknown-card" and found.at == "setup.strife_board_id"
    assert detail_text(found, "zh_TW") == ("setup.strife_board_id：這個設置的卡牌中沒有 id 為"
                                           "「no-such-board」的紛爭圖板")
    assert "Strife Board" in detail_text(found, "en")
