# Hoshi in a container (issue 21): the built app and the compiled server on Node 20, as a non-root user.
# Build:  docker build -t hoshi .
# Run:    docker run -p 8000:8000 -e AUTH_SECRET=... -v hoshi-data:/data hoshi
# compose.yaml runs two of these beside PostgreSQL and Redis behind a proxy.

# 1. Build: every dependency, the PWA (dist/) and the compiled server (dist-server/).
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# 2. Run: production dependencies and the build output only.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8000 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:8000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist-server/main.js"]
