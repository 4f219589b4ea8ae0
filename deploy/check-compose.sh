#!/bin/sh
# Validates docker-compose.yml, alone and with .env.example, with the Compose that is installed.
# Compose 1.x (Debian 12's docker-compose) predates two keys the file uses, the top-level `name`
# and healthchecks' `start_interval`: it checks everything else, on a copy without those lines.
set -eu
cd "$(dirname "$0")/.."

check() {
  "$@" -f "$file" config --quiet
  "$@" --env-file .env.example -f "$file" config --quiet
}

file=docker-compose.yml
if docker compose version >/dev/null 2>&1; then
  check docker compose
elif docker-compose version --short 2>/dev/null | grep -q '^v\?[2-9]'; then
  check docker-compose
else
  file=$(mktemp ./.compose-check.XXXXXX.yml)
  trap 'rm -f "$file"' EXIT
  grep -v -E '^name:|^ +start_interval:' docker-compose.yml > "$file"
  check docker-compose
  echo "Checked with Compose 1.x, which does not know 'name' and 'start_interval'."
fi

# Each compose command of docs/operating.md is one that deploy/check-compose-runbook.sh runs.
node deploy/compose-runbook-lines.mjs
