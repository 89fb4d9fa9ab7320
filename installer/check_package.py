"""Checks the built .deb by installing it into a temporary root and running it (`make installer-test`).

1. The control file: name, the project's version, the Depends Qt needs, a real Maintainer; the
   .deb within the size budget; md5sums verify; /opt itself is not in the package.
2. The files: program under /opt, launcher on the PATH, a valid .desktop entry
   (desktop-file-validate), AppStream metainfo (appstreamcli validate), the saved-game MIME type
   (update-mime-database), icons, the man page, changelog.gz, copyright; no ELF file keeps a
   RUNPATH of the build machine.
3. lintian reports nothing but the overrides the package documents
   (installer/debian/lintian-overrides).
4. Every ELF file of the installed program finds all its libraries, and each library that comes
   from the system belongs to a package in Depends (or to one of their dependencies).
5. What the package trims to stay small (installer/README.md, "Package size"): the Python modules
   in the program file are stored, not zlib-compressed (the .deb's xz compresses them), and the
   bundled ICU data still collates, converts, upper-cases and names time zones the way Qt asks,
   without the languages the program does not ship (installer/icu_data.py).
6. The installed program: --version prints the version and the editions; without any display it prints one line
   and exits 1; --smoke (offscreen) exits 0; --screenshot writes a PNG, in English and in
   Traditional Chinese; `print` writes a PDF sheet with the Chinese font; with Xvfb present,
   --smoke on a real X server exits 0 and the time from starting the program to its first
   window on screen is measured.

Run with the project's Python after installer/build_deb.py:  .venv/bin/python installer/check_package.py
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

INSTALLER = Path(__file__).resolve().parent
ROOT = INSTALLER.parent
sys.path.insert(0, str(INSTALLER))

import bundle_policy as policy  # noqa: E402
import icu_data  # noqa: E402
from build_deb import (  # noqa: E402
    APP_ID,
    MAN_SECTION,
    PACKAGE,
    PREFIX,
    PYZ_COMPRESSION_LEVEL,
    debian_version,
    is_elf,
)

# The libraries a clean Debian lacks that Qt's X11 and Wayland support needs, plus the basics.
REQUIRED_DEPENDS = (
    "libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libgl1", "libfontconfig1",
    "libfreetype6", "libxkbcommon0", "libdbus-1-3", "libglib2.0-0", "libx11-xcb1",
    "libxcb-icccm4", "libxcb-image0", "libxcb-keysyms1", "libxcb-randr0", "libxcb-render-util0",
    "libxcb-shape0", "libxcb-xkb1", "libwayland-client0", "libwayland-cursor0",
)
SIZE_BUDGET_BYTES = 30_000_000
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
RUN_TIMEOUT = 120


class CheckFailed(Exception):
    pass


def check(condition: object, message: str) -> None:
    if not condition:
        raise CheckFailed(message)


def find_deb(dist: Path) -> Path:
    version = debian_version(policy.project_version(ROOT))
    debs = sorted(dist.glob(f"{PACKAGE}_{version}_*.deb"))
    check(len(debs) == 1, f"expected one {PACKAGE}_{version}_*.deb in {dist}, found {debs}")
    return debs[0]


def control_fields(deb: Path) -> dict[str, str]:
    text = subprocess.run(["dpkg-deb", "-f", str(deb)], text=True, capture_output=True,
                          check=True).stdout
    fields: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        if line.startswith((" ", "\t")) and key:
            fields[key] += "\n" + line
        elif ":" in line:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def depends_names(depends: str) -> set[str]:
    """Package names in a Depends value, alternatives included, versions dropped."""
    names = set()
    for clause in depends.split(","):
        for alternative in clause.split("|"):
            name = re.sub(r"\(.*?\)|:\w+", "", alternative).strip()
            if name:
                names.add(name)
    return names


def check_control(deb: Path) -> dict[str, str]:
    fields = control_fields(deb)
    check(fields.get("Package") == PACKAGE, f"Package is {fields.get('Package')!r}")
    expected = debian_version(policy.project_version(ROOT))
    check(fields.get("Version") == expected, f"Version {fields.get('Version')!r} != {expected!r}")
    names = depends_names(fields.get("Depends", ""))
    missing = [pkg for pkg in REQUIRED_DEPENDS if pkg not in names]
    check(not missing, f"Depends lacks {missing}")
    check(fields.get("Section") == "x11", "Section is not x11 (a program in /usr/bin)")
    check("libcups2" not in names, "Depends names libcups2: the CUPS plugin is back")
    check(re.fullmatch(r"[^<>]+ <[^<>@ ]+@[^<> ]+>", fields.get("Maintainer", "")) and
          ".invalid>" not in fields.get("Maintainer", ""),
          f"Maintainer is {fields.get('Maintainer')!r}")
    size = deb.stat().st_size
    check(size <= SIZE_BUDGET_BYTES,
          f"{deb.name} is {size / 1e6:.1f} MB, over the {SIZE_BUDGET_BYTES / 1e6:.0f} MB budget")
    return fields


def check_files(root: Path) -> Path:
    program = root / PREFIX / PACKAGE
    check(program.is_file() and os.access(program, os.X_OK), f"no program at /{PREFIX / PACKAGE}")
    launcher = root / "usr" / "bin" / PACKAGE
    check(launcher.is_symlink(), "/usr/bin/sagrada-artisans is not a link")
    target = Path(os.readlink(launcher))
    check(target == Path("/") / PREFIX / PACKAGE, f"launcher points to {target}")
    desktop = root / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
    check(desktop.is_file(), "no .desktop entry")
    entry = dict(line.split("=", 1) for line in desktop.read_text(encoding="utf-8").splitlines()
                 if "=" in line and not line.startswith("#"))
    check(entry.get("Exec", "").split() == [PACKAGE, "%f"], f"Exec is {entry.get('Exec')!r}")
    check(policy.SAVE_MIME_TYPE in entry.get("MimeType", "").split(";"),
          f"MimeType is {entry.get('MimeType')!r}")
    check(entry.get("Icon") == PACKAGE, f"Icon is {entry.get('Icon')!r}")
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(desktop)], text=True,
                                capture_output=True)
        check(result.returncode == 0 and not result.stdout.strip(),
              f"desktop-file-validate: {result.stdout}{result.stderr}")
    icons = root / "usr" / "share" / "icons" / "hicolor"
    for size in ICON_SIZES:
        png = icons / f"{size}x{size}" / "apps" / f"{PACKAGE}.png"
        check(png.is_file() and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", f"no icon {png}")
        width, height = int.from_bytes(png.read_bytes()[16:20], "big"), int.from_bytes(
            png.read_bytes()[20:24], "big")
        check((width, height) == (size, size), f"{png} is {width}x{height}")
    check((icons / "scalable" / "apps" / f"{PACKAGE}.svg").is_file(), "no scalable icon")
    check((root / "usr" / "share" / "doc" / PACKAGE / "copyright").is_file(), "no copyright")
    resources = root / PREFIX / "_internal" / "resources"
    check(resources.is_dir(), "resources/ is not in the bundle")
    for path in sorted((ROOT / "resources").rglob("*")):
        if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts:
            bundled = resources / path.relative_to(ROOT / "resources")
            check(bundled.is_file(), f"{path.relative_to(ROOT)} is not in the bundle")
    return program


def check_archive(deb: Path, root: Path, tmp: Path) -> None:
    """md5sums verify against the unpacked files and list every one; /opt is not owned."""
    listing = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True,
                             check=True).stdout
    import io
    import tarfile

    with tarfile.open(fileobj=io.BytesIO(listing)) as tar:
        names = [m.name for m in tar.getmembers()]
    check("./opt/" not in names and "./opt" not in names, "the package owns /opt itself")
    check(f"./{PREFIX}" in names, f"the package lacks /{PREFIX}")  # tarfile drops the slash
    control = tmp / "control"
    subprocess.run(["dpkg-deb", "-e", str(deb), str(control)], check=True)
    sums = {}
    for line in (control / "md5sums").read_text(encoding="utf-8").splitlines():
        digest, _, name = line.partition("  ")
        sums[name] = digest
    files = {p.relative_to(root).as_posix() for p in root.rglob("*")
             if p.is_file() and not p.is_symlink()}
    check(set(sums) == files, f"md5sums lists {len(sums)} files, the package holds {len(files)}: "
          f"{sorted(set(sums) ^ files)[:5]}")
    for name, digest in sums.items():
        actual = hashlib.md5((root / name).read_bytes()).hexdigest()
        check(actual == digest, f"md5sums: {name} does not verify")


def check_metadata(root: Path, version: str) -> None:
    """AppStream, the MIME type, the man page, the changelog, and no foreign RUNPATH."""
    share = root / "usr" / "share"
    metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    check(metainfo.is_file(), "no AppStream metainfo")
    result = subprocess.run(["appstreamcli", "validate", "--no-net", "--pedantic",
                             str(metainfo)], text=True, capture_output=True)
    problems = [line for line in result.stdout.splitlines()
                if re.match(r"[EWI]: ", line)]
    check(result.returncode == 0 and not problems,
          f"appstreamcli validate: {result.stdout}{result.stderr}")
    mime = share / "mime" / "packages" / f"{APP_ID}.xml"
    check(mime.is_file(), "no saved-game MIME type")
    mime_copy = root.parent / "mime"
    shutil.copytree(share / "mime", mime_copy)
    result = subprocess.run(["update-mime-database", "-n", str(mime_copy)], text=True,
                            capture_output=True)
    check(result.returncode == 0 and "Error" not in result.stderr,
          f"update-mime-database: {result.stderr}")
    globs = (mime_copy / "globs2").read_text(encoding="utf-8")
    check(re.search(rf"^\d+:{re.escape(policy.SAVE_MIME_TYPE)}:\*\.sagrada\.json$", globs,
                    re.MULTILINE), f"*.sagrada.json is not {policy.SAVE_MIME_TYPE}: {globs}")
    man = share / "man" / f"man{MAN_SECTION}" / f"{PACKAGE}.{MAN_SECTION}.gz"
    check(man.is_file(), f"no man page {man.name}")
    page = gzip.decompress(man.read_bytes()).decode("utf-8")
    for needed in ("--smoke", "GAME.sagrada.json", "simulate", "replay", "print"):
        check(needed.replace("-", "\\-") in page, f"the man page does not mention {needed}")
    if shutil.which("man"):
        result = subprocess.run(["man", "--warnings", "-l", "-Tutf8", str(man)], text=True,
                                capture_output=True, env={**os.environ, "MANWIDTH": "80"})
        check(result.returncode == 0 and not result.stderr.strip(),
              f"man {man.name}: {result.stderr}")
    changes = share / "doc" / PACKAGE / "changelog.gz"
    check(changes.is_file(), "no changelog.gz")
    first = gzip.decompress(changes.read_bytes()).decode("utf-8").splitlines()[0]
    check(first.startswith(f"{PACKAGE} ({version})"), f"changelog starts {first!r}")
    foreign = []
    for path in sorted((root / PREFIX).rglob("*")):
        if not is_elf(path):
            continue
        dynamic = subprocess.run(["readelf", "-d", str(path)], text=True,
                                 capture_output=True).stdout
        for match in re.finditer(r"\((?:RUNPATH|RPATH)\).*\[(.*)\]", dynamic):
            if any(not entry.startswith("$ORIGIN") for entry in match.group(1).split(":")):
                foreign.append(f"{path.relative_to(root)}: {match.group(1)}")
    check(not foreign, f"RUNPATH of the build machine left in {len(foreign)} files: {foreign[:3]}")


def check_lintian(deb: Path) -> list[str]:
    """lintian's errors and warnings, overrides applied; returns the overridden tags."""
    if not shutil.which("lintian"):
        raise CheckFailed("lintian is not installed (installer/system-packages.sh installs it)")
    # With --show-overrides lintian's exit status counts the overridden tags too, so the verdict
    # comes from what it prints: any E: or W: line fails.
    result = subprocess.run(["lintian", "--show-overrides", "--tag-display-limit", "0",
                             str(deb)], text=True, capture_output=True)
    lines = result.stdout.splitlines()
    reported = [line for line in lines if re.match(r"[EW]: ", line)]
    overridden = sorted({line.split()[2] for line in lines if line.startswith("O: ")})
    check(overridden or result.returncode == 0,
          f"lintian did not run: {result.stdout[-1000:]}{result.stderr[-1000:]}")
    check(not reported, "lintian: " + "\n  ".join(reported[:40]))
    return overridden


