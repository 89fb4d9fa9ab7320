"""Whether the printing package is there, so File > Export to PDF can be offered
(what it prints: export_choices.py).

Asked at start-up, so it only looks for the modules; importing them (reportlab and the PDF
stack) waits until something is printed."""

from __future__ import annotations

from importlib.util import find_spec

_NEEDED = ("reportlab", "svgwrite", "printing.documents", "printing.game_sheets")


def printing_available() -> bool:
    try:
        return all(find_spec(name) is not None for name in _NEEDED)
    except (ImportError, ValueError):
        return False
