const loaded = new Set<string>();

/** Adds an async third-party script to the page once. */
export function loadExternalScript(src: string, attributes: Record<string, string> = {}): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}
