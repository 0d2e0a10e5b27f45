import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { withCompileHint } from './scripts/compile-hint.ts';
import { firstLoad } from './scripts/first-load.ts';
import { mantineNoCssVariables } from './scripts/vite-mantine-no-css-variables.ts';
import { preloadLinksInTurns } from './scripts/vite-preload-in-turns';
import { mantineStylesPerComponent } from './scripts/vite-mantine-styles.ts';

/** The MSW worker in public/ is for offline builds only; a production build must not ship it. */
const dropMockWorker = (): Plugin => ({
  name: 'portal:drop-mock-worker',
  apply: (_config, { command, mode }) => command === 'build' && mode !== 'offline',
  writeBundle: ({ dir }) => rmSync(join(dir ?? 'dist', 'mockServiceWorker.js'), { force: true }),
});

/** The route match of the home page `/{lang}`: its loaders stay in the entry, so its API calls start at once. */
const HOME_ROUTE_IDS: string[] = ['/$lang', '/$lang/_default/'];

/**
 * Pages the app draws (per visitor: they never come as HTML) whose first screen waits for their
 * own data: the order list, an order, the store application, the parcel order, the course player.
 * Their loader is a chunk of its own, which the first-load script asks for with the page's code
 * and the router runs as soon as the entry has, beside the start-up calls, instead of once the
 * page's component chunk and all it imports have been evaluated. Each such route adds some 40 bytes to the entry,
 * which every page loads: not every route has one (the home page's budget is used up).
 */
const OWN_LOADER_ROUTE_IDS: string[] = [
  '/$lang/_full/personal/order/',
  '/$lang/_full/personal/order/$id/',
  '/$lang/_default/platform/apply',
  '/$lang/_default/logistics/service/submit',
  '/$lang/_college/college/course/play',
];

// A test for a Mantine chunk group: the modules `other` matches under @mantine/, and the named
// components of @mantine/core with their stylesheets.
const mantineModules = (other: RegExp | null, components: string[]): RegExp => {
  const names = components.join('|');
  const parts = [
    `core[\\\\/]esm[\\\\/]components[\\\\/](?:${names})[\\\\/]`,
    `core[\\\\/]styles[\\\\/](?:${names})\\.`,
  ];
  if (other) parts.push(`(?:${other.source})`);
  return new RegExp(`node_modules[\\\\/]@mantine[\\\\/](?:${parts.join('|')})`);
};

/** The prerendering's server build (src/prerender/) is code alone: public/ is the browser's. */
const serverBuildCodeOnly = (): Plugin => ({
  name: 'portal:server-build-code-only',
  config: (_config, { isSsrBuild }) => (isSsrBuild ? { build: { copyPublicDir: false } } : {}),
});

/** The offline backend needs no public-suffix list for its cookies: mocks/lib/public-suffix.ts. */
const lightPublicSuffixes = (): Plugin => ({
  name: 'portal:offline-public-suffixes',
  apply: (_config, { mode }) => mode === 'offline',
  config: () => ({
    resolve: {
      alias: { tldts: fileURLToPath(new URL('./mocks/lib/public-suffix.ts', import.meta.url)) },
    },
  }),
});

/**
 * The compile hint as the first line of the framework chunk (scripts/compile-hint.ts). Written
 * once the chunks are otherwise final: Vite writes its map of a chunk's lazy imports
 * (`__vite__mapDeps`) above any banner, and V8 reads the hint on the first line only. The hinted
 * chunk's source map gains the line.
 */
