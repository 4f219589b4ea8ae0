import { adSettings, httpsUrl, setting } from '@hexle/contract/build-settings';

/**
 * Build-time configuration (Vite `VITE_*` variables), read by the build (scripts/app-config.ts):
 * the page carries only the result (config.ts). Anything missing or malformed is left out: no
 * ad or analytics script is loaded and nothing external is contacted.
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

export type Env = Record<string, string | boolean | undefined>;

/** An https address, or a path on the game's own site. */
function houseLink(value: string | null): string | null {
  if (value === null) return null;
  if (/^\/(?!\/)/.test(value)) return value;
  return httpsUrl(value)?.href ?? null;
}

/** The configuration as the build reads it: the site's address is the page's own unless one is set. */
export type BuildConfig = Omit<AppConfig, 'siteUrl'> & { siteUrl: string | null };

export function readBuildConfig(env: Env): BuildConfig {
  const title = setting(env, 'VITE_PRODUCT_TITLE') ?? 'Hexle';
  const houseHref = houseLink(setting(env, 'VITE_HOUSE_AD_URL'));
  return {
    title,
    siteUrl: setting(env, 'VITE_SITE_URL'),
    ads: adSettings(env),
    analyticsScriptUrl: httpsUrl(setting(env, 'VITE_ANALYTICS_SCRIPT_URL'))?.href ?? null,
    houseAd: {
      text: setting(env, 'VITE_HOUSE_AD_TEXT') ?? `Enjoyed ${title}? A new puzzle is waiting every midnight.`,
      link: houseHref ? { href: houseHref, label: setting(env, 'VITE_HOUSE_AD_LINK_TEXT') ?? 'Find out more' } : null,
    },
  };
}

/** The configuration a page runs with: the build's, on the page's origin. */
export const pageConfig = (built: BuildConfig, pageOrigin: string): AppConfig => ({
  ...built,
  siteUrl: built.siteUrl ?? pageOrigin,
});

export const readConfig = (env: Env, pageOrigin: string): AppConfig => pageConfig(readBuildConfig(env), pageOrigin);
