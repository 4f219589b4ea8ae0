#!/bin/sh
# A backup of the compose install's database, for cron: sh deploy/backup-compose.sh DIR [KEEP_DAYS]
# Writes DIR/hexle-<UTC time>.dump (pg_dump's custom format), but only once pg_restore has read it
# back whole; removes backups older than KEEP_DAYS (14). Prints the file's name; exits non-zero,
# leaving no file, when anything fails.
set -eu

dir=${1:?usage: sh deploy/backup-compose.sh DIR [KEEP_DAYS]}
keep=${2:-14}
case $keep in '' | *[!0-9]*)
  echo "backup-compose.sh: KEEP_DAYS must be a whole number of days (got '$keep')" >&2
  exit 64
  ;;
esac
cd "$(dirname "$0")/.."
# A backup holds the keys that sign players' proofs: readable by its owner only.
umask 077
mkdir -p "$dir"
file="$dir/hexle-$(date -u +%Y-%m-%dT%H%M%SZ).dump"
trap 'rm -f "$file.part"' EXIT

# The database's own user and name, as the db container was given them (.env or the defaults).
docker compose exec -T db sh -c 'exec pg_dump -U "$POSTGRES_USER" -d "$POSTGRES_DB" --format=custom' > "$file.part"
# The table of contents, then every byte: a dump cut short passes the first read, not the second.
docker compose exec -T db pg_restore --list < "$file.part" > /dev/null
docker compose exec -T db pg_restore --file=/dev/null < "$file.part"
# A link is made only where no file is: a backup of the same second is never overwritten.
ln "$file.part" "$file" || {
  echo "backup-compose.sh: $file exists already; nothing was replaced" >&2
  exit 1
}
rm "$file.part"
find "$dir" -name 'hexle-*.dump' -mtime +"$keep" -delete
echo "$file"
