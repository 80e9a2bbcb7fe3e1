# syntax=docker/dockerfile:1.7
# Remote mf-train: its production build (entries no-store, chunks content-hashed) as static files
# behind nginx, CORS for the shell origins only (docker/nginx/static.conf.template).
# Build from the repo root: docker build -f docker/mf-train.Dockerfile .
FROM node:20-bookworm AS build
WORKDIR /repo
COPY . .
RUN npm install --engine-strict --no-audit --no-fund && npx tsx scripts/src/build.ts mf-train

# Debian's nginx (the one the browser suite runs) with its brotli_static module, which the
# official nginx images lack: the build's .br and .gz files are sent as they are.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends \
    nginx libnginx-mod-http-brotli-static gettext-base wget \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* /etc/nginx/conf.d/*
COPY docker/nginx/nginx.conf /etc/nginx/nginx.conf
COPY --chmod=755 docker/nginx/docker-entrypoint.sh /docker-entrypoint.sh
COPY docker/nginx/http.conf.template docker/nginx/static.conf.template /etc/nginx/templates/
COPY --from=build /repo/mf-train/dist /usr/share/nginx/html
# CORS_ORIGIN_PATTERN: the shell origins, a regex of whole origins (escape dots: https://app\.example\.com).
ENV LISTEN_PORT=3003 \
    SERVER_ROOT=/usr/share/nginx/html \
    CORS_ORIGIN_PATTERN=http://localhost:3000
EXPOSE 3003
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${LISTEN_PORT}/mf-manifest.json" || exit 1
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/docker-entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
