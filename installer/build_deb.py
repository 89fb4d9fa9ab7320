"""Builds the program with PyInstaller and packs it into a Debian package (`make installer`).

  dist/sagrada-artisans/                        the PyInstaller folder (one folder, windowed)
  dist/sagrada-artisans_<version>_<arch>.deb    the package:
      /opt/sagrada-artisans/                    that folder (the package does not own /opt)
      /usr/bin/sagrada-artisans                 -> /opt/sagrada-artisans/sagrada-artisans
      /usr/share/applications/<APP_ID>.desktop  opens the program and *.sagrada.json files
      /usr/share/metainfo/<APP_ID>.metainfo.xml AppStream (software centres)
      /usr/share/mime/packages/<APP_ID>.xml     the saved-game file type
      /usr/share/icons/hicolor/{16x16..256x256,scalable}/apps/sagrada-artisans.{png,svg}
      /usr/share/man/man6/sagrada-artisans.6.gz written from the program's --help
      /usr/share/doc/sagrada-artisans/copyright written from what the bundle holds
      /usr/share/doc/sagrada-artisans/changelog.gz  from CHANGELOG.md's releases

The bundled Qt's ICU data is trimmed to the program's languages (icu_data.py) and the Python modules
are stored uncompressed in the program file, so that xz packs both well (README, "Package size").
Depends is worked out by dpkg-shlibdeps from every ELF file in the bundle (so it names exactly the
system libraries the bundled Qt and Python link, with their minimum versions), plus a font.
Needs dpkg-dev, patchelf and the libraries themselves: installer/system-packages.sh installs them.
Run with the project's Python:  .venv/bin/python installer/build_deb.py
"""

from __future__ import annotations

import argparse
import ast
import datetime
import gzip
import io
import os
import re
import shutil
import subprocess
import sys
import textwrap
import time
import tomllib
from pathlib import Path

INSTALLER = Path(__file__).resolve().parent
ROOT = INSTALLER.parent
sys.path.insert(0, str(INSTALLER))

import bundle_policy as policy  # noqa: E402
import changelog as changelog_file  # noqa: E402
import deb_archive  # noqa: E402
import icu_data  # noqa: E402
import licences  # noqa: E402
import man_page  # noqa: E402

PACKAGE = policy.APP_NAME
APP_ID = policy.APP_ID
PREFIX = Path("opt") / PACKAGE
SPEC = INSTALLER / f"{PACKAGE}.spec"
DEBIAN_DIR = INSTALLER / "debian"
DESKTOP_FILE = DEBIAN_DIR / f"{APP_ID}.desktop"
METAINFO_FILE = DEBIAN_DIR / f"{APP_ID}.metainfo.xml"
MIME_FILE = DEBIAN_DIR / f"{APP_ID}.mime.xml"
MAN_SECTION = 6  # games
# Packages Qt needs that no ELF file names: a font, or Qt shows no text on a system without one.
EXTRA_DEPENDS = ("fonts-dejavu-core | fonts-noto-core | fonts-liberation2",)
# zlib level of the Python modules in the program file (PyInstaller's PYZ archive): 0 stores them.
# Compressed one by one with zlib, 5.9 MB of them took 5.8 MB in the .deb; stored, xz compresses
# them across modules (installer/README.md, "Package size").
PYZ_COMPRESSION_LEVEL = 0
# dpkg-shlibdeps wants a Maintainer in its control file; it does not reach the package.
SHLIBDEPS_MAINTAINER = "build <build@localhost>"
PREINST = """#!/bin/sh
# /opt belongs to the system (base-files makes it) and the package does not own it, so that
# removing the package never removes /opt; make it if an administrator removed it.
set -e
[ -d /opt ] || mkdir -m 755 /opt
"""


