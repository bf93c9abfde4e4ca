#!/usr/bin/env bash
# Drives the completion scripts of `countries completions bash|zsh|fish` through the real shells and
# fails on any word that differs from what is expected: bash by calling _countries with COMP_WORDS
# and COMP_CWORD set (both as bash splits at '=' by default and as one word), zsh through an
# interactive zsh in a pseudo-terminal (zsh/zpty, scripts/completion/capture.zsh), which also
# fails on anything zsh prints while completing, and fish with `complete -C`. Each case compares the
# whole set of words offered; every command's options are compared with those its --help lists.
# Also runs shellcheck on the bash script. Needs bash, zsh, fish and shellcheck.
#
#   scripts/check-completions.sh [BINARY]     (default .build/debug/countries)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
binary=$(readlink -f "${1:-.build/debug/countries}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$binary" completions bash >"$work/countries.bash"
"$binary" completions zsh >"$work/_countries"
"$binary" completions fish >"$work/countries.fish"
shellcheck -s bash "$work/countries.bash"
echo "ok: shellcheck countries.bash"

# What completing the last word of a line offers, one word a line: the shells' own quoting undone,
# a folder's trailing / and an option's trailing = (zsh's --format=) dropped.
normalize() { sed -e 's/[[:space:]]*$//' -e 's/\\\(.\)/\1/g' -e 's|/$||' -e 's/^\(--[a-z-]*\)=$/\1/' | sed '/^$/d' | sort -u; }

bash_words() { # the words of the line as bash's COMP_WORDS holds them; $1 = split (at '=') or whole
    local mode=$1 line=$2 word
    local -a words
    read -ra words <<<"$line"
    [[ $line == *" " ]] && words+=("")
    for word in "${words[@]}"; do
        if [[ $mode == split && $word == --*=* ]]; then
            printf '%s\n' "${word%%=*}" "=" "${word#*=}"
        else
            printf '%s\n' "$word"
        fi
    done
}
complete_bash() { # mode line
    local -a words
    mapfile -t words < <(bash_words "$1" "$2")
    bash --norc --noprofile -c '
        source "$1"
        shift
        COMP_WORDS=("$@")
        COMP_CWORD=$(($# - 1))
        COMP_LINE="$*"
        COMP_POINT=${#COMP_LINE}
        _countries
        ((${#COMPREPLY[@]} == 0)) || printf "%s\n" "${COMPREPLY[@]}"
    ' bash "$work/countries.bash" "${words[@]}"
}
complete_zsh() {
    local out
    out=$(PATH="$(dirname "$binary"):$PATH" timeout 30 zsh -f "$here/completion/capture.zsh" "$work" "$1")
    if grep -q '^E:' <<<"$out"; then
        echo "zsh printed while completing '$1':" >&2
        grep '^E:' <<<"$out" >&2
        return 1
    fi
    sed -n 's/^M://p' <<<"$out"
}
complete_fish() {
    # shellcheck disable=SC2016 # fish expands $argv
    fish --no-config -c 'source $argv[1]; complete -C $argv[2]' "$work/countries.fish" "$1" | cut -f1 |
        sed 's/^--[a-z-]*=//'
}

# The long options `countries COMMAND --help` lists.
options_of() { # shellcheck disable=SC2086 # two words for cache info
    "$binary" $1 --help | sed -n 's/^  \(-[a-zA-Z], \)\{0,1\} *\(--[a-z][a-z-]*\).*/\2/p' | sort -u; }

failures=0
check() { # line, expected words (one a line)
    local line=$1 expected shell mode got
    expected=$(printf '%s\n' "$2" | normalize)
    for shell in bash-split bash-whole zsh fish; do
        case $shell in
            bash-whole) [[ $line == *=* ]] || continue; got=$(complete_bash whole "$line") ;;
            bash-split) got=$(complete_bash split "$line") ;;
            zsh) got=$(complete_zsh "$line") || { failures=$((failures + 1)); continue; } ;;
            fish) got=$(complete_fish "$line") ;;
        esac
        got=$(normalize <<<"$got")
        # bash offers --format=json as json after the '=' word, and as --format=json when '=' is in it.
        # shellcheck disable=SC2001 # a pattern, not one text
        [[ $shell != bash-whole ]] || got=$(sed 's/^--[a-z-]*=//' <<<"$got" | normalize)
        if [[ $got != "$expected" ]]; then
            failures=$((failures + 1))
            echo "FAIL $shell: '$line'" >&2
            diff <(echo "$expected") <(echo "$got") | sed -n 's/^[<>]/  &/p' | head -10 >&2 || true
        fi
    done
    echo "ok: '$line' ($(wc -l <<<"$expected" | tr -d ' ') words)"
}
lines() { printf '%s\n' "$@"; }

mkdir "$work/files"
cd "$work/files"
mkdir "some dir"
touch "my file.csv" other.txt
commands=$("$binary" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z]*\( [a-z]*\)\{0,1\}\)  .*/\1/p' | sed 's/ *$//')
economies=$({ "$binary" economies --format csv -q && "$binary" economies --aggregates --format csv -q; } |
    cut -d, -f1 | grep -x '[A-Z0-9]\{3\}' | sort -u)

check "countries " "$(cut -d' ' -f1 <<<"$commands" | sort -u)"
check "countries -" "$(lines --help --version)"
check "countries snap" snapshot
check "countries snapshot " update
check "countries cache " "$(lines info clear)"
check "countries indicators " show
while read -r command; do
    check "countries $command --" "$(options_of "$command")"
done <<<"$commands"
check "countries list --format " "$(lines table csv tsv json markdown xlsx parquet)"
check "countries list --format=" "$(lines table csv tsv json markdown xlsx parquet)"
check "countries list --format=j" json
check "countries regions -f m" markdown
check "countries list --region " "$(lines EAS ECS LCN MEA NAC SAS SSF)"
check "countries economies --in EM" EMU
check "countries list --in EU" "$(lines EUU)"
check "countries list --income " "$(lines HIC LIC LMC UMC INX)"
check "countries list --lending " "$(lines IBD IDB IDX LNX)"
check "countries regions --by " "$(lines region income lending)"
check "countries list --sort " "$(lines name population gdp gdp-per-capita)"
check "countries show " "$economies"
check "countries show KE" KEN
check "countries show KEN UG" UGA
check "countries completions " "$(lines bash zsh fish)"
for line in "list --year " "list --limit " "list --indicator " "report --title " "schedule --at " \
    "schedule --keep " "list --max-age " "report --year " "schedule --base-url "; do
    check "countries $line" ""
done
check "countries list --output my" "my file.csv"
check "countries list --output " "$(lines "my file.csv" other.txt "some dir")"
check "countries report --out " "some dir"
check "countries schedule --out so" "some dir"

[ "$failures" = 0 ] || {
    echo "FAIL: $failures completions differ" >&2
    exit 1
}
echo "ok: bash, zsh and fish offer exactly the expected words"
