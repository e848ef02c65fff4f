# The Cardavia server in a container: one instance. Several instances behind a load balancer, on PostgreSQL
# and Redis: compose.yaml and docs/deploy.md. Without DATABASE_URL the container runs the embedded mode, with
# its SQLite database in /app/data (mount a volume there to keep it).

# Build stage. The compiler and the site's bundler are devDependencies: they stay here.
FROM node:20-bookworm-slim AS build
# better-sqlite3 downloads a prebuilt binary when one matches this platform; these tools compile it when
# none does.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The dependencies first, in a layer that a change to the sources does not invalidate. --ignore-scripts
# because package.json's "prepare" runs the build, and the sources are not copied yet; better-sqlite3's own
# install step (the only dependency that has one) is then run by itself.
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts && npm rebuild better-sqlite3
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts

# Runtime stage: what the server reads when it runs, and nothing else (no compiler, no browser).
FROM node:20-bookworm-slim
WORKDIR /app
# package.json says "type": "module", which the compiled files need.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# PostgreSQL's migrations are read at start from server/migrations (relative to dist/server/pg-store.js).
COPY --from=build /app/server/migrations ./server/migrations
# The embedded mode's database directory (CARDAVIA_DATA, ./data by default), writable by the server's user.
RUN mkdir data && chown node:node data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