def check_no_display(program: Path, home: Path) -> str:
    """Started without any display, the program says so in one line and exits 1."""
    env = clean_env(home)
    env.pop("XDG_RUNTIME_DIR")
    result = subprocess.run([str(program)], env=env, cwd=home, text=True, capture_output=True,
                            timeout=RUN_TIMEOUT)
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    check(result.returncode == 1 and len(lines) == 1 and "no display" in lines[0],
          f"without a display: exit {result.returncode}, stderr {result.stderr[-1000:]!r}")
    return lines[0]


def installed_package_closure(names: set[str]) -> set[str]:
    """The packages in names and everything they depend on, as installed here."""
    seen: set[str] = set()
    queue = list(names)
    while queue:
        name = queue.pop()
        if name in seen:
            continue
        seen.add(name)
        result = subprocess.run(["dpkg-query", "-W", "-f", "${Depends},${Pre-Depends}", name],
                                text=True, capture_output=True)
        if result.returncode == 0:
            queue += [n.split(":")[0] for n in depends_names(result.stdout)]
    return seen


def check_libraries(root: Path, depends: str) -> int:
    """ldd every ELF file; returns how many were checked."""
    elves = [p for p in sorted((root / PREFIX).rglob("*")) if is_elf(p)]
    system_libs: set[str] = set()
    for path in elves:
        result = subprocess.run(["ldd", str(path)], text=True, capture_output=True)
        if "not a dynamic executable" in result.stdout + result.stderr:
            continue
        missing = [line.strip() for line in result.stdout.splitlines() if "not found" in line]
        check(not missing, f"{path.relative_to(root)}: {missing}")
        for match in re.finditer(r"=> (/\S+)", result.stdout):
            lib = match.group(1)
            if not Path(lib).resolve().is_relative_to(root.resolve()):
                system_libs.add(lib)
    allowed = installed_package_closure(depends_names(depends))
    owners: dict[str, str] = {}
    for lib in sorted(system_libs):
        result = subprocess.run(["dpkg", "-S", lib], text=True, capture_output=True)
        if result.returncode != 0:  # /lib -> /usr/lib merged paths: ask for the real file
            result = subprocess.run(["dpkg", "-S", str(Path(lib).resolve())], text=True,
                                    capture_output=True)
        check(result.returncode == 0, f"{lib} (needed by the bundle) belongs to no package")
        owners[lib] = result.stdout.split(":")[0].strip()
    outside = {lib: pkg for lib, pkg in owners.items() if pkg not in allowed}
    check(not outside, f"system libraries from packages outside Depends: {outside}")
    return len(elves)


