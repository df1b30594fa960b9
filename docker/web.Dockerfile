# syntax=docker/dockerfile:1
# Postcraft web app: the Vite build served by nginx, which also proxies /api and /socket.io to
# the api service. The build context is the repository root:
#   docker build -f docker/web.Dockerfile -t postcraft-web .
# Ignore rules: docker/web.Dockerfile.dockerignore.

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
RUN pnpm turbo run build --filter=@postcraft/web...
# The CSP allows index.html's inline scripts by their hashes, taken from this very build.
RUN node docker/nginx-csp.mjs apps/web/dist/index.html docker/nginx.conf > /repo/nginx.conf

FROM nginx:1.28-alpine AS runtime
# The configuration is written from this template at start, with PUBLIC_URL's websocket origin
# in the CSP's connect-src (nginx-realtime-origin.sh, run by the image's entrypoint).
COPY --from=build /repo/nginx.conf /etc/nginx/postcraft/default.conf.template
COPY --chmod=755 docker/nginx-realtime-origin.sh /docker-entrypoint.d/40-postcraft-realtime-origin.sh
COPY --from=build /repo/apps/web/dist /usr/share/nginx/html
EXPOSE 80
HEALTHCHECK --interval=15s --timeout=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/"]
