#!/usr/bin/env bash
# The adversarial cases of issues 17, 18, 30 and 32, run against the release build (swift build -c release)
# and two loopback fake APIs; prints ok/FAIL per case and the count. Needs curl and python3.
# Usage: scripts/adversarial-checks.sh
ROOT=$(cd "$(dirname "$0")/.." && pwd)
B=${B:-$ROOT/.build/release/countries}  # B=.build/debug/countries for a debug build
FAKE=$ROOT/Tests/TestSupport/FakeWorldBank
W=$(mktemp -d); cd "$W" || exit 1
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
(ulimit -v 100000; timeout 20 $B --version >o 2>e); s=$?; check "ulimit -v 100000 --version: exit $s (0), answered before any thread, no hang" '[ $s = 0 ] && grep -q "^countries " o'
(ulimit -v 100000; timeout 20 $B list --offline >o 2>e); s=$?; check "ulimit -v 100000 list --offline: exit $s (71), the limit named, no hang" '[ $s = 71 ] && grep -q "ulimit -v" e && [ ! -s o ]'
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

# issue 30: leave no trace, touch nothing else
staging() { ls -A "$1" 2>/dev/null | grep -c '^\.staging-\|^\.countries-'; }
for sig in INT TERM HUP; do  # a report stopped at any moment: gone at once, with the signal's status
  left=0; stopped=0
  for i in $(seq 8); do
    rm -rf RS; $B report --offline --out RS >/dev/null 2>&1 & p=$!; sleep 0.0$((RANDOM % 10)); kill -$sig $p 2>/dev/null; wait $p 2>/dev/null; s=$?
    [ $s -gt 128 ] && stopped=$((stopped+1)); left=$((left + $(staging RS)))
  done
  check "report stopped by SIG$sig ($stopped of 8 mid-run): nothing left" '[ $left = 0 ]'
done
rm -rf RS; mkdir RS; echo mine > RS/latest; mkfifo RS.err; exec 3<>RS.err; head -c 65536 /dev/zero >&3
$B report --offline --out RS 2>&3 >/dev/null & p=$!
timeout 60 bash -c 'until ls -A RS | grep -q "^\.staging-"; do sleep 0.01; done'; kill -TERM $p; wait $p; s=$?; exec 3>&-
check "report held mid-publish, SIGTERM: exit $s (143), staging removed" '[ $s = 143 ] && [ "$(ls -A RS | tr "\n" " ")" = ".lock latest " ]'
left=0; for i in $(seq 40); do
  $B list --offline -y 1960:2024 -f xlsx -o out.xlsx >/dev/null 2>&1 & p=$!; sleep 0.0$((RANDOM % 9 + 1)); kill -INT $p 2>/dev/null; wait $p 2>/dev/null
  left=$((left + $(ls -A | grep -c '^\.countries-\|^\.out\.xlsx')))