def check_trimmed(root: Path) -> str:
    """The program file's Python modules are stored (zlib level 0); the ICU data works for what Qt
    asks of it and holds only the program's languages. Returns a summary line."""
    from PyInstaller.archive.readers import CArchiveReader

    program = root / PREFIX / PACKAGE
    archive = CArchiveReader(str(program))
    pyz_names = [name for name, entry in archive.toc.items() if entry[-1] == "z"]
    check(len(pyz_names) == 1, f"the program file holds {len(pyz_names)} PYZ archives")
    pyz = archive.open_embedded_archive(pyz_names[0])
    packed = sum(length for _kind, _offset, length in pyz.toc.values())
    stored = sum(len(pyz.extract(name, raw=True) or b"") for name in pyz.toc)
    if PYZ_COMPRESSION_LEVEL == 0:
        check(packed >= stored, f"the program file's Python modules are zlib-compressed "
              f"({stored} bytes in {packed}): the .deb's xz packs them worse than stored ones")
    lib_dir = root / PREFIX / "_internal" / "PySide6" / "Qt" / "lib"
    wrong = icu_data.problems(icu_data.behaviour(lib_dir))
    check(not wrong, "the bundled ICU data: " + "; ".join(wrong))
    return (f"{len(pyz.toc)} Python modules stored ({stored / 1e6:.1f} MB); ICU data: zh_TW "
            "collation, codecs, case mapping, time zone names work")


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
           "XDG_RUNTIME_DIR": str(home / "run")}
    (home / "run").mkdir(mode=0o700, exist_ok=True)
    env.update(extra)
    return env