def debian_version(version: str) -> str:
    """A PEP 440 version as a Debian version that sorts the same way.

    1.2.0 -> 1.2.0, 1.2.0rc1 -> 1.2.0~rc1, 1.2.0.dev3 -> 1.2.0~~dev3, 1.2.0rc1.dev2 ->
    1.2.0~rc1~dev2, 1.2.0.post1 -> 1.2.0+post1, 1.2.0+local -> 1.2.0+local ('~' sorts before
    anything, even the end, and '~~' before '~': 1.2.0~~dev3 < 1.2.0~rc1 < 1.2.0).
    """
    match = re.fullmatch(
        r"(?:(\d+)!)?(\d+(?:\.\d+)*)"
        r"(?:[-_.]?(a|b|rc|alpha|beta|c|pre|preview)[-_.]?(\d*))?"
        r"(?:[-_.]?(?:post|rev|r)[-_.]?(\d*))?"
        r"(?:[-_.]?dev[-_.]?(\d*))?"
        r"(?:\+([a-z0-9.]+))?",
        version.strip().lower().lstrip("v"),
    )
    if not match:
        raise ValueError(f"not a PEP 440 version: {version!r}")
    epoch, release, pre, pre_n, post, dev, local = match.groups()
    pre = {"alpha": "a", "beta": "b", "c": "rc", "pre": "rc", "preview": "rc"}.get(pre, pre)
    text = f"{epoch}:" if epoch else ""
    text += release
    if pre:
        text += f"~{pre}{pre_n or 0}"
    if post is not None:
        text += f"+post{post or 0}"
    if dev is not None:
        text += f"{'~' if pre or post is not None else '~~'}dev{dev or 0}"
    if local:
        text += f"+{local}"
    return text


def run(cmd: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    print("+", " ".join(cmd), flush=True)
    return subprocess.run(cmd, check=True, text=True, **kwargs)  # type: ignore[call-overload, no-any-return]


def build_bundle(dist: Path, work: Path, icons: Path, epoch: int) -> Path:
    # A fixed hash seed: marshalled sets (in base_library.zip) then come out the same every time.
    # The Python modules go into the program file's archive stored, not zlib-compressed: the
    # .deb's xz then packs them far smaller than it packs zlib's output (PYZ_COMPRESSION_LEVEL).
    env = dict(os.environ, SAGRADA_ICON_DIR=str(icons), PYTHONHASHSEED="0",
               SOURCE_DATE_EPOCH=str(epoch),
               PYINSTALLER_ZLIB_COMPRESSION_LEVEL=str(PYZ_COMPRESSION_LEVEL))
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(dist), "--workpath", str(work), str(SPEC)], env=env, cwd=ROOT)
    bundle = dist / PACKAGE
    if not (bundle / PACKAGE).is_file():
        raise SystemExit(f"PyInstaller made no {bundle / PACKAGE}")
    return bundle


def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as handle:
        return handle.read(4) == b"\x7fELF"


def pyproject() -> dict[str, object]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]  # type: ignore[no-any-return]


def homepage() -> str | None:
    """[project.urls] Homepage in pyproject.toml, if the project names one."""
    urls = pyproject().get("urls") or {}
    return urls.get("Homepage") if isinstance(urls, dict) else None


def maintainer() -> str:
    """DEB_MAINTAINER; else DEBFULLNAME and DEBEMAIL (as dch reads them); else the first of
    pyproject.toml's maintainers (or authors) with an address; else the author of the commit
    being built."""
    if os.environ.get("DEB_MAINTAINER"):
        return os.environ["DEB_MAINTAINER"].strip()
    if os.environ.get("DEBFULLNAME") and os.environ.get("DEBEMAIL"):
        return f"{os.environ['DEBFULLNAME'].strip()} <{os.environ['DEBEMAIL'].strip()}>"
    project = pyproject()
    for key in ("maintainers", "authors"):
        for person in project.get(key) or []:  # type: ignore[attr-defined]
            if isinstance(person, dict) and person.get("email"):
                return f"{person.get('name') or person['email']} <{person['email']}>"
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%an <%ae>"], cwd=ROOT, text=True,
                             capture_output=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        out = ""
    if not re.fullmatch(r"[^<>]+ <[^<>@ ]+@[^<> ]+>", out):
        raise SystemExit("no maintainer for the package: set DEB_MAINTAINER=\"Name <address>\"")
    return out


def releases() -> list[tuple[str, str, list[str]]]:
    """(version, date, notes) of CHANGELOG.md's releases, newest first (installer/changelog.py);
    each note with its kind when that is not "Changed" ("Added: ...", "Fixed: ...")."""
    try:
        found = changelog_file.releases()
    except changelog_file.ChangelogError as e:
        raise SystemExit(str(e)) from None
    return [(version, date, [changelog_file.plain(note if kind == "Changed" else f"{kind}: {note}")
                             for kind, note in notes])
            for version, date, notes in found]


