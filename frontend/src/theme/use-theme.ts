import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../services/services';
import { readEntry, STORAGE_KEYS, writeEntry } from '../lib/storage';
import { DEFAULT_THEME, isTheme, type Theme } from '../lib/theme';

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
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
