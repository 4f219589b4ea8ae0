// @ts-check
/**
 * The rules that decide whether a build-time setting is configured, in one place so that
 * both the page (config.ts) and the nginx config renderer (deploy/nginx) read settings the same
 * way: a header that admits a host the page never loads, or the reverse, cannot happen.
 */

/**
 * A setting's trimmed text; null when it is missing or blank.
 * @param {Record<string, string | boolean | undefined>} env
 * @param {string} name
 * @returns {string | null}
 */
export function setting(env, name) {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The address when it is an absolute https URL; null for anything else.
 * @param {string | null} value
 * @returns {URL | null}
 */
export function httpsUrl(value) {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The ad network's publisher and slot, when both are set and well-formed.
 * @param {Record<string, string | boolean | undefined>} env
 * @returns {{ client: string; slot: string } | null}
 */
export function adSettings(env) {
  const client = setting(env, 'VITE_AD_CLIENT');
  const slot = setting(env, 'VITE_AD_SLOT');
  return client !== null && slot !== null && /^ca-pub-\d+$/.test(client) && /^\d+$/.test(slot)
    ? { client, slot }
    : null;
}
