#!/usr/bin/env bash
# Records the decoding fixtures from the fake World Bank API, which serves ../shared/worldbank
# exactly as the real API would (see TestSupport/FakeWorldBank). The quirk fixtures that the real
# API produces by itself (null page, error envelope) are copied from API.md verbatim.
# Run from the repository root: Tests/WorldBankTests/Fixtures/make-fixtures.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
server=Tests/TestSupport/FakeWorldBank
portfile=$(mktemp)
python3 "$server/fake_worldbank.py" --data "$server/data" --port 0 --ignore-stdin > "$portfile" &
pid=$!
trap 'kill "$pid" 2>/dev/null; rm -f "$portfile"' EXIT
for _ in $(seq 100); do grep -q PORT "$portfile" && break; sleep 0.1; done
port=$(awk '/PORT/ {print $2}' "$portfile")
base="http://127.0.0.1:$port/v2"
get() { curl -sf "$base/$1" -o "$here/$2"; }
get 'country/COL;HKG;LCN;CHI;XKX;ISR;WLD?format=json&per_page=50' countries-page.json
get 'region?format=json' regions-all-strings.json
get 'country/KOR;COL;USA;HKG;ISR;WLD/indicator/SP.POP.TOTL?format=json&date=2022&per_page=1000' population-2022.json
get 'country/USA;WLD/indicator/NY.GDP.MKTP.CD?format=json&date=2022' gdp-2022-huge-values.json
get 'country/KOR/indicator/NY.GDP.MKTP.CD?format=json&date=2023:2024' gdp-null-values.json
get 'indicator/SP.POP.TOTL;NY.GDP.MKTP.CD?format=json' indicators-page.json
echo '[{"page":0,"pages":0,"per_page":0,"total":0,"sourceid":null,"lastupdated":null},null]' > "$here/null-page.json"
echo '[{"message":[{"id":"120","key":"Invalid value","value":"The provided parameter value is not valid"}]}]' \
    > "$here/error-envelope.json"
head -c 700 "$here/population-2022.json" > "$here/population-2022-truncated.json"
sed 's/"date":"2022"/"date":2022/' "$here/population-2022.json" > "$here/population-2022-numeric-date.json"
echo "recorded fixtures from $base"
