/**
 * The analytics script's address (scripts/app-config.ts), written into the code by the build
 * (`define`): `if (__ANALYTICS_SCRIPT_URL__)` is then `if (null)` in a build without one, which
 * carries no code to load it.
 */
declare const __ANALYTICS_SCRIPT_URL__: string | null;
