# syntax=docker/dockerfile:1
# Postcraft worker (Agenda jobs: publishing, autopilot, token refresh, clean-up). The build
# context is the repository root:
#   docker build -f docker/worker.Dockerfile -t postcraft-worker .
# Ignore rules: docker/worker.Dockerfile.dockerignore. Run as many replicas as needed: Agenda's
# locking hands each job to one of them.

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
RUN pnpm turbo run build --filter=@postcraft/worker...
# Keep only the production dependencies of the worker and of the workspace packages it uses at run
# time (--filter-prod does not follow devDependencies such as the test helpers).
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    find . \( -name node_modules -o -name .turbo \) -type d -prune -exec rm -rf {} + \
 && pnpm install --frozen-lockfile --offline --prod --filter-prod=@postcraft/worker...

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data
WORKDIR /app
# Video renders: ffmpeg (libx264, libass), festival's voices and espeak-ng for the voice-over.
# Reels: pocketsphinx transcribes long videos, opencv-data's face cascade centres the crop, and
# yt-dlp fetches YouTube links.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg festival festvox-us-slt-hts \
      festvox-kallpc16k espeak-ng fonts-dejavu-core pocketsphinx pocketsphinx-en-us \
      opencv-data yt-dlp \
 && rm -rf /var/lib/apt/lists/*
# A plain copy of the built workspace keeps pnpm's links between workspace packages intact.
COPY --from=build /repo /app
RUN mkdir -p /data && chown node:node /data
USER node
CMD ["node", "apps/worker/dist/main.js"]
