# syntax=docker/dockerfile:1
# Postcraft API (HTTP + socket.io). The build context is the repository root:
#   docker build -f docker/api.Dockerfile -t postcraft-api .
# Ignore rules: docker/api.Dockerfile.dockerignore (BuildKit reads <Dockerfile>.dockerignore).

FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm \
    PATH=/pnpm:$PATH \
    CI=true \
    COREPACK_ENABLE_DOWNLOAD_PROMPT=0 \
    TURBO_TELEMETRY_DISABLED=1
WORKDIR /repo
# corepack installs the pnpm version pinned in package.json (packageManager).
COPY package.json ./
RUN corepack enable && corepack install

FROM base AS build
# Download every locked package first: this layer is reused until the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
# The lockfile's patched dependencies are applied from here (see docs/decisions.md).
COPY packages/jobs/patches packages/jobs/patches
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm fetch
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile --offline
RUN pnpm turbo run build --filter=@postcraft/api...
# Keep only the production dependencies of the API and of the workspace packages it uses at run
# time (--filter-prod does not follow devDependencies such as the test helpers).
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    find . \( -name node_modules -o -name .turbo \) -type d -prune -exec rm -rf {} + \
 && pnpm install --frozen-lockfile --offline --prod --filter-prod=@postcraft/api...

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    DATA_DIR=/data
WORKDIR /app
# Voice notes: ffmpeg reads them, pocketsphinx transcribes them; ffprobe reads uploaded videos.
# yt-dlp answers that YouTube links can be made into reels (the worker fetches them).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg pocketsphinx pocketsphinx-en-us yt-dlp \
 && rm -rf /var/lib/apt/lists/*
# A plain copy of the built workspace keeps pnpm's links between workspace packages intact.
COPY --from=build /repo /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
