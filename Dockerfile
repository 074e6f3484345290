# The backend, serving the API and the built frontends (shell and remotes) on one port.
# Build:  docker build -t nutrition-clinic .
# Run:    docker compose up   (with MongoDB; see docker-compose.yml and the README)
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
COPY package.json package-lock.json ./
# `npm install` rather than `npm ci`: it installs the locked versions too, but does not refuse a lock
# file written where the registry lacked other platforms' optional builds (@swc/core, @rspack/binding).
RUN npm install --no-audit --no-fund
COPY . .
# The same build step `npm start` and the test suite use.
RUN npm run build:app

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 STATIC_DIR=/app/dist
WORKDIR /app
# DejaVu Sans: receipts need a font with the rupee sign (PDF's built-in Helvetica has none); Noto Sans
# and Noto Sans Devanagari: a plan's PDF in Hindi. Pinned to bookworm's versions, as the base image is.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core=2.37-6 fonts-noto-core=20201225-1 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# Scheduled backups go to data/backups (BACKUP_DIR); the folder belongs to the app's user, so a volume
# mounted there (docker-compose.yml) starts writable by it.
RUN mkdir -p data/backups && chown -R 1000:1000 data && chmod 700 data/backups
# The image's unprivileged "node" user.
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/backend/backend/src/main.js"]
