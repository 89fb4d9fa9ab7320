"""Reading one translation file: a flat table of `"text id" = "translated text"`, each
mistake (unreadable, not TOML, a value that is not text or is empty) named by file and id."""

from __future__ import annotations

import tomllib
from pathlib import Path

from ..codec.details import Raw, detail
from .errors import Problem
from .reading import shown_path


def read_translation(root: Path, path: Path, problems: list[Problem]) -> dict[str, str]:
    """The flat table of a translation file; its mistakes are added to `problems`."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        problems.append(Problem(shown_path(root, path), None, "",
                                detail("cannot-read", error=Raw(str(exc)))))
        return {}
    return translation_table(root, path, text, problems)


def translation_table(root: Path, path: Path, text: str, problems: list[Problem]
                       ) -> dict[str, str]:
    """The flat table of a translation file read as `text`; its mistakes go to `problems`."""
    shown = shown_path(root, path)
    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        problems.append(Problem(shown, None, "", detail("invalid-toml", error=Raw(str(exc)))))
        return {}
    except RecursionError:  # a value nested hundreds deep: the reader's own stack runs out
        problems.append(Problem(shown, None, "", detail("toml-too-deep")))
        return {}
    out: dict[str, str] = {}
    for key, value in table.items():
        if not isinstance(value, str):
            problems.append(Problem(shown, None, key, detail("translation-not-text")))
        elif not value.strip():
            problems.append(Problem(shown, None, key, detail("translation-empty")))
        else:
            out[key] = value
    return out
