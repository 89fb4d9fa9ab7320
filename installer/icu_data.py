"""Trims the ICU data that the bundled Qt carries (`libicudata.so.NN`, 32 MB, the biggest file of
the package) to what the program can use, without rebuilding the library.

Qt Core calls ICU for four things only (the ICU functions libQt6Core imports): collation
(`ucol_*`: QCollator, the file dialog's sorting), text codecs (`ucnv_*`: QStringConverter's
legacy encodings), time zone names (`ucal_*`) and locale-aware case mapping (`u_strToUpper`,
`u_strToLower`). So the data keeps every codec, the collation, calendar and zone rules, and the
locale data of root and of the program's languages (`bundle_policy.ICU_LANGUAGES`); it drops the
locale data of the other languages (ICU then falls back to root: a German system sorts file
names by the root collation, which is German's own) and the trees nothing in Qt reads
(`bundle_policy.ICU_TREES_DROPPED`: word-break dictionaries and transliteration).

The data is ICU's common data package, stored in the library as one read-only symbol
(`icudtNN_dat`). `icupkg` (Debian's icu-devtools) removes the items; the smaller package is written
over the old one in place and the rest of the symbol is zero-filled, so the library keeps its
layout and size on disk while xz packs the zeros into nothing. installer/check_package.py checks
the installed libraries through ctypes: Traditional Chinese collation (stroke order), codecs
(Big5, Shift JIS, GB 18030), Turkish upper case and time zone names still work.
"""

from __future__ import annotations

import ctypes
import re
import subprocess
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

# A locale item: tree/ll_Script_REGION_VARIANT.res (tree optional); "de_" and "de__PHONEBOOK" are
# aliases of a language's collations.
_LOCALE_ITEM = re.compile(r"(?:(?P<tree>[^/]+)/)?(?P<locale>[a-z]{2,3}(?:_[A-Za-z0-9]*)*)\.res")
# Items shaped like locale names that are not locales: each tree's index of its locales.
_NOT_LOCALES = frozenset({"res_index"})
_MISSING = re.compile(r"Item (\S+) depends on missing item (\S+)")
_SYMBOL = re.compile(r"^\s*\d+:\s+([0-9a-f]+)\s+(\S+)\s+OBJECT\s+GLOBAL\s+\S+\s+\d+\s+"
                     r"(icudt(\d+)_dat)$", re.MULTILINE)
_SECTION = re.compile(r"\]\s+\S+\s+\S+\s+([0-9a-f]{16})\s+([0-9a-f]{6,})\s+([0-9a-f]{6,})\s")


class IcuDataError(Exception):
    pass


def dropped(items: Iterable[str], languages: Iterable[str], trees: Iterable[str]) -> list[str]:
    """The items of an ICU data package (icupkg -l names: `coll/zh_Hant.res`, `cnvalias.icu`)
    that the program does not need: every item of the dropped trees, and the locale items of
    languages other than `languages` (root, pools and indexes are not locales: they stay)."""
    keep = set(languages)
    drop_trees = set(trees)
    out = []
    for item in items:
        if item.split("/", 1)[0] in drop_trees and "/" in item:
            out.append(item)
            continue
        match = _LOCALE_ITEM.fullmatch(item)
        if match and match.group("locale") not in _NOT_LOCALES and match.group(
                "locale").split("_", 1)[0] not in keep:
            out.append(item)
    return out


def data_symbol(library: Path) -> tuple[str, int, int]:
    """(package name like 'icudt73l', file offset, size) of the data symbol in the library."""
    symbols = subprocess.run(["readelf", "--dyn-syms", "-W", str(library)], text=True,
                             capture_output=True, check=True).stdout
    found = [m for m in _SYMBOL.finditer(symbols)]
    if len(found) != 1:
        raise IcuDataError(f"{library.name}: no single icudtNN_dat symbol")
    address, size_text, _name, version = found[0].groups()
    address_value = int(address, 16)
    size = int(size_text, 0) if size_text.startswith("0x") else int(size_text)
    sections = subprocess.run(["readelf", "-S", "-W", str(library)], text=True,
                              capture_output=True, check=True).stdout
    for match in _SECTION.finditer(sections):
        start, offset, length = (int(group, 16) for group in match.groups())
        if start <= address_value and address_value + size <= start + length and start:
            return f"icudt{version}l", offset + address_value - start, size
    raise IcuDataError(f"{library.name}: no section holds the data symbol")


