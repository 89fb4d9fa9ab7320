"""The simulate and replay commands under a local `sagrada-artisans` parser (as cli.py builds)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from sagrada_desktop import replay_command, simulate_command


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sagrada-artisans")
    sub = parser.add_subparsers(dest="command")
    for module in (simulate_command, replay_command):
        module.add_parser(sub).set_defaults(run=module.run)
    return parser


def main(argv: Sequence[str]) -> int:
    args = build_parser().parse_args(argv)
    return int(args.run(args))
