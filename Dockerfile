# syntax=docker/dockerfile:1
# Threadwise in one container. Multi-stage:
#   build    Node LTS + python3/make/g++ (sqlite3's native addon compiles here), `npm ci`,
#            API + web build, then dev dependencies pruned;
#   runtime  Node LTS slim, production node_modules (with the compiled sqlite3), dist/ and
#            the backup/restore scripts, run as the non-root `node` user. No compilers.
# Everything the shop writes is in /app/storage (database, guides, uploads, backups): a
# volume. Production needs SESSION_SECRET, ADMIN_EMAIL + ADMIN_PASSWORD, and Stripe keys
# or PAYMENT_PROVIDER=sandbox (see README "Running in Docker").
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# package.json allowScripts lets sqlite3 (only) run its install script: it builds here.
RUN npm ci
COPY . .
# The shop's address for the pre-rendered pages' canonical links and share tags
# (`--build-arg PUBLIC_URL=https://...`); a container started with another PUBLIC_URL
# rewrites them at start-up.
ARG PUBLIC_URL
RUN npm run build && npm prune --omit=dev

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    STORAGE_DIR=/app/storage
WORKDIR /app
# Code stays owned by root (read-only for the app); only storage/ belongs to `node`.
# package.json is needed at run time: "type": "module", and the backup/restore scripts.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts/backup.mjs /app/scripts/restore.mjs ./scripts/
RUN mkdir -p /app/storage && chown node:node /app/storage
USER node
VOLUME ["/app/storage"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop): in-flight requests finish (up to 8 s, inside docker's 10 s), the
# database is closed, exit 0.
STOPSIGNAL SIGTERM
# The V8 heap is capped (as in `npm run start:prod`): RSS stays under ~200 MB under load
# (issue 7); the live heap is far smaller, so the cap only makes garbage collection run sooner.
CMD ["node", "--max-old-space-size=144", "--max-semi-space-size=4", "dist/api/main.js"]