def _icupkg(*args: str) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(["icupkg", *args], text=True, capture_output=True)
    except FileNotFoundError:
        raise IcuDataError("icupkg is missing: installer/system-packages.sh installs "
                           "icu-devtools") from None


def trim(library: Path, languages: Iterable[str], trees: Iterable[str]) -> tuple[int, int]:
    """Trims the library's data in place; returns (items before, items after)."""
    name, offset, size = data_symbol(library)
    image = library.read_bytes()
    with tempfile.TemporaryDirectory(prefix="icu-data-") as tmp:
        folder = Path(tmp)
        package = folder / f"{name}.dat"
        package.write_bytes(image[offset:offset + size])
        listing = _icupkg("-l", str(package))
        if listing.returncode != 0:
            raise IcuDataError(f"icupkg cannot read the data of {library.name}: {listing.stderr}")
        items = listing.stdout.split()
        drop = set(dropped(items, languages, trees))
        out = folder / "out"
        out.mkdir()
        trimmed = out / package.name
        # Keep what a kept item needs (zh_Hant_HK's number spellings inherit from yue's): icupkg
        # names the missing items and writes nothing until none is missing.
        for _ in range(20):
            (folder / "drop.txt").write_text("".join(f"{i}\n" for i in sorted(drop)),
                                             encoding="utf-8")
            result = _icupkg("-r", str(folder / "drop.txt"), str(package), str(trimmed))
            if trimmed.is_file():
                break
            needed = {need for _item, need in _MISSING.findall(result.stderr)}
            if not needed or not needed & drop:
                raise IcuDataError(f"icupkg failed on {library.name}: {result.stderr}")
            drop -= needed
        else:
            raise IcuDataError(f"icupkg: the dependencies of {library.name} do not settle")
        data = trimmed.read_bytes()
        kept = len(_icupkg("-l", str(trimmed)).stdout.split())
    if len(data) > size:
        raise IcuDataError(f"{library.name}: the trimmed data is larger than the original")
    library.write_bytes(image[:offset] + data + bytes(size - len(data)) + image[offset + size:])
    return len(items), kept


def libraries(bundle: Path) -> list[Path]:
    """The ICU data libraries in a bundle folder (regular files, not PyInstaller's links)."""
    return sorted(p for p in bundle.rglob("libicudata.so*") if p.is_file() and not p.is_symlink())


