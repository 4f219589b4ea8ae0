/**
 * Part of the head script: loads the page's script (`src`, which the page names nowhere else: the
 * build gives it to the head script; it is one file, scripts/prerender.ts) once the first contentful paint
 * is on screen, so nothing of theirs (fetching, compiling, running) comes before it. A page
 * opened in the background, which paints nothing, loads it at once.
 */
export function loadScriptAfterFirstPaint(src: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.append(script);
  };
  document.addEventListener('visibilitychange', start, { once: true });
  if (document.visibilityState !== 'visible') return start();
  // Every browser the build targets reports paints; one that did not would start at the timeout.
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // Should the page never report a contentful paint (a window the player cannot see), anyway.
  setTimeout(start, 3000);
}
