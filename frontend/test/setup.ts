import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { DialogHost, DIALOGS } from '../src/app/lazy';

// Testing Library moves a fake clock while it waits for user events, but only one it
// recognises through the `jest` global; give it Vitest's.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

// The dialogs load in chunks of their own, as on the page: a test opens them once they have arrived.
beforeAll(() => Promise.all([DialogHost, ...Object.values(DIALOGS)].map((chunk) => chunk.load())));

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.style.overflow = '';
});
