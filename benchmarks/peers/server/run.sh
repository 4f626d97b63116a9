#!/usr/bin/env bash
# Throughput of the reference server's POST /v1/quote under wrk (64 connections), two builds measured alternately in
# one window (the machine is shared: alternating puts both under the same load), WireMock serving one static stub of
# the same answer as a peer, and two JSON-RPC calls of the later build.
#
#   benchmarks/peers/server/run.sh BEFORE.jar AFTER.jar [runs]
#
# BEFORE.jar and AFTER.jar are trading.jar builds (mvn -B -q package -DskipTests, examples/target/trading.jar).
# Needs wrk (Debian: apt-get install wrk) and WireMock's standalone jar in the local Maven repository
# (mvn dependency:get -Dartifact=org.wiremock:wiremock-standalone:3.13.2 -Dtransitive=false).
set -euo pipefail
BEFORE=$1; AFTER=$2; RUNS=${3:-3}
HERE=$(cd "$(dirname "$0")" && pwd)
PORT=18080; WIREMOCK_PORT=18090
WIREMOCK=${WIREMOCK:-$HOME/.m2/repository/org/wiremock/wiremock-standalone/3.13.2/wiremock-standalone-3.13.2.jar}
OUT=$(mktemp -d); echo "wrk output in $OUT"
QUOTE="wrk -t2 -c64 -d30s --latency -s $HERE/quote.lua"

started=""
stop() { if [ -n "$started" ]; then kill "$started" 2>/dev/null || true; wait "$started" 2>/dev/null || true; started=""; fi; }
trap stop EXIT

# Starts a reference server jar on $PORT and waits for its first line (the base URL).
serve() {
  java -jar "$1" server --port $PORT > "$OUT/server.log" 2>&1 &
  started=$!
  for _ in $(seq 1 300); do grep -q '^http://' "$OUT/server.log" && return 0; sleep 0.1; done
  echo "the server did not start: $(cat "$OUT/server.log")" >&2; exit 1
}

# One measured run: 10 s of warm-up, then 30 s, with the load average before it. Prints "req/s p99".
measure() {
  local name=$1 url=$2 script=$3
  wrk -t2 -c64 -d10s -s "$script" "$url" > /dev/null
  echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)" > "$OUT/$name.txt"
  wrk -t2 -c64 -d30s --latency -s "$script" "$url" >> "$OUT/$name.txt"
  printf '%-22s %10s req/s  p99 %s  load %s\n' "$name" "$(awk '/Requests\/sec/ {print $2}' "$OUT/$name.txt")" \
    "$(awk '$1 == "99%" {print $2}' "$OUT/$name.txt")" "$(head -1 "$OUT/$name.txt" | cut -d' ' -f3-5)"
  if grep -q 'Non-2xx' "$OUT/$name.txt"; then grep 'Non-2xx' "$OUT/$name.txt"; fi
}

for run in $(seq 1 "$RUNS"); do
  order="before after"; [ $((run % 2)) -eq 0 ] && order="after before" # ABBA: a load drift hits both alike
  for build in $order; do
    jar=$BEFORE; [ "$build" = after ] && jar=$AFTER
    serve "$jar"
    measure "quote-$build-$run" "http://127.0.0.1:$PORT/v1/quote" "$HERE/quote.lua"
    stop
  done
done

# WireMock with one stub answering the reference server's own quote body.
serve "$AFTER"
mkdir -p "$OUT/wiremock/mappings" "$OUT/wiremock/__files"
curl -s "http://127.0.0.1:$PORT/v1/quote" -H 'x-api-key: test-key' -H 'content-type: application/json' \
  -d "$(sed -n "s/^wrk.body = '\(.*\)'$/\1/p" "$HERE/quote.lua")" > "$OUT/wiremock/__files/quote.json" || true
measure "rpc-eth_blockNumber" "http://127.0.0.1:$PORT/rpc/1" "$HERE/rpc-block-number.lua"
measure "rpc-eth_call" "http://127.0.0.1:$PORT/rpc/1" "$HERE/rpc-balance-of.lua"
stop
cat > "$OUT/wiremock/mappings/quote.json" <<JSON
{"request": {"method": "POST", "url": "/v1/quote"},
 "response": {"status": 200, "headers": {"content-type": "application/json"}, "bodyFileName": "quote.json"}}
JSON
for run in $(seq 1 2); do
  java -jar "$WIREMOCK" --port $WIREMOCK_PORT --root-dir "$OUT/wiremock" --no-request-journal --disable-banner \
    > "$OUT/wiremock.log" 2>&1 &
  started=$!
  for _ in $(seq 1 300); do curl -s -o /dev/null "http://127.0.0.1:$WIREMOCK_PORT/__admin/mappings" && break; sleep 0.1; done
  measure "wiremock-$run" "http://127.0.0.1:$WIREMOCK_PORT/v1/quote" "$HERE/quote.lua"
  stop
done
