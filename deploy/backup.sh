#!/bin/sh
# Backs up Matrona's database from the running deploy/compose.yaml: one pg_dump in PostgreSQL's
# custom format, written to a file beside it (deploy/backups/ unless a folder is given). The dump
# is consistent while the API keeps serving. npm test's topology stage restores a dump made with
# the same options into an empty database and checks it serves the same data
# (apps/server/test/topology/topology.test.ts).
#
# Restore (README.md, "Deploying"): into an empty database, then swap it in while the API is stopped:
#   docker compose -f deploy/compose.yaml stop api-1 api-2
#   docker compose -f deploy/compose.yaml exec -T postgres createdb -U matrona matrona_restored
#   docker compose -f deploy/compose.yaml exec -T postgres pg_restore --no-owner --exit-on-error -U matrona -d matrona_restored < FILE
#   docker compose -f deploy/compose.yaml exec -T postgres psql -U matrona -d postgres \
#     -c 'ALTER DATABASE matrona RENAME TO matrona_before_restore' -c 'ALTER DATABASE matrona_restored RENAME TO matrona'
#   docker compose -f deploy/compose.yaml start api-1 api-2
set -eu
here=$(cd "$(dirname "$0")" && pwd)
folder=${1:-"$here/backups"}
mkdir -p "$folder"
file="$folder/matrona-$(date -u +%Y%m%dT%H%M%SZ).dump"
# Written under another name first: a dump cut short never looks like a finished one.
docker compose -f "$here/compose.yaml" exec -T postgres pg_dump --format=custom --no-owner -U matrona -d matrona > "$file.partial"
mv "$file.partial" "$file"
echo "$file"