def changelog(version: str, who: str) -> str:
    """The Debian changelog of a native package, written from CHANGELOG.md's releases; the
    newest must be the version being built."""
    found = releases()
    if not found or found[0][0] != version:
        raise SystemExit(f"{changelog_file.CHANGELOG.name}: the newest release is "
                         f"{found[0][0] if found else 'missing'}, not {version}: add a release")
    entries = []
    for number, date, notes in found:
        day = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.UTC)
        items = "\n".join(textwrap.fill(note, 76, initial_indent="  * ",
                                         subsequent_indent="    ") for note in notes)
        entries.append(f"{PACKAGE} ({debian_version(number)}) unstable; "
                       f"urgency=medium\n\n{items}\n\n -- {who}  "
                       f"{day.strftime('%a, %d %b %Y %H:%M:%S %z')}\n")
    return "\n".join(entries)


def gzip_bytes(data: bytes) -> bytes:
    """gzip -9n: no name, no timestamp, so the same text gives the same bytes."""
    buffer = io.BytesIO()
    with gzip.GzipFile(fileobj=buffer, mode="wb", compresslevel=9, mtime=0, filename="") as out:
        out.write(data)
    return buffer.getvalue()


def metainfo_text() -> str:
    """The metainfo as installed: its releases from CHANGELOG.md, its homepage if any."""
    text = METAINFO_FILE.read_text(encoding="utf-8")
    text = text.replace("<!-- @RELEASES@ -->", changelog_file.appstream_releases())
    url = homepage()
    urls = f'<url type="homepage">{url}</url>' if url else ""
    return text.replace("<!-- @URLS@ -->", urls) if urls else text.replace(
        "  <!-- @URLS@ -->\n", "")


def archive_modules(work: Path) -> list[str]:
    """The modules in the program file's archive, from PyInstaller's PYZ table of contents."""
    tocs = sorted((work / "pyinstaller" / PACKAGE).glob("PYZ-*.toc"))
    if not tocs:
        raise SystemExit(f"no PYZ-*.toc under {work / 'pyinstaller'}: run without "
                         "--skip-pyinstaller")
    toc = ast.literal_eval(tocs[-1].read_text(encoding="utf-8"))
    entries = toc[-1] if isinstance(toc, tuple | list) and isinstance(toc[-1], list) else toc
    return [entry[0] for entry in entries if isinstance(entry, tuple | list)]


def copyright_text(bundle: Path, work: Path, epoch: int) -> str:
    import PySide6

    files = [p.relative_to(bundle).as_posix() for p in bundle.rglob("*")
             if p.is_file() and not p.is_symlink()]
    classified = licences.classify(files, archive_modules(work), PACKAGE, PySide6.__version__)
    first = subprocess.run(["git", "log", "--reverse", "--format=%cd", "--date=format:%Y"],
                           cwd=ROOT, text=True, capture_output=True).stdout.split()
    last = datetime.datetime.fromtimestamp(epoch, datetime.UTC).year
    start = int(first[0]) if first else last
    try:
        return licences.copyright_file(classified, f"{start}-{last}" if start < last else
                                       str(last))
    except licences.LicenceError as exc:
        raise SystemExit(str(exc)) from None


def stage(bundle: Path, icons: Path, root: Path, *, copyright: str = "", man: str = "",
          changes: str = "") -> None:
    """Lays out the package's files under root."""
    if root.exists():
        shutil.rmtree(root)
    opt = root / PREFIX
    opt.parent.mkdir(parents=True)
    shutil.copytree(bundle, opt, symlinks=True)
    bin_dir = root / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    # Absolute: Debian policy wants links between top-level folders absolute.
    (bin_dir / PACKAGE).symlink_to(Path("/") / PREFIX / PACKAGE)
    share = root / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(DESKTOP_FILE, share / "applications" / f"{APP_ID}.desktop")
    (share / "metainfo").mkdir()
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo_text(), encoding="utf-8")
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copyfile(MIME_FILE, share / "mime" / "packages" / f"{APP_ID}.xml")
    shutil.copytree(icons / "hicolor", share / "icons" / "hicolor")
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copyfile(DEBIAN_DIR / "lintian-overrides", overrides / PACKAGE)
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright, encoding="utf-8")
    if changes:
        (doc / "changelog.gz").write_bytes(gzip_bytes(changes.encode("utf-8")))
    if man:
        man_dir = share / "man" / f"man{MAN_SECTION}"
        man_dir.mkdir(parents=True)
        (man_dir / f"{PACKAGE}.{MAN_SECTION}.gz").write_bytes(gzip_bytes(man.encode("utf-8")))


