#!/usr/bin/env bash
# Proves that a countries binary needs no Swift toolchain: ldd lists no Swift library and nothing
# missing, no symbol needs a glibc newer than the README's 2.35, and the binary answers `list`,
# `indicators` and `report` offline while the toolchain's folder is hidden under an empty tmpfs (a
# private mount namespace: needs root and unshare). Also that libcurl is not linked (ldd) and that
# an offline run does not open it (LD_DEBUG=libs): the binary opens it with dlopen at its first
# request to the API. And that it is light: the product imports FoundationEssentials, not
# Foundation, so no ICU data is linked in (Foundation's internationalisation carried about 34 MB of
# it) and the stripped binary stays within 25 MB.
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
! grep -q 'libcurl' <<<"$libraries" || {
    echo "FAIL: the binary links libcurl; it should open it at its first request" >&2
    exit 1
}
echo "ok: no Swift library, no libcurl, nothing missing"

# The README promises glibc 2.35 (Ubuntu 22.04): no symbol may need a newer version of it.
newest=$(objdump -T "$binary" | grep -o 'GLIBC_2\.[0-9]*' | sort -t. -k2,2n | tail -n 1)
[ "${newest#GLIBC_2.}" -le 35 ] || {
    echo "FAIL: the binary needs $newest; the README promises glibc 2.35" >&2
    objdump -T "$binary" | grep "$newest" >&2
    exit 1
}
echo "ok: the newest glibc it needs is $newest"

echo "== size and ICU"
stripped=$(mktemp)
strip -o "$stripped" "$binary"
size=$(stat -c %s "$stripped")
rm -f "$stripped"
[ "$size" -le 25000000 ] || {
    echo "FAIL: the stripped binary is $size bytes, over 25 MB: does a module import Foundation again?" >&2
    exit 1
}
! grep -aq 'icudt[0-9][0-9]' "$binary" || {
    echo "FAIL: the binary carries ICU's data (icudt): a module imports Foundation, not FoundationEssentials" >&2
    exit 1
}
echo "ok: $size bytes stripped, no ICU data"

echo "== libraries an offline run loads"
home=$(mktemp -d)
loaded=$(env -i HOME="$home" PATH=/usr/bin:/bin LD_DEBUG=libs "$binary" list --offline -q 2>&1 >/dev/null)
rm -rf "$home"
! grep -q 'libcurl' <<<"$loaded" || {
    echo "FAIL: list --offline loaded libcurl" >&2
    exit 1
}
echo "ok: list --offline never opens libcurl"

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
