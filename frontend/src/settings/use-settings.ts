import { useCallback, useEffect, useState } from 'react';
import { loadSettings, type Settings } from '../rules/settings';
import { STORAGE_KEYS, writeEntry } from '../platform/storage';
import { useServices } from '../environment/services';
import { useStorageEvent } from '../environment/use-storage-event';

/** Puts the palette on the page: the colours in styles.css follow `data-palette`. */
export function applyPalette(highContrast: boolean) {
  document.documentElement.dataset.palette = highContrast ? 'high-contrast' : 'standard';
}

/** The settings, kept in the browser; `change` saves the ones given, the others as they are saved. */
export function useSettings() {
  const { store } = useServices();
  const [settings, setSettings] = useState<Settings>(() => loadSettings(store));
  useEffect(() => applyPalette(settings.highContrast), [settings.highContrast]);
  useStorageEvent(STORAGE_KEYS.settings, () => setSettings(loadSettings(store)));

  const change = useCallback(
    (changes: Partial<Settings>) => {
      const next = { ...loadSettings(store), ...changes };
      writeEntry(store, STORAGE_KEYS.settings, next);
      setSettings(next);
    },
    [store],
  );
  return { settings, change };
}
