#!/usr/bin/env bash
# Token-list parse + validate: the ajv peer and the JMH benchmark in one run, on the same files.
# From the repository root, after `mvn -B -q package -DskipTests`:
#
#   bash benchmarks/peers/tokenlists/run.sh [DIR]
#
# Installs (once) ajv 8.6.3 + ajv-formats 2.1.1 and the real published lists from npm into a scratch
# folder outside the project (SCRATCH, default /work/scratch/tokenlists; nothing is written in the
# repository), writes the real lists and the two generated ones as DIR/<name>.json (default
# SCRATCH/bench), then, list by list, times ajv, runs JMH on that list, and times ajv again, so
# each list's two sides share one time window and a change of machine load shows up as a
# difference between ajv's two figures. After JMH, TokenListCpuTime gives the thread CPU time per
# validation, to set against ajv's process CPU time: on a loaded machine wall-clock time mostly
# measures the wait for a core. A real list whose package is missing or ships no list is
# skipped with a message. LISTS (comma-separated) picks lists; BENCH (a JMH regex, default every
# method of TokenListValidationBenchmark) picks benchmarks; JMH_ARGS replaces the JMH options.
set -euo pipefail
scratch=${SCRATCH:-/work/scratch/tokenlists}
dir=${1:-$scratch/bench}
modules=$scratch/node_modules
schema=sdk-tokenlist/src/test/resources/tokenlists/tokenlist.schema.json
peers=benchmarks/peers/tokenlists
jmh_args=${JMH_ARGS:--f 1 -wi 3 -w 2s -i 5 -r 2s -prof gc}
bench=${BENCH:-TokenListValidationBenchmark}

if [ ! -d "$modules/ajv" ] || [ ! -d "$modules/@uniswap/default-token-list" ]; then
  mkdir -p "$scratch"
  [ -f "$scratch/package.json" ] || (cd "$scratch" && npm init -y >/dev/null)
  (cd "$scratch" && npm install --no-audit --no-fund ajv@8.6.3 ajv-formats@2.1.1 \
    @uniswap/default-token-list @sushiswap/default-token-list @pancakeswap/token-lists @eth-optimism/tokenlist)
fi
java -cp benchmarks/target/benchmarks.jar io.tradingsdk.benchmarks.tokenlist.BenchmarkLists "$dir"
real=$(NODE_PATH="$modules" node "$peers/export-real-lists.js" "$dir" | paste -sd, -)
lists=${LISTS:-real-1700,big-10000${real:+,$real}}
echo "== lists: $lists ($(date -u '+%F %H:%M UTC'), load: $(cut -d' ' -f1-3 /proc/loadavg))"
for list in ${lists//,/ }; do
  echo "== $list: ajv (before JMH)"
  NODE_PATH="$modules" node "$peers/ajv-bench.js" "$schema" "$dir/$list.json"
  echo "== $list: JMH"
  # shellcheck disable=SC2086
  java -Dtokenlists.dir="$dir" -jar benchmarks/target/benchmarks.jar "$bench" \
    -p list="$list" $jmh_args
  echo "== $list: thread CPU time per validation (load: $(cut -d' ' -f1-3 /proc/loadavg))"
  java -Dtokenlists.dir="$dir" -cp benchmarks/target/benchmarks.jar \
    io.tradingsdk.benchmarks.tokenlist.TokenListCpuTime "$list" "${CPU_RUNS:-400}"
  echo "== $list: ajv (after JMH, load: $(cut -d' ' -f1-3 /proc/loadavg))"
  NODE_PATH="$modules" node "$peers/ajv-bench.js" "$schema" "$dir/$list.json"
done
