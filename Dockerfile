# Neighbourly's production image (issue #25). The steps are scripts/release.sh's, which CI runs
# without Docker (`scripts/release.sh check`): what the runtime stage copies is proven to start on
# SQLite and on PostgreSQL and to serve the web app and the API.
#
#   docker build -t neighbourly .
#   docker run -p 3000:3000 -v neighbourly-data:/data -e APP_SECRET=… neighbourly
#
# or `docker compose up` (compose.yaml) for PostgreSQL, Redis and a mail catcher beside it.
#
# Site roles and group allowances (issue #27) are given in the running container; the image has no
# sources, so its `npm run admin` runs the bundled command line, apps/server/dist/admin.js:
#
#   docker compose exec app npm run admin -- role alice MODERATOR

# --- build: every dependency, the builds, and the production folder ----------------------------
FROM node:24-bookworm-slim AS build
# python3, make and g++: node-gyp, for better-sqlite3 should no prebuilt binary fit the machine.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# Native modules build against this Node's own headers, not downloaded ones.
ENV npm_config_nodedir=/usr/local
WORKDIR /src
# The manifests first, so that the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/i18n/package.json packages/i18n/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY scripts/package.json scripts/release.sh scripts/
RUN scripts/release.sh install
COPY . .
# Builds the web app and the server, then assembles /opt/neighbourly: the bundle, the built web
# app, the health check and `npm ci --omit=dev` (production dependencies only).
RUN scripts/release.sh build /opt/neighbourly

# --- runtime: the production folder alone, as the unprivileged node user -------------------------
FROM node:24-bookworm-slim AS runtime
# MALLOC_ARENA_MAX=2: as npm start, glibc keeps two malloc arenas, not eight per core (issue #31).
ENV PORT=3000 \
  HOST=0.0.0.0 \
  MALLOC_ARENA_MAX=2 \
  SQLITE_FILE=/data/neighbourly.sqlite \
  UPLOAD_DIR=/data/uploads
WORKDIR /app
# Owned by root and read-only to the server: it writes only under /data.
COPY --from=build /opt/neighbourly /app
# The volume holds everything the server writes: the SQLite file (when DATABASE_URL is unset) and
# uploaded images (IMAGE_STORAGE=disk, the default on SQLite).
RUN mkdir -p /data/uploads && chown -R node:node /data
VOLUME /data
USER node
EXPOSE 3000
# The slim image has no curl: a few lines of Node ask for /healthz (liveness). Orchestrators and load
# balancers ask /readyz for readiness instead (README, "Health and restarts").
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "/app/scripts/healthcheck.mjs"]
# On SIGTERM (docker stop) the server stops gracefully within SHUTDOWN_GRACE_SECONDS (10 s) and exits 0:
# give docker stop more than that (-t 15; compose's stop_grace_period is 30 s).
STOPSIGNAL SIGTERM
# npm start's command (issue #31): the young generation capped at 1 MB a half, source maps turned on
# by the server itself for its own code only.
CMD ["node", "--max-semi-space-size=1", "apps/server/dist/main.js"]
