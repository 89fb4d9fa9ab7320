"""Every Chinese text the project ships, where a person will read it: the screens' translations
(resources/translations/sagrada_zh_TW.ts), the content's (resources/translations/zh_TW/*.toml),
the Help's rules page, and every string in the code holding Chinese (the printed words, the
command line's, the campaign's, the reasons...), each with where it is."""

from __future__ import annotations

import ast
import re
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

from attrs import frozen

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
CODE = ("sagrada_desktop", "printing")


@frozen
class ZhText:
    where: str  # file, and the entry (a .ts context and source, a text id, a line)
    text: str
    english: str = ""  # the English it translates, where the file pairs them


def ts_texts() -> Iterator[ZhText]:
    tree = ET.parse(TRANSLATIONS / "sagrada_zh_TW.ts")
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            node = message.find("translation")
            forms = [n for n in node.iter("numerusform")] if node is not None else []
            texts = ["".join(n.itertext()) for n in forms] or (
                ["".join(node.itertext())] if node is not None else [])
            for text in texts:
                yield ZhText(f"sagrada_zh_TW.ts [{name}] {source[:50]!r}", text, source)


def content_texts() -> Iterator[ZhText]:
    for path in sorted((TRANSLATIONS / "zh_TW").rglob("*.toml")):
        table = tomllib.loads(path.read_text(encoding="utf-8"))
        for key, value in table.items():
            if isinstance(value, str):
                yield ZhText(f"{path.relative_to(ROOT)} {key}", value)


def help_texts() -> Iterator[ZhText]:
    """The Chinese Help pages, a paragraph, list item or table cell at a time, without their
    markdown (headings' #, list markers, table pipes)."""
    for path in sorted((TRANSLATIONS / "zh_TW").rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        for n, block in enumerate(re.split(r"\n\s*\n", text)):
            for line in block.splitlines():
                line = re.sub(r"^\s*(#+|[-*+]|\d+\.)\s+", "", line)
                for cell in line.strip().strip("|").split("|") if "|" in line else [line]:
                    if cell.strip():
                        yield ZhText(f"{path.relative_to(ROOT)} paragraph {n + 1}",
                                     cell.strip())


def code_texts() -> Iterator[ZhText]:
    """Every string constant holding Chinese in the program's code (f-strings' parts too)."""
    for folder in CODE:
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            # docstrings are the code's own notes (in English, quoting Chinese), not shown
            notes = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                        and CJK.search(node.value) and id(node) not in notes:
                    yield ZhText(f"{path.relative_to(ROOT)}:{node.lineno}", node.value)


def every_text() -> list[ZhText]:
    return [*ts_texts(), *content_texts(), *help_texts(), *code_texts()]
