import { lazy, type ComponentType } from 'react';

/**
 * A component from a chunk of its own, kept out of the first page load. The chunk starts
 * loading at once, in the background; once it has arrived the component renders without
 * suspending, so opening it then shows it in the same frame.
 */
const chunks: Promise<unknown>[] = [];

/** Settles once every dialog chunk asked for so far has arrived (tests wait for it). */
export function dialogChunksLoaded(): Promise<void> {
  return Promise.all(chunks).then(() => undefined);
}

export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  const loading = load().then((component) => {
    loaded = component;
    return { default: component };
  });
  chunks.push(loading);
  // A settled thenable answers at once, which React's lazy reads without suspending.
  return lazy(() =>
    loaded
      ? ({
          then: (resolve: (value: { default: ComponentType<Props> }) => void) => resolve({ default: loaded! }),
        } as Promise<{ default: ComponentType<Props> }>)
      : loading,
  );
}
