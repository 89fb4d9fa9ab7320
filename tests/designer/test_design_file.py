"""A designed window's file: written and read back the same; a damaged or hostile file (huge
grid, unknown colour, a 10,000-character name, deep nesting, 50 MB, not JSON, another format, a
newer schema ...) refused with one clear line naming the file and what is wrong where, the
file left as it is; a friend's file read with the program's own window tools; the data
folder's windows listed even when one of them is damaged."""

from __future__ import annotations

import hashlib
import json
import os
import random
from pathlib import Path

import attrs
import pytest

from sagrada_desktop.content import load_content
from sagrada_desktop.designer.design_file import (
    FORMAT,
    MAX_BYTES,
    DesignFileError,
    draft_text,
    import_draft,
    load_draft,
    save_draft,
)
from sagrada_desktop.designer.draft import WindowDraft
from sagrada_desktop.designer.own_windows import OwnWindows
from sagrada_desktop.designer.tool_choices import tool_choices
from sagrada_desktop.engine import parse_window
from sagrada_desktop.saves import backup_path
from sagrada_desktop.wording import set_language
from tests.saves.fuzz_saves import _structural, _textual, write_mutant

PATTERN = """
.  R  .  *  .  3
2  .  R  .  5  .
.  *  .  B  .  Y
G  .  6  .  *  M4
"""


@pytest.fixture(scope="module")
def choices():
    content = load_content()
    return tool_choices(content.booster_windows.values())


@pytest.fixture
def draft(choices) -> WindowDraft:
    return WindowDraft(id="own-0a1b2c3d4e", name="Rose of the Crypt",
                       pattern=parse_window(PATTERN),
                       tools=tuple(c.tool for c in choices[:3]), legacy_points=3,
                       objectives_left_out=("row-color-variety",))


def _doc(draft: WindowDraft) -> dict:
    return json.loads(draft_text(draft))


def _refused(path: Path, *words: str) -> str:
    before = path.read_bytes() if path.is_file() else None
    with pytest.raises(DesignFileError) as info:
        load_draft(path)
    message = str(info.value)
    assert str(path) in message, message
    assert "\n" not in message and "Traceback" not in message, message
    assert len(message) < 2000, len(message)
    for word in words:
        assert word in message, message
    if before is not None:
        assert path.read_bytes() == before, "reading changed the file"
    return message


def test_a_window_file_reads_back_the_same(tmp_path, draft) -> None:
    path = tmp_path / "rose.sagrada-window.json"
    save_draft(path, draft)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["format"], data["schema_version"]) == (FORMAT, 1)
    assert load_draft(path) == draft
    save_draft(path, attrs.evolve(draft, name="Rose II"))
    assert load_draft(backup_path(path)) == draft  # the one before, kept


def _write(path: Path, doc: object) -> Path:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d["window"].update(pattern="\n".join([" ".join(["."] * 60)] * 60)),
     ("window.pattern", "60x60", "6x6")),
    (lambda d: d["window"].update(pattern="\n".join([" ".join(["."] * 200)] * 200)),
     ("window.pattern", "200x200", "6x6")),
    (lambda d: d["window"].update(pattern="Q . .\n. . ."), ("window.pattern", "'Q'")),
    (lambda d: d["window"]["tools"][2]["effect"].update(to=["Q"]),
     ("window.tools[2].effect.to[0]", "'Q'")),
    (lambda d: d["window"].update(name="x" * 10_000), ("window.name", "10000", "60")),
    (lambda d: d["window"].update(name="x" * 20_000), ("window.name", "20000", "60")),
    (lambda d: d.update(format="sagrada-artisans-game"), ("format", "not a saved window")),
    (lambda d: d.update(schema_version=9), ("schema_version 9", "newer")),
    (lambda d: d["window"].update(colour="R"), ("colour",)),
    (lambda d: d.update(extra=1), ("extra", "unexpected field")),
    (lambda d: d["window"].update(legacy_points="3"), ("window.legacy_points", "'3'")),
    (lambda d: d["window"].update(legacy_points=99), ("window.legacy_points", "99", "0 to 20")),
    (lambda d: d["window"]["tools"].append(d["window"]["tools"][0]), ("window.tools", "3")),
    (lambda d: d["window"]["tools"][0].update(boxes=[1, 9]), ("window.tools[0].boxes[1]",)),
    (lambda d: d["window"].update(objectives_left_out=["no-such-card"]),
     ("objectives_left_out[0]", "no-such-card")),
    (lambda d: d["window"].update(id="w03"), ("window.id", "own-")),
    (lambda d: d["window"].update(pattern=". .=R3\n. ."), ("window.pattern", "no die")),
    (lambda d: d.pop("window"), ("window", "missing")),
])
def test_a_damaged_or_hostile_window_file_is_refused_naming_what_and_where(
        tmp_path, draft, change, words) -> None:
    doc = _doc(draft)
    change(doc)
    _refused(_write(tmp_path / "bad.json", doc), *words)


