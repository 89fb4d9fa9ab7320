"""The package facades that import each public name's module on first use (PEP 562): the
engine, the wording, the content, the saves and the codec. Every public name is the object its module
defines, the type checker's imports say the same modules, a submodule named like a public
function never hides it, and importing a facade alone imports none of its modules."""

from __future__ import annotations

import ast
import subprocess
import sys
from importlib import import_module
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
FACADES = ("sagrada_desktop.engine", "sagrada_desktop.wording", "sagrada_desktop.content",
           "sagrada_desktop.saves", "sagrada_desktop.codec")


def _fresh(code: str) -> str:
    """What `code` prints in a new interpreter (nothing of ours imported before it)."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, cwd=ROOT, check=True)
    return done.stdout.strip()


def _checked_imports(package: ModuleType) -> dict[str, str]:
    """name -> module (relative, dotted) of the imports under `if TYPE_CHECKING:`."""
    assert package.__file__ is not None
    tree = ast.parse(Path(package.__file__).read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for block in tree.body:
        if isinstance(block, ast.If) and ast.unparse(block.test) == "TYPE_CHECKING":
            for node in block.body:
                assert isinstance(node, ast.ImportFrom) and node.level == 1 and node.module
                out.update({alias.name: node.module for alias in node.names})
    return out


@pytest.mark.parametrize("name", FACADES)
def test_every_public_name_is_its_module_s_own(name: str) -> None:
    package = import_module(name)
    where: dict[str, str] = package._WHERE
    assert sorted(package.__all__) == sorted(where)
    assert _checked_imports(package) == where
    for public, module in where.items():
        own = getattr(import_module(f"{name}.{module}"), public)
        assert getattr(package, public) is own, f"{name}.{public}"
        assert public in dir(package)


@pytest.mark.parametrize("name", FACADES)
def test_an_unknown_name_is_an_attribute_error(name: str) -> None:
    with pytest.raises(AttributeError, match="no_such_name"):
        assert import_module(name).no_such_name is None  # raises first
    with pytest.raises(ImportError):
        exec(f"from {name} import no_such_name", {})


@pytest.mark.parametrize("name", FACADES)
def test_importing_a_facade_imports_none_of_its_modules(name: str) -> None:
    printed = _fresh(f"import sys, {name}\n"
                     f"print(' '.join(m for m in sys.modules if m.startswith('{name}.')))")
    # sagrada_desktop/__init__.py hands the wording over to the engine's reasons; the codec's
    # lazy_facade makes the codec's facade itself
    assert set(printed.split()) <= {"sagrada_desktop.engine.worded",
                                    "sagrada_desktop.codec.lazy_facade"}


@pytest.mark.parametrize("name", [f for f in FACADES if f != "sagrada_desktop.engine"])
def test_the_facades_above_the_engine_share_one_table_reader(name: str) -> None:
    """One copy of the PEP 562 code (codec/lazy_facade.py) for the codec, the wording, the
    content and the saves; the engine, which imports nothing of ours, keeps its own."""
    package = import_module(name)
    assert package.__getattr__.__module__ == "sagrada_desktop.codec.lazy_facade"
    assert package.__dir__.__module__ == "sagrada_desktop.codec.lazy_facade"
    assert type(package).__module__ == "sagrada_desktop.codec.lazy_facade"


@pytest.mark.parametrize(("submodule", "function"), [
    ("sagrada_desktop.engine.game", "sagrada_desktop.engine.effect_choices"),
    ("sagrada_desktop.saves.game_file", "sagrada_desktop.saves.replay"),
])
def test_a_submodule_named_like_a_function_does_not_hide_it(submodule: str,
                                                             function: str) -> None:
    """game.py imports engine/effect_choices.py and game_file.py saves/replay.py: the facade's
    effect_choices and replay stay the functions, before and after, as the eager imports
    left them."""
    package, name = function.rsplit(".", 1)
    printed = _fresh(f"import {submodule}\nimport {package} as p\nfrom {package} import {name}\n"
                     f"print(callable({name}), type({name}).__name__, type(p.{name}).__name__)")
    assert printed == "True function function"


def test_an_engine_reason_is_worded_without_importing_the_wording() -> None:
    printed = _fresh(
        "from sagrada_desktop.engine.actions import IllegalAction\n"
        "from sagrada_desktop.engine.reasons import OutsideWindow, SpaceBroken\n"
        "print(str(IllegalAction(OutsideWindow(5, 1), SpaceBroken())))\n"
        "from sagrada_desktop.wording import reason_text\n"
        "print(reason_text(OutsideWindow(5, 1)) + '; ' + reason_text(SpaceBroken()))")
    worded, expected = printed.splitlines()
    assert worded == expected
    assert "OutsideWindow" not in worded and "row" in worded
