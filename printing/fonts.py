"""The embedded fonts: registration with reportlab, text widths and line wrapping.

Three roles: "title" (Sagrada Heading: EB Garamond with lining figures, so that "12" never
reads "I2"; scripts/heading_font.py derives it), "italic" (Sagrada Heading Italic: EB Garamond
Italic with lining figures, so that "1st" never reads "ıst") and "body" (WenQuanYi Micro Hei,
which also carries every CJK glyph). Text a Garamond role cannot show (Chinese,
for instance) falls back to the body font, so a translated title still prints.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import resources

from .primitives import FontRole, typeset

FONT_DIR = Path(resources.__file__).resolve().parent / "fonts"

_FILES: dict[FontRole, tuple[str, str, int]] = {
    # role: (reportlab name, file, face index in a collection)
    "title": ("SagradaTitle", "SagradaHeading-Regular.ttf", 0),
    "italic": ("SagradaItalic", "SagradaHeading-Italic.ttf", 0),
    "body": ("SagradaBody", "wqy-microhei.ttc", 0),
}

SVG_FAMILIES: dict[FontRole, str] = {
    "title": "'Sagrada Heading', 'EB Garamond', Garamond, Georgia, serif",
    "italic": "'Sagrada Heading', 'EB Garamond', Garamond, Georgia, serif",
    "body": "'WenQuanYi Micro Hei', 'Noto Sans CJK TC', 'DejaVu Sans', sans-serif",
}


if TYPE_CHECKING:  # reportlab is imported when a font is first needed, not at program start
    from reportlab.pdfbase.ttfonts import TTFont


class FontMissingError(RuntimeError):
    """A font file of resources/fonts/ is missing or unreadable."""


@cache
def _font(role: FontRole) -> TTFont:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    name, filename, index = _FILES[role]
    path = FONT_DIR / filename
    try:
        font = TTFont(name, str(path), subfontIndex=index)
    except Exception as exc:  # reportlab raises several kinds for an unreadable font
        raise FontMissingError(f"cannot load the font {path}: {exc}") from exc
    pdfmetrics.registerFont(font)
    return font


def register_fonts() -> None:
    """Load and register all three fonts with reportlab (once per process)."""
    for role in _FILES:
        _font(role)


def drawn_role(role: FontRole, text: str) -> FontRole:
    """The role whose font draws `text`: `role` itself, or "body" when the role's font lacks
    a glyph of it (Chinese in a Garamond title or italic). CJK is never slanted: italic
    Chinese is drawn in the regular CJK face, on purpose, rather than in a fake oblique."""
    if role != "body" and text:
        glyphs = _font(role).face.charToGlyph
        if any(ord(ch) not in glyphs for ch in text if not ch.isspace()):
            return "body"
    return role


def font_name(role: FontRole, text: str = "") -> str:
    """The reportlab font name that draws `text` in `role`, falling back to the body font."""
    return str(_font(drawn_role(role, text)).fontName)


def text_width(text: str, role: FontRole, size: float) -> float:
    """How wide `text` prints, typeset as a Text holds it (primitives.typeset)."""
    return _width(typeset(text), role, size)


@cache
def _width(text: str, role: FontRole, size: float) -> float:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    return float(stringWidth(text, font_name(role, text), size))


def _is_cjk(ch: str) -> bool:
    code = ord(ch)
    return (
        0x2E80 <= code <= 0x9FFF
        or 0xF900 <= code <= 0xFAFF
        or 0xFF00 <= code <= 0xFFEF
        or 0x20000 <= code <= 0x2FFFF
    )


# Chinese punctuation that never starts a line (it stays with the character before it).
_NO_LINE_START = frozenset("，。、；：？！）」』》〉】…・,.;:?!)")
# ... and opening brackets that never end one (they go down with the character after them).
_NO_LINE_END = frozenset("（「『《〈【")


def _tokens(text: str) -> list[tuple[str, bool]]:
    """(word, whether a space comes before it): each CJK character stands as a word of its
    own, so that Chinese, written without spaces, breaks between any two characters."""
    out: list[tuple[str, bool]] = []
    for word in text.split():
        piece, spaced = "", True
        for ch in word:
            if _is_cjk(ch):
                if piece:
                    out.append((piece, spaced))
                    piece, spaced = "", False
                out.append((ch, spaced))
                spaced = False
            else:
                piece += ch
        if piece:
            out.append((piece, spaced))
    return out


def wrap(text: str, role: FontRole, size: float, width: float) -> list[str]:
    """Break `text` into lines no wider than `width`; paragraphs split on newlines. Latin
    text breaks at spaces, Chinese between any two characters (never before a comma or a
    full stop, never after an opening bracket)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for token, spaced in _tokens(paragraph):
            candidate = line + (" " if line and spaced else "") + token
            if line and text_width(candidate, role, size) > width:
                if spaced:
                    lines.append(line)
                    line = token
                    continue
                # break before the token, moved back while it would start a line with a
                # comma or end one with an opening bracket
                cut = len(line)
                while cut > 1 and not candidate[cut - 1].isspace() and (
                        candidate[cut] in _NO_LINE_START or candidate[cut - 1] in _NO_LINE_END):
                    cut -= 1
                lines.append(candidate[:cut].rstrip())
                line = candidate[cut:].lstrip()
            else:
                line = candidate
        lines.append(line)
    while lines and not lines[-1]:
        lines.pop()
    return lines


def fit_size(text: str, role: FontRole, size: float, width: float, smallest: float) -> float:
    """The largest size from `size` down to `smallest` at which `text` fits `width`."""
    while size > smallest and text_width(text, role, size) > width:
        size -= 0.5
    return max(size, smallest)


def ellipsize(text: str, role: FontRole, size: float, width: float) -> str:
    """`text` cut to fit `width`, ending with an ellipsis when something was cut."""
    if text_width(text, role, size) <= width:
        return text
    cut = text
    while cut and text_width(cut.rstrip(" .,;:") + "\u2026", role, size) > width:
        cut = cut[:-1]
    return cut.rstrip(" .,;:") + "\u2026"


def fit_name(text: str, role: FontRole, size: float, width: float, smallest: float,
             lines: int = 2) -> tuple[float, list[str]]:
    """A name on a field: the largest size from `size` to `smallest` on one line; else
    wrapped on up to `lines` lines at `smallest`, the last one ellipsized if it still runs
    over. Returns the size and the lines."""
    fitted = fit_size(text, role, size, width, smallest)
    if text_width(text, role, fitted) <= width:
        return fitted, [text]
    wrapped = wrap(text, role, smallest, width)
    if len(wrapped) > lines:
        wrapped = wrapped[:lines - 1] + [" ".join(wrapped[lines - 1:])]
    return smallest, [ellipsize(line, role, smallest, width) for line in wrapped]
