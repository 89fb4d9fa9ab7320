"""check_content: load the content afresh and say whether it is valid."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .counts import content_counts
from .errors import ContentError
from .loader import default_root, read_content
from .translations import check_translations, translation_languages


def check_content(root: Path | None = None) -> tuple[bool, dict[str, Any], list[str]]:
    """(valid, counts, problems): counts are empty and problems one line each when invalid.
    The translations under translations/LANG/ are checked too: every text id of the content
    must have a translation, and every translation an id."""
    where = (root or default_root()).resolve()
    try:
        content = read_content(where)
    except ContentError as exc:
        return False, {}, exc.messages
    problems: list[str] = []
    translated: dict[str, dict[str, int]] = {}
    for lang in translation_languages(where):
        report = check_translations(where, lang)
        problems.extend(str(p) for p in report.problems)
        translated[lang] = {"translated": report.translated, "total": report.total}
    if problems:
        return False, {}, problems
    counts = content_counts(content)
    counts["translations"] = translated
    return True, counts, []
