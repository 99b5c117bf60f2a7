#!/usr/bin/env bash
# The production image's steps, so that they can be run and proven without Docker (issue #25).
#
#   scripts/release.sh install      npm ci at the root: every dependency, to build with
#   scripts/release.sh build DIR    builds the web app and the server, and assembles in DIR (new or
#                                   empty, outside the repository) all that production runs:
#                                   the server bundle, the admin and backup command lines' bundles
#                                   (which `npm run admin`, `backup` and `restore` run there), the
#                                   built web app, the health check and the production
#                                   dependencies only (npm ci --omit=dev)
#   scripts/release.sh check        what CI runs: `build` into a temporary folder, then starts
#                                   `node apps/server/dist/main.js` from that folder alone on a
#                                   fresh SQLite file and, when TEST_DATABASE_URL is set, on a
#                                   throwaway PostgreSQL database; loads pages and the API, runs
#                                   the health check, stops the server with SIGTERM; then gives the
#                                   SQLite database's demo account a role with `npm run admin`
#                                   (exit 0) and asks for an unknown login (exit 1); backs that
#                                   database up with `npm run backup` and restores it into a fresh
#                                   place with `npm run restore` (exit 0, then 1 without --force).
#                                   One line per check; exits 1 when any failed.
#
# The Dockerfile's build stage runs `install` and `build /opt/neighbourly`; its runtime stage
# copies /opt/neighbourly and nothing else.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Run from `npm test`, npm's settings for that run are in the environment; none may steer the
# installs below (a workspace filter or an omit list would change what they install).
while IFS='=' read -r name _; do
  case "$name" in npm_config_workspace* | npm_config_include* | npm_config_omit | npm_config_production | npm_config_global) unset "$name" ;; esac
done < <(env)

# Packages that build or test, and the web app's: none belongs in the production folder.
DEV_ONLY=(vitest vite esbuild tsx typescript eslint prettier @playwright/test playwright playwright-core
  lighthouse react react-dom @types/node oidc-provider smtp-server fast-check mjml)

