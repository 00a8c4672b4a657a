#!/usr/bin/env bash
# A time-bounded third-party scan of a local server (docs/security-scan.md): sqlmap against the
# JSON APIs, public and admin, and wapiti against the site, anonymous and logged in. The server is
# the production build on a free loopback port with a throwaway embedded database; nothing else is
# touched. Reports go to reports/security-scan/<UTC date>/ (SCAN_OUT to choose another folder).
#
# Time bounds, in seconds (the defaults keep the whole run under about 20 minutes):
#   SCAN_SQLMAP_SECONDS         each sqlmap target (default 180; 11 targets, most done in under a
#                               minute at the default level and risk, the lead form in about two)
#   SCAN_WAPITI_SECONDS         each wapiti pass as a whole (default 300; 2 passes)
#   SCAN_WAPITI_CRAWL_SECONDS   its crawl (--max-scan-time, default 60)
#   SCAN_WAPITI_ATTACK_SECONDS  each of its 19 modules (--max-attack-time, default 30)
#   SCAN_SQLMAP_LEVEL / SCAN_SQLMAP_RISK   sqlmap's --level / --risk (default 3 / 2; 5 / 3 needs
#                               several minutes per target: raise SCAN_SQLMAP_SECONDS with them)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

SQLMAP_SECONDS="${SCAN_SQLMAP_SECONDS:-180}"
WAPITI_CRAWL_SECONDS="${SCAN_WAPITI_CRAWL_SECONDS:-60}"
WAPITI_ATTACK_SECONDS="${SCAN_WAPITI_ATTACK_SECONDS:-30}"
WAPITI_SECONDS="${SCAN_WAPITI_SECONDS:-300}"
SQLMAP_LEVEL="${SCAN_SQLMAP_LEVEL:-3}"
SQLMAP_RISK="${SCAN_SQLMAP_RISK:-2}"
OUT="${SCAN_OUT:-reports/security-scan/$(date -u +%Y-%m-%d)}"
# A browser's User-Agent: the tracking routes silently drop requests from bots (sqlmap's own
# agent among them), so those would never reach the database.
BROWSER_UA='Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

say() { printf '[security-scan] %s\n' "$*"; }

# 1. The scanners: Debian packages, installed the way the other commands install theirs.
node scripts/bootstrap.mjs security-scan
for tool in sqlmap wapiti; do
  command -v "$tool" >/dev/null || {
    say "$tool is not installed (apt-get install sqlmap wapiti)"
    exit 1
  }
done
SQLMAP_VERSION="$(sqlmap --version 2>/dev/null | head -n 1)"
WAPITI_VERSION="$(dpkg-query -W -f '${Version}' wapiti 2>/dev/null || echo unknown)"

# 2. The build: made when missing, or when a source is newer than it.
SERVER_MAIN=dist/node/src/server/main.js
if [[ ! -f "$SERVER_MAIN" || ! -f dist/client/index.html ]] ||
  [[ -n "$(find src content drizzle -newer "$SERVER_MAIN" -type f -print -quit)" ]]; then
  say 'building (dist/ is missing or older than the sources)'
  npm run --silent build
fi

# 3. The server: a free loopback port, a throwaway data folder, limits raised so the scanners are
# not simply rate-limited, and nothing configured that reaches outside (no mail, no Redis, no
# external database, no transcription).
WORK="$(mktemp -d)"
SERVER_PID=''
cleanup() {
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

PORT="$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
URL="http://127.0.0.1:$PORT"
ADMIN_PASSWORD="$(node -e "console.log(require('node:crypto').randomBytes(18).toString('base64url'))")"
# A second run on the same day replaces what this script wrote there, and nothing else.
rm -rf "$OUT/sqlmap" "$OUT/wapiti" "$OUT/server.log" "$OUT/summary.txt"
mkdir -p "$OUT/sqlmap" "$OUT/wapiti"
OUT="$(cd "$OUT" && pwd)"

say "starting the server on $URL (data in a temporary folder)"
env NODE_ENV=production HOST=127.0.0.1 PORT="$PORT" PUBLIC_URL="$URL" \
  DATA_DIR="$WORK/data" DATABASE_URL= REDIS_URL= SMTP_URL= NOTIFY_EMAIL= TRUST_PROXY= HEALTH_TOKEN= \
  ADMIN_PASSWORD="$ADMIN_PASSWORD" LOG_LEVEL=warn TRANSCRIPTION_ENGINE=none EXTRACTION_ENGINE=local \
  LEAD_RATE_LIMIT=1000000 VOICE_RATE_LIMIT=1000000 TRACK_RATE_LIMIT=1000000 \
  TRACK_SESSION_EVENTS_PER_MINUTE=1000000 TRACK_SESSION_EVENTS_PER_DAY=100000000 \
  LOGIN_MAX_FAILURES=1000 LOGIN_DEVICE_MAX_FAILURES=1000 LOGIN_GLOBAL_MAX_PER_MINUTE=1000000 \
  PRESSURE_MAX_CONCURRENT_API_REQUESTS=0 PRESSURE_MAX_EVENT_LOOP_DELAY_MS=0 \
  node "$SERVER_MAIN" >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 120); do
  curl -fsS -o /dev/null "$URL/healthz" 2>/dev/null && break
  kill -0 "$SERVER_PID" 2>/dev/null || {
    say "the server stopped; see $OUT/server.log"
    exit 1
  }
  sleep 0.5
