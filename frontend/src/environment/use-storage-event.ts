import { useEffect, useRef } from 'react';
import type { StorageKey } from '../platform/storage';

/** Calls `onChange` when another tab of the game changes (or clears) the entry under `key` (none: never). */
export function useStorageEvent(key: StorageKey | null, onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (key === null) return;
    const onStorage = (event: StorageEvent) => {
      // A null key means the other tab cleared all of local storage.
      if (event.key === key || event.key === null) latest.current();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);
}
