/** What a chunk of its own gives once it is here; `load()` fetches it, once, and settles with it. */
export interface LazyModule<T> {
  /** The module, once it has arrived; null before. */
  readonly loaded: T | null;
  readonly load: () => Promise<T>;
}

/**
 * How long a chunk may take before the page stops waiting for it. A request that hangs (a
 * connection that stalls without failing) would otherwise leave the page waiting with nothing
 * shown; the chunks are a few kilobytes, so even a slow phone line has them long before this.
 */
export const CHUNK_WAIT_MS = 10_000;

/**
 * A module kept out of the page's first script. It is fetched on the first `load()`; the calls
 * meanwhile wait for that same fetch, and a failed fetch (offline, say) is tried again by the next.
 * A fetch that has not arrived within CHUNK_WAIT_MS counts as failed until it arrives: every call
 * meanwhile fails at once (a new request would only wait behind the one that hangs), and once it
 * does arrive the module is kept.
 */
export function lazyModule<T>(fetchChunk: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    load: () =>
      loaded !== null
        ? Promise.resolve(loaded)
        : (loading ??= new Promise<T>((resolve, reject) => {
            const late = setTimeout(() => reject(new Error('The chunk is late')), CHUNK_WAIT_MS);
            fetchChunk().then(
              (module) => {
                clearTimeout(late);
                resolve((loaded = module));
              },
              (error: Error) => {
                clearTimeout(late);
                loading = null;
                reject(error);
              },
            );
          })),
  };
}
