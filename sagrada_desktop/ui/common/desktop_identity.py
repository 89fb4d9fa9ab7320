"""Who the program is to the desktop: one reverse-DNS application id, shared by the desktop
entry, the AppStream metainfo and the macOS bundle, and the window icon.

On Wayland the compositor matches windows to their desktop entry by the desktop file name;
on X11 the window manager shows the window icon set here.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication, QIcon

# Keep in step with installer/bundle_policy.py APP_ID (a test checks that they agree).
APP_ID = "org.sagrada_artisans.SagradaArtisans"
ICON_NAME = "sagrada-artisans"
ICON_FILE = Path(__file__).resolve().parents[3] / "resources" / "icons" / f"{ICON_NAME}.svg"


def window_icon() -> QIcon:
    """The icon theme's (as installed by the package), else the SVG shipped with the program."""
    return QIcon.fromTheme(ICON_NAME, QIcon(str(ICON_FILE)))


def apply_identity(app: QGuiApplication) -> None:
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(window_icon())
