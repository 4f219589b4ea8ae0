import { pageConfig, type BuildConfig } from './read-config';

export type { AppConfig } from './read-config';

/** The configuration the build read (scripts/app-config.ts), as a value: no rule of it ships. */
declare const __APP_CONFIG__: BuildConfig;

export const config = pageConfig(__APP_CONFIG__, typeof window === 'undefined' ? '' : window.location.origin);

/** The analytics script (scripts/app-config.ts), a constant of the build: a build without one carries no code to load it. */
declare const __ANALYTICS_SCRIPT_URL__: string | null;
export const analyticsScriptUrl = __ANALYTICS_SCRIPT_URL__;
