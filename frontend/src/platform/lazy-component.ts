import { createElement, useEffect, useState, type ComponentType } from 'react';
import { lazyModule, type LazyModule } from './lazy-module';

/** What a component from a chunk of its own is told when its chunk cannot be fetched (offline). */
export interface Unavailable {
  onUnavailable: () => void;
}

/**
 * A component from a chunk of its own, rendered like any other; as a LazyModule, `load()` fetches
 * its chunk (once) and `loaded` is the component once it is here.
 */
export type LazyComponent<Props extends object> = ComponentType<Props & Unavailable> & LazyModule<ComponentType<Props>>;

/**
 * A component kept out of the first page load, fetched as `lazyModule` fetches a module (once, again
 * after a failure, given up after CHUNK_WAIT_MS), on `load()` or when it mounts, whichever comes
 * first. Once it has arrived it renders at once, so opening it then shows it in the same frame.
 * Mounted before, it shows nothing until the chunk is here; when the chunk cannot be fetched it calls
 * `onUnavailable` (the page stays as it was) and the next mount fetches it again.
 *
 * Not React.lazy: a lazy component keeps its failure for good (a dialog could never be opened once
 * the network is back), and it suspends on its first render even when its chunk is here, where a
 * dialog opened once its chunk has arrived must show in the same frame.
 */
export function lazyComponent<Props extends object>(
  fetchChunk: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  const chunk = lazyModule(fetchChunk);
  function Lazy(props: Props & Unavailable) {
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
  return Object.defineProperties(Lazy, {
    load: { value: chunk.load },
    loaded: { get: () => chunk.loaded },
  }) as LazyComponent<Props>;
}