def link_debian_fonts(root: Path) -> list[str]:
    """Replaces the bundled fonts that Debian packages ship unchanged by links to Debian's files;
    returns those packages (for Depends). Stops when this machine lacks one or it differs."""
    fonts = root / PREFIX / "_internal" / "resources" / "fonts"
    packages = []
    for name, (package, system_file) in sorted(policy.DEBIAN_FONTS.items()):
        bundled = fonts / name
        system = Path(system_file)
        if not system.is_file() or system.read_bytes() != bundled.read_bytes():
            raise SystemExit(f"{system_file} (package {package}) is missing here or differs from "
                             f"resources/fonts/{name}: installer/system-packages.sh installs it")
        bundled.unlink()
        bundled.symlink_to(system)
        if package not in packages:
            packages.append(package)
    return packages


def strip_runpaths(root: Path) -> int:
    """Drops the RUNPATH/RPATH entries that name the build machine's folders (the Python that
    PyInstaller bundled was built with its own lib folder); $ORIGIN entries, which find the
    bundle's own libraries, stay. Returns how many files were changed."""
    changed = 0
    for path in sorted(root.rglob("*")):
        if not is_elf(path):
            continue
        result = subprocess.run(["patchelf", "--print-rpath", str(path)], text=True,
                                capture_output=True)
        if result.returncode != 0 or not result.stdout.strip():
            continue
        entries = result.stdout.strip().split(":")
        kept = [e for e in entries if e.startswith(("$ORIGIN", "${ORIGIN}"))]
        if kept == entries:
            continue
        cmd = ["patchelf", "--set-rpath", ":".join(kept)] if kept else ["patchelf",
                                                                       "--remove-rpath"]
        subprocess.run([*cmd, str(path)], check=True)
        changed += 1
    return changed


def normalize(root: Path, epoch: int) -> None:
    """Modes as Debian wants them (0755 for folders and programs, 0644 for the rest) and one
    timestamp for every file, so that two builds of the same tree give the same package."""
    for path in sorted(root.rglob("*"), reverse=True):
        if path.is_symlink():
            os.utime(path, (epoch, epoch), follow_symlinks=False)
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            executable = path.stat().st_mode & 0o111 and (
                path.suffix not in (".so",) and ".so." not in path.name)
            path.chmod(0o755 if executable else 0o644)
        os.utime(path, (epoch, epoch))
    root.chmod(0o755)
    os.utime(root, (epoch, epoch))


def installed_size_kib(root: Path) -> int:
    """Installed-Size as dpkg-gencontrol counts it: KiB per file (rounded up), 1 per link/folder."""
    total = 0
    for path in root.rglob("*"):
        if "DEBIAN" in path.relative_to(root).parts[:1]:
            continue
        if path.is_symlink() or path.is_dir():
            total += 1
        else:
            total += (path.stat().st_size + 1023) // 1024
    return total


def shlib_depends(source_dir: Path, package_root: Path) -> list[str]:
    """Runs dpkg-shlibdeps over every ELF file of the staged package; returns its Depends."""
    elves = sorted(p for p in package_root.rglob("*") if is_elf(p))
    lib_dirs = sorted({p.parent for p in elves if ".so" in p.name})
    control = source_dir / "debian" / "control"
    control.write_text(f"Source: {PACKAGE}\nMaintainer: {SHLIBDEPS_MAINTAINER}\n\n"
                       f"Package: {PACKAGE}\nArchitecture: any\n", encoding="utf-8")
    cmd = ["dpkg-shlibdeps", "-O", "--warnings=1"]
    cmd += [f"-l{d.relative_to(source_dir)}" for d in lib_dirs]
    cmd += [f"-e{p.relative_to(source_dir)}" for p in elves]
    print(f"+ dpkg-shlibdeps over {len(elves)} ELF files", flush=True)
    result = subprocess.run(cmd, cwd=source_dir, text=True, capture_output=True)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        raise SystemExit("dpkg-shlibdeps failed: a library the bundle links is not installed here "
                         "(add its package to installer/system-packages.sh)")
    match = re.search(r"^shlibs:Depends=(.*)$", result.stdout, re.MULTILINE)
    if not match:
        raise SystemExit(f"dpkg-shlibdeps printed no Depends: {result.stdout!r}")
    return [dep.strip() for dep in match.group(1).split(",") if dep.strip()]


