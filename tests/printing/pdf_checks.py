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
