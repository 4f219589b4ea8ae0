#!/bin/sh
# The API image's entrypoint, and the API step of `npm start`.
#   start-api.sh          prepare the database, then run the API in this process
#   start-api.sh setup    only prepare the database, then exit (a one-off job before replicas start)
#   start-api.sh ops COMMAND [ARGS...]
#                         run one operator command (puzzle, challenges, db:seed or db:migrate) as
#                         DATABASE_URL's role, the owner, with the options of its npm script
# Preparing the database: create it if it is missing, apply the migrations, load the word lists
# (the seed), and, when API_DATABASE_URL is set, make or update the API's own role (its name and
# password are those of API_DATABASE_URL) with rights to read and write the game's rows and
# nothing more; all of that as DATABASE_URL's role, the owner. The API itself then runs as
# API_DATABASE_URL's role (as DATABASE_URL's when it is unset). With DB_SETUP=skip the API starts
# at once, for replicas whose database a setup job has already prepared.
# Before it touches the database it refuses a placeholder password (REPLACE-ME, change-me...) in
# DATABASE_URL, API_DATABASE_URL, REDIS_URL, POSTGRES_PASSWORD, REDIS_PASSWORD or VALKEY_PASSWORD, and warns when
# docker-compose.yml runs on its built-in default password (docs/deployment-security.md).
set -eu
cd "$(dirname "$0")/../.."

# Whether a password is one of the placeholders the example files ship, which must never go
# live: anything containing "replace", or (ignoring case, spaces, dots, dashes and underscores)
# change-me and its like, or a <placeholder> in angle brackets.
is_placeholder() {
  normalised=$(printf '%s' "$1" | tr '[:upper:]' '[:lower:]' | tr -d ' ._-')
  case $normalised in
    *replace*) return 0 ;;
    changeme | changeit | changethis | changemenow | password | yourpassword | mypassword | secret \
      | placeholder | example | todo) return 0 ;;
    '<'*'>') return 0 ;;
  esac
  return 1
}

# Sets database_password, api_database_password and redis_password to the passwords (percent-decoded)
# of DATABASE_URL, API_DATABASE_URL and REDIS_URL, empty for a URL without one or no URL at all.
# One Node process reads all three (each process costs a start) and prints shell assignments, each
# value in single quotes with its own single quotes escaped, so any password survives the eval.
read_url_passwords() {
  database_password='' api_database_password='' redis_password=''
  case "${DATABASE_URL:-}${API_DATABASE_URL:-}${REDIS_URL:-}" in
    *@*) ;;
    *) return 0 ;;
  esac
  assignments=$(node -e '
    const names = ["database_password", "api_database_password", "redis_password"];
    names.forEach((name, index) => {
      const url = process.argv[index + 1] ?? "";
      let password = "";
      if (url.includes("@")) {
        try {
          password = new URL(url).password;
          try { password = decodeURIComponent(password); } catch {}
        } catch {}
      }
      process.stdout.write(`${name}=\x27${password.replaceAll("\x27", "\x27\\\x27\x27")}\x27\n`);
    });
  ' "${DATABASE_URL:-}" "${API_DATABASE_URL:-}" "${REDIS_URL:-}")
  eval "$assignments"
}

refuse() {
  echo "start-api.sh: refusing to start: $1 is a placeholder; set a password of your own (docs/deployment-security.md)" >&2
  exit 78
}

check_passwords() {
  if [ -n "${POSTGRES_PASSWORD:-}" ] && is_placeholder "$POSTGRES_PASSWORD"; then refuse POSTGRES_PASSWORD; fi
  if [ -n "${REDIS_PASSWORD:-}" ] && is_placeholder "$REDIS_PASSWORD"; then refuse REDIS_PASSWORD; fi
  if [ -n "${VALKEY_PASSWORD:-}" ] && is_placeholder "$VALKEY_PASSWORD"; then refuse VALKEY_PASSWORD; fi
  read_url_passwords
  if [ -n "$database_password" ] && is_placeholder "$database_password"; then refuse 'the password in DATABASE_URL'; fi
  if [ -n "$api_database_password" ] && is_placeholder "$api_database_password"; then refuse 'the password in API_DATABASE_URL'; fi
  if [ -n "$redis_password" ] && is_placeholder "$redis_password"; then refuse 'the password in REDIS_URL'; fi

  # docker-compose.yml passes its built-in default password here, so a local trial works with no
  # .env at all; say so plainly, since everyone who has read the compose file knows it.
  default=${HEXLE_COMPOSE_DEFAULT_PASSWORD:-}
  if [ -n "$default" ]; then
    if [ "$database_password" = "$default" ]; then
      echo "WARN POSTGRES_PASSWORD is the built-in default '$default': set your own in .env before going public" >&2
    fi
    if [ "$api_database_password" = "$default" ]; then
      echo "WARN API_DB_PASSWORD is the built-in default '$default': set your own in .env before going public" >&2
    fi
    if [ "$redis_password" = "$default" ]; then
      echo "WARN VALKEY_PASSWORD is the built-in default '$default': set your own in .env before going public" >&2
    fi
  fi
}

