"""The English texts of the content files and their text ids (`w03.name`,
`w03.tools[1].text`, `e02.grants.rules_text` ...), and where each file's translation lies."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

TRANSLATIONS = "translations"
GLORY_FILE = "glory.toml"

# The fields players read; every other string (ids, kinds, colours, patterns) is not words.
TEXT_FIELDS = frozenset({"name", "title", "text", "story", "instructions", "rules_text"})
TEXT_LISTS = frozenset({"contents", "actions"})
# Folders and files of the content that hold texts (the translations folder itself does not).
_CONTENT_GLOBS = ("campaign.toml", "windows/*/*.toml", "stories/*.toml", "envelopes/*.toml",
                  "tools/*.toml", "abilities/*.toml", "objectives/*.toml")


def _walk(table: Mapping[str, Any], prefix: str, out: dict[str, str]) -> None:
    for key, value in table.items():
        if key in TEXT_FIELDS and isinstance(value, str):
            out[f"{prefix}.{key}"] = value
        elif key in TEXT_LISTS and isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, str):
                    out[f"{prefix}.{key}[{i}]"] = item
        elif isinstance(value, dict):
            _walk(value, _own_id(value, f"{prefix}.{key}"), out)
        elif isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, dict):
                    _walk(item, _own_id(item, f"{prefix}.{key}[{i}]"), out)


def _own_id(table: Mapping[str, Any], fallback: str) -> str:
    ident = table.get("id")
    return ident if isinstance(ident, str) and ident else fallback


def content_files(root: Path) -> list[Path]:
    """The content files holding texts, in a stable order."""
    files: list[Path] = []
    for pattern in _CONTENT_GLOBS:
        files.extend(sorted(root.glob(pattern)))
    return files


def file_texts(path: Path) -> dict[str, str]:
    """Text id -> English text of one content file (raises OSError / TOMLDecodeError)."""
    table = tomllib.loads(path.read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    _walk(table, _own_id(table, path.stem), out)
    return out


def glory_texts() -> dict[str, str]:
    """Text id -> English text of the Glory cards (Strife Boards and Tools, Pioneer and
    Flourish Cards), as the content's glory/ files give them."""
    from .loader import load_content

    glory = load_content().glory
    out: dict[str, str] = {}
    for board in glory.strife_boards:
        out[f"strife-board.{board.id}.name"] = board.name
        out[f"strife-board.{board.id}.text"] = board.text
    for tool in glory.strife_tools:
        out[f"{tool.id}.name"] = tool.name
        out[f"{tool.id}.text"] = tool.text
    for pioneer in glory.pioneer_cards:
        out[f"{pioneer.id}.name"] = pioneer.name
        out[f"{pioneer.id}.text"] = pioneer.text
    for flourish in glory.flourish_cards:
        out[f"{flourish.id}.name"] = flourish.name
        out[f"{flourish.id}.text"] = flourish.text
    return out


def translation_path(root: Path, lang: str, content_file: Path) -> Path:
    return root / TRANSLATIONS / lang / content_file.relative_to(root)
