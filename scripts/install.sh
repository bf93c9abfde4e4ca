#!/usr/bin/env bash
# Installs countries into PREFIX (default ~/.local): the binary, its shell completions and its
# manual page, in the places shells and man look. The binary carries its own data, so it can be
# copied anywhere; nothing else is needed at run time. bash-completion and fish look in
# PREFIX/share for ~/.local and /usr/local; zsh looks only in the folders of its $fpath, so when
# PREFIX/share/zsh/site-functions is not one of them the script prints the line to add to ~/.zshrc.
#
#   scripts/install.sh [PREFIX]
set -euo pipefail
prefix="${1:-$HOME/.local}"
cd "$(dirname "$0")/.."

swift build -c release
binary=.build/release/countries

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 0755 "$binary" "$prefix/bin/countries"
"$binary" completions bash > "$prefix/share/bash-completion/completions/countries"
"$binary" completions zsh > "$prefix/share/zsh/site-functions/_countries"
"$binary" completions fish > "$prefix/share/fish/vendor_completions.d/countries.fish"
"$binary" manual > "$prefix/share/man/man1/countries.1"

echo "installed countries $("$prefix/bin/countries" --version | cut -d' ' -f2) into $prefix"
case ":$PATH:" in
*":$prefix/bin:"*) ;;
*) echo "add $prefix/bin to PATH to run it as 'countries'" ;;
esac
zshfolder=$prefix/share/zsh/site-functions
# zsh -f prints the $fpath zsh starts with, before any ~/.zshrc.
if ! command -v zsh >/dev/null || ! zsh -fc 'print -l -- $fpath' | grep -xF "$zshfolder" >/dev/null; then
    echo "zsh completes countries once $zshfolder is on its \$fpath: add this line to ~/.zshrc before compinit"
    echo "  fpath=($zshfolder \$fpath)"
fi
