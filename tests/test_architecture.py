"""The house's import rules, checked on the source: Qt only in the UI, imports flow one way.

Layers, lowest first (a module may import its own layer's siblings and anything below):
    engine, codec               the rules; the one converter and its hooks (codec: engine only)
    wording                     words a person reads (English, Traditional Chinese): the engine's
                                and the codec's (what is wrong in a file)
    content, saves, ai          data, files and computer players over the engine
    campaign                    the legacy layer: engine, content, saves, ai
    designer                    the window designer: engine, content, saves (ui/designer is its screen)
    play                        the game being played (controller, change sets): all of the above
    lesson                      Learn to play, the guided first game's script: as play does
    review                      a finished game reviewed turn by turn, with Hard's judgement
    table                       a window played at the table, on paper (beside play)
    ui, printing                the faces: everything below (printing never imports ui)
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

ALLOWED: dict[str, set[str]] = {
    "engine": set(),
    "codec": {"engine"},
    "wording": {"engine", "codec"},
    "content": {"engine", "codec", "wording"},
    "saves": {"engine", "codec", "wording"},
    "ai": {"engine", "wording"},
    "campaign": {"engine", "codec", "wording", "content", "saves", "ai"},
    "designer": {"engine", "codec", "wording", "content", "saves"},
    "printing": {"engine", "codec", "wording", "content", "saves", "ai", "campaign"},
    "play": {"engine", "codec", "wording", "content", "saves", "ai", "campaign"},
    "table": {"engine", "codec", "wording", "content", "saves", "ai", "campaign"},
    "network": {"engine", "codec", "wording", "content", "saves", "ai", "campaign", "play"},
    "lesson": {"engine", "codec", "wording", "content", "saves", "ai", "campaign"},
    "review": {"engine", "codec", "wording", "content", "saves", "ai", "campaign"},
    "ui": {"engine", "codec", "wording", "content", "saves", "ai", "campaign", "play", "network", "review",
           "printing", "commands", "lesson", "designer", "table"},
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
                if node.module:
                    names = [".".join([*base, node.module])]
                else:  # from .. import codec: each name may be a package of ours
                    names = [".".join([*base, a.name]) for a in node.names]
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
                     "from .color import Color\nimport printing.page\nfrom .. import codec\n")
    assert imported_layers(probe, "sagrada_desktop.engine") == [
        (1, "PySide6"), (2, "ui"), (3, "engine"), (4, "printing"), (5, "codec")]


# ui/ asks the engine questions (legal_actions, fill_errors, fill_spaces...) but never applies
# an action itself: the play controller below ui/ applies each action once (issue 16).
def engine_apply_uses(path: Path) -> list[int]:
    """Lines where the module imports the engine's `apply` or calls `apply` or `engine.apply`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lines: list[int] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            module = "." * node.level + (node.module or "")
            from_engine = module.startswith("sagrada_desktop.engine") or (
                node.level > 0 and (node.module or "").startswith("engine"))
            if from_engine and any(a.name == "apply" for a in node.names):
                lines.append(node.lineno)
        elif isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Name) and f.id == "apply":
                lines.append(node.lineno)
            elif (isinstance(f, ast.Attribute) and f.attr == "apply"
                  and ast.unparse(f.value).split(".")[-1] == "engine"):
                lines.append(node.lineno)
    return sorted(set(lines))


UI_SOURCES = [p for p in SOURCES if layer_of(p) == "ui"]


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("path", UI_SOURCES, ids=_rel)
def test_the_ui_never_applies_an_action_itself(path: Path) -> None:
    assert engine_apply_uses(path) == [], (
        f"{_rel(path)} calls the engine's apply: ask the play controller for the step instead")


