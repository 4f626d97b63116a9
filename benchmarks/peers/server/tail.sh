#!/usr/bin/env bash
# The reference server's tail beside WireMock (issue 35): POST /v1/quote under wrk -t2 -c64, two builds of the server
# and WireMock's static stub of the same answer, alternated round by round (the order rotates), each on a fresh JVM.
#
#   benchmarks/peers/server/tail.sh BEFORE_CLASSPATH AFTER_CLASSPATH WIREMOCK_JAR [rounds] [seconds]
#
# Class paths as for run-classes.sh. The servers run Serve.java with BEFORE_OPTS / AFTER_OPTS (JVM options; the
# defaults: none for before, the options `trading server` starts with for after: -XX:+UseSerialGC -Xmx256m).
# WireMock 3.13.2 standalone (org.wiremock:wiremock-standalone, Maven Central) runs with its defaults and its
# load-test switches, serving the quote the after build answers, saved once as a static file. Each run: 5 s of
# warm-up, then `seconds` (10 unless given) measured with --latency, then the JVM's VmRSS, the 1-minute load and the
# server process's CPU time (user + system, /proc/PID/stat) over the measured part divided by the requests wrk
# completed: CPU per request, which the machine's load moves much less than the latencies; and the context switches
# of all the JVM's threads per request (voluntary, /proc/PID/task/*/status): the hand-offs between threads.
# On a machine others share, RUN="nice -n -15" (root) runs the servers and wrk ahead of the others' threads: without
# it the scheduler's fair share per thread, not the server, decides the figures (a server with 32 runnable threads
# gets 16 times the share of one with 2). NO_WIREMOCK=1 leaves WireMock's runs out.
set -euo pipefail
BEFORE=$1; AFTER=$2; WIREMOCK=$3; ROUNDS=${4:-3}; SECONDS_MEASURED=${5:-10}
BEFORE_OPTS=${BEFORE_OPTS:-}
RUN=${RUN:-}
AFTER_OPTS=${AFTER_OPTS:--XX:+UseSerialGC -Xmx256m}
HERE=$(cd "$(dirname "$0")" && pwd)
PORT=18080
OUT=$(mktemp -d); echo "output in $OUT"
mkdir -p "$OUT/serve-before" "$OUT/serve-after" "$OUT/wiremock/mappings" "$OUT/wiremock/__files"
javac -d "$OUT/serve-before" -cp "$BEFORE" "$HERE/Serve.java"
javac -d "$OUT/serve-after" -cp "$AFTER" "$HERE/Serve.java"

started=""
switches() { cat /proc/"$1"/task/*/status 2>/dev/null | awk '/^voluntary_ctxt_switches/ {s += $2} END {print s + 0}'; }
stop() { if [ -n "$started" ]; then kill "$started" 2>/dev/null || true; wait "$started" 2>/dev/null || true; started=""; fi; }
trap stop EXIT

start() { # start BUILD: leaves the JVM's pid in $started once it answers
  local build=$1
  case $build in
    before) $RUN java $BEFORE_OPTS -cp "$OUT/serve-before:$BEFORE" Serve $PORT > "$OUT/server.log" 2>&1 & ;;
    after) $RUN java $AFTER_OPTS -cp "$OUT/serve-after:$AFTER" Serve $PORT > "$OUT/server.log" 2>&1 & ;;
    wiremock) $RUN java -jar "$WIREMOCK" --port $PORT --root-dir "$OUT/wiremock" --no-request-journal \
      --disable-request-logging > "$OUT/server.log" 2>&1 & ;;
  esac
  started=$!
  for _ in $(seq 1 1500); do
    curl -s -o /dev/null -X POST "http://127.0.0.1:$PORT/v1/quote" && return 0
    sleep 0.05
  done
  echo "$build did not start: $(cat "$OUT/server.log")" >&2; exit 1
}

# The stub's answer: the after build's quote for the script's request.
start after
body=$(sed -n "s/^wrk.body = '\(.*\)'$/\1/p; s/^  \.\. '\(.*\)'$/\1/p" "$HERE/quote.lua" | tr -d '\n')
curl -s -X POST -H 'content-type: application/json' -H 'x-api-key: test-key' -d "$body" \
  "http://127.0.0.1:$PORT/v1/quote" > "$OUT/wiremock/__files/quote.json"
stop
grep -q '"routing":"CLASSIC"' "$OUT/wiremock/__files/quote.json" || { echo "no quote to stub" >&2; exit 1; }
cat > "$OUT/wiremock/mappings/quote.json" <<'JSON'
{"request": {"method": "POST", "url": "/v1/quote"},
 "response": {"status": 200, "headers": {"content-type": "application/json; charset=utf-8"}, "bodyFileName": "quote.json"}}
JSON

builds=(before after wiremock)
[ -n "${NO_WIREMOCK:-}" ] && builds=(before after)
n=${#builds[@]}
for round in $(seq 1 "$ROUNDS"); do
  for i in $(seq 0 $((n - 1))); do
    build=${builds[$(( (i + round - 1) % n ))]}
    start "$build"
    $RUN wrk -t2 -c64 -d5s -s "$HERE/quote.lua" "http://127.0.0.1:$PORT/v1/quote" > /dev/null
    load=$(cut -d' ' -f1 /proc/loadavg)
    cpu0=$(awk '{print $14 + $15}' "/proc/$started/stat"); sw0=$(switches "$started")
    $RUN wrk -t2 -c64 -d"${SECONDS_MEASURED}s" --latency -s "$HERE/quote.lua" "http://127.0.0.1:$PORT/v1/quote" \
      > "$OUT/$build-$round.txt"
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$started/status")
    cpu1=$(awk '{print $14 + $15}' "/proc/$started/stat"); sw1=$(switches "$started")
    requests=$(awk '/requests in/ {print $1}' "$OUT/$build-$round.txt")
    cpu=$(awk -v a="$cpu0" -v b="$cpu1" -v hz="$(getconf CLK_TCK)" -v n="$requests" 'BEGIN {printf "%.0f", (b - a) * 1e6 / hz / n}')
    sw=$(awk -v a="$sw0" -v b="$sw1" -v n="$requests" 'BEGIN {printf "%.2f", (b - a) / n}')
    printf '%-8s round %d: %8s req/s, p50 %8s, p99 %8s, RSS %5d MB, CPU %4s us/request, switches %5s/request, load %s%s\n' "$build" "$round" \
      "$(awk '/Requests\/sec/ {print $2}' "$OUT/$build-$round.txt")" "$(awk '$1 == "50%" {print $2}' "$OUT/$build-$round.txt")" \
      "$(awk '$1 == "99%" {print $2}' "$OUT/$build-$round.txt")" $((rss / 1024)) "$cpu" "$sw" "$load" \
      "$(grep -q 'Non-2xx' "$OUT/$build-$round.txt" && echo ' NON-2XX' || true)"
    stop
  done
done
