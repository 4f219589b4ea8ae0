import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy } from '../../deploy/nginx/content-security-policy.mjs';
import { inlineSourcesOfPage } from '../../deploy/nginx/inline-sources.mjs';
import { renderNginxConfig, settingsFromEnv } from '../../deploy/nginx/render-config.mjs';
import { startNginx } from '../../stack/nginx-server.mjs';
import { waitUntilServing, type Service } from '../../stack/processes.mjs';
import { PROJECT_ROOT } from '../../stack/settings.mjs';
import { browserSession } from './support/browser-session.js';
import { ALL_CORRECT, playRow } from './support/game-page.js';

const session = browserSession();
const base = () => inject('stack').baseUrl;

/** What is left of the rate-limit budget of whoever the API takes the caller for. */
async function rateLimitRemaining(baseUrl: string, forwardedFor: string) {
  const response = await fetch(`${baseUrl}/api/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ guess: 'PLANET' }),
  });
  const header = response.headers.get('ratelimit') ?? '';
  const match = /remaining=(\d+)/.exec(header);
  if (!match) throw new Error(`No rate-limit header in the answer (got "${header}")`);
  return Number(match[1]);
}

/** The policy of the built page, whose inline script and style it admits by hash. */
const pagePolicy = () =>
  contentSecurityPolicy({}, inlineSourcesOfPage(path.join(PROJECT_ROOT, 'frontend/dist/index.html')));

/** A GET whose body is returned as the bytes on the wire (no decompression). */
function rawGet(pathname: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base()}${pathname}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const scriptAsset = () => {
  const name = readdirSync(path.join(PROJECT_ROOT, 'frontend/dist/assets')).find((file) => file.endsWith('.js'));
  if (!name) throw new Error('The front end has no built script');
  return `/assets/${name}`;
};

describe('the web server (deploy/nginx, as npm start and the web image run it)', () => {
  it('serves index.html uncached, with the security headers', async () => {
    const response = await fetch(`${base()}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(pagePolicy());
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('server')).toBe('nginx');
  });

  it('lets browsers keep hashed assets for a year, compressed', async () => {
    const response = await fetch(`${base()}${scriptAsset()}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-security-policy')).not.toBeNull();
  });

  it('sends the gzip the build wrote beside a script, byte for byte, not one of its own', async () => {
    const asset = scriptAsset();
    const response = await fetch(`${base()}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    // fetch() would unzip the body: the raw bytes come over a plain socket.
    const { body } = await rawGet(asset, { 'Accept-Encoding': 'gzip' });
    const built = readFileSync(path.join(PROJECT_ROOT, 'frontend/dist', `${asset}.gz`));
    expect(body.equals(built)).toBe(true);
    // Without gzip, the same script comes unpacked.
    const plain = await fetch(`${base()}${asset}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(gunzipSync(built))).toBe(true);
  });

  it('sends the page itself from its prebuilt gzip too', async () => {
    const { headers, body } = await rawGet('/', { 'Accept-Encoding': 'gzip' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(body.equals(readFileSync(path.join(PROJECT_ROOT, 'frontend/dist/index.html.gz')))).toBe(true);
  });

  it('answers any other path with the game, but a missing asset with 404', async () => {
    const page = await fetch(`${base()}/some/deep/link`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base()}/assets/missing-0000.js`)).status).toBe(404);
  });

  it('passes /api to the API with its JSON errors and without page caching headers', async () => {
    const response = await fetch(`${base()}/api/daily-word?timezone=Not/AZone`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).not.toBe('no-cache');
    expect(((await response.json()) as { error: string }).error).toMatch(/time ?zone/i);
    const health = await fetch(`${base()}/api/health`, { headers: { 'accept-encoding': 'gzip' } });
    expect(await health.json()).toEqual({ status: 'ok', database: 'up', rate_limits: 'per-process' });
  });

  it('gives the player the address nginx saw, whatever X-Forwarded-For the client sends', async () => {
    // Each request names another address: were any believed, each would start a fresh budget.
    // The budget refills about a token a second (a day's window) and the remaining count is
    // rounded down, so two requests alone may show the same figure; five in a row shrink the one
    // budget they share by more than any refill between them.
    const remaining: number[] = [];
    for (const forwardedFor of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'])
      remaining.push(await rateLimitRemaining(base(), forwardedFor));
    expect(remaining[4]).toBeLessThan(remaining[0]);
  });

  it("answers bodies over the API's limit, and over nginx's, with a JSON 413", async () => {
    const post = (bytes: number) =>
      fetch(`${base()}/api/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ guess: 'PLANET', padding: 'x'.repeat(bytes) }),
      });
    for (const response of [await post(4 * 1024), await post(2 * 1024 * 1024)]) {
      expect(response.status).toBe(413);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'Request body is too large', code: 'body_too_large' });
    }
  });

  it('serves a real robots.txt, and the page describes itself to search engines', async () => {
    const robots = await fetch(`${base()}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toContain('<html');
    const page = await (await fetch(`${base()}/`)).text();
    expect(page).toMatch(/<meta name="description" content="[^"]{20,}"/);
  });

  it('serves the web app manifest with its icons, and the service worker revalidated on every visit', async () => {
    const manifestResponse = await fetch(`${base()}/manifest.webmanifest`);
    expect(manifestResponse.status).toBe(200);
    expect(manifestResponse.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as { name: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe('Hexle');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await fetch(`${base()}${icon.src}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    const worker = await fetch(`${base()}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    // A new release's worker is fetched on the next visit, never taken from the HTTP cache.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('runs the whole game under its Content-Security-Policy without a violation', async () => {
    const { page } = await session.player({ serviceWorker: true });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.reload();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await playRow(page, 1, 'PLANET', ALL_CORRECT);
    await page.getByRole('dialog', { name: 'Statistics' }).waitFor();
    expect(violations).toEqual([]);
  });
});

describe("behind an operator's proxy (NGINX_TRUSTED_PROXIES)", () => {
  let nginx: Service;
  const proxied = `http://127.0.0.1:${inject('stack').webPort + 2}`;

  beforeAll(async () => {
    const dir = path.join(PROJECT_ROOT, 'e2e/results/nginx-behind-proxy');
    mkdirSync(dir, { recursive: true });
    // Requests from this machine play the part of a TLS terminator in front of nginx.
    nginx = startNginx({
      dir,
      listenPort: inject('stack').webPort + 2,
      apiUpstream: new URL(inject('stack').apiUrl).host,
      trustedProxies: ['127.0.0.1'],
      webRoot: path.join(PROJECT_ROOT, 'frontend/dist'),
      env: {},
    });
    await waitUntilServing(`${proxied}/api/health`, nginx, 10_000);
  });
  afterAll(async () => {
    await nginx.stop('SIGQUIT');
  });

  it('counts each player the proxy names on their own budget', async () => {
    const player = await rateLimitRemaining(proxied, '198.51.100.1');
    expect(await rateLimitRemaining(proxied, '198.51.100.1')).toBeLessThan(player);
    expect(await rateLimitRemaining(proxied, '198.51.100.2')).toBe(player);
  });
});

describe('the rendered nginx config', () => {
  const render = (env: Record<string, string>) => renderNginxConfig(settingsFromEnv(env));

  it('resolves the API once at start by default, as npm start runs it', () => {
    const config = render({});
    expect(config).toMatch(/server 127\.0\.0\.1:3000;/);
    expect(config).not.toMatch(/^\s*resolver /m);
  });

  it("follows the API's address through a resolver when one is given, as the web image does", () => {
    const config = render({ API_UPSTREAM: 'api:3000', API_RESOLVER: '127.0.0.11' });
    expect(config).toMatch(/^resolver 127\.0\.0\.11 valid=2s ipv6=off;$/m);
    expect(config).toMatch(/server api:3000 resolve;/);
  });

  it('believes X-Forwarded-For only from the proxies it is given', () => {
    const config = render({ NGINX_TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32' });
    expect(config).toMatch(/set_real_ip_from 10\.0\.0\.0\/8;\s+set_real_ip_from 2001:db8::\/32;/);
    expect(config).toMatch(/real_ip_header X-Forwarded-For;\s+real_ip_recursive on;/);
    expect(render({})).not.toMatch(/set_real_ip_from/);
  });

  it("leaves the resolver and the IPv6 listener to the web container's start", () => {
    const config = renderNginxConfig({ ...settingsFromEnv({ API_RESOLVER: '127.0.0.11' }), startTimeSettings: true });
    expect(config).toMatch(/^\$\{HEXLE_RESOLVER_DIRECTIVE\}$/m);
    expect(config).toMatch(/server 127\.0\.0\.1:3000\$\{HEXLE_API_SERVER_OPTIONS\};/);
    expect(config).toMatch(/listen 8080;\s+\$\{HEXLE_LISTEN_IPV6\}/);
  });

  it('refuses settings that would inject nginx directives', () => {
    expect(() => render({ NGINX_TRUSTED_PROXIES: '0.0.0.0/0; allow all' })).toThrow(/NGINX_TRUSTED_PROXIES/);
    expect(() => render({ API_RESOLVER: '1.1.1.1; include /etc/passwd' })).toThrow(/API_RESOLVER/);
    expect(() => render({ API_UPSTREAM: 'api:3000; evil' })).toThrow(/API_UPSTREAM/);
    expect(() => render({ WEB_ROOT: '/srv/x; evil' })).toThrow(/WEB_ROOT/);
  });
});

describe("the web container's start (deploy/nginx/hexle-start-settings.envsh)", () => {
  /** Sources the script as the nginx image's entrypoint does, with these variables set. */
  const start = (env: Record<string, string>) => {
    const script = path.join(PROJECT_ROOT, 'deploy/nginx/hexle-start-settings.envsh');
    const result = spawnSync(
      'sh',
      ['-c', `. "${script}" && printf '%s|%s' "$HEXLE_RESOLVER_DIRECTIVE" "$HEXLE_API_SERVER_OPTIONS"`],
      { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' },
    );
    return { status: result.status, out: result.stdout.split('\n').at(-1), err: result.stderr };
  };

  it("uses the container's own DNS servers by default", () => {
    const { out } = start({ NGINX_LOCAL_RESOLVERS: '127.0.0.11' });
    expect(out).toBe('resolver 127.0.0.11 valid=2s ipv6=off;| resolve');
    expect(start({ NGINX_LOCAL_RESOLVERS: '10.89.0.1', API_RESOLVER: 'local' }).out).toBe(
      'resolver 10.89.0.1 valid=2s ipv6=off;| resolve',
    );
  });

  it('can be switched off from .env, with off or an empty value', () => {
    for (const API_RESOLVER of ['off', '']) {
      const { status, out } = start({ NGINX_LOCAL_RESOLVERS: '127.0.0.11', API_RESOLVER });
      expect(status).toBe(0);
      expect(out).toMatch(/^# API_RESOLVER=off.*\|$/);
    }
  });

  it('takes DNS servers of its own, and refuses anything else', () => {
    expect(start({ API_RESOLVER: '10.0.0.2,10.0.0.3' }).out).toBe(
      'resolver 10.0.0.2 10.0.0.3 valid=2s ipv6=off;| resolve',
    );
    const injected = start({ API_RESOLVER: '1.1.1.1; include /etc/passwd' });
    expect(injected.status).not.toBe(0);
    expect(injected.err).toMatch(/API_RESOLVER must be/);
    const none = start({ API_RESOLVER: 'local', NGINX_LOCAL_RESOLVERS: '' });
    expect(none.status).not.toBe(0);
    expect(none.err).toMatch(/names no DNS server/);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows only the page itself when no ads or analytics are configured', () => {
    const policy = contentSecurityPolicy({});
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/https:|unsafe/);
  });

  it('adds the ad network only for a valid ad client and slot', () => {
    const ads = contentSecurityPolicy({ VITE_AD_CLIENT: 'ca-pub-1234567890', VITE_AD_SLOT: '42' });
    expect(ads).toMatch(/script-src 'self' https:\/\/pagead2\.googlesyndication\.com/);
    expect(ads).toMatch(/frame-src https:\/\/pagead2\.googlesyndication\.com/);
    expect(contentSecurityPolicy({ VITE_AD_CLIENT: 'pub-1', VITE_AD_SLOT: '42' })).toBe(contentSecurityPolicy({}));
    expect(contentSecurityPolicy({ VITE_AD_CLIENT: 'ca-pub-1' })).toBe(contentSecurityPolicy({}));
  });

  it("adds the analytics script's origin only for an https address", () => {
    const policy = contentSecurityPolicy({ VITE_ANALYTICS_SCRIPT_URL: 'https://stats.example.org/script.js' });
    expect(policy).toContain("script-src 'self' https://stats.example.org;");
    expect(policy).toContain("connect-src 'self' https://stats.example.org;");
    expect(policy).not.toContain('googlesyndication');
    expect(contentSecurityPolicy({ VITE_ANALYTICS_SCRIPT_URL: 'http://stats.example.org/s.js' })).toBe(
      contentSecurityPolicy({}),
    );
  });
});
