# syntax=docker/dockerfile:1.7
# The shell: its pages rendered by its Node server (shell/server: the shell's server build, each
# remote's server half loaded from its release as remotes.json names it), its built files served
# by nginx in front of it, with the templates of docker/nginx (the same ones the browser suite
# runs on Debian's nginx). Stateless: run several behind a load balancer.
# Build from the repo root: docker build -f docker/shell.Dockerfile .
FROM node:20-bookworm AS build
WORKDIR /repo
COPY . .
RUN npm install --engine-strict --no-audit --no-fund && npx tsx scripts/src/build.ts shell

# Debian's nginx (the one the browser suite runs) with its brotli_static module, which the
# official nginx images lack: the build's .br and .gz files are sent as they are.
FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends \
    nginx libnginx-mod-http-brotli-static gettext-base wget \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* /etc/nginx/conf.d/*
WORKDIR /repo
# The server runs from the checkout it was built in (tsx, the workspace's packages).
COPY --from=build /repo /repo
COPY docker/nginx/nginx.conf /etc/nginx/nginx.conf
COPY --chmod=755 docker/nginx/docker-entrypoint.sh /docker-entrypoint.sh
COPY docker/nginx/http.conf.template docker/nginx/shell.conf.template /etc/nginx/templates/
COPY --chmod=755 docker/nginx/40-shell-runtime-config.sh /docker-entrypoint.d/
COPY --chmod=755 docker/shell-start.sh /shell-start.sh
ENV LISTEN_PORT=3000 \
    SERVER_ROOT=/repo/shell/dist \
    SHELL_BUILD_DIR=/repo/shell/dist \
    SHELL_SERVER_PORT=3010 \
    SHELL_SERVERS="server 127.0.0.1:3010;" \
    SHELL_RENDER_BUDGET_MS=300 \
    SHELL_VISITOR_PAGE_CACHE_MS=1000 \
    REMOTES_JSON_FILE=/etc/shell/remotes.json \
    APP_CONFIG_FILE=/etc/shell/app-config.json \
    CORS_ORIGIN_PATTERN=http://localhost:3000 \
    REMOTE_ORIGINS="http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:3005" \
    API_ORIGIN=http://localhost:3100 \
    API_UPSTREAM=http://api:3100 \
    API_PUBLIC_URL=""
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${LISTEN_PORT}/" || exit 1
STOPSIGNAL SIGTERM
ENTRYPOINT ["/docker-entrypoint.sh"]
CMD ["/shell-start.sh"]
