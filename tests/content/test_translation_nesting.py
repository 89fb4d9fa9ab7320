"""A translation file nested hundreds deep is a problem named by its file, never a crash
(issue 32, item 9: `content check` and `print --lang zh_TW` ended in RecursionError inside
tomllib; the same nesting in a content file already got a clear error)."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from sagrada_desktop.cli import main
from sagrada_desktop.content.errors import Problem
from sagrada_desktop.content.translation_files import translation_table

DEEP = '"w03.name" = ' + "[" * 500 + "]" * 500 + "\n"


def test_the_content_check_names_the_file(content_root: Path) -> None:
    target = content_root / "translations" / "zh_TW" / "windows" / "campaign" / "w03.toml"
    target.write_text(target.read_text(encoding="utf-8") + DEEP, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["content", "check", "--root", str(content_root)])
    text = out.getvalue() + err.getvalue()
    assert code == 1, text
    assert "translations/zh_TW/windows/campaign/w03.toml" in text
    assert "nested too deeply" in text and "Traceback" not in text


def test_a_translation_read_for_printing_falls_back_to_english(tmp_path: Path) -> None:
    problems: list[Problem] = []
    path = tmp_path / "resources" / "translations" / "zh_TW" / "w03.toml"
    assert translation_table(tmp_path / "resources", path, DEEP, problems) == {}
    assert [p.detail.kind for p in problems] == ["toml-too-deep"]