done
curl -fsS -o /dev/null "$URL/healthz" || {
  say 'the server did not answer /healthz within 60 s'
  exit 1
}

# 4. An admin session, so the admin API is scanned as a logged-in admin sees it.
TOKEN="$(curl -fsS -D - -o /dev/null -X POST "$URL/api/admin/login" -H "Origin: $URL" \
  -H 'content-type: application/json' --data "{\"password\":\"$ADMIN_PASSWORD\"}" |
  sed -n 's/^[Ss]et-[Cc]ookie: admin_session=\([^;]*\).*/\1/p')"
[[ -n "$TOKEN" ]] || {
  say 'admin login failed'
  exit 1
}
COOKIE="admin_session=$TOKEN"
# A lead and a visit, so the lists the admin routes answer are not empty.
LEAD='{"type":"consultation","firstName":"Maria","lastName":"Okafor","email":"maria@okafor-paving.example","company":"Okafor Paving LLC","phone":"(555) 201-3344","debtAmount":"500k-1m","creditorsCount":"9-15","message":"Two lenders are threatening to sue.","sessionId":"scan_session_1"}'
VISIT='{"page":"/faq","sessionId":"scan_session_1","timeOnPage":0,"referrer":"https://www.google.com/search?q=business+debt"}'
curl -fsS -o /dev/null "$URL/api/track-visit" -H "Origin: $URL" -A "$BROWSER_UA" -H 'content-type: application/json' --data "$VISIT"
curl -fsS -o /dev/null "$URL/api/consultation-request" -H "Origin: $URL" -A "$BROWSER_UA" -H 'content-type: application/json' --data "$LEAD"
PERSON_ID="$(curl -fsS "$URL/api/people?limit=1" -H "Cookie: $COOKIE" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).items[0]?.id ?? 1))')"

# 5. sqlmap: one bounded run per target. At level 3 the User-Agent and Referer headers are tested
# too on the public routes (tracking and leads store what they say). A parameter whose answer does
# not change when characters are appended (a lead's phone is normalised) is tested anyway: sqlmap
# would otherwise skip it as "type casting".
# Each scanner run: under a hard bound (`signal` at `seconds`, KILL a minute later), its output to
# a file, its exit status and seconds kept. Its input is the caller's.
declare -A STATUS ELAPSED
bounded() {
  local key="$1" log="$2" seconds="$3" signal="$4"
  shift 4
  local status=0 started=$SECONDS
  timeout --signal="$signal" --kill-after=60 "$seconds" "$@" >"$log" 2>&1 || status=$?
  STATUS[$key]=$status
  ELAPSED[$key]=$((SECONDS - started))
}
SQLMAP_TARGETS=()
run_sqlmap() {
  local name="$1"
  shift
  SQLMAP_TARGETS+=("$name")
  say "sqlmap: $name (at most ${SQLMAP_SECONDS} s)"
  bounded "sqlmap:$name" "$OUT/sqlmap/$name.txt" "$SQLMAP_SECONDS" TERM \
    sqlmap --batch --disable-coloring --flush-session \
    --dbms=PostgreSQL --level="$SQLMAP_LEVEL" --risk="$SQLMAP_RISK" --timeout=15 --retries=1 \
    --answers='skip those kind=N' --output-dir="$OUT/sqlmap" -A "$BROWSER_UA" -H "Origin: $URL" "$@" \
    </dev/null
}
# The admin lists read only their query, so only the query is tested there (the cookie is sent).
ADMIN=(--cookie="$COOKIE" --skip=admin_session)
ADMIN_QUERY=("${ADMIN[@]}" --param-filter=GET)

