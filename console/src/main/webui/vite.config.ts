/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

// Preact's automatic JSX runtime; the unit tests (src/**/*.test.ts) run in Node with vitest.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir: 'dist', sourcemap: false },
  server: { proxy: { '/api': 'http://127.0.0.1:8085', '/config.json': 'http://127.0.0.1:8085' } },
  // '@docs/…' is the repository's docs/ (the contract the tests hold the console to)
  resolve: { alias: { '@docs': new URL('../../../../docs', import.meta.url).pathname } },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
