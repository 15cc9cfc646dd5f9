#!/usr/bin/env bash
# Installs the machine packages Gleaner needs when they are missing: Debian's Chromium
# (the render pool), fonts for PDFs and screenshots, and librdkafka-dev with gcc (the tests'
# Kafka stand-in, libs/testkit/src/kafka/mock-kafka.c, is compiled against librdkafka's mock
# cluster). Only as root; otherwise it says what to do.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || [ -n "${GLEANER_CHROMIUM_PATH:-}" ] || missing+=(chromium)
[ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
[ -f /usr/include/librdkafka/rdkafka_mock.h ] || missing+=(librdkafka-dev)
command -v gcc >/dev/null 2>&1 || missing+=(gcc)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "Gleaner needs these Debian packages: ${missing[*]} (run: sudo apt-get install -y ${missing[*]})" >&2
  exit 1
fi
echo "Installing ${missing[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
