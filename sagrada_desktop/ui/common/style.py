"""The application's fonts and style sheet."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontInfo, QPalette
from PySide6.QtWidgets import QApplication

import resources

from .theme import (
    BG,
    CREAM,
    GOLD,
    GOLD_DARK,
    HEADING_FAMILY,
    INK,
    MUTED,
    PANEL,
    PARCHMENT,
    STYLESHEET,
)

RESOURCES = Path(resources.__file__).resolve().parent
FONTS = RESOURCES / "fonts"
CJK_FONT = "wqy-microhei.ttc"  # the CJK font printing/fonts.py embeds in PDFs too
# Titles and headings: EB Garamond with lining figures (old-style "12" reads "I2"), the file
# printing/fonts.py embeds as its title font too (scripts/heading_font.py derives it).
HEADING_FONT = "SagradaHeading-Regular.ttf"
# ... and its italic face (lining figures too), for the stories read aloud
HEADING_ITALIC_FONT = "SagradaHeading-Italic.ttf"
# The families the style sheet and Qt name, each falling back on the CJK font for the glyphs
# it lacks (on a machine with no CJK font of its own, Chinese would otherwise show as boxes).
NAMED_FAMILIES = (HEADING_FAMILY, "Georgia", "serif", "sans-serif", "Sans Serif", "DejaVu Sans")


STYLE = "Fusion"  # Qt's own style, the same on every desktop, under the style sheet


def application_arguments(argv: list[str]) -> list[str]:
    """The command line a new QApplication is made with: `argv` naming the style, which Qt then
    makes as it starts (apply_style(styled=True) need not set it again, and Python never sees
    the style object: the start does not wait for its many enums)."""
    return [*argv[:1], "-style", STYLE, *argv[1:]]


def apply_style(app: QApplication, styled: bool = False) -> None:
    """Load the bundled fonts (Sagrada Heading for titles and stories) and set the
    stained-glass style sheet; `styled`: the application was made with application_arguments
    (its style is set)."""
    for name in (HEADING_FONT, HEADING_ITALIC_FONT):
        path = FONTS / name
        if path.is_file():
            QFontDatabase.addApplicationFont(str(path))
    cjk_fallback(app)
    if not styled:
        app.setStyle(STYLE)
    app.setPalette(dark_palette())
    app.setStyleSheet(STYLESHEET + check_boxes())


def cjk_fallback(app: QApplication) -> str | None:
    """Register the bundled CJK font and make it every family's fallback, the application
    font's included; its family name, or None when the font file is missing.

    Only a fallback: each family keeps drawing the glyphs it has. A name that is no font of
    its own ("Sans Serif", "serif", a missing "Georgia") is an alias the platform resolves (to
    DejaVu Sans, say): it goes to that font first and to the CJK font after it, or Latin text
    would draw in the CJK font (its wide curly quotes) when the alias itself is not found."""
    path = FONTS / CJK_FONT
    font_id = QFontDatabase.addApplicationFont(str(path)) if path.is_file() else -1
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    if not families:
        return None
    family = families[0]
    font = app.font()
    names = [name for name in dict.fromkeys((*NAMED_FAMILIES, font.family())) if name != family]
    resolved = {name: QFontInfo(QFont(name)).family() for name in names}  # before substituting
    for name in names:
        QFont.insertSubstitutions(name, [*_latin(name, resolved[name], family), family])
    # the application font names its Latin font itself: Qt tries a font's own families before
    # their substitutes
    own = font.family()
    font.setFamilies([*(_latin(own, resolved[own], family) or [own]), family])
    app.setFont(font)
    return family


def _latin(name: str, resolved: str, cjk: str) -> list[str]:
    """The font the platform resolves `name` to, when `name` is only an alias for it."""
    return [resolved] if resolved not in (name, cjk) and QFontDatabase.hasFamily(resolved) else []


def dark_palette() -> QPalette:
    """The theme's colours for every widget the style sheet does not name (file dialogs, item
    views, scroll areas, message boxes): dark glass behind cream text, never cream on white."""
    p = QPalette()
    roles = QPalette.ColorRole
    for role, colour in (
        (roles.Window, BG), (roles.WindowText, CREAM), (roles.Base, "#211b16"),
        (roles.AlternateBase, PANEL), (roles.Text, CREAM), (roles.Button, "#3a2f25"),
        (roles.ButtonText, CREAM), (roles.BrightText, "#fff8e6"), (roles.Highlight, GOLD_DARK),
        (roles.HighlightedText, "#fff8e6"), (roles.ToolTipBase, PARCHMENT),
        (roles.ToolTipText, INK), (roles.PlaceholderText, MUTED), (roles.Link, GOLD),
        (roles.LinkVisited, GOLD_DARK), (roles.Light, "#5a4d3e"), (roles.Midlight, "#4a3d2e"),
        (roles.Mid, "#3b332b"), (roles.Dark, "#15110e"), (roles.Shadow, "#000000"),
    ):
        p.setColor(role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7b6f5f"))
    return p



def check_boxes() -> str:
    """Check boxes as parchment boxes with an ink tick: plain to see on the dark glass."""
    tick = (RESOURCES / "ui" / "check.svg").as_posix()
    return (f"QCheckBox::indicator {{ width: 14px; height: 14px; border: 2px solid {GOLD_DARK};"
            f" border-radius: 3px; background: {PARCHMENT}; }}"
            f"QCheckBox::indicator:checked {{ image: url(\"{tick}\"); }}"
            f"QCheckBox::indicator:focus {{ border-color: {GOLD}; }}"
            f"QCheckBox::indicator:disabled {{ background: #6d6253; border-color: #3d342b; }}")
