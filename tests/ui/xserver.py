"""A virtual X server (Xvfb), the real program started on it, and a real pointer and keyboard
(xdotool, through the XTEST extension) for end-to-end tests. The program writes what it shows
to a probe file (sagrada_desktop/ui/common/probe.py); every input goes through X like a person's."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

TOOLS = ("Xvfb", "xdotool")


def missing_tools() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


@contextmanager
def virtual_screen(width: int, height: int) -> Iterator[str]:
    """Starts Xvfb on a free display; yields the DISPLAY value."""
    read, write = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24", "-nolisten",
         "tcp", "-noreset"], pass_fds=(write,), stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as f:
            number = f.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        yield f":{number}"
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()


class Program:
    """The real program on the virtual screen, its probe, and a pointer and keyboard."""

    def __init__(self, display: str, home: Path, args: tuple[str, ...] = ()) -> None:
        self.display, self.home = display, home
        self.probe_path = home / "probe.json"
        env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
        env.update(
            DISPLAY=display, QT_QPA_PLATFORM="xcb", HOME=str(home),
            XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
            XDG_CACHE_HOME=str(home / "cache"), XDG_RUNTIME_DIR=str(home / "run"),
            SAGRADA_PROBE=str(self.probe_path), LANG="C.UTF-8",
        )
        (home / "run").mkdir(mode=0o700, exist_ok=True)
        self.log = open(home / "program.log", "w")  # closed in stop
        self.proc = subprocess.Popen(
            [sys.executable, "-c", "import sys; from sagrada_desktop.cli import main; "
             "sys.exit(main(sys.argv[1:]))", *args],
            env=env, stdout=self.log, stderr=subprocess.STDOUT)

    def stop(self) -> str:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.log.close()
        return (self.home / "program.log").read_text(errors="replace")

    # --- what the program shows ----------------------------------------------------------
    def probe(self) -> dict[str, Any]:
        try:
            return dict(json.loads(self.probe_path.read_text()))
        except (OSError, ValueError):
            return {}

    def wait_for(self, what: str, ok: Callable[[dict[str, Any]], bool],
                 timeout: float = 20.0) -> dict[str, Any]:
        end = time.monotonic() + timeout
        seen: dict[str, Any] = {}
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise AssertionError(f"the program exited while waiting for {what}:\n"
                                     + self.stop())
            seen = self.probe()
            try:
                if seen and ok(seen):
                    return seen
            except (KeyError, IndexError, TypeError):
                pass
            time.sleep(0.1)
        raise AssertionError(f"timed out waiting for {what}; last seen: screen="
                             f"{seen.get('screen')!r} status={seen.get('status')!r}")

    # --- a person's hands ----------------------------------------------------------------
    def xdotool(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], check=True, timeout=20,
                       env={**os.environ, "DISPLAY": self.display})

    def move(self, x: int, y: int) -> None:
        self.xdotool("mousemove", "--sync", str(x), str(y))

    def click(self, x: int, y: int) -> None:
        self.move(x, y)
        time.sleep(0.15)
        self.xdotool("click", "1")
        time.sleep(0.15)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 12,
             while_over: Callable[[], None] | None = None) -> None:
        """Press, move in steps (as a hand does), release; `while_over` runs before release."""
        self.move(*start)
        time.sleep(0.15)
        self.xdotool("mousedown", "1")
        time.sleep(0.15)
        (x0, y0), (x1, y1) = start, end
        for i in range(1, steps + 1):
            self.xdotool("mousemove", str(x0 + (x1 - x0) * i // steps),
                         str(y0 + (y1 - y0) * i // steps))
            time.sleep(0.05)
        time.sleep(0.3)
        if while_over is not None:
            while_over()
        self.xdotool("mouseup", "1")
        time.sleep(0.2)

    def keys(self, *names: str) -> None:
        for name in names:
            self.xdotool("key", "--delay", "60", name)
            time.sleep(0.08)
