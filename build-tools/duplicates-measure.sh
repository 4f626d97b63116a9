#!/usr/bin/env bash
# Counts the repeated code in the main sources of the published sdk-* modules, the measure of issue 34's
# "at most 100 pairs not marked boilerplate": copies each sdk-*/src/main (the reference server left out: it is a
# test fixture, not a published library's code) into a scratch git repository and runs the library's
# `duplicates` over it. The first line of its output counts the pairs and those marked boilerplate; this script
# adds a last line with the difference.
#
#   bash build-tools/duplicates-measure.sh [SCRATCH_DIR] [MOST]
#
# SCRATCH_DIR defaults to a new temporary directory (removed at the end); MOST (default 200) is how many rows to list.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
most=${2:-200}
if [ -n "${1:-}" ]; then
  scratch=$1
  rm -rf "$scratch"
  mkdir -p "$scratch"
else
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
fi
cd "$root"
for m in sdk-*; do
  [ "$m" = sdk-reference-server ] && continue
  if [ -d "$m/src/main" ]; then
    mkdir -p "$scratch/$m/src"
    cp -r "$m/src/main" "$scratch/$m/src/"
  fi
done
cd "$scratch"
git init -q
git add -A
git -c user.name=measure -c user.email=measure@localhost commit -qm sources
out=$(duplicates --repo . --most "$most" --seconds 120)
printf '%s\n' "$out"
first=$(printf '%s\n' "$out" | head -1)
pairs=$(printf '%s\n' "$first" | sed -n 's/^\([0-9][0-9]*\) pairs.*/\1/p')
boiler=$(printf '%s\n' "$first" | sed -n 's/.* \([0-9][0-9]*\) of those marked boilerplate.*/\1/p')
if [ -n "$pairs" ] && [ -n "$boiler" ]; then
  echo "not boilerplate: $((pairs - boiler)) ($pairs pairs, $boiler boilerplate)"
fi