done
check "40 SIGINTs to list -o out.xlsx: no temporary file left" '[ $left = 0 ]'
mkdir -p SD; for f in countries.json SP.POP.TOTL@history.json NY.GDP.MKTP.CD@history.json; do cp $ROOT/data/$f SD/; done
left=0; mixed=0; for i in $(seq 12); do
  $B snapshot update --base-url $API --data-dir SD --force --network-budget 600 >/dev/null 2>&1 & p=$!; sleep 0.$((RANDOM % 9 + 1))$((RANDOM % 10)); kill -TERM $p 2>/dev/null; wait $p 2>/dev/null
  left=$((left + $(ls -A SD | grep -c '^\.'))); stamps=$(grep -ho '"fetchedAt":"[^"]*"' SD/*.json | sort -u | wc -l); [ $stamps = 1 ] || mixed=$((mixed+1))
done
check "12 SIGTERMs to snapshot update: no temporary file, never a mixed snapshot" '[ $left = 0 ] && [ $mixed = 0 ]'
rm -rf RK; mkdir -p RK/.staging-2026-01-01-abc123; touch RK/.countries-4999999-ab.tmp RK/.staging-my-notes.txt
$B report --offline --out RK >/dev/null 2>e; $B report --offline --out RK >/dev/null 2>e2
check "a killed run's leftovers removed under the lock, said once, a look-alike kept" 'grep -q "left unfinished in .*RK: .staging-2026-01-01-abc123, .countries-4999999-ab.tmp" e && ! grep -q unfinished e2 && [ -f RK/.staging-my-notes.txt ] && [ ! -e RK/.staging-2026-01-01-abc123 ]'
touch .countries-4999999-cd.tmp; $B list --offline -o o.csv >/dev/null 2>e
check "-o beside a killed run's temporary file: removed and said" '[ ! -e .countries-4999999-cd.tmp ] && grep -q "removed 1 unfinished file" e'
rm -rf RD; $B report --offline --out RD >/dev/null 2>&1; D=$(date -u +%F); echo mine > RD/$D/my-notes.txt; mkdir RD/$D/drafts; echo d > RD/$D/drafts/a.md
$B report --offline --out RD >/dev/null 2>e; s=$?
check "same-day rerun keeps my-notes.txt and drafts/ (exit $s), and says so" '[ $s = 0 ] && [ "$(cat RD/$D/my-notes.txt)" = mine ] && [ -f RD/$D/drafts/a.md ] && grep -q "kept drafts, my-notes.txt" e'
mkdir -p H/data; echo "my own" > H/data/countries.dataset; echo x > H/notes.dataset
COUNTRIES_CACHE_DIR=$W/H $B list --base-url $API --year 2022 >/dev/null 2>&1; COUNTRIES_CACHE_DIR=$W/H $B cache clear >/dev/null 2>e
check "cache clear in a folder holding other things removes only its answers" '[ "$(cat H/data/countries.dataset)" = "my own" ] && [ -f H/notes.dataset ] && [ -z "$(ls H | grep 127)" ] && grep -q "removed 3 cached answers" e'
if mkdir -p full && mount -t tmpfs -o size=1300k tmpfs full 2>/dev/null; then
  for f in countries.json SP.POP.TOTL@history.json NY.GDP.MKTP.CD@history.json; do cp $ROOT/data/$f full/; done; (cd full && sha256sum *.json) > full.sha
  $B snapshot update --base-url $API --data-dir full --force --network-budget 600 >/dev/null 2>e; s=$?
  check "snapshot update on a full disk: exit $s (73), old snapshot byte for byte, said in words" '[ $s = 73 ] && (cd full && sha256sum -c --quiet ../full.sha) && [ -z "$(ls -A full | grep "^\.")" ] && grep -q "the disk is full" e && ! grep -q NSCocoa e'
  umount full
else echo "skip full-disk snapshot case: no tmpfs mount here"; fi
for d in 2026-02-30 2026-02-29 26-01-01 2026-02-3x; do $B snapshot update --data-dir SD --fetched-at $d >/dev/null 2>e; s=$?; check "--fetched-at $d refused (exit $s)" '[ $s = 64 ] && grep -q "invalid --fetched-at '"'"'$d'"'"'" e'; done
n240=$(printf 'a%.0s' $(seq 236)).csv; n255=$(printf 'c%.0s' $(seq 251)).csv; n256=$(printf 'b%.0s' $(seq 252)).csv
$B list --offline -o $n240 >/dev/null 2>&1; s1=$?; $B list --offline -o $n255 >/dev/null 2>&1; s2=$?; $B list --offline -o $n256 >/dev/null 2>e; s3=$?
check "-o names of 240 and 255 bytes written, 256 refused as too long (exit $s1 $s2 $s3)" '[ $s1 = 0 ] && [ $s2 = 0 ] && [ $s3 = 73 ] && grep -q "too long for the file system (256 bytes; at most 255)" e'
for name in 'my reports' 'a\b' '${HOME}x' '100%' "it's" '"q"' 'Zürich' '$$x'; do
  mkdir -p "bin/$name" units; cp $B "bin/$name/countries"; "bin/$name/countries" schedule --out "/srv/$name" --json > s.json
  python3 -c "
import json, shlex, sys; d = json.load(open('s.json'))
open('units/countries-report.service', 'w').write(d['systemd_service']); open('units/countries-report.timer', 'w').write(d['systemd_timer'])
cron = d['crontab'].split(' ', 5)[5]; out, esc = '', False
for c in cron:  # cronie: \\% is %, a bare % ends the command, other backslashes stay
    if esc and c != '%': out += '\\\\'
    if not esc and c == '%': break
    esc = c == '\\\\'
    if not esc: out += c
words = shlex.split(out); sys.exit(0 if words[words.index('--out') + 1] == sys.argv[1] else 1)" "/srv/$name"; cron=$?
  v=$(systemd-analyze verify units/countries-report.service units/countries-report.timer 2>&1)
  check "schedule for '$name': systemd-analyze verify clean, cron's shell reads the folder back" '[ -z "$v" ] && [ $cron = 0 ]'
done
(ulimit -f 20; $B list --offline -y 1960:2024 -f csv -o big.csv >/dev/null 2>e); s=$?
check "ulimit -f: exit $s (73), said in words, no source line first, no file" '[ $s = 73 ] && head -1 e | grep -q "^error: cannot write .big.csv.: the file would be larger than this process may write" && [ ! -e big.csv ]'
$B list --offline --country "$(head -c 100000 /dev/zero | tr '\0' x)" >/dev/null 2>e; s=$?
check "a 100 kB argument: exit $s (64), its error line shortened" '[ $s = 64 ] && [ $(head -1 e | wc -c) -lt 200 ] && grep -q "(100000 characters)" e'
fault '[{"match":"","kind":"status","status":503,"times":-1,"retry_after":"86400"}]'
$B list --base-url $API --year 2022 >/dev/null 2>e; check "no 'after 1 tries'" '! grep -q "1 tries" e'
reset
for c in "list --year 2022" "regions" "map -o m.svg" "show KEN" "report --out R8" "indicators show NY.GDP.PCAP.CD" \
  "snapshot update --data-dir snap3 --force" "list --year 1990:2024 --indicator SP.DYN.LE00.IN"; do
  mkdir -p snap3
  fault '[{"match":"","kind":"huge_chunked","times":-1,"size":1073741824}]'; rm -rf cache
  /usr/bin/time -f "%M" -o t $B $c --base-url $API >/dev/null 2>e; m=$(cat t | tail -1)
  check "endless answers to every request of $c: peak RSS ${m} KiB (<= 100 MB)" '[ $m -le 97656 ]'
done
reset
# Group members: control characters, a huge name, an empty one, and a group only the API lists.
$B economies --in "$(printf 'S\033[31mSF')" >/dev/null 2>e; s=$?
check "--in with an escape sequence: exit $s (64), no raw ESC on stderr" '[ $s = 64 ] && ! grep -q "$(printf "\033")" e'
$B economies --in "$(head -c 100000 /dev/zero | tr '\0' x)" >/dev/null 2>e; s=$?
check "--in with 100 kB: exit $s (64), one short line" '[ $s = 64 ] && [ $(head -1 e | wc -c) -lt 200 ]'
$B economies --in "" >o 2>e; s=$?
check "--in '': exit $s (64), nothing on stdout" '[ $s = 64 ] && [ ! -s o ]'
rm -rf cache; $B economies --in EUU --offline -o members.csv >/dev/null 2>e; s=$?
check "--in EUU offline, never fetched: exit $s (69), no file, says how to fetch it" '[ $s = 69 ] && [ ! -e members.csv ] && grep -q "countries economies --in EUU" e'
reset; $B list --in EUX --base-url $API >/dev/null 2>e; s=$?
check "list --in EUX: exit $s (64), suggests EUU, no request" '[ $s = 64 ] && grep -q "(EUU)" e && [ "$(curl -s http://127.0.0.1:18777/_control/log)" = "[]" ]'
$B list --in EUU --country KEN --base-url $API >/dev/null 2>e; s=$?
check "list --in with --country: exit $s (64)" '[ $s = 64 ] && grep -q -- "--in cannot be combined" e'
fault '[{"match":"region=EUU","kind":"duplicate","times":-1}]'
$B economies --in EUU --base-url $API -o members.csv >/dev/null 2>e; s=$?
check "a member list naming AUT twice: exit $s (65), no file, nothing cached" '[ $s = 65 ] && [ ! -e members.csv ] && ! ls cache/*/members@EUU.dataset >/dev/null 2>&1'
reset; $B economies --in EUU --base-url $API -o members.csv >/dev/null 2>e; s=$?
check "--in EUU online: exit $s, 27 members written" '[ $s = 0 ] && [ $(wc -l <members.csv) = 28 ]'
$B list --in EUU --year 2022 --offline --base-url $API -f csv >o 2>e; s=$?
check "list --in EUU offline from the cache: exit $s, the members' sum 447202673 on the EUU row" '[ $s = 0 ] && grep -q "^EUU,.*,447202673,0," o'
# Sort keys: control characters, 100 kB, a column not shown, and a sort on a growth rate into a file.
$B list --offline --sort "$(printf 'g\033[31mdp')" >/dev/null 2>e; s=$?
check "--sort with an escape sequence: exit $s (64), no raw ESC on stderr" '[ $s = 64 ] && ! grep -q "$(printf "\033")" e'
$B list --offline --sort "$(head -c 100000 /dev/zero | tr '\0' x)" >/dev/null 2>e; s=$?
check "--sort with 100 kB: exit $s (64), the value not echoed whole" '[ $s = 64 ] && [ $(wc -c <e) -lt 4000 ]'
$B list --offline --sort gdp-cagr -o sorted.csv >/dev/null 2>e; s=$?
check "--sort gdp-cagr without --growth: exit $s (64), no file, says --growth" '[ $s = 64 ] && [ ! -e sorted.csv ] && grep -q -- "--growth" e'
$B list --offline -y 2015:2022 --growth --full-span --sort gdp-cagr --desc -o sorted.csv >/dev/null 2>e; s=$?
check "--full-span --sort gdp-cagr: exit $s (0), every row spans 2015:2022" '[ $s = 0 ] && [ $(grep -vc ",2015:2022,.*,2015:2022,.*,2015:2022," sorted.csv) = 1 ]'
# countries mcp (issue 37): whatever a line holds, one JSON-RPC answer, the server goes on, stdout holds messages only.
ping='{"jsonrpc":"2.0","id":7,"method":"ping"}'
only_messages() { python3 -c "import json,sys; [json.loads(l)['jsonrpc'] for l in open(sys.argv[1])]" "$1" 2>/dev/null; }
{ head -c 10485760 /dev/zero | tr '\0' x; echo; echo "$ping"; } | $B mcp --offline >o 2>e; s=$?
check "mcp: a 10 MB line is -32700 ($(head -1 o | wc -c) bytes said), then ping answered, exit $s" '[ $s = 0 ] && [ $(wc -l <o) = 2 ] && head -1 o | grep -q "\"code\":-32700" && tail -1 o | grep -q "\"id\":7,\"result\"" && [ $(head -1 o | wc -c) -lt 300 ]'
{ printf '\033[31m\a\r\b\001\177\033]0;x\007\n'; echo "$ping"; } | $B mcp --offline >o 2>e; s=$?
check "mcp: a line of control characters is -32700, no raw ESC on stdout or stderr, exit $s" '[ $s = 0 ] && head -1 o | grep -q "\"code\":-32700" && tail -1 o | grep -q "\"id\":7" && ! grep -q "$(printf "\033")" o e'
{ head -c 100000 /dev/zero | tr '\0' '['; echo; echo "$ping"; } | $B mcp --offline >o 2>e; s=$?
check "mcp: 100,000 nested arrays are -32700 (nested more than 512 levels), exit $s" '[ $s = 0 ] && head -1 o | grep -q "nested more than 512 levels deep" && tail -1 o | grep -q "\"id\":7"'
{ printf '{"jsonrpc":"2.0","id":"%s","method":"tools/call","params":{"name":"%s"}}\n' a rm_rf b "$(head -c 5000 /dev/zero | tr '\0' z)"; echo "$ping"; } | $B mcp --offline >o 2>e; s=$?
check "mcp: unknown tools are -32602 naming the tools, a 5,000-character name shortened, exit $s" '[ $s = 0 ] && [ $(grep -c "\"code\":-32602" o) = 2 ] && grep -q "tools: find_economies" o && [ $(sed -n 2p o | wc -c) -lt 400 ]'
printf '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"find_economies","arguments":{"query":"\\u001b[31mKEN\\u0000"}}}\n' | $B mcp --offline >o 2>e; s=$?
check "mcp: an escape sequence in an argument is a tool error, escaped in JSON, exit $s" '[ $s = 0 ] && grep -q "\"isError\":true" o && ! grep -q "$(printf "\033")" o && only_messages o'
$B mcp --offline </dev/null >o 2>e; s=$?
check "mcp: empty input: exit $s, nothing on stdout" '[ $s = 0 ] && [ ! -s o ]'
{ for i in $(seq 2000); do echo "{\"jsonrpc\":\"2.0\",\"id\":$i,\"method\":\"nope\"}"; echo '{"a":'; echo; done; } | $B mcp --offline >o 2>e; s=$?
check "mcp: 4,000 bad lines and 2,000 blank ones: 4,000 errors, every line a message, exit $s" '[ $s = 0 ] && [ $(wc -l <o) = 4000 ] && only_messages o'
echo "$ping" | $B mcp --offline >&- 2>e; s=$?
check "mcp: closed stdout: exit $s (74), said on stderr" '[ $s = 74 ] && grep -q "^error: cannot write to standard output" e'
# issue 55: text of /v2/sources and other catalogues shown harmless; what the list leaves out said.
python3 -c 'import json; print(json.dumps({"names": {"3": "Worldwide \u001b[31mGovernance\u202e Indicators"}, "extra": [{"id": "12000", "name": "Huge id"}, {"id": "77", "name": "N" * 1048576}], "indicators": {"CC.EST": "Control \u001b[2Jof Corruption"}, "members": {"EUU": ["EMU"]}}))' >hostile.json
curl -s -X POST --data-binary @hostile.json http://127.0.0.1:18777/_control/sources >/dev/null
rm -rf cache; $B sources --base-url $API >o 2>e; s=$?
check "sources: 1 record of 5 digits left out and said, a 1 MB name cut with its length (exit $s)" '[ $s = 0 ] && grep -q "left out 1 record of the World Bank.s list of databases: id .12000." e && grep -q "(1048576 characters)" o && [ $(wc -c <o) -lt 20000 ]'
for a in "list --source 3 --indicator CC.EST --country KEN --year 2020" "cite --source 3 --indicator CC.EST --format bibtex" "indicators show --source 3 CC.EST"; do
    $B $a --base-url $API >o 2>e; s=$?
    check "$a: no ESC nor bidi override from the API on stdout or stderr (exit $s)" '[ $s = 0 ] && ! grep -q "$(printf "\033")" o e && ! grep -q "$(printf "\u202e")" o e'
done
$B economies --in EUU --format csv --base-url $API >o 2>e; s=$?
check "economies --in EUU as CSV: the listed aggregate EMU left out and said on stderr (exit $s)" '[ $s = 0 ] && ! grep -q "^EMU," o && grep -q "also listed EMU for EUU" e'
reset
# issue 55: input checks cost time in proportion to their input (CPU of the child, in ms).
cpu_ms() { local TIMEFORMAT='%3U %3S' t; t=$( { time "$@" >/dev/null 2>&1; } 2>&1 ); awk '{ printf "%d", ($1 + $2) * 1000 }' <<<"$t"; }
long=$(head -c 100000 /dev/zero | tr '\0' a)
for a in "list --country" "economies --in" "list --region" "list --income" "show" "indicators show"; do
    # The refusal's own cost: the CPU of the 100,000 characters less that of a short unknown name.
    base=$(cpu_ms $B $a Atlantis --offline </dev/null); ms=$(cpu_ms $B $a "$long" --offline </dev/null)
    check "a 100,000-character name refused by '$a': $ms ms of CPU, $((ms - base)) ms more than 'Atlantis' (at most 50)" '[ $((ms - base)) -le 50 ]'
done
python3 -c "
import json
for i in range(1000): print(json.dumps({'jsonrpc':'2.0','id':i+1,'method':'tools/call','params':{'name':'find_indicators','arguments':{'query':'literacy rate adult'}}}))" >calls.jsonl
ms=$(cpu_ms $B mcp --offline <calls.jsonl)
check "mcp: 1,000 find_indicators calls in $ms ms of CPU (at most 2 ms a call, 2,000)" '[ "$ms" -le 2000 ]'
# issue 55: a client that writes 48 MB and reads no answer: the server stops reading (back-pressure).
flood=$(python3 - "$B" <<'PY'
import subprocess, sys, threading, time
server = subprocess.Popen([sys.argv[1], "mcp", "--offline"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
sent = [0]
def write():
    chunk = b'{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n' * 1000
    try:
        while sent[0] < 48 << 20:
            server.stdin.write(chunk); server.stdin.flush(); sent[0] += len(chunk)
    except OSError:
        pass
threading.Thread(target=write, daemon=True).start()
time.sleep(3)
peak = next(line for line in open(f"/proc/{server.pid}/status") if line.startswith("VmHWM")).split()[1]
print(sent[0] >> 20, int(peak) // 1024)
server.kill()
PY
)
read -r taken peak <<<"$flood"
check "mcp: 48 MB written, no answer read: $taken MB taken, server peak $peak MB (at most 2 and 60)" '[ "$taken" -le 2 ] && [ "$peak" -le 60 ]'
echo '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_data","arguments":{"group":"WLD","from_year":1960,"to_year":2024}}}' | $B mcp --offline >o 2>e; s=$?
check "mcp: over the cap: a tool error that says how to narrow it, exit $s" '[ $s = 0 ] && grep -q "over the cap of 500" o && grep -q "Narrow it" o'
# cite: a control character in an indicator code, an unknown style, a FIFO without reader as --output.
$B cite --offline --indicator "$(printf 'SP.POP\033[31m')" >/dev/null 2>e; s=$?
check "cite --indicator with an escape sequence: exit $s (64), no raw ESC on stderr" '[ $s = 64 ] && ! grep -q "$(printf "\033")" e'
$B cite --offline -f ris -o cite.ris >/dev/null 2>e; s=$?
check "cite -f ris: exit $s (64), no file, the styles named" '[ $s = 64 ] && [ ! -e cite.ris ] && grep -q "csl-json" e'
# verify and --manifest (issue 36): bad manifests are one error line and 65 or 66, never a hang or a crash.
printf '\377\376{' > bad.json; $B verify bad.json >o 2>e; s=$?
check "verify of binary garbage: exit $s (65), one error line naming the file" '[ $s = 65 ] && [ $(wc -l <e) = 2 ] && grep -q "^error: .bad.json. is not a manifest countries can read: not JSON" e && [ ! -s o ]'
head -c 5000000 /dev/zero | tr '\0' ' ' > huge.json; $B verify huge.json >o 2>e; s=$?
check "verify of a 5 MB file: exit $s (65), refused unread as too large" '[ $s = 65 ] && grep -q "it is 5000000 bytes, more than the 4 MiB such a file can be" e'
head -c 200000 /dev/zero | tr '\0' '[' > deep.json; $B verify deep.json >o 2>e; s=$?
check "verify of 200,000 nested arrays: exit $s (65), said in one line" '[ $s = 65 ] && [ $(wc -l <e) = 2 ]'
mkdir -p empty-dir; $B verify empty-dir >o 2>e; s=$?
check "verify of a folder without manifest.json: exit $s (66)" '[ $s = 66 ] && grep -q "empty-dir/manifest.json.: there is no such file" e'
for special in /dev/full /dev/zero /dev/stdin; do
    $B verify $special </dev/null >o 2>e; s=$?
    check "verify $special: exit $s (66), not a regular file, no hang" '[ $s = 66 ] && grep -q "it is not a regular file" e'
done
mkfifo manifest.fifo; timeout 10 $B verify manifest.fifo >o 2>e; s=$?
check "verify of a FIFO nobody writes: exit $s (66) at once" '[ $s = 66 ] && grep -q "it is not a regular file" e'
echo '{"schema":{"name":"manifest","version":1},"metadata":{"tool":"countries 0.1.0"},"command_line":[],"created_at":"2026-11-29T12:00:00Z","datasets":[{"name":"SP.POP.TOTL@2022/../../x"}]}' > path.json
$B verify path.json --offline >o 2>e; s=$?
check "verify of a dataset name with a path in it: exit $s (65), named, nothing read" '[ $s = 65 ] && grep -q "datasets\[0\].name" e'
$B list --offline --manifest /dev/full >/dev/null 2>e; s=$?
check "--manifest /dev/full: exit $s (73), said in words" '[ $s = 73 ] && grep -q "^error: cannot write ./dev/full.: the disk is full" e'
mkdir -p mdir; $B list --offline --manifest mdir >/dev/null 2>e; s=$?
check "--manifest naming a folder: exit $s (73), the hint names --manifest" '[ $s = 73 ] && grep -q "give a file name to --manifest" e'
$B list --offline --base-url "http://u:s3cret@127.0.0.1:18777/v2" --year 2022 --manifest m.json >/dev/null 2>e; s=$?
check "--manifest with credentials in --base-url: exit $s, none stored" '[ $s = 0 ] && ! grep -q s3cret m.json && grep -q "127.0.0.1:18777/v2" m.json'
# issue 32: other databases (--source): a bad id, a name with control characters from the API, a code
# of another database, a cache file that is not ours. The fake's figures of databases other than WDI
# are SYNTHETIC.
reset; rm -rf cache
$B list --base-url $API --source 999 -c KEN >o 2>e; s=$?
check "--source 999: exit $s (64), the valid ids named, no data request" '[ $s = 64 ] && grep -q "unknown database .999." e && grep -q "3 (Worldwide Governance Indicators)" e && ! curl -s http://127.0.0.1:18777/_control/log | grep -q "/indicator/"'
$B list --base-url $API --source "$(printf 'wgi\033[31m')" -c KEN >o 2>e; s=$?
check "--source with an escape sequence: exit $s (64), no raw ESC on stderr" '[ $s = 64 ] && ! grep -q "$(printf "\033")" e'
reset; rm -rf cache; fault '[{"match":"/v2/sources","kind":"control","times":-1}]'
$B sources --base-url $API >o 2>e; s=$?
check "database names with ESC, BEL, CR LF from the API: exit $s, shown harmless in the table" '[ $s = 0 ] && ! grep -q "$(printf "\033")" o e && grep -q "Worldwide Governance Indicators␛\[31m␇" o'
$B sources --base-url $API -f csv >o 2>e; s=$?
check "the same names in CSV: exit $s, one record per database" '[ $s = 0 ] && [ $(wc -l <o) = 10 ] && ! grep -q "$(printf "\033")" o'
reset; rm -rf cache
$B list --base-url $API --source 3 --indicator NY.GDP.PCAP.CD -c KEN >o 2>e; s=$?
check "a WDI code with --source 3: exit $s (64), said to be a WDI code, no data request" '[ $s = 64 ] && grep -q "is a World Development Indicators code" e && ! curl -s http://127.0.0.1:18777/_control/log | grep -q "/indicator/NY"'
d=$(ls cache | head -1); echo "mine" > cache/$d/indicators@source6.csv
$B indicators --base-url $API --source 6 debt >o 2>e; s=$?
check "a catalogue file countries did not write is left as it is (exit $s)" '[ $s = 0 ] && [ "$(cat cache/$d/indicators@source6.csv)" = mine ] && grep -q "did not write" e'
$B list --base-url $API --offline --source 3 --indicator CC.EST -c KEN -y 2022 >o 2>e; s=$?
check "--offline --source 3, its figures never fetched: exit $s (69), the dataset named" '[ $s = 69 ] && grep -q "holds CC.EST (source 3, 2022)" e'
# footnotes (issue 32): SYNTHETIC notes from the fake, with control characters and 200,000 characters.
reset; rm -rf cache
{ printf '[{"indicator":"SP.POP.TOTL","economy":"KEN","year":2022,"footnote":"synthetic\\u001b[31m\\u0007\\r\\n| <b>","status":"F"},'
  printf '{"indicator":"SP.POP.TOTL","economy":"UGA","year":2022,"footnote":"'; head -c 200000 /dev/zero | tr '\0' y; printf '"}]'; } >notes.json
curl -s -X POST --data-binary @notes.json http://127.0.0.1:18777/_control/notes >/dev/null
$B list --base-url $API -c KEN,UGA -y 2022 --footnotes >o 2>e; s=$?
check "a footnote with ESC, BEL, CR LF: shown as pictures, no raw ESC (exit $s)" '[ $s = 0 ] && grep -q "^\[1\] synthetic␛\[31m␇␍␊| <b>" o && ! grep -q "$(printf "\033")" o e'
check "a 200,000-character footnote: cut to 500 characters" '[ $(grep "^\[2\] " o | wc -m) -lt 520 ] && grep -q "y…$" o'
$B list --base-url $API -c KEN,UGA -y 2022 --footnotes -f csv >o 2>e; s=$?
check "footnotes in CSV: one record per economy, no raw control characters (exit $s)" '[ $s = 0 ] && [ $(wc -l <o) = 3 ] && ! grep -q "$(printf "\033")" o'
$B list --base-url $API -c KEN,UGA -y 2022 --footnotes -f markdown >o 2>e; s=$?
check "footnotes in Markdown: brackets, the pipe and markup escaped, no raw ESC (exit $s)" '[ $s = 0 ] && grep -qF "synthetic␛\[31m␇ \| &lt;b&gt; | F |" o && ! grep -q "$(printf "\033")" o'
# The same notes on the Bank's aggregates (regions), the years of list --wide, a report's pages and files.
reset; rm -rf cache
printf '[{"indicator":"SP.POP.TOTL","economy":"WLD","year":2022,"footnote":"synthetic\\u001b[31m\\u0007\\r\\n| <b>&","status":"F"},{"indicator":"SP.POP.TOTL","economy":"KEN","year":2022,"footnote":"'"$(head -c 3000 /dev/zero | tr '\0' y)"'"}]' >notes.json
curl -s -X POST --data-binary @notes.json http://127.0.0.1:18777/_control/notes >/dev/null
COLUMNS=40 $B regions --base-url $API -y 2022 --footnotes >o 2>e; s=$?
check "regions --footnotes, a narrow terminal: the aggregate's note shown harmless, a long word never cut (exit $s)" '[ $s = 0 ] && grep -qF "[1] synthetic␛[31m␇␍␊| <b>&" o && ! grep -q "$(printf "\033")" o e'
$B regions --base-url $API -y 2022 --footnotes -f csv >o 2>e; s=$?
check "regions --footnotes in CSV: one record per group, no raw control characters (exit $s)" '[ $s = 0 ] && [ $(wc -l <o) = 9 ] && ! grep -q "$(printf "\033")" o'
COLUMNS=50 $B list --base-url $API -c KEN,UGA -y 2021:2022 --wide --footnotes >o 2>e; s=$?
check "list --wide --footnotes: a 500-character word on a line of its own, whole (exit $s)" '[ $s = 0 ] && grep -qE "^\[1\] y{499}…$" o'
$B report --base-url $API --out rep -y 2022 --footnotes >o 2>e; s=$?
check "report --footnotes: the note escaped in HTML and Markdown, no raw ESC in its text files (exit $s)" '[ $s = 0 ] && grep -qF "synthetic␛[31m␇␍␊| &lt;b&gt;&amp;</p>" rep/latest-2022/index.html && grep -qF "synthetic␛\[31m␇␍␊\| &lt;b&gt;&" rep/latest-2022/index.md && ! grep -q "$(printf "\033")" rep/latest-2022/*.html rep/latest-2022/*.md rep/latest-2022/*.csv rep/latest-2022/*.json'
mkdir -p cache/x; echo mine > cache/x/sources.csv; $B sources --base-url $API >/dev/null 2>&1; d=$(ls cache | grep -v '^x$' | head -1); echo mine > cache/$d/indicators@source9.csv
$B cache clear >o 2>e; s=$?
check "cache clear removes the list of databases, keeps files countries did not write (exit $s)" '[ $s = 0 ] && grep -q "the list of databases" e && [ "$(cat cache/x/sources.csv)" = mine ] && [ "$(cat cache/$d/indicators@source9.csv)" = mine ] && [ ! -e cache/$d/sources.csv ]'
# panels (issue 32): 201 indicators; 66 codes in 1,601 characters, which the API takes in queries of
# at most 1,500; one code of 1,600 characters. The fake's values of these codes are SYNTHETIC.
reset; rm -rf cache
codes() { python3 -c "import csv, sys; r = [x['id'] for x in csv.DictReader(open('$FAKE/data/wdi-codes.csv')) if x['id'] not in ('SP.POP.TOTL', 'NY.GDP.MKTP.CD')]; r.sort(key=len, reverse=sys.argv[1] == 'long'); print(','.join(r[:int(sys.argv[2])]))" "$@"; }
$B list --base-url $API --indicator "$(codes first 201)" -c KEN >o 2>e; s=$?
check "201 indicators: exit $s (64), the count and the limit named, no request" '[ $s = 64 ] && grep -q "too many indicators (201)" e && grep -q "at most 200" e && [ "$(curl -s http://127.0.0.1:18777/_control/log)" = "[]" ]'
long=$(codes long 66)
$B list --base-url $API --indicator "$long" -c KEN -y 2022 -f csv >o 2>e; s=$?
check "${#long} characters of codes: exit $s, 2 queries of at most 1,500, a column for each code" '[ $s = 0 ] && curl -s http://127.0.0.1:18777/_control/log | python3 -c "import json, sys; q = [e[\"path\"].split(\"/indicator/\")[1] for e in json.load(sys.stdin) if \"/indicator/\" in e[\"path\"]]; sys.exit(len(q) != 2 or max(map(len, q)) > 1500)" && [ "$(head -1 o | tr , "\n" | grep -v _year | grep -c "\.")" = 66 ]'
reset
$B list --base-url $API --indicator "$(head -c 1600 /dev/zero | tr '\0' A)" -c KEN >o 2>e; s=$?
check "one code of 1,600 characters: exit $s (64), shortened in the message, no request" '[ $s = 64 ] && grep -q "invalid indicator code" e && [ $(head -1 e | wc -c) -lt 200 ] && [ "$(curl -s http://127.0.0.1:18777/_control/log)" = "[]" ]'
reset
kill $FPID $FPID2
echo "cases: $n, handled: $ok"