def timed_run(cmd: list[str], env: dict[str, str], cwd: Path) -> tuple[float, str, str]:
    """Runs the program, checks that it exits 0; returns (seconds, stdout, stderr)."""
    started = time.perf_counter()
    result = subprocess.run(cmd, env=env, cwd=cwd, text=True, capture_output=True,
                            timeout=RUN_TIMEOUT)
    elapsed = time.perf_counter() - started
    check(result.returncode == 0,
          f"{' '.join(cmd[1:]) or 'program'} exited {result.returncode}: {result.stderr[-2000:]}")
    return elapsed, result.stdout, result.stderr


def check_program(program: Path, home: Path, runs: int) -> dict[str, float]:
    version = policy.project_version(ROOT)
    offscreen = clean_env(home, QT_QPA_PLATFORM="offscreen")
    times: dict[str, float] = {}
    elapsed, out, _ = timed_run([str(program), "--version"], offscreen, home)
    check(re.fullmatch(rf"{PACKAGE} {re.escape(version)} \(rules edition \d+, content edition "
                       r"\d+\)", out.strip()) is not None, f"--version printed {out!r}")
    times["--version"] = elapsed
    elapsed, out, err = timed_run([str(program), "--smoke"], offscreen, home)
    times["--smoke (offscreen), whole run"] = elapsed
    own = re.search(r"first window painted (\d+) ms", out + err)
    if own:  # the program's own measure, when its --smoke reports one
        times["start to first window painted, as --smoke reports it"] = int(own.group(1)) / 1000
    shots = []
    for i in range(runs):
        png = home / f"shot{i}.png"
        shots.append(timed_run([str(program), "--screenshot", str(png)], offscreen, home)[0])
        check(png.is_file() and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n",
              "--screenshot wrote no PNG")
    times["start to first window painted (offscreen --screenshot, incl. exit)"] = (
        statistics.median(shots))
    png = home / "shot-zh_TW.png"
    timed_run([str(program), "--lang", "zh_TW", "--screenshot", str(png)], offscreen, home)
    check(png.is_file() and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n",
          "--lang zh_TW --screenshot wrote no PNG")
    pdf = home / "journal-zh_TW.pdf"
    timed_run([str(program), "print", "blank-journal", "--lang", "zh_TW", "--family", "測試",
               "--out", str(pdf)], offscreen, home)
    check(pdf.is_file() and pdf.read_bytes()[:5] == b"%PDF-", "print wrote no PDF")
    check(b"WenQuanYiMicroHei" in pdf.read_bytes(),
          "the Traditional Chinese sheet does not embed the Chinese font")
    if shutil.which("Xvfb") and shutil.which("xwininfo"):
        with xvfb() as display:
            x11 = clean_env(home, DISPLAY=display, QT_QPA_PLATFORM="xcb")
            firsts = [first_window_seconds(program, x11, home) for _ in range(runs)]
            times["start to first window mapped (X11, Xvfb)"] = statistics.median(firsts)
    else:
        print("Xvfb or xwininfo missing: X11 run skipped (installer/system-packages.sh installs "
              "them)")
    return times


