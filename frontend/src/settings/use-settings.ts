import { useCallback, useState } from 'react';
import { useServices } from '../services/services';
import { DEFAULT_SETTINGS, isSettings, type Settings } from '../lib/settings';
import { readEntry, STORAGE_KEYS, writeEntry } from '../lib/storage';

export function useSettings() {
  const { store } = useServices();
  const [settings, setSettings] = useState<Settings>(
    () => readEntry(store, STORAGE_KEYS.settings, isSettings) ?? DEFAULT_SETTINGS,
  );
  const setHardMode = useCallback(
    (hardMode: boolean) => {
      const next = { ...settings, hardMode };
      writeEntry(store, STORAGE_KEYS.settings, next);
      setSettings(next);
    },
    [settings, store],
  );
  return { settings, setHardMode };
}
