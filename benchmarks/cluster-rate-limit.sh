#!/usr/bin/env bash
# Three JVMs, one API key: each runs an embedded Hazelcast member and a TradingClient whose limiter shares the
# key's budget through Bucket4j, against the reference server's limited key (3 requests per second, bursts of 3).
# Prints each instance's rate and the total. Run from the repository root after `mvn -B -ntp package -DskipTests`.
#   bash benchmarks/cluster-rate-limit.sh [SECONDS] [PERMITS_PER_SECOND] [BURST]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
permits=${2:-3}
burst=${3:-1}
jar=benchmarks/target/benchmarks.jar
[ -f "$jar" ] && [ -f examples/target/trading.jar ] || { echo "build first: mvn -B -ntp package -DskipTests" >&2; exit 2; }

log=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$log"' EXIT
java -jar examples/target/trading.jar server --port 0 > "$log/server.out" 2>&1 &
for _ in $(seq 100); do grep -q '^http' "$log/server.out" 2>/dev/null && break; sleep 0.1; done
base_url=$(grep -m1 '^http' "$log/server.out")
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
cluster="cluster-rate-limit-$$"
echo "reference server $base_url, key limited-key (3/s, burst 3); 3 instances for ${seconds}s at ${permits}/s burst ${burst}"
for i in 0 1 2; do
  java -cp "$jar" io.tradingsdk.benchmarks.ratelimit.ClusterInstance "$base_url" limited-key "$cluster" "$port" 3 "$i" \
      "$seconds" "$permits" "$burst" > "$log/instance-$i.out" 2>&1 &
done
wait $(jobs -p | tail -3) || true
cat "$log"/instance-*.out | grep '^instance' || { cat "$log"/instance-*.out; exit 1; }
awk '/^instance/ { n += $3; t = ($6 > t ? $6 : t); r += $NF } END {
  printf "total: %d requests in %.2f s = %.2f/s (budget %d/s + burst), 429s: %d\n", n, t, n / t, '"$permits"', r }' \
  "$log"/instance-*.out