def test_a_file_of_50_megabytes_is_refused_before_it_is_read(tmp_path) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(50 * 1024 * 1024)
    _refused(path, "too large for a window file", f"{MAX_BYTES:,}")


def test_deep_nesting_text_and_bytes_that_are_not_a_window_are_refused(tmp_path) -> None:
    path = tmp_path / "w.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    _refused(path, "nested too deeply")
    path.write_text('{"format": "sagrada-artisans-window", "schema_version": 1, "window": {')
    _refused(path, "cut short")
    path.write_bytes(b"\xff\xfe\x00garbage")
    _refused(path, "not UTF-8")
    path.write_text("[1, 2]")
    _refused(path, "a list")
    _refused(tmp_path, "not a regular file")
    _refused(tmp_path / "missing.json", "no such file")


def test_the_refusal_is_worded_in_traditional_chinese_too(tmp_path, draft) -> None:
    doc = _doc(draft)
    doc["window"]["name"] = "x" * 10_000
    path = _write(tmp_path / "bad.json", doc)
    set_language("zh_TW")
    try:
        message = _refused(path, "window.name")
    finally:
        set_language("en")
    assert "無法開啟這片玻璃窗" in message and "最多 60" in message, message


def test_damaged_window_files_are_refused_clearly_or_read_whole(tmp_path, draft) -> None:
    """A few hundred variants: cut short, bytes flipped, keys deleted or doubled, values of
    the wrong type or out of range. Each either reads as a window within the designer's
    bounds or is refused in one line; nothing else escapes."""
    text = draft_text(draft)
    doc = json.loads(text)
    rng = random.Random(36)
    path = tmp_path / "mutant.json"
    outcomes = {"refused": 0, "read": 0}
    for _ in range(300):
        write_mutant(path, _textual(text, rng) if rng.random() < 0.4 else _structural(doc, rng))
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        try:
            read = load_draft(path)
        except DesignFileError as e:
            assert str(path) in str(e) and "\n" not in str(e), str(e)[:300]
            outcomes["refused"] += 1
        else:
            assert isinstance(read, WindowDraft)
            assert read.pattern.rows <= 6 and read.pattern.cols <= 6 and len(read.name) <= 60
            outcomes["read"] += 1
        assert hashlib.sha256(path.read_bytes()).hexdigest() == digest
    assert outcomes["refused"] > 100, outcomes


def test_a_friends_file_takes_the_programs_own_window_tools(tmp_path, draft, choices) -> None:
    doc = _doc(draft)
    doc["window"]["tools"][1]["text"] = "An older wording of the same tool."
    path = _write(tmp_path / "friend.json", doc)
    assert import_draft(path, choices) == draft  # the text the program's windows print
    doc["window"]["tools"][1]["effect"] = {"kind": "set-value", "to": [6]}
    doc["window"]["tools"][1]["name"] = "Anything Goes"
    path = _write(tmp_path / "friend.json", doc)
    with pytest.raises(DesignFileError) as info:
        import_draft(path, choices)
    assert "window.tools[1]" in str(info.value) and "Anything Goes" in str(info.value)


def test_the_data_folder_lists_every_window_even_beside_a_damaged_one(tmp_path, draft) -> None:
    shelf = OwnWindows(tmp_path)
    assert shelf.shelved() == []
    shelf.save(draft)
    other = attrs.evolve(draft, id=shelf.fresh_id(), name="Second")
    shelf.save(other)
    damaged = shelf.path_of("own-ffff")
    damaged.write_text("{not json", encoding="utf-8")
    listed = shelf.shelved()
    assert [s.draft for s in listed if s.draft is not None] == sorted(
        [draft, other], key=lambda d: d.id)
    (broken,) = [s for s in listed if s.draft is None]
    assert broken.path == damaged and str(damaged) in broken.error
    shelf.remove(draft.id)
    assert [d.id for d in shelf.drafts()] == [other.id]
    assert load_draft(backup_path(shelf.path_of(draft.id))) == draft  # kept as .bak
    assert os.path.basename(shelf.path_of(other.id)) == f"{other.id}.json"
