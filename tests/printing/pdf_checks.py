"""Reading PDFs back with pypdf: page sizes, words, embedded fonts."""

from __future__ import annotations

import io
from collections.abc import Sequence

from pypdf import PdfReader
from pypdf.generic import DictionaryObject


def reader(data: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(data))


def page_sizes(data: bytes) -> list[tuple[int, int]]:
    return [(round(float(p.mediabox.width)), round(float(p.mediabox.height)))
            for p in reader(data).pages]


def words(data: bytes, pages: Sequence[int] | None = None) -> str:
    """The text of the document (or of the pages at these indexes), whitespace collapsed."""
    every = reader(data).pages
    chosen = every if pages is None else [every[i] for i in pages]
    return " ".join(" ".join(p.extract_text() or "" for p in chosen).split())


def fonts(data: bytes) -> dict[str, bool]:
    """Every font used on any page: its name, and whether a TrueType program is embedded."""
    found: dict[str, bool] = {}
    for page in reader(data).pages:
        resources = page["/Resources"]
        if "/Font" not in resources:
            continue
        for font in resources["/Font"].values():
            font = font.get_object()
            descriptor: DictionaryObject | None = None
            if font["/Subtype"] == "/Type0":
                descriptor = font["/DescendantFonts"][0].get_object()["/FontDescriptor"]
            elif "/FontDescriptor" in font:
                descriptor = font["/FontDescriptor"]
            embedded = descriptor is not None and "/FontFile2" in descriptor.get_object()
            found[str(font["/BaseFont"])] = embedded
    return found


def drawn_digits(data: bytes) -> list[tuple[int, str, str, float, float]]:
    """Every digit drawn on the pages as the PDF renderer (pdfium) places it: (page index,
    digit, font name, top, bottom), top and bottom of its glyph's ink in ems above the
    baseline. A lining figure stands on the baseline as tall as a capital (top about 0.65);
    an old-style '1' is as short as an 'x' (0.41) and a '3' drops below the line."""
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    out = []
    document = pdfium.PdfDocument(data)
    for index in range(len(document)):
        text = document[index].get_textpage()
        for i in range(text.count_chars()):
            ch = chr(raw.FPDFText_GetUnicode(text, i))
            if not ch.isdigit():
                continue
            _left, bottom, _right, top = text.get_charbox(i)
            x, y = ctypes.c_double(), ctypes.c_double()
            raw.FPDFText_GetCharOrigin(text, i, x, y)
            size = raw.FPDFText_GetFontSize(text, i)
            name = ctypes.create_string_buffer(128)
            raw.FPDFText_GetFontInfo(text, i, name, 128, None)
            out.append((index, ch, name.value.decode("latin-1"), (top - y.value) / size,
                        (bottom - y.value) / size))
    return out
