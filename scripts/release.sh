#!/usr/bin/env bash
# Builds the self-contained release binary and the artefacts under dist/, then checks them:
#   countries-VERSION-linux-ARCH.tar.gz   binary, manual page, bash/zsh/fish completions, README,
#                                         LICENSE, NOTICE, SHA256SUMS of those; beside it its .sha256
#   countries_VERSION-1_DEBARCH.deb       the same in /usr/bin and /usr/share, with the DEP-5
#                                         copyright, changelog.Debian.gz and md5sums of packaging/debian,
#                                         Depends from dpkg-shlibdeps; beside it its .sha256
# Both are reproducible: every time in them (tar and ar members, the manual's date) is the last
# commit's (SOURCE_DATE_EPOCH, unless set), owners are 0/0, members are sorted and gzip stores no
# name or time, so two runs on one commit and toolchain give the same bytes. The binary is linked
# with -z now (all symbols bound at start, so the GOT can be read-only) and its C targets are
# compiled with -D_FORTIFY_SOURCE=2 -O2; strip takes the .comment and .note sections away too.
# The Swift runtime and FoundationEssentials are linked statically (--static-swift-stdlib), and
# GCC's C++ runtime with them: the binary links only the system's C library, libm and libgcc_s,
# and opens libcurl (dlopen) at its first request to the API, so the package depends on libcurl4 by
# name (dpkg-shlibdeps cannot see a dlopen). The checks: scripts/check-static-binary.sh (ldd, the
# newest glibc it needs, no libcurl loaded offline, and the commands with the toolchain hidden),
# then the package installed with dpkg into a throwaway root holding nothing but the libraries ldd
# lists (and /proc), so no libcurl either, where `countries --version` and `regions --offline` run
# in a chroot, `man -l` renders the page, and `dpkg --remove` takes every file away again.
# Needs root, git, dpkg-dev and man-db; run lintian -EvIL +pedantic on the .deb afterwards. With libcurl4-openssl-dev installed, the build also checks the
# engine's hand-written libcurl declarations against <curl/curl.h>.
#
#   scripts/release.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct)}
export TZ=UTC LC_ALL=C.UTF-8
umask 022

# GCC's C++ runtime (libstdc++) is linked in as well, so no start loads libstdc++.so, relocates it
# and looks up its symbols (the loader's work for --version fell from 2.7 to 1.1 million
# instructions): the first folder searched for libraries holds only libstdc++.a, so the
# toolchain's -lstdc++ takes it. libgcc_s stays a shared library: glibc opens it for pthread_exit,
# and aborts a thread's exit without it. --wrap=arc4random: see csystem.c (the binary keeps running
# on glibc 2.35). The folder's path is fixed, so the build's flags, and what it rebuilds, are the
# same from one run to the next.
runtime=$PWD/.build/static-runtime
archive=$("$(dirname "$(readlink -f "$(command -v swift)")")/clang" -print-file-name=libstdc++.a)
[ -f "$archive" ] || {
    echo "FAIL: no libstdc++.a for the toolchain's clang (install libstdc++-12-dev or later)" >&2
    exit 1
}
mkdir -p "$runtime"
ln -sfn "$archive" "$runtime/libstdc++.a"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --static-swift-stdlib --product countries \
    -Xcc -D_FORTIFY_SOURCE=2 -Xcc -O2 -Xlinker -z -Xlinker now \
    -Xswiftc -L"$runtime" -Xlinker --wrap=arc4random
version=$(.build/release/countries --version | cut -d' ' -f2)
debversion=$version-1
grep -q "^countries ($debversion) " packaging/debian/changelog || {
    echo "FAIL: packaging/debian/changelog has no entry for $debversion at its top" >&2
    exit 1
}
arch=$(uname -m)
debarch=$(dpkg --print-architecture)
name=countries-$version-linux-$arch
deb=countries_${debversion}_$debarch.deb
files=$work/$name
mkdir -p dist "$files"
rm -f "dist/$name.tar.gz"* "dist/$deb"*

strip --remove-section=.comment --remove-section=.note -o "$files/countries" .build/release/countries
binary=$files/countries
scripts/check-static-binary.sh "$binary"
# Foundation's internationalization carries ICU's code and its data (icudt*_dat); the symbol table of
# the unstripped binary says whether this build holds it (grep reads it all: with -q, an early exit
# would make nm fail under pipefail and the answer depend on timing).
if nm .build/release/countries | grep -E ' icudt[0-9]+[lb]?_dat$' >/dev/null; then icu=yes; else icu=no; fi
echo "== ICU in the binary: $icu"

