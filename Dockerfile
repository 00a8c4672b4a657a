# syntax=docker/dockerfile:1
#
# Production image: the built site and API on Node 20 (Debian bookworm), with the Debian
# programs the voicemail pipeline runs (ffmpeg, pocketsphinx and its English model).
#
#   docker build -t debt-site .
#   docker run -p 127.0.0.1:3000:3000 -v debt-site-data:/data debt-site        # embedded database
#   docker compose up -d                                                       # with PostgreSQL 15
#
# See docs/operations.md for the settings, backups and running several instances.

ARG NODE_IMAGE=node:20-slim

# --- build: every npm package (dev ones too), then the client, prerendered pages, PDFs, server ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install` rather than `npm ci`, as scripts/bootstrap.mjs explains: the lock file lists other
# platforms' optional binaries that some registries lack, which `npm ci` refuses. No dependency's
# install script runs, as in development (package.json approves none; DESIGN.md "Stack").
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund --ignore-scripts

# --- runtime: production packages, the build output and the migrations only ---
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg pocketsphinx pocketsphinx-en-us \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data \
 && chown node:node /data
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CLIENT_DIR=/app/dist/client
# Owned by root and read-only to the app: only /data (and /tmp) are written at run time.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/dist/node ./dist/node
COPY --from=build /app/dist/client ./dist/client
# The embedded database (when DATABASE_URL is unset) lives here; keep it on a volume.
VOLUME ["/data"]
USER node
EXPOSE 3000
# /healthz answers 200 while the database is reachable (and even while the server sheds load).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 here and handles SIGTERM itself (main.ts closes the app, then the database);
# run with `--init` (compose: `init: true`) so a reaper collects any stray child process.
CMD ["node", "dist/node/src/server/main.js"]
