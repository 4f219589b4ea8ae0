/**
 * Adds the operator's analytics script to the page (a script added this way runs when it arrives,
 * never holding the page up). Only a build with one configured fetches this chunk (main.tsx); the
 * ad network's script is AdSlot's own business. Not external-script.ts: a chunk the page's script
 * and the statistics both import made the bundler add a runtime chunk to the first load.
 */
export function loadAnalytics(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}
