import { lazy, type ComponentType } from 'react';
import { lazyModule } from '../lib/lazy-module';

/** A component from a chunk of its own; `load()` fetches the chunk (once) and settles when it is here. */
export type LazyDialog<Props extends object> = ComponentType<Props> & { load: () => Promise<void> };

/**
 * A component from a chunk of its own, kept out of the first page load. The chunk is fetched on
 * `load()` or on the first render, whichever comes first; once it has arrived the component
 * renders without suspending, so opening it then shows it in the same frame.
 */
export function lazyDialog<Props extends object>(fetchChunk: () => Promise<ComponentType<Props>>): LazyDialog<Props> {
  const chunk = lazyModule(fetchChunk);
  // A settled thenable answers at once, which React's lazy reads without suspending.
  const component = lazy(() => {
    const loaded = chunk.loaded;
    return loaded
      ? ({
          then: (resolve: (value: { default: ComponentType<Props> }) => void) => resolve({ default: loaded }),
        } as Promise<{ default: ComponentType<Props> }>)
      : chunk.load().then((loaded) => ({ default: loaded }));
  });
  return Object.assign(component, { load: () => chunk.load().then(() => undefined) });
}

/**
 * Fetches the dialogs' chunks once the page is taken over and idle, so none competes with the
 * first paint, the page's own script or its takeover, and each is here before a player opens it.
 * Each starts in a quiet moment of its own (`schedule`): started together they made one long
 * task. One that fails (offline) does not hold the others back; it is fetched again when opened.
 */
export function loadInBackground(
  dialogs: readonly { load: () => Promise<unknown> }[],
  schedule: (work: () => void) => void,
): Promise<void> {
  const loadQuietly = (dialog: { load: () => Promise<unknown> }) =>
    dialog.load().then(
      () => undefined,
      () => undefined,
    );
  const loads = dialogs.map(
    (dialog) => new Promise<void>((settled) => schedule(() => void loadQuietly(dialog).then(settled))),
  );
  return Promise.all(loads).then(() => undefined);
}
