"""Translation files are read when a text they may hold is first asked for (the start screen
shows a few window names and reads those windows' files only, no other file opened), and a text
is the same as though every file had been read in path order, the last file winning; a text in
the file its entry names is taken from that file (a copy elsewhere is a stray, which `content
check` reports)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from sagrada_desktop.content import default_root
from sagrada_desktop.content import translations as t

ZH = "zh_TW"


def _all_read(root: Path, lang: str) -> dict[str, str]:
    """Every file of the language read in path order, the last one winning; a damaged file
    and a value that is not a text are left out (as the program always did)."""
    out: dict[str, str] = {}
    for path in sorted((root / "translations" / lang).rglob("*.toml")):
        try:
            table = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            continue
        out.update({k: v for k, v in table.items() if isinstance(v, str) and v.strip()})
    return out


def _write(root: Path, relative: str, text: str) -> None:
    path = root / "translations" / "xx" / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_every_shipped_text_is_as_though_all_files_were_read() -> None:
    root = default_root().resolve()
    everything = _all_read(root, ZH)
    assert len(everything) > 700
    for text_id, text in everything.items():
        assert t.localized(text_id, ZH, "English") == text, text_id
    assert t.localized("w03.no-such-field", ZH, "English") == "English"


def test_a_window_name_reads_that_window_s_file_alone(monkeypatch: pytest.MonkeyPatch,
                                                      tmp_path: Path) -> None:
    shipped = default_root().resolve() / "translations" / ZH
    copy = tmp_path / "content"
    for path in shipped.rglob("*.toml"):  # a fresh folder: nothing of it read yet
        target = copy / "translations" / ZH / path.relative_to(shipped)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(path.read_bytes())
    everything = _all_read(copy, ZH)
    expected = everything["b01.name"]
    parsed: list[str] = []
    loads = tomllib.loads

    def counted(text: str) -> dict[str, object]:
        parsed.append(text)
        return loads(text)

    read: list[Path] = []
    read_text = Path.read_text

    def opened(path: Path, *args: object, **kwargs: object) -> str:
        read.append(path)
        return read_text(path, *args, **kwargs)  # type: ignore[arg-type]

    b01_path = copy / "translations" / ZH / "windows" / "booster" / "b01.toml"
    b01 = b01_path.read_text("utf-8")
    monkeypatch.setattr(tomllib, "loads", counted)
    monkeypatch.setattr(Path, "read_text", opened)
    assert t.localized("b01.name", ZH, "English", root=copy) == expected
    assert parsed == [b01]
    assert read == [b01_path]  # no other file opened
    story = copy / "translations" / ZH / "stories" / "w03.toml"
    assert t.localized("w03-intro.title", ZH, "English", root=copy) == everything[
        "w03-intro.title"]
    assert story in read and len(read) <= 3  # the story's file (and window w03's), no more


def test_the_last_file_wins_and_a_key_is_found_however_it_is_written(tmp_path: Path) -> None:
    _write(tmp_path, "a.toml", '"x.name" = "from a"\n"y.name" = "y from a"\nbare = "bare a"\n')
    _write(tmp_path, "b/c.toml", "'x.name' = 'from c'\n")
    _write(tmp_path, "d.toml", '"x\\u002ename" = "from d, its key escaped"\n')
    _write(tmp_path, "e.toml", '"z.name" = """\n"y.name" = "inside a text, not a key"\n"""\n')
    _write(tmp_path, "f.toml", '"y.name" = [not toml\n')  # damaged: as though empty
    _write(tmp_path, "g.toml", '[table]\n"y.name" = "in a table, not a text of the file"\n')
    expected = _all_read(tmp_path, "xx")
    assert expected["x.name"] == "from d, its key escaped"
    assert expected["y.name"] == "y from a"
    for text_id in ("x.name", "y.name", "z.name", "bare"):
        assert t.localized(text_id, "xx", "English", root=tmp_path) == expected[text_id]
    assert t.localized("table", "xx", "English", root=tmp_path) == "English"
    assert t.localized("nowhere", "xx", "English", root=tmp_path) == "English"


def test_a_language_without_files_gives_the_english(tmp_path: Path) -> None:
    assert t.localized("w03.name", "xx", "Sun Catcher", root=tmp_path) == "Sun Catcher"


def test_a_text_is_taken_from_the_file_its_entry_names(tmp_path: Path) -> None:
    _write(tmp_path, "windows/w03.toml", '"w03.name" = "w03 in its file"\n')
    _write(tmp_path, "stories/w03.toml", '"w03-intro.title" = "the story"\n')
    _write(tmp_path, "zz-stray.toml", '"w03.name" = "a stray"\n"light-box.text" = "the tool"\n')
    assert t.localized("w03.name", "xx", "English", root=tmp_path) == "w03 in its file"
    assert t.localized("w03-intro.title", "xx", "English", root=tmp_path) == "the story"
    # a text no file is named for is looked for in them all
    assert t.localized("light-box.text", "xx", "English", root=tmp_path) == "the tool"
    assert t.localized("w03.no-such", "xx", "English", root=tmp_path) == "English"
