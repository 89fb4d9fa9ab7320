"""The house's import rules, checked on the source: Qt only in the UI, imports flow one way.

Layers, lowest first (a module may import its own layer's siblings and anything below):
    engine                      the rules: nothing of ours
    content, saves, ai          data, files and computer players over the engine
    campaign                    the legacy layer: engine, content, saves, ai
    play                        the game being played (controller, change sets): all of the above
    ui, printing                the faces: everything below (printing never imports ui)
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

ALLOWED: dict[str, set[str]] = {
    "engine": set(),
    "content": {"engine"},
    "saves": {"engine"},
    "ai": {"engine"},
    "campaign": {"engine", "content", "saves", "ai"},
    "printing": {"engine", "content", "saves", "ai", "campaign"},
    "play": {"engine", "content", "saves", "ai", "campaign"},
    "ui": {"engine", "content", "saves", "ai", "campaign", "play", "printing", "commands"},
}


def layer_of(path: Path) -> str | None:
    rel = path.relative_to(ROOT).parts
    if rel[0] == "printing":
        return "printing"
    if rel[0] == "sagrada_desktop" and len(rel) > 2:
        return rel[1]
    return None


def imported_layers(path: Path, package: str | None = None) -> list[tuple[int, str]]:
    """(line, layer or 'PySide6') of each import of ours or of Qt in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if package is None:
        package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                names = [".".join(base + ([node.module] if node.module else []))]
            elif node.module:
                names = [node.module]
        for name in names:
            parts = name.split(".")
            if parts[0] == "PySide6":
                out.append((node.lineno, "PySide6"))
            elif parts[0] == "printing":
                out.append((node.lineno, "printing"))
            elif parts[0] == "sagrada_desktop" and len(parts) > 1:
                out.append((node.lineno, parts[1]))
    return out


SOURCES = sorted(
    p for d in ("sagrada_desktop", "printing") for p in (ROOT / d).rglob("*.py")
    if layer_of(p) is not None
)


def test_the_layers_cover_the_source_tree() -> None:
    assert {layer_of(p) for p in SOURCES} == set(ALLOWED)


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_imports_flow_one_way_and_qt_stays_in_the_ui(path: Path) -> None:
    layer = layer_of(path)
    assert layer is not None
    for line, used in imported_layers(path):
        where = f"{path.relative_to(ROOT)}:{line}"
        if used == "PySide6":
            assert layer == "ui", f"{where}: Qt imported outside sagrada_desktop/ui/"
        elif used != layer:
            assert used in ALLOWED[layer], f"{where}: {layer} must not import {used}"


def test_the_checker_sees_qt_and_relative_imports(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("from PySide6.QtCore import QObject\nfrom ..ui import app\n"
                     "from .color import Color\nimport printing.page\n")
    assert imported_layers(probe, "sagrada_desktop.engine") == [
        (1, "PySide6"), (2, "ui"), (3, "engine"), (4, "printing")]
