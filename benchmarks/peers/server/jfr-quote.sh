#!/usr/bin/env bash
# One build of the reference server under wrk -t2 -c64 on POST /v1/quote with a JFR recording (settings=profile) of
# the measured part, then JfrQuoteSummary.java's figures: bytes allocated per request (the threads' allocation over
# the recording divided by the requests wrk completed in it), the GC's pauses, the sampled allocation by first server
# frame, and the monitor waits and parks JFR recorded (at its 10 ms / 20 ms thresholds).
#
#   benchmarks/peers/server/jfr-quote.sh LABEL CLASSPATH [JVM options] [seconds]
#
# CLASSPATH as for run-classes.sh. JVM options default to the ones `trading server` starts with
# (-XX:+UseSerialGC -Xmx256m). 5 s of warm-up, then `seconds` (20 unless given) recorded. Allocation per request does
# not depend on the machine's load; the pauses and the latencies do.
set -euo pipefail
LABEL=$1; CP=$2; OPTS=${3:--XX:+UseSerialGC -Xmx256m}; SECS=${4:-20}
HERE=$(cd "$(dirname "$0")" && pwd)
PORT=18091
OUT=$(mktemp -d); mkdir -p "$OUT/serve"
javac -d "$OUT/serve" -cp "$CP" "$HERE/Serve.java"
# shellcheck disable=SC2086 # OPTS is a list of options
java $OPTS -cp "$OUT/serve:$CP" Serve $PORT > "$OUT/server.log" 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null || true; wait $PID 2>/dev/null || true' EXIT
for _ in $(seq 1 1500); do curl -s -o /dev/null -X POST "http://127.0.0.1:$PORT/v1/quote" && break; sleep 0.05; done
wrk -t2 -c64 -d5s -s "$HERE/quote.lua" "http://127.0.0.1:$PORT/v1/quote" > /dev/null
jcmd $PID JFR.start name=q settings=profile filename="$OUT/$LABEL.jfr" > /dev/null
load=$(cut -d' ' -f1 /proc/loadavg)
wrk -t2 -c64 -d"${SECS}s" --latency -s "$HERE/quote.lua" "http://127.0.0.1:$PORT/v1/quote" > "$OUT/wrk.txt"
jcmd $PID JFR.stop name=q > /dev/null
rss=$(awk '/VmRSS/ {print $2}' "/proc/$PID/status")
requests=$(awk '/requests in/ {print $1}' "$OUT/wrk.txt")
echo "$LABEL: load $load, $requests requests, $(awk '/Requests\/sec/ {print $2}' "$OUT/wrk.txt") req/s," \
  "p50 $(awk '$1 == "50%" {print $2}' "$OUT/wrk.txt"), p99 $(awk '$1 == "99%" {print $2}' "$OUT/wrk.txt")," \
  "RSS $((rss / 1024)) MB; recording $OUT/$LABEL.jfr"
java "$HERE/JfrQuoteSummary.java" "$OUT/$LABEL.jfr" "$requests"
