// @ts-check
/**
 * Renders hexle.conf.template into an nginx config file.
 *   node deploy/nginx/render-config.mjs <output-file>
 *   node deploy/nginx/render-config.mjs --start-time-settings <output-file>
 * Settings come from the environment: NGINX_LISTEN_PORT (8080), API_UPSTREAM (127.0.0.1:3000),
 * API_RESOLVER (none), NGINX_TRUSTED_PROXIES (none), WEB_ROOT (frontend/dist), NGINX_CACHE_DIR
 * (a writable folder for the health cache, /tmp), BUILT_PAGE (the built index.html whose inline script
 * and style the Content-Security-Policy admits by hash; WEB_ROOT/index.html) and the front end's
 * VITE_* ad and analytics settings. Render it after the front end's build.
 *
 * With --start-time-settings (the web image) the resolver and the IPv6 listener are left as
 * ${HEXLE_...} variables for the nginx image's entrypoint to fill when the container starts
 * (hexle-start-settings.envsh); API_RESOLVER is then ignored here.
 *
 * With API_RESOLVER (a DNS server, such as Docker's 127.0.0.11) nginx looks the upstream's name
 * up again as its address changes, so a recreated API container is found without restarting
 * nginx (needs nginx 1.27.3 or later). Without it the name is resolved once, at start.
 *
 * NGINX_TRUSTED_PROXIES (comma-separated addresses or CIDR ranges) names the proxies in front of
 * nginx, such as a TLS terminator, whose X-Forwarded-For nginx believes; without it nginx is the
 * edge and the address it sees is the player's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { inlineSourcesOfPage } from './inline-sources.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * How many requests may be in progress at once (a JSON 429 beyond), and the connections a worker
 * has for them. A slow sender holds a connection for as long as it keeps its body dripping, so:
 * - perNetwork: one IPv4 /24 or IPv6 /64 (one household, office or small server);
 * - perWideNetwork: one IPv4 /16 or IPv6 /48, which a single home connection (a /56 or a /48) or
 *   hosting customer can fill with many /64s or /24s: four networks' worth;
 * - bodies: every request that carries a body, all networks together: four wide networks' worth;
 * - workerConnections: a worker's connections, the bodies' cap and as many again held in reserve
 *   for what is not a body (the page and its files, GETs of the API, nginx's own connections to
 *   the API, keep-alive connections), so the page loads and the API answers while the bodies are
 *   at their cap. The zones are shared by all workers, so even if every held body landed on one
 *   worker, that worker keeps its reserve. The web image's nginx has 1024 per worker, its own
 *   default; `npm start` writes it into its nginx.conf (stack/nginx-server.mjs).
 */
export const CONNECTION_LIMITS = Object.freeze({
  perNetwork: 32,
  perWideNetwork: 128,
  bodies: 512,
  workerConnections: 1024,
});
const TEMPLATE = path.join(here, 'hexle.conf.template');
const PROXY_TO_API = path.join(here, 'proxy-to-api.conf');

