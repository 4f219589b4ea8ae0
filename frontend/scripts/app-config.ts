import { loadEnv } from 'vite';
import { readBuildConfig, type BuildConfig } from '../src/config/read-config';

/** The build's settings: the environment's `VITE_*` variables and the project's .env files. */
export const buildConfig = (mode: string, root: string): BuildConfig => readBuildConfig(loadEnv(mode, root, 'VITE_'));

/** What the page's src/config/config.ts reads, set by every build of it (page, prerender, tests). */
export const appConfigDefine = (config: BuildConfig) => ({
  __APP_CONFIG__: JSON.stringify(config),
  __ANALYTICS_SCRIPT_URL__: JSON.stringify(config.analyticsScriptUrl),
});
