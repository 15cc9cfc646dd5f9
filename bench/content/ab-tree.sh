#!/bin/sh
# Builds the whole tree (apps + libs) as it was at COMMIT into OUT, for the A side of
# scrape-cpu-ab.mjs. OUT gets its own node_modules: links to this tree's packages, except the
# workspace's own (@gleaner/*), which point into OUT, so OUT runs its own code.
# Usage: sh bench/content/ab-tree.sh COMMIT /tmp/gleaner-a
set -e
COMMIT=$1
OUT=$2
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
rm -rf "$OUT"
mkdir -p "$OUT/node_modules/@gleaner"
git archive "$COMMIT" apps libs tsconfig.base.json tsconfig.json package.json | tar -x -C "$OUT"
for entry in node_modules/* node_modules/.bin; do
  [ "$entry" = node_modules/@gleaner ] || ln -s "$ROOT/$entry" "$OUT/$entry"
done
for lib in "$OUT"/libs/*; do ln -s "../../libs/$(basename "$lib")" "$OUT/node_modules/@gleaner/$(basename "$lib")"; done
ln -s ../../apps/gleaner "$OUT/node_modules/@gleaner/gleaner"
(cd "$OUT" && "$ROOT/node_modules/.bin/tsc" -b)
echo "built $COMMIT into $OUT"
