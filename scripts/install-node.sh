#!/usr/bin/env bash
# Installs the Node LTS the project runs on (version in .nvmrc) into a project folder, for machines
# whose own node is older (the Makefile decides and puts DIR/bin first on its PATH). The npm registry
# ships the binary itself as the package node-linux-<arch> (with its headers, which node-gyp builds
# better-sqlite3 against: nodejs.org may be out of reach), so the same `npm` that installs the rest
# fetches it. Usage: install-node.sh VERSION DIR
set -euo pipefail
version="$1"
dir="$2"
if [ -x "$dir/bin/node" ] && [ "$("$dir/bin/node" --version)" = "v$version" ]; then
  touch "$dir/bin/node" # newer than .nvmrc: make does not ask again
  exit 0
fi
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "install-node.sh: no node-linux package for $(uname -m); install Node $version yourself" >&2; exit 1 ;;
esac
echo "Installing Node $version into $dir (the machine's node is older) ..."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tarball="$(cd "$work" && npm pack "node-linux-$arch@$version" --silent --no-audit --no-fund | tail -n 1)"
tar xzf "$work/$tarball" -C "$work"
"$work/package/bin/node" --version >/dev/null # a binary that runs on this machine
rm -rf "$dir"
mkdir -p "$(dirname "$dir")"
mv "$work/package" "$dir"
touch "$dir/bin/node"
