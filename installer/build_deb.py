"""Builds the program with PyInstaller and packs it into a Debian package (`make installer`).

  dist/sagrada-artisans/                        the PyInstaller folder (one folder, windowed)
  dist/sagrada-artisans_<version>_<arch>.deb    the package:
      /opt/sagrada-artisans/                    that folder
      /usr/bin/sagrada-artisans                 -> /opt/sagrada-artisans/sagrada-artisans
      /usr/share/applications/sagrada-artisans.desktop
      /usr/share/icons/hicolor/{16x16..256x256,scalable}/apps/sagrada-artisans.{png,svg}
      /usr/share/doc/sagrada-artisans/copyright

Depends is worked out by dpkg-shlibdeps from every ELF file in the bundle (so it names exactly the
system libraries the bundled Qt and Python link, with their minimum versions), plus a font.
Needs dpkg-dev and the libraries themselves: installer/system-packages.sh installs them.
Run with the project's Python:  .venv/bin/python installer/build_deb.py
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

INSTALLER = Path(__file__).resolve().parent
ROOT = INSTALLER.parent
sys.path.insert(0, str(INSTALLER))

import bundle_policy as policy  # noqa: E402

PACKAGE = policy.APP_NAME
PREFIX = Path("opt") / PACKAGE
SPEC = INSTALLER / f"{PACKAGE}.spec"
DEBIAN_DIR = INSTALLER / "debian"
# Packages Qt needs that no ELF file names: a font, or Qt shows no text on a system without one.
EXTRA_DEPENDS = ("fonts-dejavu-core | fonts-noto-core | fonts-liberation2",)
DEFAULT_MAINTAINER = "Sagrada Artisans Desktop developers <noreply@sagrada-artisans.invalid>"


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
    env = dict(os.environ, SAGRADA_ICON_DIR=str(icons), PYTHONHASHSEED="0",
               SOURCE_DATE_EPOCH=str(epoch))
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


def stage(bundle: Path, icons: Path, root: Path) -> None:
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
    shutil.copyfile(DEBIAN_DIR / f"{PACKAGE}.desktop", share / "applications" / f"{PACKAGE}.desktop")
    shutil.copytree(icons / "hicolor", share / "icons" / "hicolor")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    shutil.copyfile(DEBIAN_DIR / "copyright", doc / "copyright")


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
    control.write_text(f"Source: {PACKAGE}\nMaintainer: {DEFAULT_MAINTAINER}\n\n"
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
        "MAINTAINER": os.environ.get("DEB_MAINTAINER", DEFAULT_MAINTAINER),
        "INSTALLED_SIZE": str(installed_size),
        "DEPENDS": ", ".join(depends),
    }
    text = (DEBIAN_DIR / "control.in").read_text(encoding="utf-8")
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

    version = debian_version(policy.project_version(ROOT))
    arch = subprocess.run(["dpkg", "--print-architecture"], text=True, capture_output=True,
                          check=True).stdout.strip()
    source_dir = work / "deb"
    package_root = source_dir / "debian" / PACKAGE
    stage(bundle, icons, package_root)
    (package_root / "DEBIAN").mkdir()
    depends = shlib_depends(source_dir, package_root)
    depends += [dep for dep in EXTRA_DEPENDS if dep not in depends]
    control = control_text(version, arch, installed_size_kib(package_root), depends)
    (package_root / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    normalize(package_root, epoch)

    deb = dist / f"{PACKAGE}_{version}_{arch}.deb"
    for old in dist.glob(f"{PACKAGE}_*.deb"):
        old.unlink()
    env = dict(os.environ, SOURCE_DATE_EPOCH=str(epoch))
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(package_root), str(deb)],
        env=env, stdout=subprocess.DEVNULL)
    total = time.monotonic() - started
    size = deb.stat().st_size
    print(f"{deb.relative_to(ROOT) if deb.is_relative_to(ROOT) else deb}: "
          f"{size / 1e6:.1f} MB ({size} bytes), installed {installed_size_kib(package_root) / 1024:.0f}"
          f" MiB; PyInstaller {bundle_seconds:.0f} s, total {total:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
