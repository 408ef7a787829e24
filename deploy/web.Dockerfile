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
# The builds carry each other's addresses (the app's links to the site, the site's to the app and
# its own canonical links): the hosts of deploy/.env, given as build arguments by compose.yaml.
ARG APP_HOST
ARG SITE_HOST
RUN test -n "$APP_HOST" && test -n "$SITE_HOST" || (echo 'APP_HOST and SITE_HOST are needed as build arguments' >&2; exit 1)
RUN VITE_MARKETING_ORIGIN="https://$SITE_HOST" pnpm --filter @mat/patient run build
RUN pnpm --filter @mat/care-team run build
RUN APP_ORIGIN="https://$APP_HOST" SITE_ORIGIN="https://$SITE_HOST" pnpm --filter @mat/marketing run build
# The policies and the marketing redirects, from the same sources the apps' own servers use.
# (tsx is the server's development dependency: run from its folder so Node finds it.)
RUN cd apps/server && node --import tsx ../../scripts/caddy-snippets.ts ../marketing/dist/_redirects > /src/snippets.caddy

# 2.11.2 or later: an earlier Caddy retried a write whose instance was gone with a closed body, and
# then left the live instance out too, so one instance dying took the API down for 30 s
# (caddyserver/caddy#7546; apps/server/test/topology/caddy-retry.test.ts).
FROM caddy:2.11
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /src/snippets.caddy /etc/caddy/snippets.caddy
COPY --from=build /src/apps/patient/dist /srv/patient
COPY --from=build /src/apps/care-team/dist /srv/care-team
COPY --from=build /src/apps/marketing/dist /srv/marketing
