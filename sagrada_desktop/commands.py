"""Registers the headless subcommands; each lives in its own module with add_parser/run."""

from __future__ import annotations

import argparse
import importlib
from typing import Any

# (module, name) pairs; each module has add_parser(subparsers) -> ArgumentParser and run(args) -> int
SUBCOMMANDS: list[str] = [
    "printing.print_command",
]


def register(sub: Any) -> None:
    for module_name in SUBCOMMANDS:
        module = importlib.import_module(module_name)
        p: argparse.ArgumentParser = module.add_parser(sub)
        p.set_defaults(run=module.run)
