import { lazy, type ComponentType } from 'react';

/** A component from a chunk of its own; `ready` settles once the chunk has arrived. */
export type LazyDialog<Props extends object> = ComponentType<Props> & { ready: Promise<void> };

/**
 * A component from a chunk of its own, kept out of the first page load. The chunk starts
 * loading at once, in the background; once it has arrived the component renders without
 * suspending, so opening it then shows it in the same frame.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyDialog<Props> {
  let loaded: ComponentType<Props> | null = null;
  const loading = load().then((component) => {
    loaded = component;
    return { default: component };
  });
  // A settled thenable answers at once, which React's lazy reads without suspending.
  const component = lazy(() =>
    loaded
      ? ({
          then: (resolve: (value: { default: ComponentType<Props> }) => void) => resolve({ default: loaded! }),
        } as Promise<{ default: ComponentType<Props> }>)
      : loading,
  );
  return Object.assign(component, { ready: loading.then(() => undefined) });
}
