// @ts-check
/**
 * Runs Debian's nginx in the foreground with the web image's own server config
 * (deploy/nginx), so the host serves the game exactly as the container does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONNECTION_LIMITS, renderNginxConfig } from '../deploy/nginx/render-config.mjs';
import { startService } from './processes.mjs';
import { PROJECT_ROOT } from './settings.mjs';

const MIME_TYPES = '/etc/nginx/mime.types';

function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The nginx binary, installed from Debian's packages by the project's setup script if absent. */
export function ensureNginx() {
  const found = findNginx();
  if (found && existsSync(MIME_TYPES)) return found;
  console.log("hexle: nginx is not installed; installing Debian's package");
  const script = path.join(PROJECT_ROOT, 'stack/install-system-packages.sh');
  const result = spawnSync('bash', [script, 'nginx'], { stdio: 'inherit' });
  const installed = findNginx();
  if (result.status !== 0 || !installed) throw new Error(`nginx could not be installed; run "bash ${script} nginx"`);
  return installed;
}

/**
 * The main nginx.conf for a run from the project folder: runtime files and the access log under
 * `dir`, warnings and errors to the terminal, and the server config rendered beside it.
 * @param {string} dir
 */
function mainConfig(dir) {
  const temp = (/** @type {string} */ name) => path.join(dir, 'temp', name);
  return `# Written by stack/nginx-server.mjs for "npm start"; the server block is deploy/nginx's.
worker_processes 1;
# Room for every connection plus the files nginx has open beside them (the page's files as they
# are sent, bodies spilled to temporary files, the logs); a shell's usual 1024 would run out first.
worker_rlimit_nofile ${2 * CONNECTION_LIMITS.workerConnections + 64};
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
# Sized for the caps on requests in progress and a reserve beside them (deploy/nginx/render-config.mjs).
events { worker_connections ${CONNECTION_LIMITS.workerConnections}; }
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;
    # One line a request, in nginx's usual format, beside its other runtime files (the terminal
    # gets only warnings and errors); rotate it like any log, then \`nginx -s reopen\`.
    access_log ${path.join(dir, 'access.log')} combined;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${path.join(dir, 'hexle.conf')};
}
`;
}

/**
 * Starts nginx serving `webRoot` on `listenPort` and proxying /api to `apiUpstream`, believing
 * X-Forwarded-For only from `trustedProxies`.
 * @param {{ dir: string, listenPort: number, apiUpstream: string, trustedProxies?: string[], webRoot: string, env: Record<string, string | undefined> }} options
 */
export function startNginx({ dir, listenPort, apiUpstream, trustedProxies = [], webRoot, env }) {
  const nginx = ensureNginx();
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  writeFileSync(
    path.join(dir, 'hexle.conf'),
    renderNginxConfig({ listenPort, apiUpstream, trustedProxies, webRoot, cacheDir: path.join(dir, 'temp'), env }),
  );
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, mainConfig(dir));
  const args = ['-e', 'stderr', '-p', dir, '-c', config];
  const check = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected its configuration:\n${check.stderr}`);
  return startService('nginx', nginx, [...args, '-g', 'daemon off;'], {});
}
