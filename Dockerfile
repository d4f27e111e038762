# Threadwise in one container. Stages:
#   deps       Node LTS + python3/make/g++ (sqlite3's native addon compiles here), `npm ci`;
#   prod-deps  deps with the dev dependencies and every build-only file pruned;
#   build      deps + the sources: API and web build (dist/);
#   runtime    Node LTS slim, prod-deps' node_modules, dist/ and the backup/restore
#              scripts, run as the non-root `node` user. No compilers.
# prod-deps and build both start from deps (BuildKit runs them side by side), so a change
# of the sources rebuilds only dist/, and a change of the lock file re-runs npm ci.
# Everything the shop writes is in /app/storage (database, guides, uploads, backups): a
# volume. Production needs SESSION_SECRET, ADMIN_EMAIL + ADMIN_PASSWORD, and Stripe keys
# or PAYMENT_PROVIDER=sandbox (see README "Running in Docker").
#
# Needs BuildKit (DOCKER_BUILDKIT=1 or buildx) for the npm cache and the CA secret; no
# `# syntax=` line, so the engine's built-in Dockerfile frontend is used and nothing is
# pulled but the base image. The base is pinned; `--build-arg NODE_IMAGE=...` replaces it
# (scripts/test-docker.mjs does, with a stand-in, where the public registry is out of reach).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS deps
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# package.json allowScripts lets sqlite3 (only) run its install script: it builds here.
# A network that re-signs TLS passes its CA as the secret `npm_ca`
# (`docker build --secret id=npm_ca,src=ca.pem`): mounted for the npm steps only, in no layer.
RUN --mount=type=cache,target=/root/.npm \
    --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then \
      export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca npm_config_cafile=/run/secrets/npm_ca; \
    fi \
  && npm ci --prefer-offline --no-audit --no-fund

FROM deps AS prod-deps
# Dev dependencies out (npm reads package metadata for this: same cache and CA as npm ci).
# typescript stays behind as an optional peer of @nestjs/swagger, needed only by its
# compiler plugin: removed. Of sqlite3 only the compiled addon is kept (its sources and
# ~20 MB of object files are build-time only); source maps and type declarations go too.
# The PDF previews need @napi-rs/canvas's prebuilt binary (its optional platform package)
# and pdfjs-dist's standard fonts: the build stops here if either is missing.
RUN --mount=type=cache,target=/root/.npm \
    --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then \
      export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca npm_config_cafile=/run/secrets/npm_ca; \
    fi \
  && npm prune --omit=dev --prefer-offline --no-audit --no-fund \
  && rm -rf node_modules/typescript \
  && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete \
  && node -e "require('@napi-rs/canvas').createCanvas(1, 1); require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf')" \
  && cd node_modules/sqlite3 \
  && mv build/Release/node_sqlite3.node /tmp/ \
  && rm -rf build deps src \
  && mkdir -p build/Release \
  && mv /tmp/node_sqlite3.node build/Release/

FROM deps AS build
COPY . .
# The bundles are production builds whatever NODE_ENV is (web/vite.config.ts). The shop's
# address for the pre-rendered pages' canonical links and share tags
# (`--build-arg PUBLIC_URL=https://...`); a container started with another PUBLIC_URL
# rewrites them at start-up.
ARG PUBLIC_URL
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# The version of package.json and CHANGELOG.md.
LABEL org.opencontainers.image.title="threadwise-shop" org.opencontainers.image.version="0.1.0"
# glibc malloc as in `npm run start:prod`: two arenas, and blocks over 128 kB (a guide PDF's
# buffers) mapped apart and unmapped when freed, so that the memory a large guide took does not
# stay resident after it is freed.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=262144 \
    HOST=0.0.0.0 \
    PORT=3000 \
    STORAGE_DIR=/app/storage
WORKDIR /app
# Code stays owned by root (read-only for the app); only storage/ belongs to `node`.
# package.json is needed at run time: "type": "module", and the backup/restore scripts.
COPY --from=build /app/package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts/backup.mjs /app/scripts/restore.mjs ./scripts/
# Their object-storage part (STORAGE_BACKEND=s3).
COPY --from=build /app/scripts/lib/object-backup.mjs /app/scripts/lib/pg-backup.mjs ./scripts/lib/
RUN mkdir -p /app/storage && chown node:node /app/storage
USER node
VOLUME ["/app/storage"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop): in-flight requests finish (up to 8 s, inside docker's 10 s), the
# database is closed, exit 0.
STOPSIGNAL SIGTERM
# The V8 heap is capped and grows by at most 25 % over the live heap between full collections
# (the same flags as `npm run start:prod`, test/jest/shipped-command.spec.ts): RSS stays under
# ~200 MB under load (issue 7); the live heap is far smaller, so these only make garbage
# collection run sooner.
CMD ["node", "--max-old-space-size=144", "--max-semi-space-size=2", "--heap-growing-percent=25", "dist/api/main.js"]