def test_the_apply_checker_sees_imports_calls_and_the_engine_module(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("from sagrada_desktop.engine import GameState, apply\n"
                     "from ...engine import apply as step\n"
                     "from sagrada_desktop import engine\n"
                     "s = apply(s, a)\n"
                     "s = engine.apply(s, a)\n"
                     "s = sagrada_desktop.engine.apply(s, a)\n"
                     "style.apply(app)\n"
                     "from sagrada_desktop.ui.common.style import apply_style\n")
    assert engine_apply_uses(probe) == [1, 2, 4, 5, 6]


# Inside ui/, features import one way too: common <- game, editions <- campaign <- the root
# (app.py, main_window.py), so what every screen shares never reaches into a game or a campaign.
UI_FEATURES: dict[str, set[str]] = {
    "common": set(),
    "game": {"common"},
    "editions": {"common"},  # the notice of older rules and a campaign's move to the newest
    "campaign": {"common", "game", "editions"},
    "review": {"common", "game"},
    "network": {"common", "game", "campaign"},  # network play: its transport, referee, guest screens
    "lesson": {"common", "game"},
    "designer": {"common", "game"},
    "table": {"common", "game", "campaign"},  # a window played at the table (issue 35)
}


def ui_feature_of(path: Path) -> str | None:
    """common, game or campaign for a module in those packages; None at ui/'s root."""
    parts = path.relative_to(ROOT / "sagrada_desktop" / "ui").parts
    return parts[0] if len(parts) > 1 else None


def imported_ui_features(path: Path) -> list[tuple[int, str]]:
    """(line, feature) of each import of a ui/ package, 'root' for ui/'s own modules; imports
    for type annotations only (under `if TYPE_CHECKING:`) are not a dependency and are left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    for block in ast.walk(tree):
        if isinstance(block, ast.If) and ast.unparse(block.test) == "TYPE_CHECKING":
            block.body = []
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1]
            module = ".".join(base + ([node.module] if node.module else [])) if node.level else (
                node.module or "")
            names = [f"{module}.{a.name}" for a in node.names]
        for name in names:
            parts = name.split(".")
            if parts[:2] == ["sagrada_desktop", "ui"] and len(parts) > 2:
                feature = parts[2]
                out.append((node.lineno, feature if feature in UI_FEATURES else "root"))
    return out


@pytest.mark.parametrize("path", [p for p in UI_SOURCES if ui_feature_of(p) is not None],
                         ids=_rel)
def test_ui_features_import_one_way(path: Path) -> None:
    feature = ui_feature_of(path)
    assert feature in UI_FEATURES, f"{_rel(path)}: ui/ holds only {sorted(UI_FEATURES)}"
    for line, used in imported_ui_features(path):
        if used != feature:
            assert used in UI_FEATURES[feature], (
                f"{_rel(path)}:{line}: ui/{feature} must not import ui/{used}")


# ui/'s root holds only what stands above every feature; the rest is grouped by feature.
UI_ROOT = {
    "__init__.py": "the package",
    "app.py": "starts the program: the application, its arguments, the first paint",
    "main_window.py": "the one window: the start screen, games and the campaign, menus",
    "game_files.py": "the main window's files: save, load, export to PDF",
    "window_dialogs.py": "the main window's dialogs: Settings, Help, the hint, feature entries",
    "feature_entries.py": "where each newer capability (its own ui/ folder) is entered",
    "language_switch.py": "a new language builds every screen again, games' and the campaign's",
}


def test_ui_root_holds_only_what_stands_above_every_feature() -> None:
    ui = ROOT / "sagrada_desktop" / "ui"
    loose = sorted(p.name for p in ui.glob("*.py"))
    assert loose == sorted(UI_ROOT), (
        f"ui/ root: {loose}; put a module in ui/common, ui/game or ui/campaign")
    assert sorted(p.name for p in ui.iterdir() if p.is_dir() and p.name != "__pycache__") == \
        sorted(UI_FEATURES)


ENGINE = sorted((ROOT / "sagrada_desktop" / "engine").rglob("*.py"))


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_engine_refuses_with_reasons_not_sentences(path: Path) -> None:
    """IllegalAction carries reasons (engine/reasons.py), worded by sagrada_desktop/wording:
    no text, formatted or not, is handed to it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "IllegalAction"):
            for arg in node.args:
                assert not isinstance(arg, ast.Constant | ast.JoinedStr | ast.BinOp), (
                    f"{path.relative_to(ROOT)}:{node.lineno}: IllegalAction given text, "
                    "not a reason")


MAX_LINES = 400  # a module is one purpose; past this, split it into parts named in the game's words
# Modules still longer, each held to its length today until it is split (shrink, never grow):
# none now.
LONGER_FOR_NOW: dict[str, int] = {}


def test_no_module_grows_past_the_line_limit() -> None:
    every = [p for d in ("sagrada_desktop", "printing") for p in (ROOT / d).rglob("*.py")]
    lines = {_rel(p): len(p.read_text(encoding="utf-8").splitlines()) for p in every}
    too_long = sorted(f"{name}: {n} lines (at most {LONGER_FOR_NOW.get(name, MAX_LINES)})"
                      for name, n in lines.items() if n > LONGER_FOR_NOW.get(name, MAX_LINES))
    assert not too_long, "split these into small one-purpose modules: " + "; ".join(too_long)
    assert set(LONGER_FOR_NOW) <= set(lines), "a module held to its length is gone: drop it"
    split = sorted(name for name, most in LONGER_FOR_NOW.items() if lines.get(name, 0) <= MAX_LINES)
    assert not split, f"now within {MAX_LINES} lines, drop from LONGER_FOR_NOW: {split}"
