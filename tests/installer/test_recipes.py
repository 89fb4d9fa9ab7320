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
    assert sections == ["Setup", "Languages", "Tasks", "InstallDelete", "Files", "Registry",
                        "Icons", "Run"]


def test_inno_setup_signs_names_the_publisher_and_opens_saved_games():
    text = ISS.read_text(encoding="utf-8")
    assert re.search(r"^#ifdef AppURL\nAppPublisherURL=\{#AppURL\}\n", text, re.MULTILINE)
    assert re.search(r"^#ifdef SignTool\nSignTool=\{#SignTool\}\nSignedUninstaller=yes\n#endif",
                     text, re.MULTILINE)
    assert "ChangesAssociations=yes" in text
    command = re.search(r'shell\\open\\command"; .*ValueData: (.*)$', text, re.MULTILINE)
    assert command and '""{app}\\{#AppExe}"" ""%1""' in command.group(1)
    assert re.search(r'\.json\\OpenWithProgids"; ValueType: string; ValueName: "\{#SaveProgId\}"',
                     text)


def test_windows_signing_is_optional_and_timestamped():
    text = PS1.read_text(encoding="utf-8")
    assert "if ($env:SAGRADA_SIGN_CERT)" in text
    assert '"/tr", $timestamp, "/td", "sha256"' in text and '"/fd", "sha256"' in text
    assert "/DSignTool=sagrada" in text and "/Ssagrada=" in text
    assert "/DAppURL=$homepage" in text
    # the programs are signed before the installer packs them
    assert text.index("Invoke-Checked $signtool") < text.index("Invoke-Checked $iscc")


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
    assert (text.index("-m PyInstaller") < text.index('xcrun stapler staple "$APP"')
            < text.index("hdiutil create -volname") < text.index('xcrun stapler staple "$DMG"'))
    assert "macOS 11" not in text and "macos_minimum" in text
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
    stamp = re.search(r"^\$\(INSTALLER_STAMP\):(.*)\n((?:\t.*\n)+)", text, re.MULTILINE)
    assert stamp and "installer/requirements.lock" in stamp.group(1)
    assert "--require-hashes --no-deps -r installer/requirements.lock" in stamp.group(2)


def test_the_lock_pins_every_build_distribution_with_a_hash():
    import tomllib

    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    lock = (ROOT / "installer" / "requirements.lock").read_text(encoding="utf-8")
    pins = dict(re.findall(r"^([A-Za-z0-9_.-]+)==(\S+) \\\n    --hash=sha256:[0-9a-f]{64}$", lock,
                           re.MULTILINE))
    pins = {canonicalize_name(name): version for name, version in pins.items()}
    entries = [line for line in lock.splitlines() if "==" in line]
    assert len(entries) == len(pins)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for text in [*project["dependencies"], *project["optional-dependencies"]["installer"]]:
        requirement = Requirement(text)
        name = canonicalize_name(requirement.name)
        assert name in pins, name
        assert requirement.specifier.contains(pins[name]), (name, pins[name])
    for dependency in ("shiboken6", "pillow", "pyinstaller-hooks-contrib"):
        assert dependency in pins
