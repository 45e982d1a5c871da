/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// `heron-source` makes workspace packages (@heron/contract) resolve to their TypeScript source,
// so the web app never depends on a stale `dist` of a sibling package.
const SOURCE_CONDITION = 'heron-source';
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  // Pinned so `vite build`, `vite preview` and the root vitest workspace agree whatever the cwd.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one large library that every screen needs; it is cached in its own chunk.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // A screen's chunk keeps its module's name (team-list-page-<hash>.js): error reports and
        // browser tests can name the chunk that failed.
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Libraries change far less often than our code: separate chunks stay cached across
        // releases. Higher priority wins when a module matches several groups.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'vendor-antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|dayjs)[\\/]/,
              priority: 2,
            },
            // The code and markdown editors load only with the designer, never on first load.
            {
              name: 'vendor-editor',
              test: /node_modules[\\/](codemirror|@codemirror|@lezer|@marijn|style-mod|w3c-keyname|crelt|react-markdown|remark-[^\\/]+|mdast-[^\\/]+|micromark[^\\/]*|unified|hast-[^\\/]+|js-yaml)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
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
    // One worker reuses its jsdom window and loaded modules across files instead of starting a
    // fresh process per file: importing antd, React and the app costs seconds, 113 times over.
    // Tests clean up after themselves (setup.ts: cleanup, unstubbed globals, cleared storage).
    isolate: false,
  },
});
