"""Counted words: '1 coin', '2 coins', '1 Tool Card', '3 Tool Cards'."""

from __future__ import annotations


def count(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"
