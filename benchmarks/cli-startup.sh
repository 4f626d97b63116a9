#!/usr/bin/env bash
# Start-up of the `trading` CLI against its peers, as whole processes (issue 21). From the repository root, after
# `mvn -B -q package -DskipTests` (which makes examples/target/bin/trading and its class-data archive):
#
#   bash benchmarks/cli-startup.sh [RUNS]
#
# Times, RUNS times each (default 15; at least 10), interleaved round by round so each command and its peer share
# one time window:
#   trading --help                        beside  cast --help
#   trading eip712 sign (Permit2 PermitSingle) beside cast wallet sign --data (same file, same key, same signature)
#   trading tokenlist validate (bundled list) beside node + ajv 8.6.3 validating it against the token-list schema
#   trading quote (local trading server)  beside  curl POST /quote (the body trading sends)
# each `trading` command twice: through the launcher and as `java -jar examples/target/trading.jar`. Prints the
# median wall time and the median CPU time (user + system) of each, the minimum wall time, and the load average
# before and after: on a shared machine wall time also measures the wait for a core.
#
# Tools come from npm, pinned by lockfiles, installed outside the repository (TOOLS, default
# /work/scratch/cli-startup-tools): cast from build-tools/evm, ajv from benchmarks/peers/cli. cast runs as its
# native binary, not through npm's Node wrapper.
set -euo pipefail
runs=${1:-${RUNS:-15}}
tools=${TOOLS:-/work/scratch/cli-startup-tools}
launcher=examples/target/bin/trading
jar=examples/target/trading.jar
schema=sdk-tokenlist/src/test/resources/tokenlists/tokenlist.schema.json
list=examples/src/main/resources/io/tradingsdk/cli/default.tokenlist.json
# Hardhat / Anvil development key #0 (public); its address is 0xf39F...2266.
key_hex=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80
swapper=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266

if [ "$runs" -lt 10 ]; then
  echo "RUNS must be at least 10, was $runs" >&2
  exit 2
fi
if [ ! -x "$launcher" ] || [ ! -f "$jar" ]; then
  echo "build first: mvn -B -q package -DskipTests" >&2
  exit 2
fi

# npm ci from a copy of the lockfile, again only when the lockfile changed.
install() { # SOURCE_DIR TARGET_DIR
  mkdir -p "$2"
  if ! cmp -s "$1/package-lock.json" "$2/package-lock.json" || [ ! -d "$2/node_modules" ]; then
    cp "$1/package.json" "$1/package-lock.json" "$2/"
    (cd "$2" && npm ci --no-audit --no-fund >/dev/null)
  fi
}
install build-tools/evm "$tools/evm"
install benchmarks/peers/cli "$tools/peers"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) platform=linux-amd64 ;;
  Linux-aarch64) platform=linux-arm64 ;;
  Darwin-x86_64) platform=darwin-amd64 ;;
  Darwin-arm64) platform=darwin-arm64 ;;
  *) echo "no cast package for $(uname -s)-$(uname -m)" >&2; exit 2 ;;
esac
cast=$tools/evm/node_modules/@foundry-rs/cast-$platform/bin/cast

work=$(mktemp -d)
server=
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

printf '%s' "$key_hex" > "$work/key.hex"
cat > "$work/permit-single.json" <<'JSON'
{
  "types": {
    "EIP712Domain": [{"name": "name", "type": "string"}, {"name": "chainId", "type": "uint256"},
      {"name": "verifyingContract", "type": "address"}],
    "PermitSingle": [{"name": "details", "type": "PermitDetails"}, {"name": "spender", "type": "address"},
      {"name": "sigDeadline", "type": "uint256"}],
    "PermitDetails": [{"name": "token", "type": "address"}, {"name": "amount", "type": "uint160"},
      {"name": "expiration", "type": "uint48"}, {"name": "nonce", "type": "uint48"}]
  },
  "primaryType": "PermitSingle",
  "domain": {"name": "Permit2", "chainId": 1, "verifyingContract": "0x000000000022D473030F116dDEE9F6B43aC78BA3"},
  "message": {
    "details": {"token": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "amount": "1000000000",
      "expiration": "1738281600", "nonce": "0"},
    "spender": "0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af",
    "sigDeadline": "1735691400"
  }
}
JSON

"$launcher" server --port 0 > "$work/server.out" 2>&1 &
server=$!
for _ in $(seq 1 300); do
  url=$(head -n 1 "$work/server.out" 2>/dev/null || true)
  case $url in http*) break ;; esac
  sleep 0.1
