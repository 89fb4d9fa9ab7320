#!/usr/bin/env bash
# Installs the system packages the program and its tests need, when any is missing:
# - the libraries Qt (PySide6) needs to run, offscreen and on a real X11 desktop (the xcb
#   platform plugin's libraries), so `make run` works on a fresh Debian desktop;
# - a virtual X server and a pointer driver (xvfb, xdotool) for the end-to-end test that moves
#   a real pointer over the program, and x11-apps' xwd for its screenshots.
# Needs root (or sudo) only when something is missing; prints what it does.
set -euo pipefail
needed=(
  libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6 libglib2.0-0
  libdbus-1-3 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0
  libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-xfixes0 libxcb-sync1 libxcb-xkb1
  libx11-xcb1 libxrender1
  xvfb xauth xdotool x11-apps
)
missing=()
for pkg in "${needed[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing system packages: ${missing[*]}"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