class xvfb:  # used as a context manager: with xvfb() as display
    """An Xvfb server on a display number it picks itself (-displayfd), so that other X servers
    on the machine cannot get in the way. -noreset: without it the server resets each time its
    last client leaves, and the program, connecting while xwininfo has just left, can find
    no server there ("could not connect to display")."""

    def __enter__(self) -> str:
        read_fd, write_fd = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1600x1000x24",
             "-nolisten", "tcp", "-noreset"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write_fd,))
        os.close(write_fd)
        number = b""
        with os.fdopen(read_fd, "rb") as pipe:
            while not number.endswith(b"\n"):
                chunk = pipe.read(1)
                if not chunk:
                    break
                number += chunk
        if not number.strip().isdigit():
            self.__exit__()
            raise CheckFailed("Xvfb did not start")
        self.display = f":{number.decode().strip()}"
        deadline = time.monotonic() + 20
        while subprocess.run(["xwininfo", "-root", "-display", self.display],
                             capture_output=True).returncode != 0:
            if time.monotonic() > deadline or self.process.poll() is not None:
                self.__exit__()
                raise CheckFailed(f"Xvfb on {self.display} accepts no connection")
            time.sleep(0.05)
        return self.display

    def __exit__(self, *exc: object) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


_WINDOW = re.compile(r'^\s*(0x[0-9a-f]+) "([^"]*)".*?\s(\d+)x(\d+)[+-]', re.MULTILINE)


