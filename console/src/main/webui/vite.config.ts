/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => new URL(path, import.meta.url).pathname;

/**
 * The service worker (sw/sw.js) with this release's files written in: every file of the bundle, the files of
 * public/ and '/', under a cache named after them (and public/'s bytes), so a new release is a new worker and a new
 * cache.
 */
function shellWorker(): Plugin {
  return {
    name: 'arbiter-shell-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const own = readdirSync(here('public'));
      const files = [...Object.keys(bundle), ...own].filter(f => f !== 'index.html');
      const shell = ['/', ...files.map(f => `/${f}`)].sort();
      const template = readFileSync(here('sw/sw.js'), 'utf8');
      // the bundle's names carry their content's hash; public/'s files (icons, manifest) do not: their bytes count
      const hash = createHash('sha256').update(template).update(shell.join('\n'));
      own.sort().forEach(f => hash.update(readFileSync(here(`public/${f}`))));
      const release = hash.digest('hex').slice(0, 16);
      const source = template.replace('self.__SHELL__', JSON.stringify(shell)).replace('self.__RELEASE__', JSON.stringify(release));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

// Preact's automatic JSX runtime; the unit tests (src/**/*.test.ts) run in Node with vitest.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: [shellWorker()],
  // the rules engine (src/generated/engine.js, game-rules through TeaVM) is most of the bundle: 570 kB, 183 kB gzip
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
  server: { proxy: { '/api': 'http://127.0.0.1:8085', '/config.json': 'http://127.0.0.1:8085' } },
  // '@docs/…' is the repository's docs/ (the contract the tests hold the console to)
  resolve: { alias: { '@docs': here('../../../../docs') } },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
