"""check_content: load the content afresh and say whether it is valid."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .counts import content_counts
from .errors import ContentError
from .loader import default_root, read_content


def check_content(root: Path | None = None) -> tuple[bool, dict[str, Any], list[str]]:
    """(valid, counts, problems): counts are empty and problems one line each when invalid."""
    try:
        content = read_content((root or default_root()).resolve())
    except ContentError as exc:
        return False, {}, exc.messages
    return True, content_counts(content), []
