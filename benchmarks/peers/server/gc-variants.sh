#!/usr/bin/env bash
# JVM options for the reference server's tail: like tail.sh, but one build under several sets of JVM options (GC
# and heap sizing) beside WireMock's static stub, alternated round by round (the order rotates), a fresh JVM each
# run, each with a GC log (-Xlog:gc,gc+cpu) of which the young pauses during the measured part are summed up.
#
#   benchmarks/peers/server/gc-variants.sh CLASSPATH WIREMOCK_JAR ROUNDS SECONDS NAME=OPTIONS...
#
# RUN, NO_WIREMOCK and the CPU and context switches per request as in tail.sh; WIREMOCK_JAR may be "none" with
# NO_WIREMOCK=1. -Dserve.workers=N in a variant's options sets ReferenceServer.Builder.workers (Serve.java).
# e.g. "serial=-XX:+UseSerialGC -Xmx256m" "serial-xmn32=-XX:+UseSerialGC -Xmx256m -Xmn32m"
#      "par2=-XX:+UseParallelGC -XX:ParallelGCThreads=2 -Xmx256m"
set -euo pipefail
CP=$1; WIREMOCK=$2; ROUNDS=$3; SECS=$4; shift 4
H=$(cd "$(dirname "$0")" && pwd)
RUN=${RUN:-}
PORT=18080
OUT=$(mktemp -d); echo "output in $OUT"
mkdir -p "$OUT/serve" "$OUT/wiremock/mappings" "$OUT/wiremock/__files"
javac -d "$OUT/serve" -cp "$CP" "$H/Serve.java"
declare -A OPTS; names=()
for v in "$@"; do names+=("${v%%=*}"); OPTS[${v%%=*}]="${v#*=}"; done
[ -z "${NO_WIREMOCK:-}" ] && names+=(wiremock)
started=""
switches() { cat /proc/"$1"/task/*/status 2>/dev/null | awk '/^voluntary_ctxt_switches/ {s += $2} END {print s + 0}'; }
stop() { if [ -n "$started" ]; then kill "$started" 2>/dev/null || true; wait "$started" 2>/dev/null || true; started=""; fi; }
trap stop EXIT
start() {
  local b=$1 r=$2
  if [ "$b" = wiremock ]; then
    $RUN java -jar "$WIREMOCK" --port $PORT --root-dir "$OUT/wiremock" --no-request-journal --disable-request-logging > "$OUT/server.log" 2>&1 &
  else
    # shellcheck disable=SC2086 # a list of options
    $RUN java ${OPTS[$b]} -Xlog:gc,gc+cpu:file=$OUT/gc-$b-$r.log -cp "$OUT/serve:$CP" Serve $PORT > "$OUT/server.log" 2>&1 &
  fi
  started=$!
  for _ in $(seq 1 1500); do curl -s -o /dev/null -X POST "http://127.0.0.1:$PORT/v1/quote" && return 0; sleep 0.05; done
  echo "$b did not start" >&2; exit 1
}
start "${names[0]}" 0
body=$(sed -n "s/^wrk.body = '\(.*\)'$/\1/p; s/^  \.\. '\(.*\)'$/\1/p" "$H/quote.lua" | tr -d '\n')
curl -s -X POST -H 'content-type: application/json' -H 'x-api-key: test-key' -d "$body" "http://127.0.0.1:$PORT/v1/quote" > "$OUT/wiremock/__files/quote.json"
stop
cat > "$OUT/wiremock/mappings/quote.json" <<'JSON'
{"request": {"method": "POST", "url": "/v1/quote"},
 "response": {"status": 200, "headers": {"content-type": "application/json; charset=utf-8"}, "bodyFileName": "quote.json"}}
JSON
n=${#names[@]}
for round in $(seq 1 "$ROUNDS"); do
  for i in $(seq 0 $((n - 1))); do
    b=${names[$(( (i + round - 1) % n ))]}
    start "$b" "$round"
    $RUN wrk -t2 -c64 -d5s -s "$H/quote.lua" "http://127.0.0.1:$PORT/v1/quote" > /dev/null
    n0=0; [ "$b" != wiremock ] && n0=$(wc -l < $OUT/gc-$b-$round.log)
    load=$(cut -d' ' -f1 /proc/loadavg)
    cpu0=$(awk '{print $14 + $15}' "/proc/$started/stat"); sw0=$(switches "$started")
    $RUN wrk -t2 -c64 -d"${SECS}s" --latency -s "$H/quote.lua" "http://127.0.0.1:$PORT/v1/quote" > "$OUT/$b-$round.txt"
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$started/status")
    cpu1=$(awk '{print $14 + $15}' "/proc/$started/stat"); sw1=$(switches "$started")
    requests=$(awk '/requests in/ {print $1}' "$OUT/$b-$round.txt")
    cpu=$(awk -v a="$cpu0" -v b="$cpu1" -v hz="$(getconf CLK_TCK)" -v n="$requests" 'BEGIN {printf "%.0f", (b - a) * 1e6 / hz / n}')
    sw=$(awk -v a="$sw0" -v b="$sw1" -v n="$requests" 'BEGIN {printf "%.2f", (b - a) / n}')
    gc=""
    if [ "$b" != wiremock ]; then
      gc=$(tail -n +$((n0 + 1)) $OUT/gc-$b-$round.log | grep -E 'Pause Young' | sed -n 's/.* \([0-9.]*\)ms$/\1/p' | sort -n | awk '{a[NR]=$1; s+=$1} END {if (NR) printf "young GCs %d, pause sum %.0f ms, median %.1f, max %.1f", NR, s, a[int((NR+1)/2)], a[NR]}')
    fi
    printf '%-10s round %d: %8s req/s, p50 %8s, p99 %8s, RSS %4d MB, CPU %4s us/request, switches %5s/request, load %s %s\n' "$b" "$round" \
      "$(awk '/Requests\/sec/ {print $2}' "$OUT/$b-$round.txt")" "$(awk '$1 == "50%" {print $2}' "$OUT/$b-$round.txt")" \
      "$(awk '$1 == "99%" {print $2}' "$OUT/$b-$round.txt")" $((rss / 1024)) "$cpu" "$sw" "$load" "$gc"
    stop
  done
done
