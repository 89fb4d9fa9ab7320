"""The Windows and macOS recipes, which cannot run here: they name the right files and values."""

from __future__ import annotations

import plistlib
import re
from pathlib import Path

import bundle_policy as policy

ROOT = Path(__file__).resolve().parents[2]
ISS = ROOT / "installer" / "windows" / "sagrada-artisans.iss"
PS1 = ROOT / "installer" / "windows" / "build.ps1"
MACOS = ROOT / "installer" / "macos" / "build-macos.sh"


def test_inno_setup_script_installs_the_pyinstaller_folder():
    text = ISS.read_text(encoding="utf-8")
    defines = dict(re.findall(r'^#define (\w+) "(.*)"$', text, re.MULTILINE))
    assert defines["AppExe"] == f"{policy.APP_NAME}.exe"
    assert defines["BundleDir"].replace("\\", "/") == f"../../dist/{policy.APP_NAME}"
    assert re.search(r"^AppId=\{\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$",
                     text, re.MULTILINE)
    assert "#ifndef AppVersion" in text and "AppVersion={#AppVersion}" in text
    assert r"SetupIconFile=..\..\build\icons\sagrada-artisans.ico" in text
    assert re.search(r'^Source: "\{#BundleDir\}\\\*";.*recursesubdirs', text, re.MULTILINE)
    assert re.search(r'^Name: "\{autoprograms\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"',
                     text, re.MULTILINE)
    sections = re.findall(r"^\[(\w+)\]$", text, re.MULTILINE)
    assert sections == ["Setup", "Languages", "Tasks", "InstallDelete", "Files", "Icons", "Run"]


def test_windows_build_script_runs_pyinstaller_then_inno_setup():
    text = PS1.read_text(encoding="utf-8")
    spec_at = text.index("installer\\sagrada-artisans.spec")
    iscc_at = text.index("installer\\windows\\sagrada-artisans.iss")
    assert spec_at < iscc_at
    assert '"/DAppVersion=$version"' in text
    assert "sagrada-artisans-cli.exe" in text  # the console twin made by the spec on Windows
    assert 'name=f"{policy.APP_NAME}-cli"' in (
        ROOT / "installer" / "sagrada-artisans.spec").read_text(encoding="utf-8")


def test_macos_script_builds_the_app_then_the_disk_image():
    text = MACOS.read_text(encoding="utf-8")
    assert "installer/sagrada-artisans.spec" in text
    assert f'APP="dist/{policy.APP_TITLE}.app"' in text
    assert f'EXE="$APP/Contents/MacOS/{policy.APP_NAME}"' in text
    assert (text.index("-m PyInstaller") < text.index("hdiutil create -volname")
            < text.index("xcrun notarytool submit"))
    assert "set -euo pipefail" in text
    entitlements = plistlib.loads((ROOT / "installer" / "macos" / "entitlements.plist").read_bytes())
    assert entitlements == {"com.apple.security.cs.allow-unsigned-executable-memory": True}


def test_makefile_has_the_installer_targets():
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    phony = re.search(r"^\.PHONY:(.*)$", text, re.MULTILINE)
    assert phony and {"installer", "installer-test"} <= set(phony.group(1).split())
    installer = re.search(r"^installer:.*\n((?:\t.*\n)+)", text, re.MULTILINE)
    assert installer and "installer/system-packages.sh" in installer.group(1)
    assert "installer/build_deb.py" in installer.group(1)
    test = re.search(r"^installer-test: installer\n((?:\t.*\n)+)", text, re.MULTILINE)
    assert test and "installer/check_package.py" in test.group(1)
    assert "-e '.[installer]'" in text
