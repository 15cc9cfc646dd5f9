#!/usr/bin/env bash
# Runs every benchmark once, in sequence (they load the machine: run nothing else meanwhile).
# Each prints its own comparison and ratio; docs/benchmarks.md records the medians.
set -euo pipefail
cd "$(dirname "$0")/.."
node bench/account/profile-rps.mjs --rounds 3 --seconds 10
node bench/content/scrape-api.mjs --seconds 8
node bench/content/scrape-breakdown.mjs --runs 3
node bench/telemetry/traces-cost.mjs --rounds 3
node bench/artifacts/render-api.mjs --seconds 8
node bench/browser/pool-bench.mjs --runs 3
node bench/net/fetch-bench.mjs 3 8
node bench/extraction/run.mjs --runs 1
# The farm (separate processes over the MongoDB and Kafka stand-ins) against the embedded default.
node bench/farm/scrape-throughput.mjs --rounds 3
node bench/farm/scrape-throughput.mjs --rounds 3 --max-wait 10
node bench/farm/kafka-layer.mjs --rounds 3
node bench/farm/profile-rps.mjs --rounds 3
# Schedules: 10,000 due in one instant, the scheduler role against a bare Agenda on the same SQLite.
node bench/schedules/due-burst.mjs --rounds 3
