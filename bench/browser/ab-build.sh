#!/bin/sh
# Builds libs/browser as it was at COMMIT into OUT (for pool-ab.mjs --a OUT). Copying
# libs/browser/dist is not safe: other builds of the tree (tsc -b of an app) rebuild it from the
# working sources at any time.
# Usage: sh bench/browser/ab-build.sh COMMIT bench/browser/.ab-base
set -e
COMMIT=$1
OUT=$2
cd "$(dirname "$0")/../.."
SRC=bench/browser/.ab-src-$COMMIT
rm -rf "$SRC" "$OUT"
mkdir -p "$SRC"
git archive "$COMMIT" libs/browser/src | tar -x -C "$SRC" --strip-components=2
cat > "$SRC/tsconfig.json" <<JSON
{ "extends": "../../../tsconfig.base.json",
  "compilerOptions": { "rootDir": "src", "outDir": "../../../$OUT", "composite": false, "incremental": false, "declaration": false, "declarationMap": false },
  "include": ["src"], "exclude": ["src/**/*.test.ts", "src/test-helpers.ts"] }
JSON
npx tsc -p "$SRC/tsconfig.json"
rm -rf "$SRC"
echo "built $COMMIT into $OUT"