/** proxy-to-api.conf's directives, indented for a location block. */
function proxyToApi() {
  return readFileSync(PROXY_TO_API, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .join('\n        ');
}

/**
 * Refuses a config in which some location reaches the API without the shared forwarding
 * headers: nginx would then pass on whatever X-Forwarded-For the client wrote.
 * @param {string} config
 */
export function checkProxiedLocations(config) {
  const directives = proxyToApi();
  for (const match of config.matchAll(/^\s*location\s+([^{]+)\{([\s\S]*?)^\s{4}\}/gm)) {
    if (match[2].includes('proxy_pass') && !match[2].includes(directives)) {
      throw new Error(`nginx location ${match[1].trim()} reaches the API without {{PROXY_TO_API}}`);
    }
  }
  return config;
}

/**
 * @typedef {{ listenPort: number, apiUpstream: string, apiResolver?: string, trustedProxies?: string[], webRoot: string, builtPage?: string, cacheDir?: string, startTimeSettings?: boolean, env: Record<string, string | undefined> }} NginxSettings
 */

/** The resolver, upstream options and listeners: fixed now, or left for the container's start. @param {NginxSettings} settings */
function networkValues({ listenPort, apiResolver = '', startTimeSettings = false }) {
  if (startTimeSettings) {
    return {
      API_RESOLVER: '${HEXLE_RESOLVER_DIRECTIVE}',
      API_SERVER_OPTIONS: '${HEXLE_API_SERVER_OPTIONS}',
      LISTEN: `listen ${listenPort};\n    \${HEXLE_LISTEN_IPV6}`,
    };
  }
  return {
    API_RESOLVER: apiResolver
      ? `resolver ${apiResolver} valid=2s ipv6=off;`
      : '# API_UPSTREAM is resolved once, when nginx starts.',
    API_SERVER_OPTIONS: apiResolver ? ' resolve' : '',
    LISTEN: `listen ${listenPort};`,
  };
}

/** @param {NginxSettings} settings */
export function renderNginxConfig(settings) {
  const { listenPort, apiUpstream, apiResolver = '', trustedProxies = [], webRoot, cacheDir = '/tmp', env } = settings;
  const builtPage = settings.builtPage ?? path.join(webRoot, 'index.html');
  if (!Number.isInteger(listenPort) || listenPort < 1 || listenPort > 65535) {
    throw new Error(`NGINX_LISTEN_PORT must be a port number (got "${listenPort}")`);
  }
  if (!/^[\w.[\]:-]+:\d+$/.test(apiUpstream)) {
    throw new Error(`API_UPSTREAM must be host:port (got "${apiUpstream}")`);
  }
  if (apiResolver && !/^[\w.[\]:-]+$/.test(apiResolver)) {
    throw new Error(`API_RESOLVER must be a DNS server address (got "${apiResolver}")`);
  }
  for (const proxy of trustedProxies) {
    if (!/^[\da-fA-F.:]+(\/\d{1,3})?$/.test(proxy)) {
      throw new Error(`NGINX_TRUSTED_PROXIES must list addresses or CIDR ranges (got "${proxy}")`);
    }
  }
  if (/[\s;{}"']/.test(webRoot)) throw new Error(`WEB_ROOT must be a plain path (got "${webRoot}")`);
  if (/[\s;{}"']/.test(cacheDir)) throw new Error(`NGINX_CACHE_DIR must be a plain path (got "${cacheDir}")`);
  const values = {
    ...networkValues(settings),
    API_UPSTREAM: apiUpstream,
    CACHE_DIR: cacheDir,
    REAL_IP: trustedProxies.length
      ? [
          ...trustedProxies.map((proxy) => `set_real_ip_from ${proxy};`),
          'real_ip_header X-Forwarded-For;',
          'real_ip_recursive on;',
        ].join('\n    ')
      : "# No proxy in front: the address nginx sees is the player's.",
    WEB_ROOT: webRoot,
    CONTENT_SECURITY_POLICY: contentSecurityPolicy(env, inlineSourcesOfPage(builtPage)),
    PROXY_TO_API: proxyToApi(),
    PER_NETWORK: String(CONNECTION_LIMITS.perNetwork),
    PER_WIDE_NETWORK: String(CONNECTION_LIMITS.perWideNetwork),
    BODIES: String(CONNECTION_LIMITS.bodies),
    WORKER_CONNECTIONS: String(CONNECTION_LIMITS.workerConnections),
    RESERVE: String(CONNECTION_LIMITS.workerConnections - CONNECTION_LIMITS.bodies),
  };
  const config = readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (placeholder, name) => {
    if (!(name in values)) throw new Error(`Unknown placeholder ${placeholder} in ${TEMPLATE}`);
    return values[/** @type {keyof typeof values} */ (name)];
  });
  return checkProxiedLocations(config);
}

/** NGINX_TRUSTED_PROXIES as a list. @param {Record<string, string | undefined>} env */
export function trustedProxiesFromEnv(env) {
  return (env.NGINX_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((proxy) => proxy.trim())
    .filter(Boolean);
}

/** @param {Record<string, string | undefined>} env */
export function settingsFromEnv(env) {
  return {
    listenPort: Number(env.NGINX_LISTEN_PORT ?? 8080),
    apiUpstream: env.API_UPSTREAM ?? '127.0.0.1:3000',
    apiResolver: env.API_RESOLVER ?? '',
    trustedProxies: trustedProxiesFromEnv(env),
    webRoot: path.resolve(env.WEB_ROOT ?? path.join(here, '../../frontend/dist')),
    builtPage: env.BUILT_PAGE ? path.resolve(env.BUILT_PAGE) : undefined,
    cacheDir: env.NGINX_CACHE_DIR ?? '/tmp',
    env,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const startTimeSettings = process.argv[2] === '--start-time-settings';
  const output = process.argv[startTimeSettings ? 3 : 2];
  if (!output) {
    console.error('Usage: node deploy/nginx/render-config.mjs [--start-time-settings] <output-file>');
    process.exit(2);
  }
  try {
    writeFileSync(output, renderNginxConfig({ ...settingsFromEnv(process.env), startTimeSettings }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