# WORD_LIST_DIR may name several folders separated by ':' (a mounted folder of the operator's
# own lists first, the image's after): the seed loads the first that holds an answers.txt.
choose_word_list_dir() {
  case ${WORD_LIST_DIR:-} in
    *:*) ;;
    *) return 0 ;;
  esac
  remaining=$WORD_LIST_DIR
  skipped=''
  while [ -n "$remaining" ]; do
    folder=${remaining%%:*}
    case $remaining in
      *:*) remaining=${remaining#*:} ;;
      *) remaining='' ;;
    esac
    if [ -n "$folder" ] && [ -f "$folder/answers.txt" ]; then
      echo "start-api.sh: word lists from $folder" >&2
      if [ -n "$skipped" ]; then
        echo "WARN start-api.sh: no answers.txt in$skipped (a mounted folder of your own lists, such as the ConfigMap hexle-word-lists, is missing or empty): the lists in $folder are loaded instead" >&2
      fi
      export WORD_LIST_DIR="$folder"
      return 0
    fi
    skipped="$skipped $folder"
  done
  echo "start-api.sh: none of the folders in WORD_LIST_DIR ($WORD_LIST_DIR) holds an answers.txt" >&2
  exit 78
}

setup_database() {
  choose_word_list_dir
  # Refuses a migration whose SQL is missing or empty before anything is applied.
  node backend/dist/cli/check-migrations.js
  # A preview of the word lists (SEED_DRY_RUN=1) writes nothing at all: no database created, no
  # migration applied, no role changed; only the seed's dry run, against the database as it is.
  case ${SEED_DRY_RUN:-} in
    1 | true)
      echo "start-api.sh: SEED_DRY_RUN is set: a preview of the seed only; the database, its migrations and roles are left as they are" >&2
      node backend/dist/cli/seed.js
      return
      ;;
  esac
  node backend/dist/cli/create-database.js
  # exit-when-done.cjs: the CLI exits once its work is done, not ten seconds later.
  NODE_OPTIONS="${NODE_OPTIONS:-} --require ./deploy/api/exit-when-done.cjs" node_modules/.bin/prisma migrate deploy
  # The seed that `prisma db seed` runs (prisma.config.ts), started directly: loading the Prisma CLI
  # only to start it cost a second of every start. Then, when the seed has succeeded, the API's role,
  # in the same Node process: a process of its own loaded the same modules again.
  if [ -n "${API_DATABASE_URL:-}" ]; then
    node --input-type=module -e "
      await import('./backend/dist/cli/seed.js');
      if (!process.exitCode) await import('./backend/dist/cli/grant-api-role.js');
    "
  else
    node backend/dist/cli/seed.js
  fi
}

OPS_USAGE='usage: start-api.sh ops puzzle|challenges|db:seed|db:migrate [ARGS...]
  the operator commands of docs/operating.md, with the options of their npm scripts; --help tells more'

# One operator command, as the owner of the tables. The options reach the command as typed: no npm
# between them to swallow any.
run_operator_command() {
  command=${1:-}
  [ $# -gt 0 ] && shift
  case $command in
    puzzle | challenges) exec node "backend/dist/cli/$command.js" "$@" ;;
    db:seed)
      choose_word_list_dir
      exec node backend/dist/cli/seed.js "$@"
      ;;
    db:migrate)
      # exit-when-done.cjs: Prisma's CLI exits once its work is done, not ten seconds later.
      NODE_OPTIONS="${NODE_OPTIONS:-} --require ./deploy/api/exit-when-done.cjs" exec node backend/dist/cli/migrate.js "$@"
      ;;
    -h | --help)
      echo "$OPS_USAGE"
      exit 0
      ;;
    '')
      echo "$OPS_USAGE" >&2
      exit 64
      ;;
    *)
      echo "start-api.sh: no operator command \"$command\"; $OPS_USAGE" >&2
      exit 64
      ;;
  esac
}

case "${1:-}" in
  setup)
    check_passwords
    setup_database
    exit 0
    ;;
  ops)
    shift
    # Never returns: it runs the command in this process, or exits.
    run_operator_command "$@"
    exit 70
    ;;
  '') ;;
  *)
    echo "usage: start-api.sh [setup | ops COMMAND [ARGS...]]" >&2
    exit 64
    ;;
esac

check_passwords
case "${DB_SETUP:-run}" in
  run) setup_database ;;
  skip) ;;
  *)
    echo "DB_SETUP must be run or skip (got \"${DB_SETUP}\")" >&2
    exit 64
    ;;
esac
# The API runs as its own role, which can read and write the game's rows and nothing more.
if [ -n "${API_DATABASE_URL:-}" ]; then
  DATABASE_URL=$API_DATABASE_URL
  export DATABASE_URL
else
  echo "WARN API_DATABASE_URL is not set: the API runs as the role that owns the tables (docs/deployment-security.md)" >&2
fi
# API_HEAP_MB bounds the API's JavaScript heap (docs/performance.md#memory), 1024 MB unless set.
# V8 lets the heap grow past what lives in it by a factor that rises with the bound: 4x from 2 GB
# up, about 1.6x at 1 GB, 1.3x at 256 MB and below, where it must also collect far more often.
# MALLOC_ARENA_MAX: glibc gives every thread that allocates (the analysis worker, V8's and libuv's
# helpers) a malloc arena of its own, each keeping what it once held; two arenas serve them all.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
case ${API_HEAP_MB:=1024} in
  '' | *[!0-9]*)
    echo "API_HEAP_MB must be a whole number of megabytes (got \"$API_HEAP_MB\")" >&2
    exit 64
    ;;
  *) exec node --max-old-space-size="$API_HEAP_MB" backend/dist/main.js ;;
esac
