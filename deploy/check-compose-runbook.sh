#!/bin/sh
# Runs every Docker Compose command of docs/operating.md, as written, on a Docker Engine, in the
# order an operator meets them, and checks after each procedure that a guess can be played
# (deploy/monitoring/synthetic-probe.mjs through nginx) and that the data is what it should be.
#   sh deploy/check-compose-runbook.sh        (from a clean checkout; about 10 minutes)
# It starts the compose project `hexle` from scratch and removes it at the end (volume, images'
# rollback tags, .env), so it refuses to run where that project or a .env already exists: run it
# on a test engine, never beside a live install. HOME is a scratch folder, so ~/hexle-backups is
# too; the cron lines run against a stand-in crontab. WEB_PORT (8080) is where it publishes.
# `npm run compose:check` checks that each command of the docs appears here, word for word.
set -eu
cd "$(dirname "$0")/.."
checkout=$PWD

if [ -n "$(docker compose ps -a -q 2>/dev/null)" ] || docker volume inspect hexle_db-data > /dev/null 2>&1; then
  echo "check-compose-runbook: the compose project hexle exists on this engine; run this on a test engine" >&2
  exit 1
fi
if [ -e .env ]; then
  echo "check-compose-runbook: this checkout has a .env; run this from a clean clone" >&2
  exit 1
fi

export WEB_PORT="${WEB_PORT:-8080}"
scratch=$(mktemp -d)
export HOME="$scratch/home"
mkdir -p "$HOME" "$scratch/bin"
# The cron lines' crontab: keeps the table in the scratch folder.
cat > "$scratch/bin/crontab" << EOF
#!/bin/sh
case "\$1" in
  -l) cat "$scratch/crontab" 2> /dev/null || exit 1 ;;
  -) cat > "$scratch/crontab" ;;
  *) exit 64 ;;
esac
EOF
chmod +x "$scratch/bin/crontab"
PATH="$scratch/bin:$PATH"
made_var_backups=''
[ -d /var/backups/hexle ] || made_var_backups=yes

clean_up() {
  status=$?
  cd "$checkout"
  if [ "${KEEP:-}" != 1 ]; then
    docker compose down -v --remove-orphans > /dev/null 2>&1 || true
    docker rmi hexle-api:rollback hexle-web:rollback > /dev/null 2>&1 || true
    rm -f .env
    rm -rf prisma/migrations/20991231000000_check_runbook_fails
    [ -z "$made_var_backups" ] || rm -rf /var/backups/hexle
  fi
  rm -rf "$scratch"
  if [ "$status" = 0 ]; then echo "check-compose-runbook: PASS"; else echo "check-compose-runbook: FAIL" >&2; fi
}
trap clean_up EXIT

section() { printf '\n== %s\n' "$*"; }
fail() {
  echo "check-compose-runbook: $*" >&2
  exit 1
}
# One guess of today's game through nginx, at once, with no retry.
guess_plays() {
  node deploy/monitoring/synthetic-probe.mjs "http://localhost:$WEB_PORT" || fail "no guess could be played $1"
}
# The word of a game, or "not drawn yet", as `puzzle list` shows it; changes nothing.
word_of() {
  docker compose run --rm -T ops puzzle list --from "$1" --days 1 2> /dev/null | tail -n 1
}
expect_word() {
  case $(word_of "$1") in
    *"$2"*) ;;
    *) fail "game $1 should read $2 $3, but reads: $(word_of "$1")" ;;
  esac
}
newest_backup() { ls -t "$HOME"/hexle-backups/hexle-*.dump | head -n 1; }
# The restore lines name an example file; it stands for the backup just made.
as_example_backup() { cp "$(newest_backup)" "$HOME/hexle-backups/hexle-2026-11-25T031700Z.dump"; }

section 'First start'
docker compose up --build -d --wait --wait-timeout 600
guess_plays 'right after the first up --wait'

