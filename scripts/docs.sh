#!/usr/bin/env bash
# Builds the DocC documentation of the two library products, WorldBank and CountriesAnalysis, from
# their symbol graphs (no SwiftPM plugin needed), and fails on any DocC warning.
# Usage: scripts/docs.sh [OUTPUT_DIR]   (default .build/docs; one .doccarchive per module)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
graphs=.build/symbol-graphs
swift build --target CountriesAnalysis >/dev/null
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
bin=$(swift build --show-bin-path)
includes=()
for c in CCurl CSystem CZlib; do includes+=(-I "$bin/$c.build" -I "Sources/$c/include"); done
rm -rf "$graphs" && mkdir -p "$graphs" "$out"
status=0
for entry in WorldBank:Sources/WorldBank/WorldBank.docc CountriesAnalysis:Sources/CountriesAnalysis/CountriesAnalysis.docc; do
    module=${entry%%:*} catalog=${entry#*:}
    mkdir -p "$graphs/$module"
    swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" "${includes[@]}" -target "$triple" \
        -minimum-access-level public -output-dir "$graphs/$module"
    log=$(mktemp)
    docc convert "$catalog" --additional-symbol-graph-dir "$graphs/$module" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.countries.$module" --output-path "$out/$module.doccarchive" >"$log" 2>&1 || status=1
    warnings=$(grep -c 'warning:' "$log" || true)
    grep -E 'warning:|error:' "$log" || true
    echo "$module: $warnings DocC warnings -> $out/$module.doccarchive"
    [ "$warnings" = 0 ] || status=1
    rm -f "$log"
done
exit $status
