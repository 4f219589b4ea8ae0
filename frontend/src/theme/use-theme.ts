import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../environment/services';
import { readEntry, STORAGE_KEYS, writeEntry } from '../platform/storage';
import { DEFAULT_THEME, isTheme, type Theme } from '../rules/theme';

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
}

export function useTheme() {
  const { store } = useServices();
  const [theme, setTheme] = useState<Theme>(() => readEntry(store, STORAGE_KEYS.theme, isTheme) ?? DEFAULT_THEME);
  useEffect(() => applyTheme(theme), [theme]);
  const toggleTheme = useCallback(() => {
    const next: Theme = theme === 'light' ? 'dark' : 'light';
    writeEntry(store, STORAGE_KEYS.theme, next);
    setTheme(next);
  }, [store, theme]);
  return { theme, toggleTheme };
}
