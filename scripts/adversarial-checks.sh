#!/usr/bin/env bash
# The adversarial cases of issues 17 and 18, run against the release build (swift build -c release)
# and two loopback fake APIs; prints ok/FAIL per case and the count. Needs curl and python3.
# Usage: scripts/adversarial-checks.sh
ROOT=$(cd "$(dirname "$0")/.." && pwd)
B=$ROOT/.build/release/countries
FAKE=$ROOT/Tests/TestSupport/FakeWorldBank
W=$(mktemp -d); cd "$W"
export COUNTRIES_CACHE_DIR=$W/cache HOME=$W
python3 $FAKE/fake_worldbank.py --data $FAKE/data --port 18777 --ignore-stdin >/dev/null 2>&1 & FPID=$!
python3 $FAKE/fake_worldbank.py --data $FAKE/data --port 18778 --ignore-stdin --lastupdated 2026-06-01 >/dev/null 2>&1 & FPID2=$!
for port in 18777 18778; do  # until both listen
    for _ in $(seq 100); do curl -sf http://127.0.0.1:$port/_control/log >/dev/null && break; sleep 0.1; done
done
API=http://127.0.0.1:18777/v2
fault() { curl -s -X POST -d "$1" http://127.0.0.1:18777/_control/faults >/dev/null; }
reset() { curl -s -X POST http://127.0.0.1:18777/_control/reset >/dev/null; }
n=0; ok=0
check() { n=$((n+1)); if eval "$2"; then ok=$((ok+1)); echo "ok   $1"; else echo "FAIL $1"; fi; }

# issue 18: user folders
D=$(date -u +%F); mkdir -p R/$D; echo mine > R/$D/notes.txt
$B report --offline --out R >/dev/null 2>e; s=$?
check "same-day foreign folder kept (exit $s)" '[ $s = 73 ] && [ "$(cat R/$D/notes.txt)" = mine ]'
mkdir -p R2/2020-01-01; echo thesis > R2/2020-01-01/thesis.txt
$B report --offline --out R2 --keep 1 >/dev/null 2>e; s=$?
check "--keep 1 leaves a foreign dated folder (exit $s)" '[ $s = 0 ] && [ -f R2/2020-01-01/thesis.txt ] && grep -q "left alone 2020-01-01" e'
for a in "report --out ''" "snapshot update --data-dir ''" "list --output ''" "schedule --out ''"; do eval "$B $a" >/dev/null 2>e; s=$?; check "$a refused (exit $s)" '[ $s = 64 ]'; done
echo foreign > countries.json; $B snapshot update --data-dir '' >/dev/null 2>&1; check "./countries.json untouched" '[ "$(cat countries.json)" = foreign ]'
mkdir -p R3; ln -s ../elsewhere R3/latest; $B report --offline --out R3 >/dev/null 2>e; s=$?
check "latest -> ../elsewhere kept (exit $s)" '[ "$(readlink R3/latest)" = ../elsewhere ]'
mkdir -p R4; ln -s /etc R4/latest; $B report --offline --out R4 >/dev/null 2>e
check "latest -> /etc kept" '[ "$(readlink R4/latest)" = /etc ]'
# thin answers
mkdir -p nogdp; for f in countries.json SP.POP.TOTL@history.json wdi-indicators.csv; do cp $ROOT/data/$f nogdp/; done
rm -rf cache; fault '[{"match":"indicator","kind":"null_page","times":-1}]'
COUNTRIES_DATA_DIR=$W/nogdp $B list --base-url $API --year 2022 >/dev/null 2>e; s=$?
check "null page, nothing offline holds GDP: exit $s, not live" '[ $s = 65 ] && ! grep -q "data: live" e'
reset; COUNTRIES_DATA_DIR=$W/nogdp $B list --base-url $API --year 2022 >/dev/null 2>e; s=$?
check "after recovery: live, nothing of the empty answer cached (exit $s)" '[ $s = 0 ] && grep -q "NY.GDP.MKTP.CD (2022): live" e'
rm -rf cache; fault '[{"match":"indicator","kind":"shrink","times":-1}]'
$B list --base-url $API --year 2010:2022 --format csv >/dev/null 2>e
check "range with half its values: not live, said" 'grep -q "values, where the bundled snapshot has" e && ! grep -q "data: live" e'
check "range with half its values: not cached" '! ls -R cache | grep -q "SP.POP.TOTL@2010-2022"'
rm -rf cache; fault '[{"match":"indicator","kind":"tiny","times":-1}]'
$B list --base-url $API --year 2022 --format csv >out 2>e
check "zero and 5e-324 left out and named" 'grep -q "= 0.0, AFE SP.POP.TOTL 2022 = 5e-324" e'
fault '[{"match":"indicator","kind":"implausible","times":-1}]'; mkdir -p snap
$B snapshot update --base-url $API --data-dir snap --network-budget 600 >/dev/null 2>e; s=$?
check "snapshot update refuses -5 and 1e300 (exit $s), writes nothing" '[ $s = 65 ] && [ -z "$(ls snap)" ]'
reset
# cache keyed on the API root, credentials
rm -rf cache; $B list --base-url $API --year 2022 >/dev/null 2>&1
$B list --base-url http://127.0.0.1:18778/v2 --year 2022 >/dev/null 2>e
check "another API root is not served from the first one's cache" 'grep -q "data: live" e'
$B list --base-url http://user:s3cret@127.0.0.1:18777/v2 --year 2021 --verbose >out 2>e
check "credentials neither printed nor stored" '! grep -q s3cret e out && ! grep -rq s3cret cache'
# unreadable cache files are not damage
d=$(ls cache | head -1); chmod 000 cache/$d/countries.json 2>/dev/null; mkdir -p cache/$d/NY.GDP.MKTP.CD@1999.json; $B list --base-url $API --offline --year 1999 >/dev/null 2>&1
$B list --base-url http://127.0.0.1:9/v2 --year 2022 >/dev/null 2>e
check "a folder named like an entry is not deleted" "[ -d cache/$d/NY.GDP.MKTP.CD@1999.json ]"
$B cache info >out 2>&1; check "cache info lists entries with their API folder" 'grep -q "127.0.0.1-18777-v2/countries" out'
# --if-changed never goes backwards
rm -rf cache R5; $B report --base-url http://127.0.0.1:18778/v2 --out R5 >/dev/null 2>&1
$B report --base-url http://127.0.0.1:9/v2 --out R5 --if-changed >/dev/null 2>e; s=$?
check "--if-changed during an outage publishes nothing older (exit $s)" '[ $s = 0 ] && grep -q "is older than that of report" e && grep -q 2026-06-01 R5/latest/summary.json'
# exit codes
rm -rf cache; fault '[{"match":"indicator","kind":"duplicate","times":-1}]'
COUNTRIES_DATA_DIR=/nonexistent $B list --base-url $API --year 2022 >/dev/null 2>e; s=$?
check "untrusted answer, no offline copy: exit $s (65)" '[ $s = 65 ]'
reset
# accepted-but-wrong inputs
for a in "list --offline --limit +5" "list --offline --max-age 24" "schedule --at 06:5" "list --offline --indicator ''" "list --offline --year ' 2022'" "--version extra" "list --base-url http://127.0.0.1:99999/v2"; do eval "$B $a" >/dev/null 2>e; s=$?; check "$a refused (exit $s)" '[ $s = 64 ]'; done
$B list --offline --max-age 3650d >/dev/null 2>&1; s=$?; check "--max-age 3650d accepted (exit $s)" '[ $s = 0 ]'
COUNTRIES_OFFLINE=1 $B list --refresh >/dev/null 2>&1; s=$?; check "COUNTRIES_OFFLINE=1 --refresh refused (exit $s)" '[ $s = 64 ]'
fault '[{"match":"country","kind":"control","times":-1}]'; rm -rf cache
$B list --base-url $API --year 2022 --format csv >out 2>/dev/null; check "CSV holds no raw ESC/BEL" '! grep -qP "\x1b|\x07" out'
$B list --base-url $API --year 2022 --format tsv >out 2>/dev/null; check "TSV holds no raw ESC/BEL" '! grep -qP "\x1b|\x07" out'
reset
echo old > m.csv; chmod 640 m.csv; $B list --offline --output m.csv >/dev/null 2>&1; check "--output keeps mode 640" '[ "$(stat -c %a m.csv)" = 640 ]'
ln -s target.csv dangling.csv; $B list --offline --output dangling.csv >/dev/null 2>&1; check "a dangling link stays a link, its target written" '[ -L dangling.csv ] && [ -s target.csv ]'
# issue 17: streams, limits, deadlines
$B list --offline >&- 2>e; s=$?; check "closed stdout: exit $s (74), one error line" '[ $s = 74 ] && [ $(grep -c "^error:" e) = 1 ]'
$B --help >/dev/full 2>e; s=$?; check "--help >/dev/full: exit $s (74)" '[ $s = 74 ]'
$B list --offline 2>/dev/full >/dev/null; s=$?; check "list 2>/dev/full: exit $s (74)" '[ $s = 74 ]'
$B list --offline --format csv 2>/dev/null > /dev/full; s=$?; check "full disk under --format csv: exit $s (74)" '[ $s = 74 ]'
(ulimit -n 6; $B list --base-url $API >/dev/null 2>e); s=$?; check "ulimit -n 6: exit $s (71)" '[ $s = 71 ]'
(ulimit -n 5; timeout 20 $B list --base-url $API >/dev/null 2>e); s=$?; check "ulimit -n 5: exit $s (71), no hang" '[ $s = 71 ]'
(ulimit -v 100000; timeout 20 $B --version >/dev/null 2>e); s=$?; check "ulimit -v 100000 --version: exit $s (71), no hang" '[ $s = 71 ]'
mkfifo f; start=$(date +%s); $B list --offline --output f --deadline 5 >/dev/null 2>e; s=$?; t=$(( $(date +%s) - start ))
check "FIFO without reader, --deadline 5: exit $s after ${t} s" '[ $s = 69 ] && [ $t -le 7 ]'
fault '[{"match":"","kind":"hold","times":-1,"timeout_ms":600000}]'
for c in "list" "regions" "show KEN" "report --out R6" "indicators show NY.GDP.PCAP.CD" "snapshot update --data-dir snap2"; do
  mkdir -p snap2; rm -rf cache; /usr/bin/time -f "%U %S %e" -o t $B $c --base-url $API --network-budget 5 >/dev/null 2>e; s=$?
  read u sy w < <(tail -1 t); check "silent server, $c: exit $s in ${w} s, CPU $(echo "$u + $sy" | bc) s" "awk 'BEGIN{exit !($w < 8 && $u + $sy < 1)}'"
done
reset
fault '[{"match":"indicator","kind":"huge_chunked","times":-1,"size":1073741824}]'; rm -rf cache
/usr/bin/time -f "%M" -o t $B list --base-url $API --year 2022 >/dev/null 2>e; m=$(cat t)
check "1 GiB chunked answer: peak RSS ${m} KiB, said as unusable" '[ $m -lt 102400 ] && grep -q "cannot be used" e'
reset
kill $FPID $FPID2
echo "cases: $n, handled: $ok"
