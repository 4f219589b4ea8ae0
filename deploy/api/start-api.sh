#!/bin/sh
# The API image's entrypoint, and the API step of `npm start`.
#   start-api.sh          prepare the database, then run the API in this process
#   start-api.sh setup    only prepare the database, then exit (a one-off job before replicas start)
# Preparing the database: create it if it is missing, apply the migrations, load the word lists
# (the seed). With DB_SETUP=skip the API starts at once, for replicas whose database a setup job
# has already prepared.
set -eu
cd "$(dirname "$0")/../.."

setup_database() {
  node backend/dist/cli/create-database.js
  # exit-when-done.cjs: the CLI exits once its work is done, not ten seconds later.
  NODE_OPTIONS="${NODE_OPTIONS:-} --require ./deploy/api/exit-when-done.cjs" node_modules/.bin/prisma migrate deploy
  NODE_OPTIONS="${NODE_OPTIONS:-} --require ./deploy/api/exit-when-done.cjs" node_modules/.bin/prisma db seed
}

case "${1:-}" in
  setup)
    setup_database
    exit 0
    ;;
  '') ;;
  *)
    echo "usage: start-api.sh [setup]" >&2
    exit 64
    ;;
esac

case "${DB_SETUP:-run}" in
  run) setup_database ;;
  skip) ;;
  *)
    echo "DB_SETUP must be run or skip (got \"${DB_SETUP}\")" >&2
    exit 64
    ;;
esac
exec node backend/dist/main.js
