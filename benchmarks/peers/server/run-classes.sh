#!/usr/bin/env bash
# Start-up, memory and POST /v1/quote throughput of two builds of the reference server (the simulated default),
# measured alternately (ABBA) in one window, from their class paths: no CLI jar needed.
#
#   benchmarks/peers/server/run-classes.sh BEFORE_CLASSPATH AFTER_CLASSPATH [runs]
#
# A class path is a build's sdk-reference-server, sdk-models and sdk-signing target/classes and their dependencies
# (mvn -B -o -q -pl sdk-reference-server -am compile, then
#  mvn -B -o -q -pl sdk-reference-server dependency:build-classpath -Dmdep.outputFile=cp.txt).
# Each run starts a fresh JVM (java Serve.java, the launcher beside this script, compiled once to a temp dir), takes
# the time to its first line (the whole process: JVM start, class loading, market, bind) and the start-up the server
# itself reports, warms up 10 s with wrk, measures 30 s, then reads the JVM's resident memory (VmRSS).
set -euo pipefail
BEFORE=$1; AFTER=$2; RUNS=${3:-4}
HERE=$(cd "$(dirname "$0")" && pwd)
PORT=18080
OUT=$(mktemp -d); echo "output in $OUT"
mkdir -p "$OUT/serve-before" "$OUT/serve-after"
javac -d "$OUT/serve-before" -cp "$BEFORE" "$HERE/Serve.java"
javac -d "$OUT/serve-after" -cp "$AFTER" "$HERE/Serve.java"

started=""
stop() { if [ -n "$started" ]; then kill "$started" 2>/dev/null || true; wait "$started" 2>/dev/null || true; started=""; fi; }
trap stop EXIT

for run in $(seq 1 "$RUNS"); do
  order="before after"; [ $((run % 2)) -eq 0 ] && order="after before"
  for build in $order; do
    cp=$BEFORE; [ "$build" = after ] && cp=$AFTER
    t0=$(date +%s%N)
    java -cp "$OUT/serve-$build:$cp" Serve $PORT > "$OUT/server.log" 2>&1 &
    started=$!
    for _ in $(seq 1 1200); do grep -q '^started in' "$OUT/server.log" && break; sleep 0.1; done # up to 2 min: a loaded machine
    t1=$(date +%s%N)
    inner=$(sed -n 's/^started in \([0-9]*\) ms.*/\1/p' "$OUT/server.log")
    load=$(cut -d' ' -f1 /proc/loadavg)
    wrk -t2 -c64 -d10s -s "$HERE/quote.lua" "http://127.0.0.1:$PORT/v1/quote" > /dev/null
    wrk -t2 -c64 -d30s --latency -s "$HERE/quote.lua" "http://127.0.0.1:$PORT/v1/quote" > "$OUT/$build-$run.txt"
    rss=$(awk '/VmRSS/ {print $2}' /proc/$started/status)
    printf '%-7s run %d: first line %5d ms, server start %5s ms, %8s req/s, p99 %8s, RSS %6d MB, load %s%s\n' \
      "$build" "$run" $(( (t1 - t0) / 1000000 )) "$inner" "$(awk '/Requests\/sec/ {print $2}' "$OUT/$build-$run.txt")" \
      "$(awk '$1 == "99%" {print $2}' "$OUT/$build-$run.txt")" $((rss / 1024)) "$load" \
      "$(grep -q 'Non-2xx' "$OUT/$build-$run.txt" && echo ' NON-2XX' || true)"
    stop
  done
done
