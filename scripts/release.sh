#!/usr/bin/env bash
# Builds the self-contained release binary and the artefacts under dist/, then checks them:
#   countries-VERSION-linux-ARCH.tar.gz   binary, manual page, bash/zsh/fish completions, README,
#                                         NOTICE, SHA256SUMS of those; beside it its .sha256
#   countries_VERSION_DEBARCH.deb         the same in /usr/bin and /usr/share, Depends from
#                                         dpkg-shlibdeps; beside it its .sha256
# The Swift runtime and FoundationEssentials are linked statically (--static-swift-stdlib): the binary links
# only the system's C and C++ runtime, and opens libcurl (dlopen) at its first request to the API,
# so the package depends on libcurl4 by name (dpkg-shlibdeps cannot see a dlopen). The checks:
# scripts/check-static-binary.sh (ldd, no libcurl loaded offline, and the commands with the
# toolchain hidden), then the package installed with dpkg into a throwaway root holding nothing
# but the libraries ldd lists (and /proc), so no libcurl either, where `countries --version` and
# `regions --offline` run in a chroot, `man -l` renders the page, and `dpkg --remove` takes every
# file away again.
# Needs root, dpkg-dev and man-db. With libcurl4-openssl-dev installed, the build also checks the
# engine's hand-written libcurl declarations against <curl/curl.h>.
#
#   scripts/release.sh
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --static-swift-stdlib --product countries
version=$(.build/release/countries --version | cut -d' ' -f2)
arch=$(uname -m)
debarch=$(dpkg --print-architecture)
name=countries-$version-linux-$arch
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files=$work/$name
mkdir -p dist "$files"
rm -f "dist/$name.tar.gz"* "dist/countries_${version}_$debarch.deb"*

strip -o "$files/countries" .build/release/countries
binary=$files/countries
scripts/check-static-binary.sh "$binary"

"$binary" manual >"$files/countries.1"
"$binary" completions bash >"$files/countries.bash"
"$binary" completions zsh >"$files/_countries"
"$binary" completions fish >"$files/countries.fish"
cp README.md "$files/README.md"
{
    echo "countries $version"
    echo
    sed -n '/^## Data licence/,$p' README.md | tail -n +3
    echo
    echo "The binary contains the Swift standard library, Dispatch and Foundation, linked statically,"
    echo "under the Apache License 2.0 with the Runtime Library Exception, and ICU's data, under the"
    echo "Unicode License v3; the toolchain's licence text follows."
    echo
    cat "$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/share/swift/LICENSE.txt"
} >"$files/NOTICE"
(cd "$files" && sha256sum countries countries.1 countries.bash _countries countries.fish README.md NOTICE >SHA256SUMS)
tar -C "$work" --owner=0 --group=0 --sort=name -czf "dist/$name.tar.gz" "$name"

package=$work/package
install -D -m 0755 "$binary" "$package/usr/bin/countries"
install -d "$package/usr/share/man/man1" "$package/usr/share/doc/countries"
gzip -9n <"$files/countries.1" >"$package/usr/share/man/man1/countries.1.gz"
install -D -m 0644 "$files/countries.bash" "$package/usr/share/bash-completion/completions/countries"
install -D -m 0644 "$files/_countries" "$package/usr/share/zsh/vendor-completions/_countries"
install -D -m 0644 "$files/countries.fish" "$package/usr/share/fish/vendor_completions.d/countries.fish"
install -m 0644 "$files/NOTICE" "$package/usr/share/doc/countries/copyright"
mkdir -p "$work/debian" "$package/DEBIAN"
printf 'Source: countries\n\nPackage: countries\nArchitecture: any\n' >"$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O -e"$package/usr/bin/countries" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
cat >"$package/DEBIAN/control" <<CONTROL
Package: countries
Version: $version
Architecture: $debarch
Maintainer: countries developers <countries@localhost>
Installed-Size: $(du -sk --exclude=DEBIAN "$package" | cut -f1)
Depends: $depends, libcurl4 (>= 7.68.0)
Section: utils
Priority: optional
Description: World Bank country statistics on the command line
 Lists, region totals, profiles and reports of population and GDP from the
 World Bank's World Development Indicators, live, cached or from the snapshot
 built into the binary; table, CSV, TSV, JSON, Markdown and Excel output.
CONTROL
dpkg-deb --root-owner-group -Zxz --build "$package" "dist/countries_${version}_$debarch.deb" >/dev/null
(cd dist && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256" &&
    sha256sum "countries_${version}_$debarch.deb" >"countries_${version}_$debarch.deb.sha256")

echo "== tar tzvf dist/$name.tar.gz"
tar tzvf "dist/$name.tar.gz"
(cd "$work" && rm -rf "$name" && tar xzf "$OLDPWD/dist/$name.tar.gz" && cd "$name" && sha256sum -c --quiet SHA256SUMS)
echo "== dpkg-deb -I / -c dist/countries_${version}_$debarch.deb"
dpkg-deb -f "dist/countries_${version}_$debarch.deb" Package Version Architecture Depends Installed-Size
dpkg-deb -c "dist/countries_${version}_$debarch.deb"

echo "== installed with dpkg into a throwaway root"
root=$work/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/tmp" "$root/proc"
touch "$root/var/lib/dpkg/status"
# The root holds no libc6 or libcurl4 packages, only the libraries ldd lists (libcurl is not one of
# them: the offline commands below run without it), so the dependencies cannot be met.
dpkg --root="$root" --force-depends --install "dist/countries_${version}_$debarch.deb" 2>&1 | grep -v "^dpkg: warning"
for library in $(ldd "$binary" | grep -o '/[^ ]*'); do
    mkdir -p "$root$(dirname "$library")"
    cp -L "$library" "$root$library"
done
# The Swift runtime reads /proc, which every real system has: mounted in a private namespace.
unshare -m bash -euo pipefail -c '
    mount -t proc proc "$1/proc"
    chroot "$1" /usr/bin/countries --version
    chroot "$1" /usr/bin/countries regions --offline --year 2022 -q -f csv | cut -d, -f1-4
' check "$root"
manual=$(MANPAGER=cat MANWIDTH=80 man -l "$root/usr/share/man/man1/countries.1.gz" 2>/dev/null)
head -6 <<<"$manual"
[[ $manual == *"countries list"* ]]
dpkg --root="$root" --remove countries >/dev/null
left=$(find "$root" -path "*countries*" -not -path "$root/var/lib/dpkg/*")
[ -z "$left" ] || {
    echo "FAIL: dpkg --remove left $left" >&2
    exit 1
}
echo "ok: installed, ran, read its manual, removed"
ls -l dist
