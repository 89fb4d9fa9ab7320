"""A virtual X server (Xvfb), the real program started on it, and a real pointer and keyboard
(xdotool, through the XTEST extension) for end-to-end tests. The program writes what it shows
to a probe file (sagrada_desktop/ui/common/probe.py, docs/ui.md "The probe"); every input goes
through X like a person's.

Nothing here waits a fixed time for the program: after each input it waits until the probe
shows the program has had it (the pointer where it was moved, one more press or release, one
more key), or until the probe has been written again since (its `clock` is the machine's
monotonic clock, as `time.monotonic` reads it here)."""

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
TIMEOUT = 20.0   # seconds for the program to show what is waited for
SEEN = 15.0      # seconds for the program to have an input (and answer it)


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

    def __init__(self, display: str, home: Path, args: tuple[str, ...] = (),
                 settings: dict[str, dict[str, str]] | None = None) -> None:
        """`settings`: the player's settings file as it would be left by the program (section
        -> key -> value), e.g. {"play": {"pace": "fast"}}."""
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
        if settings:
            folder = home / "config" / "Sagrada Artisans Desktop"
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "Sagrada Artisans.conf").write_text("".join(
                f"[{section}]\n" + "".join(f"{k}={v}\n" for k, v in keys.items())
                for section, keys in settings.items()))
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
            return dict(json.loads(self.probe_path.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            return {}

    def wait_for(self, what: str, ok: Callable[[dict[str, Any]], bool],
                 timeout: float = TIMEOUT) -> dict[str, Any]:
        """The first probe for which ok(probe) holds (a probe without the keys ok reads is
        not yet it)."""
        end = time.monotonic() + timeout
        seen: dict[str, Any] = {}
        last = -1
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise AssertionError(f"the program exited while waiting for {what}:\n"
                                     + self.stop())
            seen = self.probe()
            if seen.get("seq", -1) != last:  # a file not written again says nothing new
                last = seen.get("seq", -1)
                try:
                    if seen and ok(seen):
                        return seen
                except (KeyError, IndexError, TypeError):
                    pass
            self._between_reads()
        raise AssertionError(f"timed out waiting for {what}; last seen: screen="
                             f"{seen.get('screen')!r} status={seen.get('status')!r}")

    def fresh(self, since: float | None = None, writes: int = 1) -> dict[str, Any]:
        """A probe the program wrote `writes` times after `since` (now): everything sent to
        it before then is in its queue, and what it shows is after it."""
        since = time.monotonic() if since is None else since
        first: list[int] = []

        def after(p: dict[str, Any]) -> bool:
            if p["clock"] <= since:
                return False
            if not first:
                first.append(p["seq"])
            return bool(p["seq"] - first[0] >= writes - 1)

        return self.wait_for("the probe written afresh", after)

    @staticmethod
    def _between_reads() -> None:
        """The file is read again after a short pause (a poll, not a wait for an answer)."""
        time.sleep(0.02)

    # --- a person's hands ----------------------------------------------------------------
    def xdotool(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], check=True, timeout=20,
                       env={**os.environ, "DISPLAY": self.display})

    def pointer(self) -> tuple[int, int]:
        """Where the X server has the pointer."""
        out = subprocess.run(["xdotool", "getmouselocation", "--shell"], check=True,
                             timeout=20, capture_output=True, text=True,
                             env={**os.environ, "DISPLAY": self.display}).stdout
        where = dict(line.split("=", 1) for line in out.split() if "=" in line)
        return int(where["X"]), int(where["Y"])

    def move(self, x: int, y: int, *, seen: bool = True) -> dict[str, Any]:
        """The pointer to (x, y); with `seen`, until the program has had it there. (xdotool's
        --sync waits for the pointer to move: never asked for where it already is.)"""
        if self.pointer() != (x, y):
            self.xdotool("mousemove", "--sync", str(x), str(y))
        if not seen:
            return self.fresh()
        return self.wait_for(f"the pointer at {x},{y}",
                             lambda p: p["input"]["pointer"] == [x, y], timeout=SEEN)

    def press(self) -> dict[str, Any]:
        before = self.probe()["input"]["presses"]
        self.xdotool("mousedown", "1")
        return self.wait_for("the press", lambda p: p["input"]["presses"] > before, timeout=SEEN)

    def release(self, *, dragging: bool = False) -> dict[str, Any]:
        """Let go; during a drag the drag's end has no press count of its own: a fresh probe."""
        before = self.probe()["input"]["releases"]
        sent = time.monotonic()
        self.xdotool("mouseup", "1")
        if dragging:
            return self.wait_for("the drag's end", lambda p: p["clock"] > sent
                                 and not p["dragging"], timeout=SEEN)
        return self.wait_for("the release", lambda p: p["input"]["releases"] > before,
                             timeout=SEEN)

    def click(self, x: int, y: int) -> dict[str, Any]:
        self.move(x, y)
        self.press()
        return self.release()

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 12,
             while_over: Callable[[], None] | None = None) -> dict[str, Any]:
        """Press, move in steps (each had by the program, as a hand's pace), release;
        `while_over` runs before release."""
        self.move(*start)
        self.press()
        (x0, y0), (x1, y1) = start, end
        for i in range(1, steps + 1):
            self.move(x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps)
        if while_over is not None:
            while_over()
        return self.release(dragging=True)

    def keys(self, *names: str) -> dict[str, Any]:
        seen = self.probe()
        for name in names:
            before = seen["input"]["keys"]
            self.xdotool("key", name)
            seen = self.wait_for(f"the key {name}", lambda p, b=before: p["input"]["keys"] > b,
                                 timeout=SEEN)
        return seen

    def type_text(self, text: str) -> dict[str, Any]:
        self.xdotool("type", "--delay", "0", text)
        return self.fresh(writes=2)
