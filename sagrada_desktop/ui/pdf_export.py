"""Whether the printing package is there, so File > Export to PDF can be offered
(what it prints: export_choices.py)."""

from __future__ import annotations


def printing_available() -> bool:
    try:
        import printing.documents  # noqa: F401
        import printing.game_sheets  # noqa: F401
    except ImportError:
        return False
    return True
