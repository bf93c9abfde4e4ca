#!/usr/bin/env bash
# How much of the product one command runs: builds `countries` with coverage counters (in its own
# scratch folder, so the normal build is untouched), runs the command given (offline by default)
# and prints the files and the functions' types that executed at least one line.
# Usage: scripts/coverage-files.sh [COMMAND ARGS...]   (default: list --region SSF --year 2022 -f csv)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/coverage
toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
swift build --scratch-path "$scratch" --product countries \
    -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping >/dev/null
binary="$scratch/debug/countries"
[ "$#" -gt 0 ] || set -- list --region SSF --year 2022 -f csv
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
LLVM_PROFILE_FILE="$work/run.profraw" COUNTRIES_CACHE_DIR="$work/cache" "$binary" "$@" --offline -q >/dev/null
"$toolchain/llvm-profdata" merge -o "$work/run.profdata" "$work/run.profraw"
"$toolchain/llvm-cov" export -summary-only -instr-profile "$work/run.profdata" "$binary" >"$work/summary.json"
"$toolchain/llvm-cov" export -instr-profile "$work/run.profdata" "$binary" >"$work/full.json"
python3 - "$work/summary.json" "$work/full.json" "$PWD/Sources/" "$*" <<'PY'
import json, re, subprocess, sys
summary, full, sources, command = sys.argv[1:5]
files = [f for f in json.load(open(summary))['data'][0]['files']
         if f['filename'].startswith(sources) and f['summary']['lines']['covered'] > 0]
types = set()
for function in json.load(open(full))['data'][0]['functions']:
    if function['count'] == 0 or not any(name.startswith(sources) for name in function['filenames']):
        continue
    demangled = subprocess.run(['swift', 'demangle', '--simplified', '--compact', function['name'].split(':')[-1]],
                               capture_output=True, text=True).stdout.strip()
    match = re.match(r'(?:static )?(?:\(extension in \w+\):)?(?:\w+\.)?([A-Z]\w*)', demangled)
    if match: types.add(match.group(1))
print(f"countries {command}: {len(files)} files, {len(types)} types executed")
for f in sorted(files, key=lambda f: f['filename']):
    print('  ' + f['filename'][len(sources):])
PY
