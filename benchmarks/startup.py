"""Program start: time from launching Python to the first paint of the main window, side by
side with a bare PySide6 window (QApplication + an empty QMainWindow), each in a fresh process,
taking turns; and the heavy packages the program imported by then.

Run: .venv/bin/python benchmarks/startup.py [--runs N] [--old CHECKOUT]
Wall time (a first paint is a wall-clock event); the median of N runs of each. On a machine
without a display, QT_QPA_PLATFORM=offscreen is set. Each checkout is started once unmeasured
first so that Python's bytecode caches exist (PYTHONDONTWRITEBYTECODE is dropped), as they do
for an installed program; otherwise compiling our sources would be most of what is measured.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
HEAVY = ("reportlab", "svgwrite", "PIL", "sagrada_desktop.campaign", "sagrada_desktop.ai",
         "sagrada_desktop.saves", "printing.pdf_render")

_PAINT = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication


class FirstPaint(QObject):
    def __init__(self, t0):
        super().__init__()
        self.t0, self.done = t0, False

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            print(f"{time.time() - self.t0:.4f}")
            heavy = [m for m in HEAVY if m in sys.modules]
            print(" ".join(heavy) or "-")
            QTimer.singleShot(0, QApplication.instance().quit)
        return False
"""

BARE = _PAINT + """
from PySide6.QtWidgets import QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
spy = FirstPaint(T0)
window.installEventFilter(spy)
window.resize(1480, 920)
window.show()
app.exec()
"""

# ui/app.py's run_app up to the first paint (its desktop identity, style, translators, the
# start screen's windows, the main window), without an autosave folder.
PROGRAM = _PAINT + """
import os
sys.path.insert(0, ROOT)
from sagrada_desktop.ui.common import catalogue, settings
from sagrada_desktop.ui.main_window import MainWindow
from sagrada_desktop.ui.common.desktop_identity import apply_identity
from sagrada_desktop.ui.common.i18n import resolve, translators
from sagrada_desktop.ui.common.style import apply_style
app = QApplication(sys.argv[:1])
app.setOrganizationName("Sagrada Artisans Desktop")
app.setApplicationName("Sagrada Artisans")
apply_identity(app)
apply_style(app)
translators().install(resolve(LANG, os.environ))
windows = [(card.design.name, card.design) for card in catalogue.free_play_windows()]
window = MainWindow(settings.shared(), None, windows)
spy = FirstPaint(T0)
window.installEventFilter(spy)
window.resize(1480, 920)
window.show()
app.exec()
"""


def first_paint(code: str, root: Path, lang: str = "en", cold: bool = False
                ) -> tuple[float, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed program starts from bytecode
    if cold:  # no bytecode caches at all: every module compiled from source, every time
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="no-bytecode-")
    t0 = time.time()
    source = (f"T0 = {t0!r}\nROOT = {str(root)!r}\nHEAVY = {HEAVY!r}\nLANG = {lang!r}\n"
              + code)
    done = subprocess.run([sys.executable, "-c", source], check=True, capture_output=True,
                          text=True, env=env, cwd=root)
    seconds, heavy = done.stdout.split("\n")[:2]
    return float(seconds), heavy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--old", type=Path, help="another checkout to compare with")
    parser.add_argument("--lang", default="en", choices=("en", "zh_TW"),
                        help="the program's language (zh_TW: its translators and content texts)")
    parser.add_argument("--cold", action="store_true",
                        help="without bytecode caches (our sources compiled at every start)")
    args = parser.parse_args()
    bare: list[float] = []
    ours: list[float] = []
    old: list[float] = []
    heavy = old_heavy = ""
    for root in (HERE, *(() if args.old is None else (args.old.resolve(),))):
        first_paint(PROGRAM, root)  # unmeasured: writes the bytecode caches, as installing does
    for _ in range(args.runs):
        bare.append(first_paint(BARE, HERE, cold=args.cold)[0])
        seconds, heavy = first_paint(PROGRAM, HERE, args.lang, args.cold)
        ours.append(seconds)
        if args.old is not None:
            seconds, old_heavy = first_paint(PROGRAM, args.old.resolve(), args.lang, args.cold)
            old.append(seconds)
    b, o = statistics.median(bare), statistics.median(ours)
    print(f"first paint, median of {args.runs} (wall time), language {args.lang}"
          f"{', no bytecode caches' if args.cold else ''}")
    print(f"  bare PySide6 window: {b * 1000:6.0f} ms")
    print(f"  this program:        {o * 1000:6.0f} ms  = {o / b:.2f}x the bare window")
    print(f"    imported by then: {heavy}")
    if old:
        m = statistics.median(old)
        print(f"  old checkout:        {m * 1000:6.0f} ms  = {m / b:.2f}x the bare window; "
              f"new/old {o / m:.2f}")
        print(f"    imported by then: {old_heavy}")


if __name__ == "__main__":
    main()
