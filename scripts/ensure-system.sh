#!/usr/bin/env bash
# Installs the machine packages Gleaner needs when they are missing: Debian's Chromium
# (the render pool) and fonts for PDFs and screenshots; with --test also librdkafka-dev and gcc
# (the tests' Kafka stand-in, libs/testkit/src/kafka/mock-kafka.c, is compiled against
# librdkafka's mock cluster; `make run` does not need them). Only as root; otherwise it says what
# to do.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || [ -n "${GLEANER_CHROMIUM_PATH:-}" ] || missing+=(chromium)
[ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
if [ "${1:-}" = --test ]; then
  [ -f /usr/include/librdkafka/rdkafka_mock.h ] || missing+=(librdkafka-dev)
  command -v gcc >/dev/null 2>&1 || missing+=(gcc)
fi
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "Gleaner needs these Debian packages: ${missing[*]} (run: sudo apt-get install -y ${missing[*]})" >&2
  exit 1
fi
echo "Installing ${missing[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
