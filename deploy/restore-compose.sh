#!/bin/sh
# Restores a backup of deploy/backup-compose.sh into the compose install: sh deploy/restore-compose.sh FILE
# The dump is read whole first, then loaded into a new database beside the live one, in one
# transaction that stops at the first error; only then does the game move to it, with both
# renames in one transaction, so a restore stopped at any point leaves the live database whole
# and named as before. The old data stays as <database>_before_restore until you drop it. The
# restored database gets an audit entry (npm run puzzle -- audit --action restore, or in compose
# docker compose run --rm ops puzzle audit --action restore) naming the file and who restored it.
# Exits non-zero, leaving the game as it was, when anything before the switch fails.
set -eu

file=${1:?usage: sh deploy/restore-compose.sh FILE}
[ -f "$file" ] || {
  echo "restore-compose.sh: no file $file" >&2
  exit 66
}
file=$(cd "$(dirname "$file")" && pwd)/$(basename "$file")
cd "$(dirname "$0")/.."

# In the db container, with the database's own user and name as the container was given them.
in_db() {
  docker compose exec -T db sh -c "$1"
}

docker compose up -d --wait db
database=$(in_db 'printf %s "$POSTGRES_DB"')
if [ "$(in_db 'psql -U "$POSTGRES_USER" -d postgres -tA -c "SELECT count(*) FROM pg_database WHERE datname = '\''${POSTGRES_DB}_before_restore'\''"')" != 0 ]; then
  echo "restore-compose.sh: database ${database}_before_restore, the copy an earlier restore kept, is still there; check the game, then drop it:" >&2
  echo "  docker compose exec -T db sh -c 'dropdb -U \"\$POSTGRES_USER\" \"\${POSTGRES_DB}_before_restore\"'" >&2
  exit 1
fi

echo "restore-compose.sh: reading $file whole" >&2
in_db 'pg_restore --list > /dev/null' < "$file"
in_db 'pg_restore --file=/dev/null' < "$file"

echo "restore-compose.sh: loading it into a new database beside the live one" >&2
in_db 'dropdb -U "$POSTGRES_USER" --if-exists "${POSTGRES_DB}_restore" && createdb -U "$POSTGRES_USER" "${POSTGRES_DB}_restore"'
in_db 'pg_restore -U "$POSTGRES_USER" -d "${POSTGRES_DB}_restore" --no-owner --no-acl --exit-on-error --single-transaction' < "$file"

# Who restored what, in the restored database's own audit trail. The values reach psql as
# variables, quoted by psql (:'name'), never pasted into the SQL.
in_db "psql -U \"\$POSTGRES_USER\" -d \"\${POSTGRES_DB}_restore\" -v ON_ERROR_STOP=1 -q \
  -v file='$(basename "$file" | tr -d "'")' -v bytes='$(wc -c < "$file" | tr -d ' ')' \
  -v os_user='$(id -un | tr -d "'")' -v host='$(hostname | tr -d "'")'" <<'SQL'
INSERT INTO audit_log (action, details, os_user, host)
VALUES ('restore', jsonb_build_object('file', :'file', 'bytes', (:'bytes')::bigint), left(:'os_user', 100), left(:'host', 100));
SQL

echo "restore-compose.sh: moving the game to it" >&2
docker compose stop api setup
in_db 'psql -U "$POSTGRES_USER" -d postgres -v ON_ERROR_STOP=1 --single-transaction \
  -c "ALTER DATABASE \"$POSTGRES_DB\" RENAME TO \"${POSTGRES_DB}_before_restore\"" \
  -c "ALTER DATABASE \"${POSTGRES_DB}_restore\" RENAME TO \"$POSTGRES_DB\""'
# The setup service grants the API role its rights again and applies this release's migrations.
docker compose up -d --wait --wait-timeout 180
echo "restore-compose.sh: restored $file; the data it replaced is in database ${database}_before_restore" >&2
