import { pageConfig, type BuildConfig } from './read-config';

export type { AppConfig } from './read-config';

/** The configuration the build read (scripts/app-config.ts), as a value: no rule of it ships. */
declare const __APP_CONFIG__: BuildConfig;

export const config = pageConfig(__APP_CONFIG__, typeof window === 'undefined' ? '' : window.location.origin);