def control_text(version: str, arch: str, installed_size: int, depends: list[str]) -> str:
    values = {
        "PACKAGE": PACKAGE,
        "VERSION": version,
        "ARCH": arch,
        "MAINTAINER": maintainer(),
        "INSTALLED_SIZE": str(installed_size),
        "DEPENDS": ", ".join(depends),
    }
    text = (DEBIAN_DIR / "control.in").read_text(encoding="utf-8")
    url = homepage()
    text = text.replace("@HOMEPAGE_LINE@\n", f"Homepage: {url}\n" if url else "")
    for key, value in values.items():
        text = text.replace(f"@{key}@", value)
    leftover = re.findall(r"@[A-Z_]+@", text)
    if leftover:
        raise SystemExit(f"control.in: no value for {leftover}")
    return text


def source_date_epoch() -> int:
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, text=True,
                             capture_output=True, check=True).stdout.strip()
        return int(out)
    except (OSError, subprocess.CalledProcessError, ValueError):
        return int(time.time())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build dist/ and the .deb of Sagrada Artisans.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "installer",
                        help="folder for intermediate files")
    parser.add_argument("--skip-pyinstaller", action="store_true",
                        help="pack the existing dist/sagrada-artisans folder again")
    args = parser.parse_args(argv)
    dist: Path = args.dist.resolve()
    work: Path = args.work.resolve()
    started = time.monotonic()
    epoch = source_date_epoch()

    icons = work / "icons"
    if args.skip_pyinstaller:
        bundle = dist / PACKAGE
        run([sys.executable, str(INSTALLER / "render_icons.py"), str(icons)],
            stdout=subprocess.DEVNULL)
    else:
        bundle = build_bundle(dist, work / "pyinstaller", icons, epoch)
    bundle_seconds = time.monotonic() - started

    project_version = policy.project_version(ROOT)
    version = debian_version(project_version)
    arch = subprocess.run(["dpkg", "--print-architecture"], text=True, capture_output=True,
                          check=True).stdout.strip()
    source_dir = work / "deb"
    package_root = source_dir / "debian" / PACKAGE
    day = datetime.datetime.fromtimestamp(epoch, datetime.UTC).date()
    stage(bundle, icons, package_root, man=man_page.man_page(project_version, day),
          changes=changelog(project_version, maintainer()))
    font_packages = link_debian_fonts(package_root)
    for library in icu_data.libraries(package_root / PREFIX):
        try:
            before, after = icu_data.trim(library, policy.ICU_LANGUAGES, policy.ICU_TREES_DROPPED)
        except icu_data.IcuDataError as exc:
            raise SystemExit(str(exc)) from None
        print(f"+ {library.name}: ICU data trimmed from {before} to {after} items", flush=True)
    (package_root / "usr" / "share" / "doc" / PACKAGE / "copyright").write_text(
        copyright_text(package_root / PREFIX, work, epoch), encoding="utf-8")
    stripped = strip_runpaths(package_root)
    print(f"+ RUNPATH of the build machine dropped from {stripped} files", flush=True)
    (package_root / "DEBIAN").mkdir()
    depends = shlib_depends(source_dir, package_root)
    depends += [dep for dep in (*EXTRA_DEPENDS, *font_packages) if dep not in depends]
    control = control_text(version, arch, installed_size_kib(package_root), depends)
    (package_root / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    (package_root / "DEBIAN" / "preinst").write_text(PREINST, encoding="utf-8")
    (package_root / "DEBIAN" / "preinst").chmod(0o755)
    (package_root / "DEBIAN" / "md5sums").write_text(deb_archive.md5sums(package_root),
                                                      encoding="utf-8")
    normalize(package_root, epoch)

    deb = dist / f"{PACKAGE}_{version}_{arch}.deb"
    for old in dist.glob(f"{PACKAGE}_*.deb"):
        old.unlink()
    print(f"+ writing {deb.name} (xz)", flush=True)
    deb_archive.write_deb(package_root, deb, epoch)
    total = time.monotonic() - started
    size = deb.stat().st_size
    print(f"{deb.relative_to(ROOT) if deb.is_relative_to(ROOT) else deb}: "
          f"{size / 1e6:.1f} MB ({size} bytes), installed {installed_size_kib(package_root) / 1024:.0f}"
          f" MiB; PyInstaller {bundle_seconds:.0f} s, total {total:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
