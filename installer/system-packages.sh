#!/usr/bin/env bash
# Installs (with apt-get, as root or through sudo) the Debian packages that building and testing
# the .deb need, when any is missing; prints what it does. Run by `make installer`.
#
#   build:   binutils (strip, objdump for PyInstaller; readelf), dpkg-dev (dpkg-shlibdeps), patchelf
#            (drops the build machine's RUNPATH from bundled libraries), icu-devtools (icupkg: trims
#            the bundled Qt's ICU data, installer/icu_data.py)
#   runtime: the system libraries the bundled Qt links. The .deb does not carry them (Depends names
#            them); they must be here so that dpkg-shlibdeps can find which packages provide them
#            and so that the built program can run on this machine. A library the bundle starts to
#            need and this list lacks stops the build with "cannot find library ...": add its
#            package here. The fonts: the .deb links resources/fonts to Debian's identical files.
#   test:    xvfb, xauth, x11-utils (run the installed program on a real X server and time its
#            first window), desktop-file-utils (desktop-file-validate), lintian, appstream
#            (appstreamcli validate), shared-mime-info (update-mime-database: the saved-game type),
#            man-db (lexgrog: lintian reads the man page with it)
set -euo pipefail

build=(binutils dpkg-dev patchelf icu-devtools)
runtime=(
  libc6 libstdc++6 libgcc-s1 zlib1g libzstd1 libglib2.0-0 libdbus-1-3
  libegl1 libgl1 libfontconfig1 libfreetype6 libxkbcommon0 libxkbcommon-x11-0
  libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4 libxcb-image0
  libxcb-keysyms1 libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0
  libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1
  libwayland-client0 libwayland-cursor0 libwayland-egl1
  libssl3 libffi8 libbz2-1.0 liblzma5 fonts-dejavu-core fonts-wqy-microhei fonts-ebgaramond-extra
)
test=(xvfb xauth x11-utils desktop-file-utils lintian appstream shared-mime-info man-db)

missing=()
for pkg in "${build[@]}" "${runtime[@]}" "${test[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing system packages the installer build needs: ${missing[*]}"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