failures=0
started=$EPOCHREALTIME
# Seconds since $1 (an $EPOCHREALTIME), to a tenth.
since() {
  local us=$((${EPOCHREALTIME//[.,]/} - ${1//[.,]/}))
  printf '%d.%d s' $((us / 1000000)) $((us % 1000000 / 100000))
}
ok() { printf 'ok    %s\n' "$*"; }
fail() {
  printf 'FAIL  %s\n' "$*"
  failures=$((failures + 1))
}
die() {
  printf 'FAIL  %s\n' "$*"
  exit 1
}

install_all() {
  (cd "$root" && npm ci --no-audit --no-fund)
}

build_apps() {
  local t=$EPOCHREALTIME
  # npm test has just built both (RELEASE_BUILT=1): building them again would cost CI ~3 minutes.
  if [ "${RELEASE_BUILT:-}" = 1 ] && [ -d "$root/apps/web/dist" ] && [ -f "$root/apps/server/dist/main.js" ]; then
    ok "the web app and the server bundle built by this run (RELEASE_BUILT=1)"
    return
  fi
  (cd "$root" && npm run build --silent -w @neighbourly/web >/dev/null && npm run build --silent -w @neighbourly/server) ||
    die "build the web app (Vite) and the server (esbuild)"
  ok "built the web app and the server bundle ($(since "$t"))"
}

# The files production reads, laid out as in the repository so that the server's defaults (the
# web app in apps/web/dist, beside apps/server) hold. Migrations and the workspace packages are in the
# bundle; npm ci needs the lock and the package.json of the root and of the workspaces it installs.
assemble() {
  local out=$1
  [ -z "$(ls -A "$out")" ] || die "assemble into $out: the folder is not empty"
  case "$out/" in "$root"/*) die "assemble into $out: it is inside the repository" ;; esac
  cp "$root/package.json" "$root/package-lock.json" "$out/"
  if [ -f "$root/.npmrc" ]; then cp "$root/.npmrc" "$out/"; fi
  mkdir -p "$out/packages/shared" "$out/packages/i18n" "$out/apps/server" "$out/apps/web" "$out/scripts"
  cp "$root/packages/shared/package.json" "$out/packages/shared/"
  cp "$root/packages/i18n/package.json" "$out/packages/i18n/"
  cp "$root/apps/server/package.json" "$out/apps/server/"
  cp -R "$root/apps/server/dist" "$out/apps/server/dist"
  # The folder has no sources: its `npm run admin` runs the command line's bundle (issue #27), and
  # `npm run backup` / `npm run restore` the backup command's (issue #32).
  node -e '
    const fs = require("node:fs");
    for (const [file, dist] of [[process.argv[1], "apps/server/dist"], [process.argv[2], "dist"]]) {
      const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
      manifest.scripts.admin = `node ${dist}/admin.js`;
      manifest.scripts.backup = `node ${dist}/backup.js backup`;
      manifest.scripts.restore = `node ${dist}/backup.js restore`;
      fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
    }' "$out/package.json" "$out/apps/server/package.json"
  cp -R "$root/apps/web/dist" "$out/apps/web/dist"
  cp "$root/scripts/healthcheck.mjs" "$out/scripts/"
  ok "assembled the server bundle, the admin and backup command lines, the built web app and the health check in $out"
}

install_production() {
  local out=$1 t=$EPOCHREALTIME log
  log=$(mktemp)
  (cd "$out" && npm ci --omit=dev --workspace @neighbourly/server --no-audit --no-fund --loglevel=error) >"$log" 2>&1 ||
    {
      cat "$log"
      die "npm ci --omit=dev in $out"
    }
  rm -f "$log"
  local count size
  # npm's record of what it installed: every package folder, less the workspace links.
  count=$(node -p 'Object.values(require(process.argv[1]).packages).filter((p) => !p.link).length' \
    "$out/node_modules/.package-lock.json")
  size=$(du -sh "$out" | cut -f1)
  ok "installed production dependencies only: $count packages, the folder is $size ($(since "$t"))"
}

assert_production_only() {
  local out=$1 present=()
  for name in "${DEV_ONLY[@]}"; do
    if [ -e "$out/node_modules/$name" ]; then present+=("$name"); fi
  done
  if [ ${#present[@]} -eq 0 ]; then
    ok "no build or test package in node_modules (${DEV_ONLY[*]})"
  else
    fail "build or test packages in the production node_modules: ${present[*]}"
  fi
}

# Node looks for packages in node_modules of every folder above the importing file: none may
# exist above the folder, and every package the bundle imports must resolve inside it: in its
# node_modules, or the server workspace's own where npm nests a second version of a package.
assert_self_contained() {
  local out=$1 dir
  dir=$(dirname "$out")
  while :; do
    if [ -e "$dir/node_modules" ]; then fail "$dir/node_modules exists above the folder, so packages could come from it"; fi
    [ "$dir" = / ] && break
    dir=$(dirname "$dir")
  done
  local result
  if result=$(cd "$out/apps/server/dist" && env -u NODE_PATH -u NODE_OPTIONS node --input-type=module -e '
    import fs from "node:fs";
    const [out] = process.argv.slice(1);
    // What main.js, admin.js, backup.js, image-process.js and their chunks import, as esbuild
    // resolved it when it built them (build.mjs): a scan of the bundled text would also find the
    // SQL examples in Kysely, which is bundled.
    const names = new Set(JSON.parse(fs.readFileSync("external-imports.json", "utf8")));
    const where = (name) => { try { return import.meta.resolve(name); } catch { return "nowhere"; } };
    // npm nests a package under the workspace when the root holds another version of it (lru-cache).
    const inside = [`file://${out}/node_modules/`, `file://${out}/apps/server/node_modules/`];
    const outside = [...names].filter((n) => !inside.some((folder) => where(n).startsWith(folder)));
    if (outside.length > 0 || names.size < 10) {
      console.log(`of ${names.size} imports: ${outside.map((n) => `${n} -> ${where(n)}`).join(", ")}`);
      process.exit(1);
    }
    console.log(names.size);
  ' "$out" 2>&1); then
    ok "every package the bundles import ($result) resolves inside $out (node_modules or apps/server/node_modules)"
  else
    fail "a package the bundles import resolves outside the folder, or not at all: $result"
  fi
}

build() {
  local out
  mkdir -p "$1"
  out=$(cd "$1" && pwd)
  build_apps
  assemble "$out"
  install_production "$out"
  assert_production_only "$out"
  assert_self_contained "$out"
}

free_port() {
  node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'
}

# The HTTP checks against a started server, one line each (Node's fetch: curl may be missing).
write_probe() {
  cat >"$1" <<'EOF'
const [base, label] = process.argv.slice(2);
let failures = 0;
const check = async (what, run) => {
  try {
    const detail = await run();
    console.log(`ok    ${label}: ${what}${detail ? ` (${detail})` : ''}`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL  ${label}: ${what}: ${error.message}`);
  }
};
const get = async (path, type) => {
  const response = await fetch(new URL(path, base), { signal: AbortSignal.timeout(15_000) });
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  if (!type.test(contentType)) throw new Error(`GET ${path} sent ${contentType}, not ${type}`);
  if (String(type).includes('json')) return response.json();
  return String(type).includes('image') ? Buffer.from(await response.arrayBuffer()) : response.text();
};
const expect = (condition, message) => {
  if (!condition) throw new Error(message);
};

await check('GET /healthz answers {"status":"ok"}', async () => {
  expect((await get('/healthz', /^application\/json/)).status === 'ok', 'status is not ok');
});
await check('GET /readyz answers {"status":"ready"} (database up, migrations current)', async () => {
  expect((await get('/readyz', /^application\/json/)).status === 'ready', 'status is not ready');
});
let script;
await check('GET / sends the web app\'s HTML', async () => {
  const html = await get('/', /^text\/html/);
  expect(html.includes('<div id="root">'), 'no <div id="root">');
  script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(script, 'no <script type="module" src=…>');
});
await check('GET the web app\'s script', async () => {
  expect(script, 'no script named by the HTML');
  return `${script}, ${(await get(script, /^(text|application)\/javascript/)).length} bytes`;
});
await check('GET /api/public/v1/config', async () => {
  const { success } = await get('/api/public/v1/config', /^application\/json/);
  expect(success?.data?.captcha?.provider === 'altcha', `unexpected ${JSON.stringify(success)}`);
});
let groups = [];
await check('GET /api/public/v1/groups/search lists the demo groups', async () => {
  groups = (await get('/api/public/v1/groups/search', /^application\/json/)).success?.data ?? [];
  expect(groups.length > 0, 'no groups');
  return `${groups.length} groups`;
});
await check('GET /api/public/v1/events/search lists events', async () => {
  const events = (await get('/api/public/v1/events/search', /^application\/json/)).success?.data ?? [];
  expect(events.length > 0, 'no events');
  return `${events.length} events`;
});
await check('GET /group/<id> sends the group\'s page', async () => {
  const group = groups[0];
  expect(group, 'no group to show');
  const html = await get(`/group/${encodeURIComponent(group.id)}`, /^text\/html/);
  // The server escapes markup as numeric references (&#38; for &).
  const escaped = group.name.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  expect(html.includes(`<title>${escaped}`), `the page's title does not name ${group.name}`);
});
await check('GET a group\'s cover image (made by sharp when the demo data was seeded)', async () => {
  const group = groups.find((g) => g.hasLogo);
  expect(group, 'no group with a cover');
  const bytes = await get(`/api/public/v1/images/group?groupId=${encodeURIComponent(group.id)}`, /^image\//);
  return `${bytes.length} bytes`;
});
process.exit(failures);
EOF
}

# The check's state, global for its EXIT trap: the server it started, its temporary folder, and
# the throwaway database with the URL it was created through.
server_pid=''
work=''
db=''
admin_url=''
stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL "$server_pid" 2>/dev/null || true; fi
  server_pid=''
}

# Starts the folder's server with only the variables given (nothing of this shell's environment
# but PATH and HOME), checks it over HTTP, runs the health check and stops it with SIGTERM.
run_and_probe() {
  local label=$1 out=$2
  shift 2
  local port log t=$EPOCHREALTIME
  port=$(free_port)
  log="$work/server-$label.log"
  (cd "$out" && exec env -i PATH="$PATH" HOME="${HOME:-/tmp}" PORT="$port" HOST=127.0.0.1 \
    PUBLIC_URL="http://127.0.0.1:$port" APP_SECRET="$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')" \
    "$@" node --max-semi-space-size=1 apps/server/dist/main.js) >"$log" 2>&1 &
  server_pid=$!
  local up=''
  for _ in $(seq 120); do
    if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
    if PORT=$port node "$out/scripts/healthcheck.mjs" 2>/dev/null; then
      up=1
      break
    fi
    sleep 0.5
  done
  if [ -z "$up" ]; then
    tail -n 30 "$log"
    stop_server
    fail "$label: the server exited or did not answer within 60 s (the end of its log is above)"
    return
  fi
  ok "$label: node apps/server/dist/main.js started from the folder, cwd $out ($(since "$t"))"

  local native
  native=$(grep -o '/[^ ]*\.node$' "/proc/$server_pid/maps" 2>/dev/null | sort -u || true)
  if [ -z "$native" ]; then
    fail "$label: no native module loaded (expected better-sqlite3 or sharp in /proc/$server_pid/maps)"
  elif grep -qv "^$out/" <<<"$native"; then
    fail "$label: native modules loaded from outside the folder: $(grep -v "^$out/" <<<"$native" | tr '\n' ' ')"
  else
    ok "$label: native modules loaded from the folder: $(sed "s|^$out/node_modules/||" <<<"$native" | tr '\n' ' ')"
  fi

  write_probe "$work/probe.mjs"
  node "$work/probe.mjs" "http://127.0.0.1:$port" "$label" || failures=$((failures + $?))

  if (cd "$out" && PORT=$port node scripts/healthcheck.mjs); then
    ok "$label: scripts/healthcheck.mjs exits 0 against the server"
  else
    fail "$label: scripts/healthcheck.mjs failed against a healthy server"
  fi

  kill -TERM "$server_pid"
  local code=0 stopped=''
  for _ in $(seq 100); do
    if ! kill -0 "$server_pid" 2>/dev/null; then
      stopped=1
      break
    fi
    sleep 0.1
  done
  if [ -z "$stopped" ]; then
    stop_server
    fail "$label: the server did not stop within 10 s of SIGTERM"
    return
  fi
  wait "$server_pid" || code=$?
  server_pid=''
  if [ "$code" -eq 0 ]; then ok "$label: SIGTERM stops the server with exit code 0"; else fail "$label: after SIGTERM the server exited with $code"; fi
  # pino writes one JSON object a line; level 50 is error, 60 fatal.
  if grep -qE '"level":(50|60)' "$log"; then
    fail "$label: errors in the server's log: $(grep -E '"level":(50|60)' "$log" | head -n 3)"
  else
    ok "$label: no error in the server's log"
  fi
}

# `npm run admin -- ARGS` in the folder (so the bundle, as in the image) on the SQLite file given,
# with nothing of this shell's environment but PATH and HOME; its stdout and stderr together.
run_admin() {
  local out=$1 sqlite=$2
  shift 2
  (cd "$out" && env -i PATH="$PATH" HOME="${HOME:-/tmp}" SQLITE_FILE="$sqlite" npm run admin --silent -- "$@" 2>&1)
}

# The admin command line on the database the SQLite run left: a site role for the demo account
# (exit 0), then a login that does not exist (exit 1).
check_admin_cli() {
  local out=$1 sqlite=$2 t=$EPOCHREALTIME said code=0
  said=$(run_admin "$out" "$sqlite" role demo MODERATOR) || code=$?
  if [ "$code" -eq 0 ] && [[ "$said" == *"→ MODERATOR"* ]]; then
    ok "SQLite: npm run admin -- role demo MODERATOR exits 0 from the folder: $said ($(since "$t"))"
  else
    fail "SQLite: npm run admin -- role demo MODERATOR exited $code: $said"
  fi
  code=0
  said=$(run_admin "$out" "$sqlite" role no_such_login MODERATOR) || code=$?
  if [ "$code" -eq 1 ] && [[ "$said" == *no_such_login* ]]; then
    ok "SQLite: npm run admin for an unknown login exits 1: $said"
  else
    fail "SQLite: npm run admin for an unknown login exited $code, not 1: $said"
  fi
}

# `npm run backup` in the folder on the database and images the SQLite run left (exit 0, one
# archive), then `npm run restore` of that archive into a fresh place (exit 0) and again (exit 1:
# the database now holds rows and --force is not given).
check_backup_cli() {
  local out=$1 data=$2 t=$EPOCHREALTIME said code=0 archive
  mkdir -p "$work/backups"
  said=$(cd "$out" && env -i PATH="$PATH" HOME="${HOME:-/tmp}" SQLITE_FILE="$data/neighbourly.sqlite" \
    UPLOAD_DIR="$data/uploads" npm run backup --silent -- "$work/backups" 2>&1) || code=$?
  archive=$(find "$work/backups" -name 'neighbourly-backup-*.tar.gz')
  if [ "$code" -eq 0 ] && [ -n "$archive" ] && [ "$(ls -A "$work/backups" | wc -l)" -eq 1 ]; then
    ok "SQLite: npm run backup exits 0 from the folder: $(basename "$archive"), $(du -h "$archive" | cut -f1) ($(since "$t"))"
  else
    fail "SQLite: npm run backup exited $code, or left other than one archive in $work/backups: $said"
    return
  fi
  local restore_env=(env -i PATH="$PATH" HOME="${HOME:-/tmp}" SQLITE_FILE="$work/restored/neighbourly.sqlite"
    UPLOAD_DIR="$work/restored/uploads")
  t=$EPOCHREALTIME code=0
  said=$(cd "$out" && "${restore_env[@]}" npm run restore --silent -- "$archive" 2>&1) || code=$?
  if [ "$code" -eq 0 ] && [ -f "$work/restored/neighbourly.sqlite" ] && [[ "$said" == *"Rows: "*"users "* ]]; then
    ok "SQLite: npm run restore exits 0 from the folder into a fresh place ($(since "$t"))"
  else
    fail "SQLite: npm run restore exited $code: $said"
  fi
  code=0
  said=$(cd "$out" && "${restore_env[@]}" npm run restore --silent -- "$archive" 2>&1) || code=$?
  if [ "$code" -eq 1 ] && [[ "$said" == *"--force"* ]]; then
    ok "SQLite: npm run restore onto the restored database exits 1 without --force"
  else
    fail "SQLite: npm run restore onto a database with rows exited $code, not 1: $said"
  fi
}

check() {
  local out
  work=$(mktemp -d "${TMPDIR:-/tmp}/neighbourly-release.XXXXXX")
  out="$work/app"
  cleanup() {
    stop_server
    if [ -n "$db" ]; then psql "$admin_url" -qAtc "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE)" >/dev/null 2>&1 || true; fi
    rm -rf "$work"
  }
  trap cleanup EXIT

  build "$out"

  local healthcheck_port
  healthcheck_port=$(free_port)
  if (cd "$out" && PORT=$healthcheck_port node scripts/healthcheck.mjs 2>/dev/null); then
    fail "scripts/healthcheck.mjs exits 0 though nothing listens on port $healthcheck_port"
  else
    ok "scripts/healthcheck.mjs exits 1 when nothing listens on the port"
  fi

  run_and_probe SQLite "$out" SQLITE_FILE="$work/data/neighbourly.sqlite" UPLOAD_DIR="$work/data/uploads"
  if [ -f "$work/data/neighbourly.sqlite" ]; then ok "SQLite: the database is the new file $work/data/neighbourly.sqlite"; else fail "SQLite: no database file at $work/data/neighbourly.sqlite"; fi
  check_admin_cli "$out" "$work/data/neighbourly.sqlite"
  check_backup_cli "$out" "$work/data"

  if [ -z "${TEST_DATABASE_URL:-}" ]; then
    echo "skip  PostgreSQL: TEST_DATABASE_URL is not set (CI sets it; any postgres:// URL of a role that may create databases)"
  elif ! command -v psql >/dev/null; then
    fail "PostgreSQL: psql is not installed, so no throwaway database could be made"
  else
    admin_url=$TEST_DATABASE_URL
    local name="neighbourly_release_$$_$RANDOM"
    if psql "$admin_url" -v ON_ERROR_STOP=1 -qAtc "CREATE DATABASE \"$name\"" >/dev/null; then
      db=$name
      local url
      url=$(node -e 'const u = new URL(process.argv[1]); u.pathname = `/${process.argv[2]}`; u.search = ""; console.log(u.href)' "$admin_url" "$name")
      ok "PostgreSQL: created the throwaway database $name"
      run_and_probe PostgreSQL "$out" DATABASE_URL="$url" UPLOAD_DIR="$work/data/uploads-pg"
      if psql "$admin_url" -v ON_ERROR_STOP=1 -qAtc "DROP DATABASE \"$name\"" >/dev/null; then
        db=''
        ok "PostgreSQL: dropped $name"
      else
        fail "PostgreSQL: could not drop $name"
      fi
    else
      fail "PostgreSQL: could not create a database through TEST_DATABASE_URL"
    fi
  fi

  if [ "$failures" -eq 0 ]; then
    echo "release check passed in $(since "$started")"
  else
    echo "release check: $failures failed, in $(since "$started")"
    exit 1
  fi
}

case "${1:-}" in
  install) install_all ;;
  build)
    [ -n "${2:-}" ] || die "usage: scripts/release.sh build DIR"
    build "$2"
    [ "$failures" -eq 0 ] || exit 1
    ;;
  check) check ;;
  *)
    echo "usage: scripts/release.sh install | build DIR | check" >&2
    exit 2
    ;;
esac
