#!/bin/sh
# Prepares the database, then runs the API in this process. The API image's entrypoint, and
# the API step of `npm start`: create the database if it is missing, apply the migrations,
# load the word lists (the seed), start.
set -eu
cd "$(dirname "$0")/../.."

node backend/dist/cli/create-database.js
# exit-when-done.cjs: the CLI exits once its work is done, not ten seconds later.
NODE_OPTIONS="${NODE_OPTIONS:-} --require ./deploy/api/exit-when-done.cjs" node_modules/.bin/prisma migrate deploy
NODE_OPTIONS="${NODE_OPTIONS:-} --require ./deploy/api/exit-when-done.cjs" node_modules/.bin/prisma db seed
exec node backend/dist/main.js