run_sqlmap lead-create -u "$URL/api/consultation-request" --data="$LEAD"
run_sqlmap track-visit -u "$URL/api/track-visit" --data="$VISIT"
run_sqlmap track-click -u "$URL/api/track-click" \
  --data='{"sessionId":"scan_session_1","page":"/faq","elementId":"cta","elementClass":"btn","elementTag":"button","elementText":"Go","clickX":10,"clickY":20}'
run_sqlmap track-keystroke -u "$URL/api/track-keystroke" \
  --data='{"sessionId":"scan_session_1","page":"/faq","elementId":"email","elementType":"email","fieldName":"email","inputValue":"a@b.co","keystroke":"o"}'
run_sqlmap track-events -u "$URL/api/track-events" \
  --data='[{"type":"click","sessionId":"scan_session_1","page":"/","elementTag":"a","elementText":"Learn More"}]'
run_sqlmap leads-list "${ADMIN_QUERY[@]}" -u "$URL/api/consultation-requests?filter=all&search=maria&limit=20"
run_sqlmap sessions "${ADMIN_QUERY[@]}" -u "$URL/api/sessions?search=faq&sessionId=scan_session_1&limit=20"
run_sqlmap people "${ADMIN_QUERY[@]}" -u "$URL/api/people?filter=all&sort=newest&search=maria&limit=50"
run_sqlmap analytics "${ADMIN_QUERY[@]}" -u "$URL/api/analytics?sessionId=scan_session_1"
run_sqlmap session-timeline "${ADMIN[@]}" -u "$URL/api/sessions/scan_session_1*/timeline"
run_sqlmap person "${ADMIN[@]}" -u "$URL/api/people/${PERSON_ID}*"

# 6. wapiti: the site from its root, anonymous, then as the admin (the admin API's lists added as
# start points). Every module (19) but the three that need the Internet (ssrf: wapiti's endpoint;
# nikto and wapp: their databases are downloaded). No -x: Debian's wapiti 3.0.4 crashes on any
# exclusion under Python 3.11 (its wildcard_translate builds an invalid regular expression); logout
# is a JSON POST, which wapiti neither finds nor sends.
WAPITI_PASSES=()
run_wapiti() {
  local name="$1"
  shift
  WAPITI_PASSES+=("$name")
  say "wapiti: $name (at most ${WAPITI_SECONDS} s)"
  # Wapiti 3.0.4's --max-scan-time bounds the crawl only, and --max-attack-time is checked only
  # between a module's steps (buster's step is a whole directory: 31,545 names). So the pass has a
  # bound of its own: an interrupt, answered "r" (stop and write the (R)eport) on wapiti's input.
  bounded "wapiti:$name" "$OUT/wapiti/$name.txt" "$WAPITI_SECONDS" INT \
    wapiti -u "$URL/" --scope folder -m 'all,-ssrf,-nikto,-wapp' \
    --max-scan-time "$WAPITI_CRAWL_SECONDS" --max-attack-time "$WAPITI_ATTACK_SECONDS" --flush-session \
    --store-session "$WORK/wapiti-session" --store-config "$WORK/wapiti-config" -t 15 --no-bugreport \
    -A "$BROWSER_UA" -H "Origin: $URL" -f json -o "$OUT/wapiti/$name.json" "$@" <<<'r'
}
run_wapiti public
printf '{"127.0.0.1": {"/": {"admin_session": {"value": "%s", "expires": null, "secure": false, "port": null, "version": 0}}}}\n' \
  "$TOKEN" >"$WORK/admin-cookie.json"
