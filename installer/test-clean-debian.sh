#!/usr/bin/env bash
# Installs the built .deb into a fresh minimal Debian 12 (debootstrap --variant=minbase, in a
# chroot) with apt, then runs the installed program there: --version, without any display (one
# line, exit 1), --smoke offscreen, and --smoke on an X server (Xvfb on this machine) through the
# X11 platform plugin; then purges the package and checks that /opt is still there. This proves
# that Depends names everything a clean system lacks. Needs root, debootstrap (installed if missing),
# Xvfb, and the network to the Debian mirror; takes 2-3 minutes. Not part of `make installer-test`.
#
#   bash installer/test-clean-debian.sh [dist/sagrada-artisans_<version>_<arch>.deb]
set -euo pipefail
cd "$(dirname "$0")/.."

deb=${1:-$(ls dist/sagrada-artisans_*.deb | head -n 1)}
[ -f "$deb" ] || { echo "no .deb: run make installer first" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "needs root (debootstrap, chroot, mount)" >&2; exit 1; }
command -v debootstrap >/dev/null || {
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap
}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

root=$(mktemp -d /tmp/sagrada-clean-debian.XXXXXX)
chmod 755 "$root"  # apt's _apt user reads the lists folder below it
xvfb_pid=""
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  umount "$root/proc" 2>/dev/null || true
  umount "$root/dev" 2>/dev/null || true
  if ! mountpoint -q "$root/proc" && ! mountpoint -q "$root/dev"; then rm -rf "$root"; fi
}
trap cleanup EXIT

echo "debootstrap bookworm (minbase) into $root"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.log" 2>&1 || {
  tail -20 "$root.log" >&2; exit 1; }
rm -f "$root.log"
cat >"$root/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb ${mirror%/debian}/debian-security bookworm-security main
EOF
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
cp "$deb" "$root/tmp/"

in_root() { chroot "$root" env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 "$@"; }
echo "apt install $(basename "$deb") (no recommends)"
in_root bash -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
  --no-install-recommends /tmp/$(basename "$deb") >/tmp/install.log 2>&1 || \
  { tail -30 /tmp/install.log; exit 1; }"
echo "packages pulled in: $(grep -c '^Setting up' "$root/tmp/install.log")"

in_root sagrada-artisans --version
set +e
no_display=$(in_root sagrada-artisans 2>&1)
code=$?
set -e
[ "$code" -eq 1 ] && [ "$(printf '%s\n' "$no_display" | wc -l)" -eq 1 ] || {
  echo "without a display: exit $code, said: $no_display" >&2; exit 1; }
echo "without a display: $no_display"
in_root env QT_QPA_PLATFORM=offscreen sagrada-artisans --smoke
echo "offscreen --smoke: exit 0"

exec {fd}> "$root/tmp/display"
Xvfb -displayfd "$fd" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
exec {fd}>&-
for _ in $(seq 100); do [ -s "$root/tmp/display" ] && break; sleep 0.1; done
display=":$(tr -d '[:space:]' <"$root/tmp/display")"
in_root env DISPLAY="$display" QT_QPA_PLATFORM=xcb sagrada-artisans --smoke
echo "X11 --smoke on $display: exit 0"

in_root bash -c "DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq sagrada-artisans >/dev/null"
[ ! -e "$root/opt/sagrada-artisans" ] && [ -d "$root/opt" ] || {
  echo "after purge: /opt/sagrada-artisans left behind, or /opt removed" >&2; exit 1; }
echo "purged: /opt/sagrada-artisans gone, /opt still there"
echo "clean Debian 12: the package installs with apt, the program runs, it removes cleanly"
