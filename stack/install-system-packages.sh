#!/usr/bin/env bash
# Installs the Debian packages the project uses outside npm, when they are missing:
#   nginx           serves the game for `npm start` with the web image's config
#   chromium        the browser the end-to-end tests drive
#   docker-compose  validates docker-compose.yml without a Docker engine
# Usage: bash stack/install-system-packages.sh nginx [chromium] [docker-compose]
set -euo pipefail

declare -A provides=([nginx]=/usr/sbin/nginx [chromium]=/usr/bin/chromium [docker-compose]=/usr/bin/docker-compose)
missing=()
for package in "$@"; do
  if [[ -z "${provides[$package]:-}" ]]; then
    echo "Unknown package $package (known: ${!provides[*]})" >&2
    exit 2
  fi
  [[ -x "${provides[$package]}" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Please install ${missing[*]} with your system's package manager." >&2
  exit 1
fi
sudo=()
if [[ $(id -u) -ne 0 ]]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "Installing ${missing[*]} needs root: run 'apt-get install -y ${missing[*]}' as root." >&2
    exit 1
  fi
  sudo=(sudo)
fi
echo "Installing ${missing[*]} from Debian's packages"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