"$binary" manual >"$files/countries.1"
"$binary" completions bash >"$files/countries.bash"
"$binary" completions zsh >"$files/_countries"
"$binary" completions fish >"$files/countries.fish"
cp README.md LICENSE "$files/"
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
{
    cat NOTICE
    if [ "$icu" = yes ]; then
        echo
        echo "ICU"
        echo "  This binary contains ICU's code and data, through Foundation, under ICU's licence:"
        echo
        cat packaging/ICU-LICENSE.txt
    fi
    echo
    echo "The Swift toolchain's licence ($toolchain/share/swift/LICENSE.txt):"
    echo
    cat "$toolchain/share/swift/LICENSE.txt"
} >"$files/NOTICE"
chmod 0644 "$files"/*
chmod 0755 "$binary"
(cd "$files" && sha256sum countries countries.1 countries.bash _countries countries.fish README.md LICENSE NOTICE \
    >SHA256SUMS)
tar -C "$work" --sort=name --format=gnu --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" \
    -cf - "$name" | gzip -9n >"dist/$name.tar.gz"

package=$work/package
doc=$package/usr/share/doc/countries
install -D -m 0755 "$binary" "$package/usr/bin/countries"
install -d "$package/usr/share/man/man1" "$doc"
gzip -9n <"$files/countries.1" >"$package/usr/share/man/man1/countries.1.gz"
install -D -m 0644 "$files/countries.bash" "$package/usr/share/bash-completion/completions/countries"
install -D -m 0644 "$files/_countries" "$package/usr/share/zsh/vendor-completions/_countries"
install -D -m 0644 "$files/countries.fish" "$package/usr/share/fish/vendor_completions.d/countries.fish"
gzip -9n <packaging/debian/changelog >"$doc/changelog.Debian.gz"
install -D -m 0644 packaging/debian/lintian-overrides "$package/usr/share/lintian/overrides/countries"
gzip -9n <"$files/NOTICE" >"$doc/NOTICE.gz"
if [ "$icu" = yes ]; then
    # The header's comment names ICU too, and its licence is the last paragraph.
    sed '/^ 2014-2025 Apple Inc/a\ It also contains ICU'"'"'s code and data, under the ICU licence below.' \
        packaging/debian/copyright
    echo
    echo "License: ICU"
    sed 's/^$/./; s/^/ /' packaging/ICU-LICENSE.txt
else
    cat packaging/debian/copyright
fi >"$doc/copyright"
chmod 0644 "$doc"/*
mkdir -p "$work/debian" "$package/DEBIAN"
printf 'Source: countries\n\nPackage: countries\nArchitecture: any\n' >"$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O -e"$package/usr/bin/countries" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
(cd "$package" && find usr -type f | sort | xargs md5sum) >"$package/DEBIAN/md5sums"
sed -e "s/@VERSION@/$debversion/" -e "s/@ARCH@/$debarch/" -e "s/@DEPENDS@/$depends/" \
    -e "s/@SIZE@/$(du -sk --apparent-size --exclude=DEBIAN "$package" | cut -f1)/" \
    packaging/debian/control >"$package/DEBIAN/control"
chmod 0644 "$package/DEBIAN/md5sums" "$package/DEBIAN/control"
# dpkg-deb takes SOURCE_DATE_EPOCH for the ar members' time and clamps the files' times to it.
dpkg-deb --root-owner-group -Zxz --build "$package" "dist/$deb" >/dev/null
(cd dist && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256" && sha256sum "$deb" >"$deb.sha256")

echo "== tar tzvf dist/$name.tar.gz"
tar tzvf "dist/$name.tar.gz"
(cd "$work" && rm -rf "$name" && tar xzf "$OLDPWD/dist/$name.tar.gz" && cd "$name" && sha256sum -c --quiet SHA256SUMS)
echo "== dpkg-deb -I / -c dist/$deb"
dpkg-deb -f "dist/$deb" Package Version Architecture Depends Installed-Size
dpkg-deb -c "dist/$deb"

echo "== installed with dpkg into a throwaway root"
root=$work/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/tmp" "$root/proc"
touch "$root/var/lib/dpkg/status"
# The root holds no libc6 or libcurl4 packages, only the libraries ldd lists (libcurl is not one of
# them: the offline commands below run without it), so the dependencies cannot be met.
dpkg --root="$root" --force-depends --install "dist/$deb" 2>&1 | grep -v "^dpkg: warning"
for library in $(ldd "$binary" | grep -o '/[^ ]*'); do
    mkdir -p "$root$(dirname "$library")"
    cp -L "$library" "$root$library"
done
# The Swift runtime reads /proc, which every real system has: mounted in a private namespace.
# shellcheck disable=SC2016 # the script is expanded by the inner bash
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
cat "dist/$name.tar.gz.sha256" "dist/$deb.sha256"