def first_window_seconds(program: Path, env: dict[str, str], cwd: Path) -> float:
    """Starts --smoke on the X server and returns the time until a top-level window of the
    program is mapped (viewable); also checks that the run exits 0."""
    display = env["DISPLAY"]
    log = tempfile.TemporaryFile(mode="w+")  # not a pipe: a chatty program cannot block on it
    started = time.perf_counter()
    process = subprocess.Popen([str(program), "--smoke"], env=env, cwd=cwd,
                               stdout=subprocess.DEVNULL, stderr=log)
    seen_at = None
    while seen_at is None and time.perf_counter() - started < RUN_TIMEOUT:
        tree = subprocess.run(["xwininfo", "-root", "-children", "-display", display],
                              text=True, capture_output=True).stdout
        for window_id, _name, width, height in _WINDOW.findall(tree):
            if int(width) < 100 or int(height) < 100:
                continue  # Qt's helper windows are 1x1
            info = subprocess.run(["xwininfo", "-id", window_id, "-display", display],
                                  text=True, capture_output=True).stdout
            if "IsViewable" in info:
                seen_at = time.perf_counter() - started
                break
        if seen_at is None:
            if process.poll() is not None:
                break
            time.sleep(0.005)
    try:
        process.wait(timeout=RUN_TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        raise CheckFailed("--smoke on X11 did not exit") from None
    finally:
        log.seek(0)
        err = log.read()
        log.close()
    check(process.returncode == 0, f"--smoke on X11 exited {process.returncode}: {err[-2000:]}")
    check(seen_at is not None, "no window appeared on the X server")
    assert seen_at is not None
    return seen_at


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--runs", type=int, default=3, help="timed runs of each kind (median)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary root")
    args = parser.parse_args(argv)
    deb = find_deb(args.dist)
    tmp = Path(tempfile.mkdtemp(prefix="sagrada-deb-"))
    try:
        fields = check_control(deb)
        root = tmp / "root"
        subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
        program = check_files(root)
        check_archive(deb, root, tmp)
        check_metadata(root, fields["Version"])
        overridden = check_lintian(deb)
        checked = check_libraries(root, fields["Depends"])
        trimmed = check_trimmed(root)
        home = tmp / "home"
        home.mkdir()
        no_display = check_no_display(program, home)
        times = check_program(program, home, args.runs)
    except CheckFailed as failure:
        print(f"installer-test FAILED: {failure}", file=sys.stderr)
        return 1
    finally:
        if args.keep:
            print(f"temporary root kept: {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    size = deb.stat().st_size
    print(f"installer-test passed: {deb.name}")
    print(f"  .deb size: {size / 1e6:.1f} MB ({size} bytes; budget "
          f"{SIZE_BUDGET_BYTES / 1e6:.0f} MB); installed: "
          f"{int(fields['Installed-Size']) / 1024:.0f} MiB; {checked} ELF files resolve")
    print("  lintian clean; overridden (installer/debian/lintian-overrides): "
          + (", ".join(overridden) or "none"))
    print("  appstreamcli, desktop-file-validate, update-mime-database, man page, changelog, "
          "md5sums: verified")
    print(f"  trimmed: {trimmed}")
    print(f"  without a display: {no_display}")
    if re.search(r"[@.](example|invalid|test|localhost)(\.\w+)?>$", fields["Maintainer"]):
        print(f"  NOTE: the Maintainer, {fields['Maintainer']}, has a reserved (placeholder) "
              "address: set DEB_MAINTAINER or [project] maintainers in pyproject.toml")
    for what, seconds in times.items():
        print(f"  {what}: {seconds * 1000:.0f} ms"
              + (f" (median of {args.runs})" if what.startswith("start to") and "reports" not in what
                 else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
