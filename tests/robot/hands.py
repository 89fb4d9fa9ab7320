"""The robot's hands and eyes: the probe read, the controls pressed by their keys, a die
dragged along a hand's path, and what is wrong on screen counted (a control outside the
screen, the window past it, a window shown during a drag)."""

from __future__ import annotations

import random
from typing import Any

from tests.ui.xserver import Program

from .paths import Path
from .tally import Tally

Seen = dict[str, Any]


class Stuck(Exception):
    """A step the robot could not complete."""


class Hands:
    def __init__(self, program: Program, tally: Tally, rng: random.Random,
                 screen: tuple[int, int]) -> None:
        self.program, self.tally, self.rng, self.screen = program, tally, rng, screen

    # --- eyes --------------------------------------------------------------------------
    def look(self, writes: int = 1) -> Seen:
        """A probe written after everything sent so far; what is wrong on it is counted."""
        seen = self.program.fresh(writes=writes)
        self.check(seen)
        return seen

    def wait(self, what: str, ok: Any, timeout: float = 30.0) -> Seen:
        try:
            seen = self.program.wait_for(what, ok, timeout=timeout)
        except AssertionError as exc:
            raise Stuck(str(exc).splitlines()[0]) from None
        self.check(seen)
        return seen

    def check(self, seen: Seen) -> None:
        ax, ay, aw, ah = seen["screen_area"]
        fx, fy, fw, fh = seen["frame"]
        where = seen["screen"] + (f"/{seen['page']}" if seen.get("page") else "")
        if fx < ax or fy < ay or fx + fw > ax + aw or fy + fh > ay + ah:
            least = seen.get("window_least")
            self.tally.window_too_big.add(f"{where}: {fw}x{fh} on {aw}x{ah} (least {least}, "
                                          f"stage {seen.get('stage')}, round {seen.get('round')})")
        for key, c in seen["controls"].items():
            clip = c.get("clip")
            if clip is None:
                continue  # scrolled out of its area: shown by scrolling
            x, y, w, h = clip
            if x < ax or y < ay or x + w > ax + aw or y + h > ay + ah:
                self.tally.off_screen.add(f"{where}: {key} ({c.get('text') or c.get('name')!r} "
                                          f"at {clip})")

    # --- hands -------------------------------------------------------------------------
    @staticmethod
    def middle(rect: list[int]) -> tuple[int, int]:
        x, y, w, h = rect
        return x + w // 2, y + h // 2

    def control(self, seen: Seen, key: str) -> dict[str, Any]:
        c = seen["controls"].get(key)
        if c is None:
            raise Stuck(f"no control {key} on {seen['screen']} {seen.get('page', '')}")
        return dict(c)

    def press(self, key: str, seen: Seen | None = None) -> Seen:
        """Click the control `key` where it shows."""
        seen = seen or self.look()
        c = self.control(seen, key)
        if not c["enabled"]:
            raise Stuck(f"{key} ({c.get('text')!r}) is greyed")
        if c.get("clip") is None:
            raise Stuck(f"{key} ({c.get('text')!r}) does not show")
        try:
            self.program.click(*self.middle(c["clip"]))
        except AssertionError as exc:
            raise Stuck(f"clicking {key}: {str(exc).splitlines()[0]}") from None
        return self.look()

    def click_at(self, at: list[int]) -> Seen:
        try:
            self.program.click(at[0], at[1])
        except AssertionError as exc:
            raise Stuck(f"clicking at {at}: {str(exc).splitlines()[0]}") from None
        return self.look()

    def keys(self, *names: str) -> Seen:
        try:
            self.program.keys(*names)
        except AssertionError as exc:
            raise Stuck(f"keys {names}: {str(exc).splitlines()[0]}") from None
        return self.look()

    def choose(self, key: str, item: int) -> Seen:
        """A drop-down's choice, as a hand picks it: open the list, click the item."""
        seen = self.press(key)
        opened = self.control(seen, key).get("open")
        if not opened:
            seen = self.wait(f"{key}'s list", lambda p: bool(p["controls"][key].get("open")))
            opened = self.control(seen, key)["open"]
        self.program.click(*self.middle(opened[item]))
        return self.wait(f"{key} at {item}", lambda p: p["controls"][key]["current"] == item
                         and not p["controls"][key].get("open"))

    def drag(self, start: list[int], way: Path) -> Seen:
        """Press at `start`, move along `way` (each move had by the program: a hand's pace),
        resting where the way says, and let go; the probe after the drag's end."""
        p = self.program
        try:
            p.move(start[0], start[1])
            p.press()
            for i, (x, y) in enumerate(way.points):
                seen = p.move(x, y)
                self._during_drag(seen)
                if way.rest_at == i:
                    self._during_drag(p.fresh(writes=way.rest_writes))
            if way.rest_before_release:
                self._during_drag(p.fresh(writes=way.rest_before_release))
            p.release(dragging=True)
        except AssertionError as exc:
            p.xdotool("mouseup", "1")
            raise Stuck(f"dragging {way.shape}: {str(exc).splitlines()[0]}") from None
        return self.look()

    def _during_drag(self, seen: Seen) -> None:
        for w in seen["windows"]:
            self.tally.popups_in_drags.append(f"{w['kind']} {w.get('title', '')!r} at {w['rect']}")
        if seen["tooltip"]:
            self.tally.popups_in_drags.append(f"tooltip {seen['tooltip']!r}")
