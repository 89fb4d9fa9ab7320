"""No test waits a fixed time for Qt or a process (issue 30, item 8): a layout is read after
tests/ui/settle.py, a thread's or a program's answer after the condition it brings (waitUntil,
a signal, the probe showing the input had). The only pause left is the robot's poll between two
reads of the probe file (xserver.Program._between_reads) or of a condition (a function named
_between_reads, called inside a wait with a deadline)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
POLL = "_between_reads"


def _fixed_waits(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []

    def visit(node: ast.AST, inside: str) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            inside = node.name
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            name = owner.id if isinstance(owner, ast.Name) else ""
            what = f"{name}.{node.func.attr}"
            if what in ("qtbot.wait", "QTest.qWait", "time.sleep") and inside != POLL:
                found.append(f"{path.name}:{node.lineno}: {what}")
        for child in ast.iter_child_nodes(node):
            visit(child, inside)

    visit(tree, "")
    return found


def test_no_test_waits_a_fixed_time():
    found = [w for p in sorted(TESTS.rglob("*.py")) for w in _fixed_waits(p)]
    assert found == []


def test_the_checker_sees_a_fixed_wait(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("import time\n\ndef f(qtbot):\n    qtbot.wait(50)\n    time.sleep(1)\n"
                     "\ndef _between_reads():\n    time.sleep(0.02)\n")
    assert [w.rsplit(": ", 1)[1] for w in _fixed_waits(probe)] == ["qtbot.wait", "time.sleep"]
