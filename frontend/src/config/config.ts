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
  /** What the ad slot shows when no ad network is configured: the operator's own message. */
  houseAd: { text: string; link: { href: string; label: string } | null };
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

/** An https address, or a path on the game's own site. */
function houseLink(value: string | null): string | null {
  if (value === null) return null;
  if (/^\/(?!\/)/.test(value)) return value;
  return httpsUrl(value);
}

export function readConfig(env: Env, pageOrigin: string): AppConfig {
  const title = text(env, 'VITE_PRODUCT_TITLE') ?? 'Hexle';
  const houseHref = houseLink(text(env, 'VITE_HOUSE_AD_URL'));
  const adClient = text(env, 'VITE_AD_CLIENT');
  const adSlot = text(env, 'VITE_AD_SLOT');
  const adsValid = adClient !== null && adSlot !== null && /^ca-pub-\d+$/.test(adClient) && /^\d+$/.test(adSlot);
  return {
    title,
    siteUrl: text(env, 'VITE_SITE_URL') ?? pageOrigin,
    ads: adsValid ? { client: adClient, slot: adSlot } : null,
    analyticsScriptUrl: httpsUrl(text(env, 'VITE_ANALYTICS_SCRIPT_URL')),
    houseAd: {
      text: text(env, 'VITE_HOUSE_AD_TEXT') ?? `Enjoyed ${title}? A new puzzle is waiting every midnight.`,
      link: houseHref ? { href: houseHref, label: text(env, 'VITE_HOUSE_AD_LINK_TEXT') ?? 'Find out more' } : null,
    },
  };
}

export const config: AppConfig = readConfig(
  import.meta.env,
  typeof window === 'undefined' ? '' : window.location.origin,
);
