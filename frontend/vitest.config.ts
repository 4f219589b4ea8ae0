import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appConfigDefine } from './scripts/app-config';
import { readBuildConfig } from './src/config/read-config';

export default defineConfig({
  plugins: [react()],
  // The tests' page is built with no settings: the default configuration.
  define: appConfigDefine(readBuildConfig({})),
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
  },
});
