#!/usr/bin/env bash
# Installs the release's Debian package with apt into a bare Debian 12 (bookworm) root built by
# mmdebstrap (variant apt: essential packages and apt only), so that apt must pull in exactly what
# the package's Depends name; then runs it offline there, checks that libcurl.so.4 came with it,
# purges it, and fails if any of its files stay behind. Needs root, mmdebstrap and a Debian mirror.
#
#   scripts/check-debian12.sh dist/countries_VERSION_ARCH.deb [MIRROR]
set -euo pipefail
deb=$(readlink -f "${1:?usage: scripts/check-debian12.sh dist/countries_VERSION_ARCH.deb [MIRROR]}")
mirror=${2:-http://deb.debian.org/debian}
name=$(basename "$deb")
# mmdebstrap runs each hook with the root's path as $1; the hooks are expanded there, not here.
# shellcheck disable=SC2016
mmdebstrap --variant=apt --quiet bookworm /dev/null "$mirror" \
    --customize-hook="copy-in $deb /tmp" \
    --customize-hook='echo "== in $(cat "$1/etc/debian_version") root: apt-get install"' \
    --customize-hook="chroot \"\$1\" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q /tmp/$name" \
    --customize-hook='chroot "$1" countries --version' \
    --customize-hook='chroot "$1" countries list --offline --region NAC --year 2022 -q --format csv' \
    --customize-hook='chroot "$1" sh -c "countries manual | head -3"' \
    --customize-hook='chroot "$1" sh -c "ldconfig -p | grep libcurl.so.4"' \
    --customize-hook="chroot \"\$1\" apt-get purge -y -q countries" \
    --customize-hook='left=$(chroot "$1" find / -xdev -path "*countries*" -not -path "/var/lib/dpkg/*" -not -path "/tmp/*") || exit 1; [ -z "$left" ] || { echo "FAIL: purge left $left" >&2; exit 1; }' \
    --customize-hook='echo "ok: installed with its dependencies, ran, purged without a trace"'
