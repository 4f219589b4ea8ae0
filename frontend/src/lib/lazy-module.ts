/** What a chunk of its own gives once it is here; `load()` fetches it, once, and settles with it. */
export interface LazyModule<T> {
  /** The module, once it has arrived; null before. */
  readonly loaded: T | null;
  load(): Promise<T>;
}

/**
 * A module kept out of the page's first script. It is fetched on the first `load()`; the calls
 * meanwhile wait for that same fetch, and a failed fetch (offline, say) is tried again by the next.
 */
export function lazyModule<T>(fetchChunk: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    load: () =>
      (loading ??= fetchChunk().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}