run_wapiti admin -c "$WORK/admin-cookie.json" -s "$URL/admin" \
  -s "$URL/api/consultation-requests?filter=all&search=maria&limit=20" \
  -s "$URL/api/sessions?search=faq&sessionId=scan_session_1&limit=20" \
  -s "$URL/api/people?filter=all&sort=newest&search=maria&limit=50" \
  -s "$URL/api/analytics?sessionId=scan_session_1" -s "$URL/api/analytics/lead-sources?sessionId=scan_session_1" \
  -s "$URL/api/voice-feedback?sessionId=scan_session_1" -s "$URL/api/sessions/scan_session_1/timeline" \
  -s "$URL/api/people/$PERSON_ID" -s "$URL/api/people/$PERSON_ID/timeline"

# 7. Stop the server (its log is part of the report), then the summary.
kill -TERM "$SERVER_PID"
wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=''

{
  echo "Security scan of $URL, $(date -u +%Y-%m-%dT%H:%MZ)"
  echo "sqlmap $SQLMAP_VERSION (--level=$SQLMAP_LEVEL --risk=$SQLMAP_RISK, ${SQLMAP_SECONDS} s per target);" \
    "wapiti $WAPITI_VERSION (${WAPITI_SECONDS} s per pass: crawl ${WAPITI_CRAWL_SECONDS} s, ${WAPITI_ATTACK_SECONDS} s per module)"
  echo
  echo 'sqlmap (per target: injectable points, or none)'
  for name in "${SQLMAP_TARGETS[@]}"; do
    file="$OUT/sqlmap/$name.txt"
    if grep -q 'identified the following injection point' "$file"; then
      verdict="INJECTABLE: $(grep -c '^Parameter: ' "$file") point(s)"
    elif grep -q 'all tested parameters do not appear to be injectable' "$file"; then
      verdict='none'
    elif [[ "${STATUS[sqlmap:$name]}" == 124 || "${STATUS[sqlmap:$name]}" == 137 ]]; then
      verdict='stopped by the time bound'
    else
      verdict="no verdict (exit ${STATUS[sqlmap:$name]})"
    fi
    # Hints: sqlmap's intermediate guesses, each either confirmed above or dropped (see its log).
    printf '  %-16s %4s s  %s; parameters found not injectable: %s; hints: %s\n' "$name" "${ELAPSED[sqlmap:$name]}" "$verdict" \
      "$(grep -c 'does not seem to be injectable' "$file" || true)" \
      "$(grep -c 'might be injectable\|appears to be .* injectable' "$file" || true)"
  done
  echo
  echo 'wapiti (findings per category)'
  for name in "${WAPITI_PASSES[@]}"; do
    report="$OUT/wapiti/$name.json"
    if [[ -s "$report" ]]; then
      node -e '
        const report = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
        for (const kind of ["vulnerabilities", "anomalies", "additionals"]) {
          const found = Object.entries(report[kind] ?? {}).filter(([, list]) => list.length > 0);
          const total = found.reduce((sum, [, list]) => sum + list.length, 0);
          console.log(`  ${process.argv[2].padEnd(7)} ${kind}: ${total}` +
            (found.length ? ` (${found.map(([category, list]) => `${category}: ${list.length}`).join("; ")})` : ""));
        }
      ' "$report" "$name"
    log="$OUT/wapiti/$name.txt"
    cut="$(sed -n 's/.*Max attack time was reached for module \([a-z_]*\).*/\1/p' "$log" | paste -sd, -)"
    if grep -q 'Attack process was interrupted' "$log"; then
      cut="${cut:+$cut, }the pass's own bound in $(sed -n 's/.*Launching module \([a-z_]*\).*/\1/p' "$log" | tail -n 1)"
    fi
    printf '  %-7s %s s; %s; modules cut by the time bound: %s\n' "$name" "${ELAPSED[wapiti:$name]}" \
      "$(grep -o 'found [0-9]* URLs and forms' "$log" | head -n 1)" "${cut:-none}"
    else
      echo "  $name   no report (exit ${STATUS[wapiti:$name]}; see $OUT/wapiti/$name.txt)"
    fi
  done
  echo
  # A 500 and a tracking batch that could not be written are logged at error level: the oracle
  # for what no answer shows (tracking writes are buffered, so a failing insert never reaches
  # the scanner).
  echo "server.log: $(grep -c '"level":50' "$OUT/server.log" || true) errors, $(grep -c '"level":60' "$OUT/server.log" || true) fatal"
} | tee "$OUT/summary.txt"
say "reports in ${OUT#"$ROOT"/} ($((SECONDS / 60)) min $((SECONDS % 60)) s in all)"
