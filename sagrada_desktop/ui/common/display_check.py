"""Started without any display (a plain SSH or console session), Qt's X11 and Wayland plugins
abort with a core dump and several lines about plugins. This finds that case first, so that
the program can say in one line what is wrong instead."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path

# Platform plugins that need no display server.
HEADLESS_PLATFORMS = frozenset({"offscreen", "minimal", "vnc", "eglfs", "linuxfb", "vkkhrdisplay"})

NO_DISPLAY = ("sagrada-artisans: no display to open the window on (neither DISPLAY nor "
              "WAYLAND_DISPLAY is set); start it from a desktop session, or use a subcommand "
              "(sagrada-artisans --help)")


def _wayland(env: Mapping[str, str]) -> bool:
    """WAYLAND_DISPLAY set, or the default socket (wayland-0) that Qt falls back to exists."""
    if env.get("WAYLAND_DISPLAY"):
        return True
    runtime = env.get("XDG_RUNTIME_DIR", "")
    return bool(runtime) and (Path(runtime) / "wayland-0").exists()


def missing_display(env: Mapping[str, str], platform: str = sys.platform) -> str | None:
    """The one-line message when no display can be reached, else None.

    Windows and macOS always have their own display. QT_QPA_PLATFORM may name a headless
    plugin (offscreen for tests and --smoke) or a list of plugins to try in order.
    """
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    wanted = [p.split(":", 1)[0].strip() for p in env.get("QT_QPA_PLATFORM", "").split(";")]
    if any(p in HEADLESS_PLATFORMS for p in wanted):
        return None
    if env.get("DISPLAY") or _wayland(env):
        return None
    return NO_DISPLAY
