// @ts-check
/**
 * The Content-Security-Policy of the game page: its own origin only, plus the ad network's
 * and the analytics script's hosts when (and only when) the build configures them. What
 * "configured" means is the page's own rule (@hexle/contract's build-settings.js), so the
 * header admits exactly the hosts the page loads.
 */
import { adSettings, httpsUrl, setting } from '@hexle/contract/build-settings';

/** Hosts AdSense loads its script, frames, pixels and reports from. */
const AD_HOSTS = [
  'https://pagead2.googlesyndication.com',
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.google.com',
  'https://*.gstatic.com',
  'https://*.adtrafficquality.google',
];

/**
 * @param {Record<string, string | undefined>} env
 * @param {import('./inline-sources.mjs').InlineSources} [inline] the hashes of the page's own
 *   inline script and style (inline-sources.mjs): admitted exactly, never 'unsafe-inline'
 */
export function contentSecurityPolicy(env, inline = { scripts: [], styles: [] }) {
  const ads = adSettings(env) !== null;
  const analytics = httpsUrl(setting(env, 'VITE_ANALYTICS_SCRIPT_URL'))?.origin ?? null;
  const extra = [...(ads ? AD_HOSTS : []), ...(analytics ? [analytics] : [])];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts, ...extra],
    // The ad network styles its frames inline. A hash beside 'unsafe-inline' would switch it off,
    // so with ads the page's own style is admitted by 'unsafe-inline' too.
    'style-src': ["'self'", ...(ads ? ["'unsafe-inline'"] : inline.styles)],
    'img-src': ["'self'", 'data:', ...(ads ? ['https:'] : [])],
    'connect-src': ["'self'", ...extra],
    'frame-src': ads ? AD_HOSTS : ["'none'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
