// @ts-check
/**
 * The Content-Security-Policy of the game page: its own origin only, plus the ad network's
 * and the analytics script's hosts when (and only when) the build configures them. The
 * rules for "configured" are the front end's (frontend/src/config/config.ts).
 */

/** Hosts AdSense loads its script, frames, pixels and reports from. */
const AD_HOSTS = [
  'https://pagead2.googlesyndication.com',
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.google.com',
  'https://*.gstatic.com',
  'https://*.adtrafficquality.google',
];

/** @param {Record<string, string | undefined>} env @param {string} name */
function setting(env, name) {
  const value = env[name]?.trim();
  return value ? value : null;
}

/** @param {Record<string, string | undefined>} env */
export function adsConfigured(env) {
  const client = setting(env, 'VITE_AD_CLIENT');
  const slot = setting(env, 'VITE_AD_SLOT');
  return client !== null && slot !== null && /^ca-pub-\d+$/.test(client) && /^\d+$/.test(slot);
}

/** The analytics script's origin, when an https URL is configured. @param {Record<string, string | undefined>} env */
export function analyticsOrigin(env) {
  const value = setting(env, 'VITE_ANALYTICS_SCRIPT_URL');
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** @param {Record<string, string | undefined>} env */
export function contentSecurityPolicy(env) {
  const ads = adsConfigured(env);
  const analytics = analyticsOrigin(env);
  const extra = [...(ads ? AD_HOSTS : []), ...(analytics ? [analytics] : [])];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...extra],
    // The ad network styles its frames inline.
    'style-src': ["'self'", ...(ads ? ["'unsafe-inline'"] : [])],
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