function compileHint(): Plugin {
  return {
    name: 'portal:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const code = withCompileHint(chunk.code, chunk.name);
          if (code !== chunk.code && chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          chunk.code = code;
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    // Same settings as `npm run gen` (scripts/gen-routes.mjs): tsr.config.json.
    tanstackRouter({
      ...JSON.parse(readFileSync('tsr.config.json', 'utf8')),
      // A loader travels in its route's component chunk instead of the entry chunk: a route's
      // API calls and helpers load when the route does, not before every first screen. The home
      // page's loaders stay in the entry, so that its API calls start without waiting for chunks.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        splitBehavior: ({ routeId }) =>
          HOME_ROUTE_IDS.includes(routeId)
            ? [['component'], ['errorComponent'], ['notFoundComponent']]
            : OWN_LOADER_ROUTE_IDS.includes(routeId)
              ? [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']]
              : undefined,
      },
    }),
    mantineStylesPerComponent(),
    mantineNoCssVariables(),
    preloadLinksInTurns(),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui({ failOnMissing: true }),
    dropMockWorker(),
    firstLoad(),
    lightPublicSuffixes(),
    serverBuildCodeOnly(),
    compileHint(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173 },
  // `vite preview` of the production build (dist/) sends its API calls to `npm run mock-server`.
  preview: {
    host: '127.0.0.1',
    port: 4173,
    proxy: { '/api': `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}` },
  },
  build: {
    manifest: true,
    target: 'es2022',
    // Every browser of the es2022 target supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // Fonts stay files, whatever their size: the Content-Security-Policy allows fonts of the site's
    // own origin only (font-src 'self', no data: URLs), and a page preloads the one it draws.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // The generated zod modules (src/api/zod) also export plain constants (max lengths) that
      // search params use before the first screen; their schema calls are pure, so a module
      // imported for a constant does not bring zod along.
      treeshake: { manualPureFunctions: ['zod'] },
      output: {
        // Hashes of 7 characters (42 bits, the least rolldown takes for this many chunks) instead
        // of 8: the entry (Vite's preload map) and the first-load plan name every chunk, half a KB
        // less on every page. (The entries keep Vite's names: the server render's is fixed.)
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          // The framework every screen runs on, as one chunk: split into the dozens of small
          // shared chunks automatic splitting makes, it compresses worse and costs more requests.
          // Query's hydration is not in it: only a prerendered page's hydration uses it.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](history|store|react-store|router-core|react-router|query-core(?![\\/]build[\\/]modern[\\/]hydration)|react-query)|@lingui[\\/](core|react))[\\/]/,
              priority: 2,
            },
            // Everything else the entry imports statically, as one chunk beside it: left to
            // automatic splitting, the modules it shares with page chunks (API client, search
            // schemas, labels) become a dozen small chunks, each a request and worse compression.
            { name: 'app', tags: ['$initial'], priority: 1 },
            // The Mantine modules the layouts and the home hero import (a button, a box, the
            // disclosure and reduced-motion hooks) stay chunks of their own: in one of the shared
            // groups below, the layouts would load all of that group before they paint. Any
            // other Mantine module gets no name here and is left to the groups below.
            {
              name: (id) =>
                /[\\/](UnstyledButton|Box|use-disclosure|use-reduced-motion)[\\/.]/.exec(id)?.[1],
              test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/,
              priority: 0.7,
            },
            // The Mantine components most screens draw, in four chunks rather than the dozens of
            // one-component chunks automatic splitting makes (each a request, and compressed on
            // its own): text and layout, buttons, the alert (apart, so that the error pages, which
            // show buttons only, do not load it), text inputs. A module joins only if twenty
            // chunks share it. Each group holds its components' stylesheets too
            // (styles/<Name>.layer.css): a stylesheet no group takes lands in the first one.
            {
              name: 'mantine',
              test: mantineModules(/hooks[\\/]|core[\\/]esm[\\/](?!components[\\/])/, [
                'Text',
                'Title',
                'Group',
                'Stack',
                'Paper',
                'Badge',
                'Anchor',
              ]),
              priority: 0.6,
              minShareCount: 20,
            },
            {
              name: 'mantine-buttons',
              test: mantineModules(null, ['Button', 'CloseButton', 'Loader', 'Transition']),
              priority: 0.55,
              minShareCount: 20,
            },
            {
              name: 'mantine-alert',
              test: mantineModules(null, ['Alert']),
              priority: 0.5,
              minShareCount: 20,
            },
            {
              name: 'mantine-inputs',
              test: mantineModules(null, ['Input', 'InputBase', 'TextInput']),
              priority: 0.45,
              minShareCount: 20,
            },
          ],
        },
      },
    },
  },
  test: {
    // Two test files side by side also on the 2-core machines CI runs on (Vitest's default there
    // is one: the unit tests then took 3 of the suite's minutes instead of under 2).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads rather than child processes: each test file starts quicker (the unit tests
    // took 175 s with processes, 140 s with threads, on 2 cores).
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Each test file in a VM context of its own (a fresh window and module graph) in a
          // worker that is kept: jsdom is loaded once per worker, not once per file, which was a
          // third of the unit tests' time (176 s with a worker per file, 75 s so, on 2 cores).
          pool: 'vmThreads',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/api/**'],
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/api/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/test/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['contract-tests/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
