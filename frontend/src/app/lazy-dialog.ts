import { createElement, useEffect, useState, type ComponentType } from 'react';
import { lazyModule } from '../platform/lazy-module';

/** What a dialog from a chunk of its own is told when its chunk cannot be fetched (offline). */
export interface Unavailable {
  onUnavailable: () => void;
}

/** A component from a chunk of its own; `load()` fetches the chunk (once) and settles when it is here. */
export type LazyDialog<Props extends object> = ComponentType<Props & Unavailable> & { load: () => Promise<unknown> };

/**
 * A component from a chunk of its own, kept out of the first page load. The chunk is fetched on
 * `load()` or when the component mounts, whichever comes first; once it has arrived the component
 * renders at once, so opening it then shows it in the same frame. Mounted before, it shows nothing
 * until the chunk is here; when the chunk cannot be fetched it calls `onUnavailable` (the page
 * stays as it was) and the next mount fetches it again.
 */
export function lazyDialog<Props extends object>(fetchChunk: () => Promise<ComponentType<Props>>): LazyDialog<Props> {
  const chunk = lazyModule(fetchChunk);
  function Dialog(props: Props & Unavailable) {
    const [loaded, setLoaded] = useState(() => chunk.loaded);
    const { onUnavailable } = props;
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      chunk.load().then(
        (component) => mounted && setLoaded(() => component),
        () => mounted && onUnavailable(),
      );
      return () => {
        mounted = false;
      };
    }, [loaded, onUnavailable]);
    return loaded && createElement(loaded, props);
  }
  return Object.assign(Dialog, { load: chunk.load });
}
