"""What keeps the .deb small: the Python modules stored in the program file (xz compresses them
in the .deb), and the bundled ICU data trimmed to the program's languages (installer/icu_data.py).
`make installer-test` checks the same on the built package (check_package.check_trimmed)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import build_deb
import bundle_policy as policy
import icu_data
import pytest

INSTALLER = Path(__file__).resolve().parents[2] / "installer"


def test_pyinstaller_is_told_to_store_the_python_modules(monkeypatch, tmp_path):
    assert build_deb.PYZ_COMPRESSION_LEVEL == 0
    seen = {}

    def fake_run(cmd, **kwargs):
        seen.update(kwargs["env"])
        (tmp_path / "dist" / build_deb.PACKAGE).mkdir(parents=True)
        (tmp_path / "dist" / build_deb.PACKAGE / build_deb.PACKAGE).write_text("")

    monkeypatch.setattr(build_deb, "run", fake_run)
    build_deb.build_bundle(tmp_path / "dist", tmp_path / "work", tmp_path / "icons", 0)
    assert seen["PYINSTALLER_ZLIB_COMPRESSION_LEVEL"] == "0"
    # the spec names the archive after the level, so that a cached zlib archive is not reused
    spec = (INSTALLER / "sagrada-artisans.spec").read_text(encoding="utf-8")
    assert 'f"PYZ-zlib{ZlibArchiveWriter._COMPRESSION_LEVEL}.pyz"' in spec


ITEMS = [
    "root.res", "pool.res", "res_index.res", "supplementalData.res", "zoneinfo64.res",
    "likelySubtags.res", "cnvalias.icu", "ibm-950_P110-1999.cnv",
    "en.res", "en_GB.res", "zh.res", "zh_Hant_TW.res", "de.res", "ja_JP.res", "yue.res",
    "coll/root.res", "coll/ucadata.icu", "coll/zh.res", "coll/de.res", "coll/de_.res",
    "coll/de__PHONEBOOK.res", "coll/res_index.res", "zone/pool.res", "zone/en.res",
    "zone/fr.res", "lang/it.res", "brkitr/cjdict.dict", "brkitr/char.brk", "brkitr/en.res",
    "translit/root.res", "unames.icu", "nfkc.nrm",
]


def test_icu_data_keeps_root_codecs_rules_and_the_programs_languages():
    assert policy.ICU_LANGUAGES == ("en", "zh")
    drop = icu_data.dropped(ITEMS, policy.ICU_LANGUAGES, policy.ICU_TREES_DROPPED)
    assert set(drop) == {
        "de.res", "ja_JP.res", "yue.res", "coll/de.res", "coll/de_.res", "coll/de__PHONEBOOK.res",
        "zone/fr.res", "lang/it.res", "brkitr/cjdict.dict", "brkitr/char.brk", "brkitr/en.res",
        "translit/root.res"}


def _bundled_icu() -> Path:
    import PySide6

    lib = Path(PySide6.__file__).parent / "Qt" / "lib"
    if not any(lib.glob("libicudata.so.*")):
        pytest.skip("this PySide6 carries no ICU (not Linux)")
    return lib


def _problems(lib_dir: Path) -> list[str]:
    """icu_data.problems for the libraries in lib_dir, in a fresh process: this one may have
    loaded Qt's ICU already, and the copies share its library names."""
    code = ("import json, sys, icu_data; from pathlib import Path; "
            "print(json.dumps(icu_data.problems(icu_data.behaviour(Path(sys.argv[1])))))")
    out = subprocess.run([sys.executable, "-c", code, str(lib_dir)], capture_output=True,
                         text=True, check=True, cwd=INSTALLER,
                         env={**os.environ, "PYTHONPATH": str(INSTALLER)}).stdout
    return list(json.loads(out))


@pytest.mark.skipif(shutil.which("icupkg") is None, reason="icupkg (icu-devtools) missing")
def test_trimmed_icu_data_still_does_what_qt_asks_of_it(tmp_path):
    source = _bundled_icu()
    for lib in source.glob("libicu*.so.*"):
        shutil.copyfile(lib, tmp_path / lib.name)
    # untrimmed: everything works, and the check sees that nothing was trimmed
    untrimmed = _problems(tmp_path)
    assert len(untrimmed) == 1 and "not trimmed" in untrimmed[0]
    (data,) = icu_data.libraries(tmp_path)
    size = data.stat().st_size
    before, after = icu_data.trim(data, policy.ICU_LANGUAGES, policy.ICU_TREES_DROPPED)
    assert after < before / 2
    assert data.stat().st_size == size  # same layout: the freed bytes are zeros
    assert _problems(tmp_path) == []
