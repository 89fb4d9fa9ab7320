"""The package facade that imports each public name's module when the name is first asked for
(PEP 562), shared by the packages below ui/ and printing/: the codec, the wording, the content
and the saves. It lives in the codec, the lowest layer those packages may all import; the
engine, which imports nothing of ours, keeps its own copy. See docs/codec.md.

A package names its public names by module and hands the table over:

    _MODULES = {"converter": ("structure", "unstructure"), ...}
    _WHERE, __getattr__, __dir__ = lazy_facade(__name__, _MODULES)

with the same imports under `if TYPE_CHECKING:` for the type checker
(tests/test_lazy_packages.py checks that both agree).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from types import ModuleType


def lazy_facade(package: str, modules: Mapping[str, tuple[str, ...]]
                ) -> tuple[dict[str, str], Callable[[str], object], Callable[[], list[str]]]:
    """For the package `package` (its `__name__`, while its __init__ runs): the module of each
    public name, and the package's `__getattr__` and `__dir__`. A submodule named like a public
    name (saves/replay.py and `replay`) never hides the name once imported."""
    where = {name: module for module, names in modules.items() for name in names}
    namespace = sys.modules[package].__dict__

    def __getattr__(name: str) -> object:
        """A public name, imported from its module on first use and kept."""
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        # __import__ (not importlib.import_module), so that -X importtime shows each module
        value = getattr(__import__(f"{package}.{module}", fromlist=[name]), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted({*namespace, *where})

    class Facade(ModuleType):
        """The package: importing a submodule does not put it over the public name it shares
        (as an eager `from .replay import replay` did not)."""

        def __setattr__(self, name: str, value: object) -> None:
            if name in where and isinstance(value, ModuleType):
                return
            super().__setattr__(name, value)

    sys.modules[package].__class__ = Facade
    return where, __getattr__, __dir__
