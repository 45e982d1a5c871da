/// <reference types="vitest/config" />
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// `heron-source` makes workspace packages (@heron/contract) resolve to their TypeScript source,
// so the web app never depends on a stale `dist` of a sibling package.
const SOURCE_CONDITION = 'heron-source';
const API_ORIGIN = 'http://localhost:3000';
/** A language's translation module, fetched on its own (src/locales/load-translation.ts). */
const TRANSLATION_MODULE = /[\\/]locales[\\/]([^\\/]+)[\\/]translation\.json$/;
/**
 * Libraries whose shared chunk would otherwise be named after whichever module came first
 * (`dist-<hash>.js`, or `typography-<hash>.js` for antd's style runtime and theme).
 */
const LIBRARY_CHUNKS: [name: string, module: RegExp][] = [
  ['vendor-antd', /node_modules[\\/]@ant-design[\\/]cssinjs[\\/]/],
  ['vendor-i18next', /node_modules[\\/]i18next[\\/]/],
  ['vendor-zod', /node_modules[\\/]zod[\\/]/],
  ['vendor-codemirror', /node_modules[\\/]@codemirror[\\/]view[\\/]/],
  ['vendor-markdown', /node_modules[\\/]react-markdown[\\/]/],
];

/**
 * A chunk's file name. A screen's chunk keeps its module's name (team-list-page-<hash>.js), so
 * error reports and browser tests can name the chunk that failed; a translation is named after
 * its language (translation-ja-<hash>.js), the editors' libraries after the library.
 */
function chunkFileName(chunk: { facadeModuleId: string | null; moduleIds: string[] }): string {
  const language = TRANSLATION_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
  if (language) return `assets/translation-${language}-[hash].js`;
  const library = LIBRARY_CHUNKS.find(([, module]) =>
    chunk.moduleIds.some((id) => module.test(id)),
  );
  return `assets/${library?.[0] ?? '[name]'}-[hash].js`;
}

export default defineConfig({
  // Pinned so `vite build`, `vite preview` and the root vitest workspace agree whatever the cwd.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Each script, stylesheet and image also as .br and .gz at the strongest settings, which the
    // server sends as they are (apps/server/src/http/web-app.ts): smaller than compressing per
    // request, and no CPU spent on it. Files under 1 KB gain nothing, as on the server.
    compression({ include: /\.(js|css|svg|json)$/, threshold: 1024 }),
  ],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: chunkFileName,
        assetFileNames: 'assets/[name]-[hash][extname]',
        // React and the router change far less often than our code and every screen needs them:
        // one chunk that stays cached across releases. Everything else, antd and the editors
        // included, is split where the screens need it, so a screen fetches only the components
        // it shows (issue 20: forcing all of antd into one chunk made the sign-in screen fetch
        // 345 kB of it after gzip).
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/mock': API_ORIGIN,
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/reset-modules.ts', 'src/test/setup.ts'],
    // `npm test` runs the web and unit projects side by side on two cores; a screen that renders
    // in 1 s alone may take 5 s there. Tests never fail on a timing, so the limits are generous.
    testTimeout: 30_000,
    // A worker reuses its jsdom window and loaded modules across files instead of starting a
    // fresh process per file: importing antd, React and the app costs seconds, 113 times over.
    // Tests clean up after themselves (setup.ts: cleanup, unstubbed globals, cleared storage).
    isolate: false,
    // One worker per core: rendering in jsdom is single-threaded and CPU-bound (Vitest's default,
    // one less than the cores, is one worker on a 2-core machine).
    maxWorkers: os.availableParallelism(),
  },
});
