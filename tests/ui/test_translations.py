"""The 繁體中文 translation file keeps up with the program: pyside6-lupdate run over the sources
into a copy of resources/translations/sagrada_zh_TW.ts changes nothing (no string on screen is
missing from it, none left over), every entry is finished and keeps its {placeholders}, the
shipped .qm is the .ts compiled, and translate() is never handed an f-string (lupdate would
extract the braces, the look-up would never match). `make translations` brings them up to date."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "sagrada_desktop" / "ui"
TS = ROOT / "resources" / "translations" / "sagrada_zh_TW.ts"
QM = TS.with_suffix(".qm")
BIN = Path(sys.executable).parent


def _tool(name: str) -> Path:
    path = BIN / f"pyside6-{name}"
    if not path.exists():
        pytest.skip(f"pyside6-{name} is not installed beside the interpreter")
    return path


def _messages(path: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [(c.findtext("name") or "", m) for c in root.iter("context") for m in c.iter("message")]


def test_lupdate_over_the_sources_changes_nothing(tmp_path):
    copy = tmp_path / TS.name
    shutil.copy(TS, copy)
    sources = sorted(str(p) for p in UI.rglob("*.py"))
    subprocess.run([_tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                    "-target-language", "zh_TW", *sources, "-ts", str(copy)], check=True)
    before = {(c, m.findtext("source")) for c, m in _messages(TS)}
    after = {(c, m.findtext("source")) for c, m in _messages(copy)}
    assert after - before == set(), "strings on screen missing from the .ts: make translations"
    assert before - after == set(), "strings in the .ts no longer in the program"
    assert copy.read_text(encoding="utf-8") == TS.read_text(encoding="utf-8")


def test_every_entry_is_translated_and_keeps_its_placeholders():
    messages = _messages(TS)
    assert len(messages) > 600
    for context, m in messages:
        source = m.findtext("source") or ""
        translation = m.find("translation")
        assert translation is not None and translation.get("type") is None, (context, source)
        text = translation.text or ""
        assert text.strip() or not source.strip(), (context, source)
        assert sorted(re.findall(r"\{[^}]*\}", text)) == sorted(
            re.findall(r"\{[^}]*\}", source)), (context, source, text)
        assert source.count("&") == text.count("&"), (context, source)  # menu accelerators


def test_the_shipped_qm_is_the_ts_compiled(tmp_path):
    out = tmp_path / "check.qm"
    subprocess.run([_tool("lrelease"), "-silent", str(TS), "-qm", str(out)], check=True)
    assert out.read_bytes() == QM.read_bytes(), "the .qm is out of date: make translations"


def _translate_calls(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) \
                else ""
            if name in ("translate", "QT_TRANSLATE_NOOP"):
                yield node


def test_translate_is_given_literal_words_never_an_f_string():
    wrong = []
    for path in sorted(UI.rglob("*.py")):
        if path.name == "i18n.py":  # translate() itself
            continue
        for call in _translate_calls(ast.parse(path.read_text(encoding="utf-8"))):
            if len(call.args) < 2:
                continue
            context, text = call.args[0], call.args[1]
            if not (isinstance(context, ast.Constant) and isinstance(context.value, str)):
                wrong.append(f"{path.name}:{call.lineno}: the context is not a literal")
            if isinstance(text, ast.JoinedStr):
                wrong.append(f"{path.name}:{call.lineno}: an f-string")
    assert not wrong, "\n".join(wrong)
