#!/bin/sh
# Run by the nginx image's entrypoint before nginx starts (/docker-entrypoint.d/). Writes the
# server configuration from its template with the web app's own websocket origin in the
# Content-Security-Policy's connect-src: PUBLIC_URL's host with ws: for http, wss: for https,
# as the API names it when it serves the app (apps/api/src/web/content-security-policy.ts).
set -eu

template=${POSTCRAFT_NGINX_TEMPLATE:-/etc/nginx/postcraft/default.conf.template}
target=${POSTCRAFT_NGINX_CONF:-/etc/nginx/conf.d/default.conf}
public_url=${PUBLIC_URL:-http://localhost:8080}

case "$public_url" in
  https://*) scheme=wss ;;
  http://*) scheme=ws ;;
  *)
    echo "postcraft: PUBLIC_URL must start with http:// or https:// (got: $public_url)" >&2
    exit 1
    ;;
esac
host=${public_url#*://}
host=${host%%/*}
case "$host" in
  '' | *[!A-Za-z0-9.:@\[\]-]* | *@*)
    echo "postcraft: PUBLIC_URL has no usable host (got: $public_url)" >&2
    exit 1
    ;;
esac

sed "s|__REALTIME_WS_ORIGIN__|$scheme://$host|g" "$template" > "$target"
echo "postcraft: connect-src allows 'self' and $scheme://$host"
