import { lazy, type ComponentType } from 'react';

/** A component from a chunk of its own; `load()` fetches the chunk (once) and settles when it is here. */
export type LazyDialog<Props extends object> = ComponentType<Props> & { load: () => Promise<void> };

/**
 * A component from a chunk of its own, kept out of the first page load. The chunk is fetched on
 * `load()` or on the first render, whichever comes first; once it has arrived the component
 * renders without suspending, so opening it then shows it in the same frame.
 */
export function lazyDialog<Props extends object>(fetchChunk: () => Promise<ComponentType<Props>>): LazyDialog<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const start = () =>
    (loading ??= fetchChunk().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // Offline, say: the next attempt fetches it again.
        loading = null;
        throw error;
      },
    ));
  // A settled thenable answers at once, which React's lazy reads without suspending.
  const component = lazy(() =>
    loaded
      ? ({
          then: (resolve: (value: { default: ComponentType<Props> }) => void) => resolve({ default: loaded! }),
        } as Promise<{ default: ComponentType<Props> }>)
      : start(),
  );
  return Object.assign(component, { load: () => start().then(() => undefined) });
}

/**
 * Fetches the dialogs' chunks from the moment the page is taken over, so none competes with the
 * first paint or the page's own script, and each is here before a player opens it. One that
 * fails (offline) does not hold the others back; it is fetched again when opened.
 */
export async function loadInBackground(dialogs: readonly { load: () => Promise<void> }[]): Promise<void> {
  await Promise.all(dialogs.map((dialog) => dialog.load().catch(() => undefined)));
}
