/**
 * Build-time configuration (Vite `VITE_*` variables). Anything missing or malformed is left
 * out: no ad or analytics script is loaded and nothing external is contacted.
 */
export interface AppConfig {
  title: string;
  /** The address printed at the end of the share text. */
  siteUrl: string;
  ads: { client: string; slot: string } | null;
  analyticsScriptUrl: string | null;
}

type Env = Record<string, string | boolean | undefined>;

const text = (env: Env, name: string) => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

function httpsUrl(value: string | null): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function readConfig(env: Env, pageOrigin: string): AppConfig {
  const adClient = text(env, 'VITE_AD_CLIENT');
  const adSlot = text(env, 'VITE_AD_SLOT');
  const adsValid = adClient !== null && adSlot !== null && /^ca-pub-\d+$/.test(adClient) && /^\d+$/.test(adSlot);
  return {
    title: text(env, 'VITE_PRODUCT_TITLE') ?? 'Hexle',
    siteUrl: text(env, 'VITE_SITE_URL') ?? pageOrigin,
    ads: adsValid ? { client: adClient, slot: adSlot } : null,
    analyticsScriptUrl: httpsUrl(text(env, 'VITE_ANALYTICS_SCRIPT_URL')),
  };
}

export const config: AppConfig = readConfig(
  import.meta.env,
  typeof window === 'undefined' ? '' : window.location.origin,
);
