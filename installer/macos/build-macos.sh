#!/usr/bin/env bash
# Builds the macOS app and disk image of Sagrada Artisans Desktop, on a Mac (the app runs on the
# macOS the bundled Qt supports: LSMinimumSystemVersion comes from bundle_policy.macos_minimum,
# macOS 13 for Qt 6.10 and later; the app is for the Mac's own architecture, arm64 or x86_64, as
# its Python is):
#   dist/Sagrada Artisans.app                                the app (PyInstaller)
#   dist/sagrada-artisans-<version>-macos-<arch>.dmg         the disk image to hand out
#
# Needs: Python 3.11 or later from python.org or Homebrew (set PY=/path/to/python3 to choose),
# and Xcode's command line tools (codesign, hdiutil are part of macOS).
# Signing: ad hoc unless SAGRADA_CODESIGN_IDENTITY names a "Developer ID Application: ..."
# certificate in the keychain; then the app is signed with the hardened runtime, and if
# SAGRADA_NOTARY_PROFILE names a notarytool keychain profile
# (xcrun notarytool store-credentials), the app is notarized and stapled (so that it opens
# offline once copied out of the image), then the disk image is notarized and stapled too.
# Run from any folder:  bash installer/macos/build-macos.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

PY=${PY:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install --upgrade pip
.venv/bin/python -m pip install -e '.[installer]'

# The spec renders build/icons/sagrada-artisans.icns from the SVG, makes the one-folder program
# and wraps it into the .app (BUNDLE), signing every binary.
.venv/bin/python -m PyInstaller --noconfirm --distpath dist --workpath build/pyinstaller \
  installer/sagrada-artisans.spec

APP="dist/Sagrada Artisans.app"
EXE="$APP/Contents/MacOS/sagrada-artisans"
"$EXE" --version
QT_QPA_PLATFORM=offscreen "$EXE" --smoke
codesign --verify --deep --strict "$APP"

if [ -n "${SAGRADA_CODESIGN_IDENTITY:-}" ] && [ -n "${SAGRADA_NOTARY_PROFILE:-}" ]; then
  # Notarize the app itself and staple its ticket before it goes into the image.
  rm -f build/app-notary.zip
  ditto -c -k --keepParent "$APP" build/app-notary.zip
  xcrun notarytool submit build/app-notary.zip --keychain-profile "$SAGRADA_NOTARY_PROFILE" --wait
  xcrun stapler staple "$APP"
  xcrun stapler validate "$APP"
fi

VERSION=$(.venv/bin/python -c 'import pathlib, sys; sys.path.insert(0, "installer"); import bundle_policy; print(bundle_policy.project_version(pathlib.Path(".")))')
DMG="dist/sagrada-artisans-$VERSION-macos-$(uname -m).dmg"
STAGE=build/dmg
rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
# ditto keeps the frameworks' symbolic links and the signatures intact.
ditto "$APP" "$STAGE/Sagrada Artisans.app"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "Sagrada Artisans" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"

if [ -n "${SAGRADA_CODESIGN_IDENTITY:-}" ]; then
  codesign --sign "$SAGRADA_CODESIGN_IDENTITY" --timestamp "$DMG"
  if [ -n "${SAGRADA_NOTARY_PROFILE:-}" ]; then
    xcrun notarytool submit "$DMG" --keychain-profile "$SAGRADA_NOTARY_PROFILE" --wait
    xcrun stapler staple "$DMG"
    spctl --assess --type open --context context:primary-signature --verbose "$DMG"
  fi
fi
echo "Built $DMG"
