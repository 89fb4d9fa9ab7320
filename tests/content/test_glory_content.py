"""The Glory cards (resources/glory/): read straight into the engine's own card types, checked
against the engine's rules, and every mistake named by file, entry and field."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from sagrada_desktop.content import ContentError, read_content
from sagrada_desktop.engine.glory.pioneer_goals import PIONEER_GOALS
from sagrada_desktop.engine.glory.strife_boards import BOARD_RULES
from sagrada_desktop.engine.legacy_types import CampaignContent

from .conftest import edit, problems

BOARDS = "glory/strife-boards.toml"
TOOLS = "glory/strife-tools.toml"
PIONEER = "glory/pioneer-cards.toml"
FLOURISH = "glory/flourish-cards.toml"
GLORY_FILES = (BOARDS, TOOLS, PIONEER, FLOURISH)


def test_the_shipped_glory_cards_have_a_rule_each(content: CampaignContent) -> None:
    glory = content.glory
    assert [b.number for b in glory.strife_boards] == [1, 2, 3, 4, 5, 6]
    assert (len(glory.strife_tools), len(glory.pioneer_cards), len(glory.flourish_cards)) == (
        3, 15, 12)
    assert {b.id for b in glory.strife_boards} == BOARD_RULES
    assert [c.id for c in glory.pioneer_cards] == list(PIONEER_GOALS)
    ids = [c.id for deck in (glory.strife_boards, glory.strife_tools, glory.pioneer_cards,
                             glory.flourish_cards) for c in deck]
    assert len(ids) == len(set(ids)) == 36  # a stable id each, for translations to key on


def test_a_missing_glory_file_is_named(content_root: Path) -> None:
    (content_root / PIONEER).unlink()
    assert "resources/glory/pioneer-cards.toml: missing file" in problems(content_root)


@pytest.mark.parametrize(("relative", "old", "new", "expected"), [
    (PIONEER, "points = 3", 'points = "three"',
     "resources/glory/pioneer-cards.toml: Pioneer Card 'pioneer-i', points: expected a whole "
     "number, got the text 'three'"),
    (PIONEER, 'id = "pioneer-iii"', 'id = "pioneer-xx"',
     "resources/glory/pioneer-cards.toml: Pioneer Card 'pioneer-xx', id: no goal rule for this "
     "card; the goals known are for pioneer-i, "),
    (PIONEER, "points = 3", "points = 0",
     "resources/glory/pioneer-cards.toml: Pioneer Card 'pioneer-i', points: at least 1 point"),
    (BOARDS, 'id = "mortar-joints"', 'id = "arch-stones"',
     "resources/glory/strife-boards.toml: Strife Board 'arch-stones', id: no placement rule for "
     "this board"),
    (BOARDS, "number = 6", "number = 7",
     "resources/glory/strife-boards.toml: number: the boards are numbered 1 to 6, each once; "
     "found 1, 2, 3, 4, 5, 7"),
    (TOOLS, '{ kind = "swap-gray" }', '{ kind = "flip-value" }',
     "resources/glory/strife-tools.toml: Tool Card 'strife-tool-iii', effect: a Strife Tool acts "
     "on gray dice"),
    (TOOLS, '{ kind = "swap-gray" }', '{ kind = "swap-grey" }',
     "resources/glory/strife-tools.toml: Tool Card 'strife-tool-iii', effect: unknown kind "
     "'swap-grey'; expected one of "),
    (FLOURISH, 'pattern = ["AB", "BA"]', 'pattern = ["AA", "BB"]',
     "resources/glory/flourish-cards.toml: Flourish Card 'flourish-quatrefoil', pattern: two A "
     "cells share an edge (row 1, column 1)"),
    (FLOURISH, 'pattern = ["AB", "BA"]', 'pattern = ["AB", "B"]',
     "resources/glory/flourish-cards.toml: Flourish Card 'flourish-quatrefoil', pattern: rows of "
     "one length are expected"),
    (FLOURISH, 'pattern = ["AB", "BA"]', 'pattern = ["AC", "CA"]',
     "resources/glory/flourish-cards.toml: Flourish Card 'flourish-quatrefoil', pattern: only A, "
     "B and . are expected; found 'C'"),
    (FLOURISH, 'pattern = ["AB", "BA"]', 'pattern = "AB BA"',
     "resources/glory/flourish-cards.toml: Flourish Card 'flourish-quatrefoil', pattern: expected "
     "a list of texts, got the text 'AB BA'"),
    (FLOURISH, 'id = "flourish-lozenge"', 'id = "flourish-mullion"',
     "resources/glory/flourish-cards.toml: Flourish Card 'flourish-mullion', id: already used in "
     "resources/glory/flourish-cards.toml"),
    (FLOURISH, 'name = "Mullion"', 'name = "Mullion"\ncolour = "R"',
     "resources/glory/flourish-cards.toml: Flourish Card 'flourish-mullion': unknown field "
     "'colour'; expected among: id, name, pattern, points, text"),
])
def test_a_mistake_in_a_glory_card_names_file_entry_and_field(
        content_root: Path, relative: str, old: str, new: str, expected: str) -> None:
    edit(content_root, relative, old, new)
    lines = problems(content_root)
    assert any(line.startswith(expected) for line in lines), lines


def test_too_few_flourish_cards_for_six_seats(content_root: Path) -> None:
    path = content_root / FLOURISH
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.rindex("[[card]]")], encoding="utf-8")
    assert ("resources/glory/flourish-cards.toml: 11 Flourish Cards; a game needs at least 12"
            in problems(content_root))


VALUES = ("7", "-1", "true", "[]", "{}", '""', "[1, 2]")


def _mutant(text: str, rng: random.Random) -> str:
    lines = text.splitlines(keepends=True)
    k = rng.randrange(len(lines))
    choice = rng.randrange(5)
    if choice == 0:  # a line lost
        del lines[k]
    elif choice == 1:  # cut short
        return text[: rng.randrange(len(text))]
    elif choice == 2:  # a value of another type
        key = lines[k].split("=")[0]
        lines[k] = f"{key}= {rng.choice(VALUES)}\n"
    elif choice == 3:  # a line twice (a key given twice, or an entry repeated)
        lines.insert(k, lines[k])
    else:  # a character changed
        where = rng.randrange(len(text))
        return text[:where] + rng.choice('"[]{}=#\\\n x0') + text[where + 1:]
    return "".join(lines)


@pytest.mark.parametrize("relative", GLORY_FILES)
def test_damaged_glory_files_load_or_give_located_problems(tmp_path: Path, content_root: Path,
                                                           relative: str) -> None:
    """Seeded damage to each Glory file: the content either loads (the damage was harmless)
    or every problem names a file under resources/; never any other exception."""
    rng = random.Random(f"glory:{relative}")
    original = (content_root / relative).read_text(encoding="utf-8")
    outcomes = {"loaded": 0, "problems": 0}
    for k in range(25):
        root = tmp_path / f"v{k}" / "resources"
        shutil.copytree(content_root, root)
        (root / relative).write_text(_mutant(original, rng), encoding="utf-8")
        try:
            read_content(root)
        except ContentError as exc:
            assert exc.messages and all(m.startswith("resources/") for m in exc.messages)
            outcomes["problems"] += 1
        else:
            outcomes["loaded"] += 1
    assert outcomes["problems"] >= 10
