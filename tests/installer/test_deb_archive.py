"""The .deb writer (installer/deb_archive.py): what dpkg reads from it, md5sums, /opt not owned,
the same bytes from the same tree."""

from __future__ import annotations

import hashlib
import io
import shutil
import subprocess
import tarfile

import deb_archive
import pytest

needs_dpkg = pytest.mark.skipif(not shutil.which("dpkg-deb"), reason="no dpkg-deb")


def tree(tmp_path):
    root = tmp_path / "root"
    (root / "DEBIAN").mkdir(parents=True)
    (root / "DEBIAN" / "control").write_text(
        "Package: demo\nVersion: 1.0\nArchitecture: all\nMaintainer: Ada <ada@example.org>\n"
        "Description: a demo\n a longer line\n", encoding="utf-8")
    program = root / "opt" / "demo" / "demo"
    program.parent.mkdir(parents=True)
    program.write_text("#!/bin/sh\necho demo\n", encoding="utf-8")
    program.chmod(0o755)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "demo").symlink_to("/opt/demo/demo")
    doc = root / "usr" / "share" / "doc" / "demo"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text("Format: x\n", encoding="utf-8")
    (root / "DEBIAN" / "md5sums").write_text(deb_archive.md5sums(root), encoding="utf-8")
    return root


def test_md5sums_list_every_regular_file_and_no_link(tmp_path):
    root = tree(tmp_path)
    lines = deb_archive.md5sums(root).splitlines()
    names = [line.split("  ", 1)[1] for line in lines]
    assert names == ["opt/demo/demo", "usr/share/doc/demo/copyright"]
    digest = hashlib.md5((root / "opt/demo/demo").read_bytes()).hexdigest()
    assert lines[0] == f"{digest}  opt/demo/demo"


@needs_dpkg
def test_dpkg_reads_the_package_and_it_does_not_own_opt(tmp_path):
    root = tree(tmp_path)
    deb = tmp_path / "demo.deb"
    deb_archive.write_deb(root, deb, 1_700_000_000)
    info = subprocess.run(["dpkg-deb", "-f", str(deb), "Package", "Version"], text=True,
                          capture_output=True, check=True).stdout
    assert info.split() == ["Package:", "demo", "Version:", "1.0"]
    data = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True,
                          check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert "./opt/" not in members and "./opt" not in members
    assert members["./opt/demo"].isdir()  # tarfile drops the trailing slash
    assert members["./opt/demo/demo"].mode == 0o755
    assert members["./usr/bin/demo"].issym()
    assert members["./usr/bin/demo"].linkname == "/opt/demo/demo"
    assert {m.uname for m in members.values()} == {"root"}
    assert {m.mtime for m in members.values()} == {1_700_000_000}
    out = tmp_path / "x"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(out)], check=True)
    assert (out / "opt/demo/demo").read_text(encoding="utf-8").endswith("echo demo\n")
    control = tmp_path / "c"
    subprocess.run(["dpkg-deb", "-e", str(deb), str(control)], check=True)
    assert (control / "md5sums").read_text() == (root / "DEBIAN" / "md5sums").read_text()


@needs_dpkg
def test_the_same_tree_gives_the_same_bytes(tmp_path):
    root = tree(tmp_path)
    first, second = tmp_path / "a.deb", tmp_path / "b.deb"
    deb_archive.write_deb(root, first, 1_700_000_000)
    deb_archive.write_deb(root, second, 1_700_000_000)
    assert first.read_bytes() == second.read_bytes()


@needs_dpkg
def test_installing_and_purging_leaves_opt_to_the_system(tmp_path):
    """dpkg into a scratch root: the package's files come and go, /opt stays, owned by no one."""
    root = tree(tmp_path)
    deb = tmp_path / "demo.deb"
    deb_archive.write_deb(root, deb, 1_700_000_000)
    system = tmp_path / "system"
    for folder in ("var/lib/dpkg/updates", "var/lib/dpkg/info", "opt"):
        (system / folder).mkdir(parents=True)
    (system / "var/lib/dpkg/status").touch()
    dpkg = ["dpkg", f"--root={system}", "--force-not-root", "--force-script-chrootless"]
    subprocess.run([*dpkg, "-i", str(deb)], check=True, capture_output=True)
    assert (system / "opt/demo/demo").is_file()
    owners = subprocess.run([*dpkg, "-S", "/opt"], capture_output=True, text=True)
    assert owners.returncode != 0  # no package owns /opt
    subprocess.run([*dpkg, "-P", "demo"], check=True, capture_output=True)
    assert not (system / "opt/demo").exists()
    assert (system / "opt").is_dir()
