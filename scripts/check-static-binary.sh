#!/usr/bin/env bash
# Proves that a countries binary needs no Swift toolchain: ldd lists no Swift library and nothing
# missing, and the binary answers `list`, `indicators` and `report` offline while the toolchain's
# folder is hidden under an empty tmpfs (a private mount namespace: needs root and unshare).
#
#   scripts/check-static-binary.sh [BINARY]     (default .build/release/countries)
set -euo pipefail
binary=$(readlink -f "${1:-.build/release/countries}")

echo "== ldd $binary"
libraries=$(ldd "$binary")
echo "$libraries"
! grep -Eiq 'swift|not found' <<<"$libraries" || {
    echo "FAIL: the binary loads a Swift library, or one is missing" >&2
    exit 1
}
echo "ok: no Swift library, nothing missing; size $(stat -c %s "$binary") bytes"

toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
[ "$(id -u)" = 0 ] || {
    echo "FAIL: hiding $toolchain needs root (unshare -m)" >&2
    exit 1
}
echo "== with $toolchain hidden"
unshare -m bash -euo pipefail -c '
    mount -t tmpfs none "$1"
    [ -z "$(ls -A "$1")" ]
    out=$(mktemp -d)
    trap "rm -rf $out" EXIT
    run() { env -i HOME="$out" PATH=/usr/bin:/bin "$2" "${@:3}"; }
    run "$@" --version
    [[ $(run "$@" list --offline --region NAC --year 2022 --format csv -q) == *"USA,US,United States,"* ]]
    [[ $(run "$@" indicators population --offline -q) == *SP.POP.TOTL* ]]
    run "$@" report --offline --out "$out/reports" -q >/dev/null
    test -s "$out/reports/latest/countries.xlsx"
    echo "ok: list, indicators and report answer without $1"
' check "$toolchain" "$binary"
