#!/usr/bin/env bash
# Token-list parse + validate: the ajv peer and the JMH benchmark in one run, on the same files.
# From the repository root, after `mvn -B -q package -DskipTests`, with ajv installed outside the
# project (mkdir -p /work/scratch/tokenlists && cd /work/scratch/tokenlists &&
# npm install ajv@8.6.3 ajv-formats@2.1.1):
#
#   NODE_MODULES=/work/scratch/tokenlists/node_modules bash benchmarks/peers/tokenlists/run.sh [DIR]
#
# The peer runs before and after JMH so a change in machine load shows up as a difference between
# its two figures.
set -euo pipefail
dir=${1:-/work/scratch/tokenlists/bench}
modules=${NODE_MODULES:-/work/scratch/tokenlists/node_modules}
schema=sdk-models/src/test/resources/tokenlists/tokenlist.schema.json
peer() {
  NODE_PATH="$modules" node benchmarks/peers/tokenlists/ajv-bench.js "$schema" "$dir/real-1700.json" "$dir/big-10000.json"
}
java -cp benchmarks/target/benchmarks.jar io.tradingsdk.benchmarks.tokenlist.BenchmarkLists "$dir"
echo "== ajv (before JMH)"
peer
echo "== JMH"
java -jar benchmarks/target/benchmarks.jar TokenListValidationBenchmark -f 1 -wi 3 -w 2s -i 5 -r 2s -prof gc
echo "== ajv (after JMH)"
peer