done
case $url in http*) ;; *) echo "trading server did not start: $(cat "$work/server.out")" >&2; exit 1 ;; esac
# What `trading quote --from USDC --to ETH --amount 1000` sends, for curl.
quote_body='{"type":"EXACT_INPUT","amount":"1000000000","tokenInChainId":1,"tokenOutChainId":1,'\
'"tokenIn":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","tokenOut":"0x0000000000000000000000000000000000000000",'\
'"swapper":"'$swapper'","autoSlippage":"DEFAULT","routingPreference":"BEST_PRICE"}'
printf '%s' "$quote_body" > "$work/quote.json"
export TRADING_API_BASE_URL=$url TRADING_API_KEY=test-key

names=(help sign validate quote)
declare -A trading peer peer_name label
label[help]="trading --help"
label[sign]="trading eip712 sign"
label[validate]="trading tokenlist validate (bundled list)"
label[quote]="trading quote (local server)"
trading[help]="--help"
trading[sign]="eip712 sign --key-file $work/key.hex $work/permit-single.json"
trading[validate]="tokenlist validate $list"
trading[quote]="quote --from USDC --to ETH --amount 1000 --swapper $swapper"
peer[help]="$cast --help"
peer_name[help]="cast --help"
peer[sign]="$cast wallet sign --data --from-file $work/permit-single.json --private-key $key_hex"
peer_name[sign]="cast wallet sign --data"
peer[validate]="env NODE_PATH=$tools/peers/node_modules node benchmarks/peers/cli/ajv-validate.js $schema $list"
peer_name[validate]="node + ajv 8.6.3"
peer[quote]="curl -sS -f -H x-api-key:test-key -H content-type:application/json --data @$work/quote.json $url/quote"
peer_name[quote]="curl POST /quote"

# The same answers first: the signature of both signers, the verdict of both validators, a quote from each.
# shellcheck disable=SC2086
{
  ours=$("$launcher" ${trading[sign]} | sed 's/.*"signature":"\([^"]*\)".*/\1/')
  theirs=$(${peer[sign]})
  [ "$ours" = "$theirs" ] || { echo "signatures differ: $ours vs $theirs" >&2; exit 1; }
  "$launcher" ${trading[validate]} | grep -q VALID
  ${peer[validate]} | grep -q VALID
  "$launcher" ${trading[quote]} 2>/dev/null | grep -q '^routing'
  ${peer[quote]} | grep -q '"requestId"'
}

TIMEFORMAT='%3R %3U %3S'
time_it() { # FILE COMMAND...: appends "wall user system" of one run to FILE.times
  local file=$1
  shift
  { time "$@" >/dev/null 2>&1; } 2>> "$file.times"
}
echo "== $(date -u '+%F %H:%M UTC'), $runs runs each, load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== $(java -version 2>&1 | head -n 1); $(nproc) cores; cast $("$cast" --version | head -n 1 | cut -d' ' -f3)"
for round in $(seq 1 "$runs"); do
  for name in "${names[@]}"; do
    # shellcheck disable=SC2086
    time_it "$work/$name-launcher" "$launcher" ${trading[$name]}
    # shellcheck disable=SC2086
    time_it "$work/$name-jar" java -jar "$jar" ${trading[$name]}
    # shellcheck disable=SC2086
    time_it "$work/$name-peer" ${peer[$name]}
  done
  printf '.'
done
echo
echo "== done, load: $(cut -d' ' -f1-3 /proc/loadavg)"

median() { sort -n | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }
stats() { # FILE -> "median-wall median-cpu min-wall"
  local wall cpu min
  wall=$(awk '{print $1}' "$1.times" | median)
  cpu=$(awk '{print $2 + $3}' "$1.times" | median)
  min=$(awk '{print $1}' "$1.times" | sort -n | head -n 1)
  echo "$wall $cpu $min"
}
echo
echo "| command | launcher: wall / CPU (min wall) | java -jar: wall / CPU (min wall) | peer | peer: wall / CPU (min wall) |"
echo "| --- | --- | --- | --- | --- |"
for name in "${names[@]}"; do
  read -r lw lc lm <<< "$(stats "$work/$name-launcher")"
  read -r jw jc jm <<< "$(stats "$work/$name-jar")"
  read -r pw pc pm <<< "$(stats "$work/$name-peer")"
  printf '| %s | %.3f / %.3f s (%.3f) | %.3f / %.3f s (%.3f) | %s | %.3f / %.3f s (%.3f) |\n' \
    "${label[$name]}" "$lw" "$lc" "$lm" "$jw" "$jc" "$jm" "${peer_name[$name]}" "$pw" "$pc" "$pm"
done