section 'Runbook: an answer leaked'
docker compose run --rm ops puzzle pin 2026-11-27 BRIDGE --force --reason "answer leaked"
docker compose run --rm ops puzzle list --days 3
expect_word 2026-11-27 BRIDGE 'after the pin'

section 'Runbook: an offensive word went out'
docker compose run --rm ops puzzle list --days 60
docker compose restart api
docker compose run --rm ops challenges remove-word SHEENY --dry-run
docker compose run --rm ops challenges remove-word SHEENY
docker compose up -d --wait --wait-timeout 180
guess_plays 'after the API restarted'

section 'Runbook: the API is healthy but guesses fail'
# grep finds nothing on a healthy install, and says so with its exit status.
set +e
docker compose logs --since 10m api | grep '"level":50'
set -e
docker compose run --rm setup

section 'Backing up and restoring the database'
mkdir -p ~/hexle-backups
sh deploy/backup-compose.sh ~/hexle-backups
[ "$(stat -c %a "$(newest_backup)")" = 600 ] || fail 'the backup is readable by others'
as_example_backup
# Made after the backup: the restore takes it away, undoing the restore brings it back.
docker compose run --rm ops puzzle pin 2030-12-25 SLEIGH --reason "after the backup"
sh deploy/restore-compose.sh ~/hexle-backups/hexle-2026-11-25T031700Z.dump
guess_plays 'right after the restore'
docker compose run --rm ops puzzle list --days 3
expect_word 2030-12-25 'not drawn yet' 'after the restore'
docker compose run --rm -T ops puzzle audit --action restore | grep -q 'hexle-2026-11-25T031700Z.dump' || fail 'the restore left no audit entry'
docker compose stop api
docker compose exec -T db sh -c 'psql -U "$POSTGRES_USER" -d postgres -v ON_ERROR_STOP=1 --single-transaction -c "ALTER DATABASE \"$POSTGRES_DB\" RENAME TO \"${POSTGRES_DB}_restore\"" -c "ALTER DATABASE \"${POSTGRES_DB}_before_restore\" RENAME TO \"$POSTGRES_DB\""'
docker compose up -d --wait --wait-timeout 180
guess_plays 'after the restore was undone'
expect_word 2030-12-25 SLEIGH 'once the restore was undone'
sh deploy/restore-compose.sh ~/hexle-backups/hexle-2026-11-25T031700Z.dump
sh deploy/restore-compose.sh ~/hexle-backups/hexle-2026-11-25T031700Z.dump && fail 'a second restore ran over the kept copy'
docker compose exec -T db sh -c 'dropdb -U "$POSTGRES_USER" "${POSTGRES_DB}_before_restore"'
expect_word 2030-12-25 'not drawn yet' 'after the second restore'

section 'Upgrading to a new release, and rolling back'
docker tag hexle-api hexle-api:rollback
docker tag hexle-web hexle-web:rollback
sh deploy/backup-compose.sh ~/hexle-backups
as_example_backup
docker compose build
docker compose run --rm setup
docker compose up -d --wait --wait-timeout 180
guess_plays 'right after the upgrade'
docker compose run --rm ops puzzle pin 2030-12-25 SLEIGH --reason "after the upgrade"
docker tag hexle-api:rollback hexle-api
docker tag hexle-web:rollback hexle-web
sh deploy/restore-compose.sh ~/hexle-backups/hexle-2026-11-25T031700Z.dump
guess_plays 'right after the rollback'
expect_word 2030-12-25 'not drawn yet' 'after the rollback'
docker compose exec -T db sh -c 'dropdb -U "$POSTGRES_USER" "${POSTGRES_DB}_before_restore"'

