# syntax=docker/dockerfile:1
# The API server's image (deploy/compose.yaml runs two of it): built with pnpm in a first stage,
# run from a second that holds only the built server, the files it reads at run time and its
# production dependencies, as an unprivileged user. Build from the repository's root:
#   docker build -f deploy/api.Dockerfile -t matrona-api .

FROM node:22-bookworm-slim AS build
WORKDIR /src
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile
# The server and the workspace packages it imports (@mat/domain, @mat/content, @mat/api).
RUN pnpm --filter '@mat/server...' run build

# Production dependencies only, for the server and its workspace packages. The whole workspace is
# copied so that pnpm sees every project the lockfile names; the image below takes only the
# node_modules folders from here.
FROM node:22-bookworm-slim AS production-dependencies
WORKDIR /app
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --prod --frozen-lockfile --ignore-scripts --filter '@mat/server...'

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
# V8 sizes its heap by the machine's memory and, on a large one, lets garbage reach 500 MB before a
# full collection. Capped, an instance holding 5,000 open threads' streams through a busy hour stays
# near 330 MB resident at no measurable CPU cost (apps/server/bench/day.ts, which runs its instances
# with this line). Each open stream keeps about 13 KB: raise the cap for more streams an instance.
ENV NODE_OPTIONS=--max-old-space-size=256
WORKDIR /app
# (@mat/domain has no dependencies of its own; @mat/api gives the server types only, none at run time.)
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=production-dependencies /app/apps/server/node_modules apps/server/node_modules
COPY --from=production-dependencies /app/packages/content/node_modules packages/content/node_modules
COPY apps/server/package.json apps/server/
COPY packages/domain/package.json packages/domain/
COPY packages/content/package.json packages/content/
# The built server and what it reads beside it at run time, at the same relative paths as in the
# repository: migrations (apps/server/drizzle), the contract (openapi/), the article library (content/).
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
COPY --from=build /src/packages/domain/dist packages/domain/dist
COPY --from=build /src/packages/domain/lang packages/domain/lang
COPY --from=build /src/packages/content/dist packages/content/dist
COPY --from=build /src/openapi openapi
COPY --from=build /src/content content
# The image's files belong to root and cannot be changed by the server; DATA_DIR (outboxes, the
# embedded file store) is the one folder it writes.
RUN mkdir -p /var/lib/matrona && chown node:node /var/lib/matrona
ENV DATA_DIR=/var/lib/matrona
USER node
WORKDIR /app/apps/server
EXPOSE 3000
# /healthz answers while the process serves requests (apps/server/src/http/health.ts).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
