# syntax=docker/dockerfile:1
# Caddy with the apps' static builds (deploy/compose.yaml's front): the patient app, the care team's
# console and the marketing site, each served with its Content Security Policy, and /api proxied
# to the API instances (deploy/Caddyfile). Build from the repository's root:
#   docker build -f deploy/web.Dockerfile -t matrona-web .

FROM node:22-bookworm-slim AS build
WORKDIR /src
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm --filter './packages/*' --workspace-concurrency=1 run build
RUN pnpm --filter @mat/patient --filter @mat/care-team --filter @mat/marketing run build
# The policies and the marketing redirects, from the same sources the apps' own servers use.
# (tsx is the server's development dependency: run from its folder so Node finds it.)
RUN cd apps/server && node --import tsx ../../scripts/caddy-snippets.ts ../marketing/dist/_redirects > /src/snippets.caddy

FROM caddy:2.8
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /src/snippets.caddy /etc/caddy/snippets.caddy
COPY --from=build /src/apps/patient/dist /srv/patient
COPY --from=build /src/apps/care-team/dist /srv/care-team
COPY --from=build /src/apps/marketing/dist /srv/marketing
