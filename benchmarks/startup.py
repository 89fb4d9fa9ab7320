"""Program start: time from launching Python to the first paint of the main window, side by
side with a bare PySide6 window (QApplication + an empty QMainWindow), each in a fresh process,
taking turns; and the heavy packages the program imported by then.

Run: .venv/bin/python benchmarks/startup.py [--runs N] [--old CHECKOUT] [--lang zh_TW]
[--autosave]. The program is started as a person starts it (`sagrada-artisans`, with a settings
and data folder of its own, empty or holding an unfinished game). Wall time (a first paint is
a wall-clock event) and the process's CPU time by then (steadier on a busy machine); the median
of N runs of each. On a machine without a display, QT_QPA_PLATFORM=offscreen is set. Each checkout is started once unmeasured
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

# A bare window: QApplication, an empty QMainWindow of the size the program opens at (ui/app.py
# _fit_to_screen: 1480x920 where the screen has room), shown; timed at its first paint. The
# CPU time of the process (all its threads, from its launch) is taken at the first event after
# the paint, as for the program; it is what the machine's other work does not inflate.
BARE = """
import os, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


class FirstPaint(QObject):
    def __init__(self, t0):
        super().__init__()
        self.t0, self.done = t0, False

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            print(f"{time.time() - self.t0:.4f}")
            QTimer.singleShot(0, self.after)
        return False

    def after(self):
        print(f"{time.process_time():.4f}")
        print("-")
        sys.stdout.flush()
        os._exit(0)


app = QApplication(sys.argv[:1])
window = QMainWindow()
spy = FirstPaint(T0)
window.installEventFilter(spy)
free = window.screen().availableGeometry()
window.resize(min(1480, free.width()), min(920, free.height()))
window.show()
app.exec()
"""

# The program's own start, `sagrada-artisans --lang LANG` (cli.main, then ui/app.py's run_app:
# its imports in their order, desktop identity, style, translators, the start screen's windows,
# the settings and campaign folders, the main window). ui/app.py's clock is set to the launch
# (T0), so its own first-paint figure is this one; the program stops at the first thing it
# does after the first paint (content_read), where the heavy packages are listed.
PROGRAM = """
import importlib.machinery, os, sys, time
sys.path.insert(0, ROOT)


class _Clock:  # a meta path finder (not importlib.abc's: that imports importlib.resources)
    def find_spec(self, name, path, target=None):
        if name != "sagrada_desktop.ui.app":
            return None
        sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            module.START = time.perf_counter() - (time.time() - T0)
            read = module.content_read

            def content_read(window, box):
                from sagrada_desktop.ui.common.first_paint import FirstPaint

                print(f"{window.findChild(FirstPaint).ms / 1000:.4f}")
                print(f"{time.process_time():.4f}")
                print(" ".join(m for m in HEAVY if m in sys.modules) or "-")
                sys.stdout.flush()
                os._exit(0)

            module.content_read = content_read

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, _Clock())
from sagrada_desktop.cli import main

sys.exit(main(["--lang", LANG]))
"""

def _autosave(home: Path) -> None:
    """A free-play game left unfinished (a crash) in the program's data folder under `home`."""
    sys.path.insert(0, str(HERE))
    from sagrada_desktop.content.loader import load_booster_windows
    from sagrada_desktop.engine import GameSetup, SeatSetup, apply, legal_actions, new_game
    from sagrada_desktop.saves import save_game

    design = load_booster_windows()[0].design
    state = new_game(GameSetup(window=design, seats=(SeatSetup("Ada"), SeatSetup("Ben")),
                               seed=7))
    actions = []
    for _ in range(6):
        action = legal_actions(state)[0]
        state = apply(state, action)
        actions.append(action)
    folder = home / "data" / "Sagrada Artisans Desktop" / "Sagrada Artisans"
    folder.mkdir(parents=True, exist_ok=True)
    save_game(folder / "autosave.sagrada.json", state.setup, actions, state)


def first_paint(code: str, root: Path, lang: str = "en", cold: bool = False,
                home: Path | None = None) -> tuple[float, float, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed program starts from bytecode
    if home is not None:  # the program's settings and saves: this folder's, not the user's
        env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                   XDG_DATA_HOME=str(home / "data"))
    if cold:  # no bytecode caches at all: every module compiled from source, every time
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="no-bytecode-")
    t0 = time.time()
    source = (f"T0 = {t0!r}\nROOT = {str(root)!r}\nHEAVY = {HEAVY!r}\nLANG = {lang!r}\n"
              + code)
    done = subprocess.run([sys.executable, "-c", source], check=True, capture_output=True,
                          text=True, env=env, cwd=root)
    seconds, cpu, heavy = done.stdout.split("\n")[:3]
    return float(seconds), float(cpu), heavy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--old", type=Path, help="another checkout to compare with")
    parser.add_argument("--lang", default="en", choices=("en", "zh_TW"),
                        help="the program's language (zh_TW: its translators and content texts)")
    parser.add_argument("--cold", action="store_true",
                        help="without bytecode caches (our sources compiled at every start)")
    parser.add_argument("--autosave", action="store_true",
                        help="a free-play game left unfinished, offered back after the paint")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="startup-home-"))
    if args.autosave:
        _autosave(home)
    runs: dict[str, list[tuple[float, float]]] = {"bare": [], "new": [], "old": []}
    heavy = {"new": "", "old": ""}
    checkouts = {"new": HERE, **({} if args.old is None else {"old": args.old.resolve()})}
    for root in checkouts.values():  # unmeasured: writes the bytecode caches, as installing does
        first_paint(PROGRAM, root, home=home)
    for _ in range(args.runs):
        wall, cpu, _heavy = first_paint(BARE, HERE, cold=args.cold)
        runs["bare"].append((wall, cpu))
        for name, root in checkouts.items():
            wall, cpu, heavy[name] = first_paint(PROGRAM, root, args.lang, args.cold, home)
            runs[name].append((wall, cpu))
    wall_b = statistics.median(w for w, _ in runs["bare"])
    cpu_b = statistics.median(c for _, c in runs["bare"])
    print(f"first paint, median of {args.runs}, language {args.lang}"
          f"{', no bytecode caches' if args.cold else ''}"
          f"{', an unfinished game autosaved' if args.autosave else ''}")
    print(f"  {'':22} {'wall time':>20} {'CPU time':>20}")
    print(f"  {'bare PySide6 window:':22} {wall_b * 1000:8.0f} ms {'':11}"
          f"{cpu_b * 1000:8.0f} ms")
    labels = {"new": "this program:", "old": "old checkout:"}
    for name in checkouts:
        wall = statistics.median(w for w, _ in runs[name])
        cpu = statistics.median(c for _, c in runs[name])
        print(f"  {labels[name]:22} {wall * 1000:8.0f} ms = {wall / wall_b:4.2f}x"
              f"  {cpu * 1000:8.0f} ms = {cpu / cpu_b:4.2f}x the bare window")
        print(f"    imported by then: {heavy[name]}")

if __name__ == "__main__":
    main()
