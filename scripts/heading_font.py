"""Regenerates resources/fonts/SagradaHeading-Regular.ttf and SagradaHeading-Italic.ttf, the
headings' and the italic lines' font, from EB Garamond 12 (Regular and Italic).

EB Garamond's default digits are old-style figures: in "Round 6 of 12" the "1" is as short as
an "x" and "12" reads as "I2". Lining figures are in the font (the `lnum` feature's glyphs,
"one.lnum" ...), but neither reportlab nor a Qt style sheet can switch an OpenType feature on,
so this derived font maps the digits 0-9 straight to the lining glyphs (in both faces: the
italic window names and flavour lines, "Place: 1st", "Window 10", read their numbers too). It is a subset (Latin,
punctuation, symbols; no Greek or Cyrillic, no alternate figure sets) so that the installer
carries a small file, and it has a family name of its own ("Sagrada Heading") so that an EB
Garamond installed on the system is never taken for it.

EB Garamond is under the SIL Open Font License 1.1, which names no Reserved Font Name for it;
the derived font stays under that licence (resources/fonts/LICENSE-EBGaramond.txt, and the
font's own copyright and licence records are kept).

Needs fontTools, a tool of this script only (not of the program):
    .venv/bin/python -m pip install fonttools
    .venv/bin/python scripts/heading_font.py
"""

from __future__ import annotations

import sys
from pathlib import Path

FONTS = Path(__file__).resolve().parent.parent / "resources" / "fonts"
FAMILY = "Sagrada Heading"
# style -> (the EB Garamond face it is made from, the derived file)
FACES = {
    "Regular": (FONTS / "EBGaramond12-Regular.ttf", FONTS / "SagradaHeading-Regular.ttf"),
    "Italic": (FONTS / "EBGaramond12-Italic.ttf", FONTS / "SagradaHeading-Italic.ttf"),
}
SOURCE, TARGET = FACES["Regular"]

DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
# Unicode ranges kept: Latin (with its diacritics), punctuation, currency, letterlike symbols,
# number forms, arrows, mathematical operators and a few dingbats.
KEPT_RANGES = (
    (0x0020, 0x024F), (0x0250, 0x02FF), (0x0300, 0x036F), (0x1D00, 0x1DBF), (0x1E00, 0x1EFF),
    (0x2000, 0x206F), (0x2070, 0x209F), (0x20A0, 0x20CF), (0x2100, 0x215F), (0x2160, 0x218F),
    (0x2190, 0x21FF), (0x2200, 0x22FF), (0x2300, 0x23FF), (0x25A0, 0x25FF), (0x2600, 0x27BF),
    (0x2C60, 0x2C7F), (0x2E00, 0x2E7F), (0xA720, 0xA7FF), (0xFB00, 0xFB06),
)
# OpenType features kept: the ones a renderer applies by default (ligatures, kerning, accents);
# none that brings the old-style figures back.
FEATURES = ("ccmp", "locl", "liga", "calt", "kern", "mark", "mkmk")


def derive(source: Path = SOURCE, target: Path = TARGET, style: str = "Regular") -> None:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(str(source), recalcTimestamp=False)  # the same bytes on every run
    lining = _lining_glyphs(font)
    for table in font["cmap"].tables:
        if table.isUnicode():
            for code, glyph in list(table.cmap.items()):
                if glyph in lining:
                    table.cmap[code] = lining[glyph]
    _rename(font, style)
    unicodes = [code for code in font.getBestCmap()
                if any(low <= code <= high for low, high in KEPT_RANGES)]
    options = subset.Options()
    options.layout_features = list(FEATURES)
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    options.hinting = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    font.save(str(target))


def _lining_glyphs(font: object) -> dict[str, str]:
    """digit glyph -> its lining figure, read from the font's own `lnum` feature."""
    gsub = font["GSUB"].table  # type: ignore[index]
    lookups = [index for record in gsub.FeatureList.FeatureRecord
               if record.FeatureTag == "lnum" for index in record.Feature.LookupListIndex]
    mapping: dict[str, str] = {}
    for index in lookups:
        for table in gsub.LookupList.Lookup[index].SubTable:
            mapping.update(getattr(table, "mapping", {}) or {})
    lining = {digit: mapping[digit] for digit in DIGITS if digit in mapping}
    if len(lining) != len(DIGITS):
        raise SystemExit(f"the font's lnum feature maps only {sorted(lining)}")
    return lining


def _rename(font: object, style: str) -> None:
    """A family name of its own, saying what it is derived from in the version string; the
    italic face is the "Italic" style of the same family."""
    postscript = f"{FAMILY.replace(' ', '')}-{style}"
    names = font["name"]  # type: ignore[index]
    for record in list(names.names):
        if record.nameID in (1, 16):
            record.string = FAMILY
        elif record.nameID in (2, 17):
            record.string = style
        elif record.nameID == 3:
            record.string = f"{postscript}; lining figures; derived from EB Garamond 12"
        elif record.nameID == 4:
            record.string = f"{FAMILY} {style}"
        elif record.nameID == 5:
            record.string = f"{record.toUnicode()}; derived: lining figures, subset"
        elif record.nameID == 6:
            record.string = postscript
    if "CFF " in font:  # type: ignore[operator]
        raise SystemExit("expected a TrueType (glyf) font")


def main(argv: list[str]) -> None:
    """`heading_font.py`: both faces, from and into resources/fonts;
    `heading_font.py SOURCE TARGET [STYLE]`: one face (STYLE Regular or Italic)."""
    faces = [(FACES[s][0], FACES[s][1], s) for s in FACES] if not argv else [
        (Path(argv[0]), Path(argv[1]), argv[2] if len(argv) > 2 else "Regular")]
    for source, target, style in faces:
        derive(source, target, style)
        print(f"wrote {target} ({target.stat().st_size} bytes)")


if __name__ == "__main__":
    main(sys.argv[1:])