def behaviour(lib_dir: Path) -> dict[str, tuple[int, object]]:
    """What the ICU libraries in lib_dir do with the calls Qt makes, through ctypes:
    name -> (ICU status: 0 fine, negative a warning such as -127 "root's data used", positive an
    error; the result). Loads the libraries into this process."""
    data = sorted(p for p in lib_dir.glob("libicudata.so.*") if re.fullmatch(
        r"libicudata\.so\.\d+", p.name))
    if not data:
        raise IcuDataError(f"no libicudata.so.NN in {lib_dir}")
    version = data[0].name.rsplit(".", 1)[1]
    libs = [ctypes.CDLL(str(lib_dir / f"libicu{name}.so.{version}"), mode=ctypes.RTLD_GLOBAL)
            for name in ("data", "uc", "i18n")]
    uc, i18n = libs[1], libs[2]
    status_p = ctypes.POINTER(ctypes.c_int)
    ptr, i32 = ctypes.c_void_p, ctypes.c_int32

    def function(lib: ctypes.CDLL, name: str, restype: object, *argtypes: object) -> Any:
        found = getattr(lib, f"{name}_{version}")
        found.restype, found.argtypes = restype, argtypes
        return found

    def utf16(text: str) -> ctypes.Array[ctypes.c_uint16]:
        units = text.encode("utf-16-le")
        return (ctypes.c_uint16 * (len(units) // 2)).from_buffer_copy(units)

    def text_of(buffer: ctypes.Array[ctypes.c_uint16], length: int) -> str:
        return bytes(buffer)[:2 * max(length, 0)].decode("utf-16-le")

    out: dict[str, tuple[int, object]] = {}
    ucol_open = function(i18n, "ucol_open", ptr, ctypes.c_char_p, status_p)
    ucol_strcoll = function(i18n, "ucol_strcoll", ctypes.c_int, ptr, ptr, i32, ptr, i32)
    ucol_close = function(i18n, "ucol_close", None, ptr)
    for locale in ("zh_TW", "ja"):
        status = ctypes.c_int(0)
        collator = ucol_open(locale.encode(), ctypes.byref(status))
        # 二 (two strokes) and 三 (three): stroke order puts 二 first, code point order 三
        order = ucol_strcoll(collator, utf16("二"), 1, utf16("三"), 1) if collator else None
        if collator:
            ucol_close(collator)
        out[f"collation {locale}"] = (status.value, order)
    ucnv_open = function(uc, "ucnv_open", ptr, ctypes.c_char_p, status_p)
    ucnv_to_uchars = function(uc, "ucnv_toUChars", i32, ptr, ptr, i32, ctypes.c_char_p, i32,
                              status_p)
    ucnv_close = function(uc, "ucnv_close", None, ptr)
    for codec, python_codec, text in (("Big5", "big5", "骰子"), ("Shift_JIS", "shift_jis", "サイコロ"),
                                      ("GB18030", "gb18030", "骰子"),
                                      ("ISO-8859-7", "iso8859-7", "ζάρι")):
        status = ctypes.c_int(0)
        converter = ucnv_open(codec.encode(), ctypes.byref(status))
        raw = text.encode(python_codec)
        buffer = (ctypes.c_uint16 * 64)()
        length = ucnv_to_uchars(converter, buffer, 64, raw, len(raw), ctypes.byref(
            status)) if converter else 0
        if converter:
            ucnv_close(converter)
        out[f"codec {codec}"] = (status.value, text_of(buffer, length))
    to_upper = function(uc, "u_strToUpper", i32, ptr, i32, ptr, i32, ctypes.c_char_p, status_p)
    status = ctypes.c_int(0)
    buffer = (ctypes.c_uint16 * 8)()
    length = to_upper(buffer, 8, utf16("i"), 1, b"tr", ctypes.byref(status))
    out["upper case tr"] = (status.value, text_of(buffer, length))
    ucal_open = function(i18n, "ucal_open", ptr, ptr, i32, ctypes.c_char_p, ctypes.c_int, status_p)
    ucal_close = function(i18n, "ucal_close", None, ptr)
    zone_name = function(i18n, "ucal_getTimeZoneDisplayName", i32, ptr, ctypes.c_int,
                         ctypes.c_char_p, ptr, i32, status_p)
    for locale in ("zh_TW", "en"):
        status = ctypes.c_int(0)
        zone = "Asia/Taipei"
        calendar = ucal_open(utf16(zone), len(zone), locale.encode(), 0, ctypes.byref(status))
        buffer = (ctypes.c_uint16 * 64)()
        length = zone_name(calendar, 0, locale.encode(), buffer, 64, ctypes.byref(
            status)) if calendar else 0
        if calendar:
            ucal_close(calendar)
        out[f"time zone name {locale}"] = (status.value, text_of(buffer, length))
    return out


# What behaviour() must give for the trimmed data: (status allowed, result). U_USING_DEFAULT_WARNING
# (-127) means ICU used root's data: for Japanese, whose data the package drops, that is expected.
U_USING_DEFAULT_WARNING = -127
EXPECTED: dict[str, object] = {
    "collation zh_TW": -1,
    "codec Big5": "骰子",
    "codec Shift_JIS": "サイコロ",
    "codec GB18030": "骰子",
    "codec ISO-8859-7": "ζάρι",
    "upper case tr": "İ",
    "time zone name zh_TW": "台北標準時間",
    "time zone name en": "Taipei Standard Time",
}


def problems(found: dict[str, tuple[int, object]], trimmed: bool = True) -> list[str]:
    """What is wrong in behaviour()'s answers: a call that failed or gave another result, and,
    for trimmed data, Japanese collation still present (the trimming did not happen)."""
    out = []
    for name, expected in EXPECTED.items():
        status, result = found.get(name, (1, None))
        if status > 0 or result != expected or (name.startswith("collation") and
                                                status == U_USING_DEFAULT_WARNING):
            out.append(f"{name}: status {status}, {result!r} (expected {expected!r})")
    if trimmed and found.get("collation ja", (0, None))[0] != U_USING_DEFAULT_WARNING:
        out.append(f"collation ja: status {found.get('collation ja')}: the ICU data still holds "
                   "the languages the program does not ship (not trimmed)")
    return out