section 'Changing the word lists in containers'
docker compose run --rm -e SEED_DRY_RUN=1 setup
docker compose up -d
docker compose run --rm -e SEED_ALLOW_LARGE_CHANGES=1 -e SEED_REASON="new dictionary" setup
# A truncated answers list: the dry run says it would be refused, and so does the real run,
# which stays Exited (1) while the running game goes on.
mkdir "$scratch/words"
cp prisma/words/*.txt prisma/words/*.tsv "$scratch/words/"
head -n 1000 prisma/words/answers.txt > "$scratch/words/answers.txt"
WORD_LISTS="$scratch/words" docker compose run --rm -e SEED_DRY_RUN=1 setup && fail 'the dry run of a refused seed exited 0'
WORD_LISTS="$scratch/words" docker compose run --rm setup && fail 'a refused seed exited 0'
guess_plays 'after a refused seed'
WORD_LISTS="$scratch/words" docker compose up -d && fail 'up went on past a refused seed'
docker compose ps -a setup | grep -q 'Exited (1)' || fail 'the refused setup is not Exited (1)'
docker compose logs setup | grep -A20 'seed:'
docker compose up -d --wait --wait-timeout 180
guess_plays 'once the lists were whole again'

section 'Runbook: a migration that failed'
# A release whose new migration fails half way: it must leave nothing behind, stop the setup step
# with the game up, and be resolved by the documented commands.
failing=prisma/migrations/20991231000000_check_runbook_fails
mkdir "$failing"
printf 'BEGIN;\nALTER TABLE words ADD COLUMN check_runbook integer;\nSELECT * FROM no_such_table;\nCOMMIT;\n' > "$failing/migration.sql"
docker compose build
docker compose run --rm setup && fail 'a failing migration passed'
docker compose run --rm setup 2>&1 | grep P3009 || fail 'a failed migration did not stop the next run with P3009'
guess_plays 'while a migration is failed'
docker compose run --rm ops db:migrate --resolve-failed --dry-run
docker compose run --rm ops db:migrate --resolve-failed
[ "$(docker compose exec -T db sh -c 'psql -U "$POSTGRES_USER" -d "$POSTGRES_DB" -tA -c "SELECT count(*) FROM information_schema.columns WHERE column_name = '\''check_runbook'\''"')" = 0 ] ||
  fail 'the failed migration left its column behind'
rm -r "$failing"
docker compose build
docker compose up -d --wait --wait-timeout 180
guess_plays 'after the failed migration was resolved'

section 'Backups on a schedule'
sh deploy/backup-compose.sh /var/backups/hexle          # try it once by hand
( crontab -l 2>/dev/null; echo "17 3 * * * cd $PWD && sh deploy/backup-compose.sh /var/backups/hexle >> /var/backups/hexle/backup.log 2>&1" ) | crontab -
ls -lt /var/backups/hexle | head -3                     # the newest first: check its date

section 'Changing the database password'
docker compose exec db psql -U hexle -d hexle -c "ALTER USER hexle PASSWORD 'the-new-password'"
echo 'POSTGRES_PASSWORD=the-new-password' >> .env
docker compose up -d
docker compose up -d --wait --wait-timeout 180
guess_plays 'after the password changed'
# What cron would run at 03:17 (seconds after the backup by hand: each backup's name is its second).
sh -c "$(sed -n 's/^17 3 \* \* \* //p' "$scratch/crontab")"
[ "$(ls /var/backups/hexle/hexle-*.dump | wc -l)" = 2 ] || fail 'the cron line made no backup'
grep -q '^/var/backups/hexle/hexle-' /var/backups/hexle/backup.log || fail 'the cron line logged no backup'

section 'Upgrading the base images: PostgreSQL'
docker compose stop api
sh deploy/backup-compose.sh ~/hexle-backups
as_example_backup
docker compose down -v
sh deploy/restore-compose.sh ~/hexle-backups/hexle-2026-11-25T031700Z.dump
docker compose exec -T db sh -c 'dropdb -U "$POSTGRES_USER" "${POSTGRES_DB}_before_restore"'
guess_plays 'after the dump moved to a new volume'
expect_word 2026-11-27 BRIDGE 'after the dump moved to a new volume'
