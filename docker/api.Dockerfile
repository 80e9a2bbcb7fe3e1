# syntax=docker/dockerfile:1.7
# The reference API: compiled TypeScript on Node 20, SQLite data in the /data volume (created,
# migrated and seeded on first start). Build from the repo root: docker build -f docker/api.Dockerfile .
FROM node:20-bookworm AS build
WORKDIR /repo
COPY . .
# better-sqlite3 compiles here (python3, make and g++ are in this image), then dev tools go.
RUN npm install --engine-strict --no-audit --no-fund && npm run build -w api \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# Certificates' PDFs are set in Noto Sans CJK SC (API_CJK_FONT overrides the font file).
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-noto-cjk \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /repo
COPY --from=build /repo /repo
ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    API_PORT=3100 \
    API_DATA_DIR=/data
VOLUME /data
EXPOSE 3100
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.API_PORT+'/api/openapi.json').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/src/main.js"]
