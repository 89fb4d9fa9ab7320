"""The Debian package's files and the helpers of installer/build_deb.py, without building it."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import stat
import subprocess
import tomllib
from pathlib import Path

import build_deb
import check_package
import pytest

ROOT = Path(__file__).resolve().parents[2]
DEBIAN = ROOT / "installer" / "debian"
DESKTOP = DEBIAN / f"{build_deb.APP_ID}.desktop"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_starts_the_console_script_and_names_the_icon():
    entry = desktop_entry()
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] in scripts  # the launcher /usr/bin/<console script name>
    assert entry["Exec"].split() == [build_deb.PACKAGE, "%f"]  # the file the user opened
    assert entry["MimeType"] == "application/x-sagrada-artisans-game+json;"
    assert entry["Icon"] == build_deb.PACKAGE
    assert (ROOT / "resources" / "icons" / f"{entry['Icon']}.svg").is_file()
    assert entry["Terminal"] == "false"
    assert entry["Name"] and entry["Comment"]
    categories = entry["Categories"].split(";")
    assert "Game" in categories and categories[-1] == ""  # list ends with ';'


def test_desktop_entry_follows_the_specification():
    text = DESKTOP.read_text(encoding="utf-8")
    assert text.startswith("[Desktop Entry]\n")
    for line in text.splitlines()[1:]:
        assert re.fullmatch(r"[A-Za-z0-9-]+(\[[A-Za-z_@.]+\])?=\S.*", line), line
    assert desktop_entry()["Version"] in ("1.0", "1.1", "1.2", "1.3", "1.4")
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                                text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_control_file_is_filled_in_completely(monkeypatch):
    monkeypatch.setenv("DEB_MAINTAINER", "Ada Lovelace <ada@example.org>")
    depends = ["libc6 (>= 2.35)", "libxcb-cursor0 (>= 0.0.99)", "libegl1", *build_deb.EXTRA_DEPENDS]
    text = build_deb.control_text("1.2.0~rc1", "amd64", 1234, depends)
    assert "@" not in text.replace("<ada@", "")
    fields = dict(re.findall(r"^([A-Za-z-]+): (.*)$", text, re.MULTILINE))
    assert fields["Package"] == "sagrada-artisans"
    assert fields["Version"] == "1.2.0~rc1"
    assert fields["Architecture"] == "amd64"
    assert fields["Installed-Size"] == "1234"
    assert fields["Section"] == "x11"  # a program in /usr/bin (games go to /usr/games)
    assert re.fullmatch(r".+ <[^@ ]+@[^> ]+>", fields["Maintainer"])
    names = check_package.depends_names(fields["Depends"])
    assert {"libc6", "libxcb-cursor0", "libegl1", "fonts-dejavu-core"} <= names
    description = text.split("Description: ", 1)[1].splitlines()
    assert len(description[0]) <= 80
    assert all(line.startswith(" ") and len(line) <= 80 for line in description[1:])


def test_maintainer_can_be_set(monkeypatch):
    monkeypatch.setenv("DEB_MAINTAINER", "Ada <ada@example.org>")
    assert "Maintainer: Ada <ada@example.org>" in build_deb.control_text("1", "all", 1, ["libc6"])


def test_maintainer_defaults_to_debian_variables_then_the_commit_author(monkeypatch):
    monkeypatch.delenv("DEB_MAINTAINER", raising=False)
    monkeypatch.setenv("DEBFULLNAME", "Grace Hopper")
    monkeypatch.setenv("DEBEMAIL", "grace@example.org")
    assert build_deb.maintainer() == "Grace Hopper <grace@example.org>"
    monkeypatch.delenv("DEBFULLNAME")
    monkeypatch.delenv("DEBEMAIL")
    author = subprocess.run(["git", "log", "-1", "--format=%an <%ae>"], cwd=ROOT, text=True,
                            capture_output=True).stdout.strip()
    if author and not build_deb.pyproject().get("maintainers"):
        assert build_deb.maintainer() == author
    assert "invalid" not in build_deb.maintainer()


def system_packages(group: str) -> list[str]:
    text = (ROOT / "installer" / "system-packages.sh").read_text()
    match = re.search(rf"^{group}=\((.*?)\)", text, re.MULTILINE | re.DOTALL)
    assert match, group
    return match.group(1).split()


def test_the_libraries_the_issue_names_are_required_in_depends():
    for pkg in ("libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libfontconfig1"):
        assert pkg in check_package.REQUIRED_DEPENDS


def test_system_packages_cover_what_qt_needs_and_the_build_tools():
    runtime = system_packages("runtime")
    for pkg in check_package.REQUIRED_DEPENDS:
        assert pkg in runtime, pkg
    assert {"dpkg-dev", "binutils", "patchelf", "icu-devtools"} <= set(system_packages("build"))
    assert {"xvfb", "x11-utils", "desktop-file-utils", "lintian", "appstream",
            "shared-mime-info", "man-db"} <= set(system_packages("test"))
    for package, _file in {v for v in __import__("bundle_policy").DEBIAN_FONTS.values()}:
        assert package in runtime
    assert "libcups2" not in runtime


@pytest.mark.parametrize(("pep440", "debian"), [
    ("0.1.0", "0.1.0"),
    ("1.2.0rc1", "1.2.0~rc1"),
    ("1.2.0b2", "1.2.0~b2"),
    ("1.2.0.dev3", "1.2.0~~dev3"),
    ("1.2.0rc1.dev2", "1.2.0~rc1~dev2"),
    ("1.2.0.post1", "1.2.0+post1"),
    ("1.2.0+local.7", "1.2.0+local.7"),
    ("1!2.0", "1:2.0"),
])
def test_debian_versions(pep440, debian):
    assert build_deb.debian_version(pep440) == debian


def test_debian_versions_sort_like_python_versions():
    if not shutil.which("dpkg"):
        pytest.skip("no dpkg")
    ordered = ["1.0.dev1", "1.0a1.dev1", "1.0a1", "1.0rc1", "1.0", "1.0.post1.dev1", "1.0.post1",
               "1.1.dev0", "1.1"]
    debs = [build_deb.debian_version(v) for v in ordered]
    for low, high in zip(debs, debs[1:], strict=False):
        assert subprocess.run(["dpkg", "--compare-versions", low, "lt", high]).returncode == 0, (
            low, high)


def test_depends_are_parsed_with_alternatives_and_versions():
    names = check_package.depends_names(
        "libc6 (>= 2.35), fonts-dejavu-core | fonts-noto-core, libfoo1:amd64 (= 1)")
    assert names == {"libc6", "fonts-dejavu-core", "fonts-noto-core", "libfoo1"}


def fake_bundle(tmp_path: Path) -> tuple[Path, Path]:
    bundle = tmp_path / "dist" / "sagrada-artisans"
    (bundle / "_internal" / "PySide6" / "Qt" / "lib").mkdir(parents=True)
    program = bundle / "sagrada-artisans"
    program.write_bytes(b"\x7fELF fake program")
    program.chmod(0o775)
    lib = bundle / "_internal" / "PySide6" / "Qt" / "lib" / "libQt6Core.so.6"
    lib.write_bytes(b"\x7fELF" + b"\0" * 3000)
    lib.chmod(0o777)
    (bundle / "_internal" / "libQt6Core.so.6").symlink_to("PySide6/Qt/lib/libQt6Core.so.6")
    (bundle / "_internal" / "data.toml").write_text("a = 1\n")
    icons = tmp_path / "icons"
    for size in (16, 256):
        png = icons / "hicolor" / f"{size}x{size}" / "apps" / "sagrada-artisans.png"
        png.parent.mkdir(parents=True)
        png.write_bytes(b"png")
    svg = icons / "hicolor" / "scalable" / "apps" / "sagrada-artisans.svg"
    svg.parent.mkdir(parents=True)
    svg.write_text("<svg/>")
    return bundle, icons


def test_staging_lays_out_the_package(tmp_path):
    bundle, icons = fake_bundle(tmp_path)
    root = tmp_path / "root"
    build_deb.stage(bundle, icons, root, copyright="Format: x\n", man=".TH X 6\n",
                    changes="sagrada-artisans (1) unstable; urgency=medium\n")
    build_deb.normalize(root, 1_700_000_000)
    assert (root / "opt/sagrada-artisans/sagrada-artisans").is_file()
    launcher = root / "usr/bin/sagrada-artisans"
    assert launcher.is_symlink()
    assert os.readlink(launcher) == "/opt/sagrada-artisans/sagrada-artisans"
    app_id = build_deb.APP_ID
    assert (root / f"usr/share/applications/{app_id}.desktop").read_bytes() == (
        DESKTOP.read_bytes())
    assert (root / f"usr/share/metainfo/{app_id}.metainfo.xml").is_file()
    assert (root / f"usr/share/mime/packages/{app_id}.xml").is_file()
    assert (root / "usr/share/man/man6/sagrada-artisans.6.gz").is_file()
    assert (root / "usr/share/doc/sagrada-artisans/changelog.gz").is_file()
    assert (root / "usr/share/icons/hicolor/256x256/apps/sagrada-artisans.png").is_file()
    assert (root / "usr/share/icons/hicolor/scalable/apps/sagrada-artisans.svg").is_file()
    assert (root / "usr/share/doc/sagrada-artisans/copyright").is_file()
    link = root / "opt/sagrada-artisans/_internal/libQt6Core.so.6"
    assert link.is_symlink() and link.resolve().is_file()

    def mode(relative: str) -> int:
        return stat.S_IMODE((root / relative).stat().st_mode)

    assert mode("opt/sagrada-artisans/sagrada-artisans") == 0o755
    assert mode("opt/sagrada-artisans/_internal/PySide6/Qt/lib/libQt6Core.so.6") == 0o644
    assert mode("opt/sagrada-artisans/_internal/data.toml") == 0o644
    assert mode("usr/share/applications") == 0o755
    assert {p.lstat().st_mtime for p in root.rglob("*")} == {1_700_000_000}
    assert build_deb.is_elf(root / "opt/sagrada-artisans/sagrada-artisans")
    assert not build_deb.is_elf(root / "opt/sagrada-artisans/_internal/data.toml")
    assert not build_deb.is_elf(link)

    # Installed-Size: KiB per file rounded up, one per folder and link; DEBIAN/ not counted
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text("x" * 5000)
    files = [p for p in root.rglob("*") if p.is_file() and not p.is_symlink()
             and "DEBIAN" not in p.parts]
    others = [p for p in root.rglob("*") if (p.is_dir() or p.is_symlink())
              and "DEBIAN" not in p.relative_to(root).parts]
    expected = sum((p.stat().st_size + 1023) // 1024 for p in files) + len(others)
    assert build_deb.installed_size_kib(root) == expected

    # staging again replaces the tree (make installer can be run twice)
    build_deb.stage(bundle, icons, root)
    assert not (root / "DEBIAN").exists()


def test_changelog_is_written_from_the_changelog_file(monkeypatch):
    version = __import__("bundle_policy").project_version(ROOT)
    text = build_deb.changelog(version, "Ada <ada@example.org>")
    first = text.splitlines()[0]
    assert first == f"sagrada-artisans ({build_deb.debian_version(version)}) unstable; urgency=medium"
    assert re.search(r"^ -- Ada <ada@example.org>  \w{3}, \d{2} \w{3} \d{4} 00:00:00 \+0000$",
                     text, re.MULTILINE)
    assert all(len(line) <= 80 for line in text.splitlines())
    if shutil.which("dpkg-parsechangelog"):
        import tempfile

        with tempfile.NamedTemporaryFile("w", suffix="changelog") as handle:
            handle.write(text)
            handle.flush()
            parsed = subprocess.run(["dpkg-parsechangelog", "-l", handle.name, "-S", "Version"],
                                    text=True, capture_output=True)
        assert parsed.stdout.strip() == build_deb.debian_version(version), parsed.stderr
    with pytest.raises(SystemExit, match="add a release"):
        build_deb.changelog("99.0", "Ada <ada@example.org>")


def test_gzip_is_reproducible():
    assert build_deb.gzip_bytes(b"text") == build_deb.gzip_bytes(b"text")
    assert build_deb.gzip_bytes(b"text")[4:8] == b"\0\0\0\0"  # no timestamp


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream not installed")
def test_metainfo_validates(tmp_path):
    out = tmp_path / f"{build_deb.APP_ID}.metainfo.xml"
    out.write_text(build_deb.metainfo_text(), encoding="utf-8")
    result = subprocess.run(["appstreamcli", "validate", "--no-net", "--pedantic", str(out)],
                            text=True, capture_output=True)
    problems = [line for line in result.stdout.splitlines() if re.match(r"[EWI]: ", line)]
    assert result.returncode == 0 and not problems, result.stdout


@pytest.mark.skipif(not shutil.which("update-mime-database"), reason="no shared-mime-info")
def test_saved_games_get_their_mime_type(tmp_path):
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copyfile(build_deb.MIME_FILE, packages / f"{build_deb.APP_ID}.xml")
    result = subprocess.run(["update-mime-database", "-n", str(tmp_path / "mime")], text=True,
                            capture_output=True)
    assert result.returncode == 0, result.stderr
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    assert re.search(r"^\d+:application/x-sagrada-artisans-game\+json:\*\.sagrada\.json$", globs,
                     re.MULTILINE)


def test_man_page_lists_every_option_and_subcommand():
    import datetime

    import man_page

    from sagrada_desktop.cli import build_parser

    page = man_page.man_page("1.2.3", datetime.date(2026, 1, 2))
    assert page.startswith('.TH SAGRADA\\-ARTISANS 6 "2026-01-02" "sagrada\\-artisans 1.2.3"')
    parser = build_parser(None)
    subparsers = man_page._subcommands(parser)
    from sagrada_desktop.commands import SUBCOMMANDS

    assert set(subparsers) == set(SUBCOMMANDS) >= {"simulate", "replay", "content", "print"}
    for name, sub in [("", parser), *subparsers.items()]:
        if name:
            assert f".SS {name}" in page
        for action in sub._actions:
            for option in action.option_strings:
                if option not in ("-h", "--help"):
                    assert man_page.escape(option) in page, (name, option)
    assert "GAME.sagrada.json" in page
    if shutil.which("man"):
        import tempfile

        with tempfile.NamedTemporaryFile("w", suffix=".6") as handle:
            handle.write(page)
            handle.flush()
            result = subprocess.run(["man", "--warnings", "-l", "-Tutf8", handle.name],
                                    text=True, capture_output=True,
                                    env={**os.environ, "MANWIDTH": "80"})
        assert result.returncode == 0 and not result.stderr.strip(), result.stderr


def test_roff_escaping():
    import man_page

    assert man_page.escape("--seed a-b") == "\\-\\-seed a\\-b"
    assert man_page.escape(".hidden\n'quote") == "\\&.hidden\n\\&'quote"
    assert man_page.escape("back\\slash") == "back\\eslash"
