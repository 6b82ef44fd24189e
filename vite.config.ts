/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { antdStyles, moduleRulesOverAntd } from './build/antd-styles.ts';
import { firstScreen } from './build/first-screen.ts';
import { LIBRARY_CHUNKS, SHELL_CHUNK } from './build/library-chunks.ts';
import { precompress } from './build/precompress.ts';
import { yieldingEvaluation } from './build/yielding-evaluation.ts';
import { entryInSteps } from './build/entry-in-steps.ts';
import { tableMeasureWhenUsed } from './build/table-measure.ts';
import { motionQuietMount } from './build/motion-mount.ts';
import { sharedBreakpoints } from './build/shared-breakpoints.ts';
import { antdFirstLoad } from './build/antd-first-load.ts';
import { antdZeroRuntimeStyles } from './build/antd-zero-runtime-styles.ts';
import { antdTokenCache } from './build/antd-token-cache.ts';

/**
 * The chunks a page loads in the background once it shows (docs/decisions/092) and the pagination, loaded as the
 * visitor nears the end of a list (docs/decisions/104): fetched without modulepreload links.
 */
const BACKGROUND_CHUNKS =
  /(^|\/)(user-dropdown|job-filters|list-saved-searches|saved-searches|saved-search-chips|antd-pagination)-[\w-]+\.js$/;

/** A build without the mock backend must not ship msw's service worker either (decisions 3). */
function dropMockWorker(enabled: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolved.build.outDir;
    },
    closeBundle() {
      if (enabled) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const publicName = env.VITE_PUBLIC_NAME || 'recruit-web';
  const mock = env.VITE_MOCK === 'true';
  // Only mode dev may carry the mock backend and its demo accounts (decisions 3, docs/decisions/002): a stray
  // VITE_MOCK=true in a build machine's environment must stop the build, not ship them.
  if (mock && env.VITE_APP_ENV !== 'dev') {
    throw new Error(
      `VITE_MOCK=true in a "${mode}" build (VITE_APP_ENV=${env.VITE_APP_ENV || 'unset'}): the mock backend and its demo accounts may only be built in mode dev. Unset VITE_MOCK.`,
    );
  }
  return {
    // A real host serves the build under the base, beside other apps (docs/decisions/019). Mock builds stay at the
    // root: their mock SSO page (/mock-sso/authorize) lies outside the base, within msw's worker scope.
    base: mock ? '/' : `/${publicName}/`,
    plugins: [
      react(),
      // The entry links and runs the shell's chunks one after another, a task apart, not as one graph (docs/decisions/123).
      entryInSteps('index'),
      // react-dom's start, the shell's node_modules and its own code evaluate in slices of ~40 kB of unminified code, each
      // in a task of its own, so that no task of the boot blocks input long (issue 24, docs/decisions/092).
      yieldingEvaluation([LIBRARY_CHUNKS.reactDomStart, LIBRARY_CHUNKS.vendor, 'index', SHELL_CHUNK], 40_000),
      antdStyles(fileURLToPath(new URL('./src', import.meta.url))),
      // antd's computed tokens for the theme, derived here instead of in ConfigProvider's first render (docs/decisions/106).
      antdTokenCache(),
      // rc-table measures the scrollbar (a forced layout of the page) only for a fixed or sticky header, the one use of
      // the figure (docs/decisions/094).
      tableMeasureWhenUsed(),
      // A hidden rc-motion (every antd Button's loading icon) mounts without a synchronous re-render, which ran the
      // commit's passive effects inside the commit's task (docs/decisions/095).
      motionQuietMount(),
      // antd's components share one breakpoint observer instead of seven media-query listeners each (docs/decisions/119).
      sharedBreakpoints(),
      // Popups' and the Collapse's code out of the first load: two antd imports no first screen runs, made dynamic
      // (docs/decisions/121).
      ...antdFirstLoad(),
      // antd's style generators, which the zero-runtime theme never calls, out of every chunk (docs/decisions/127).
      antdZeroRuntimeStyles(),
      dropMockWorker(!mock),
      // Each landing page's first screen as HTML (issue 24, docs/decisions/080); before precompress, which compresses it.
      firstScreen(!mock),
      // .gz and .br beside each text file, for nginx's gzip_static and brotli_static (deploy/nginx).
      precompress(!mock),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // react-router's package names only its development build, whatever the mode (remix-run/react-router#14102): a
        // build outside mode dev takes its production build, without the development warnings (docs/decisions/118).
        ...(mode === 'dev'
          ? []
          : Object.entries({ 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' }).map(([name, file]) => ({
              find: new RegExp(`^${name}$`),
              replacement: fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url)),
            }))),
      ],
    },
    // The app's CSS modules win a tie with antd's rules wherever their sheets stand (docs/decisions/093).
    css: { postcss: { plugins: [moduleRulesOverAntd()] } },
    server: { port: 5173, open: process.env.CI ? false : `/${publicName}/candidate/home` },
    preview: { port: 4173 },
    build: {
      sourcemap: false,
      // What a page loads in the background once it shows (the user card's menu, the filters, the saved searches, the
      // pagination below a list) is fetched by the module loader, without a `<link rel=modulepreload>` per dependency:
      // Vite's helper inserting two dozen links took 75 ms of one task at 4× CPU slowdown on the staff job list
      // (docs/decisions/092, 104). Code loaded on a visitor's action or with data (routes, tables, toasts) keeps its
      // preloads: it is waited for.
      modulePreload: {
        // Their stylesheets stay: the helper links them and waits for them before the code runs (no unstyled flash).
        resolveDependencies: (filename, deps, { hostType }) =>
          hostType === 'js' && BACKGROUND_CHUNKS.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
      },
      rollupOptions: {
        treeshake: {
          moduleSideEffects: [
            {
              test: /node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/,
              sideEffects: false,
            },
          ],
        },
        output: {
          codeSplitting: {
            // The shell's node_modules in one initial chunk (docs/decisions/017), but react-dom in its own and the
            // module that first runs react-dom's client (antd's via rc-util's render.js) in a chunk of a few bytes:
            // react-dom creates Error objects when it starts, and with DevTools attached (Lighthouse) V8 re-parses
            // every function on their stack, then the whole vendor chunk's top level (docs/decisions/091).
            groups: [
              {
                name: LIBRARY_CHUNKS.react,
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 3,
                tags: ['$initial'],
              },
              {
                name: LIBRARY_CHUNKS.reactDomStart,
                test: /node_modules[\\/]@rc-component[\\/]util[\\/]es[\\/]React[\\/]render\.js$/,
                priority: 2,
                tags: ['$initial'],
              },
              { name: LIBRARY_CHUNKS.vendor, test: /node_modules[\\/]/, tags: ['$initial'] },
              // The app's own modules of the first load in one chunk: left to rolldown, the ones the routes share came as
              // two dozen chunks of a few hundred bytes, each a request of its own on every page (docs/decisions/108).
              { name: SHELL_CHUNK, test: /[\\/]src[\\/]/, tags: ['$initial'] },
            ],
          },
        },
      },
    },
    test: {
      globals: true,
      env: { ...loadEnv('dev', process.cwd(), 'VITE_'), VITE_RETRY_DELAY_MS: '0' },
      // Room for a busy machine (a long form journey took 17.7 s beside another heavy job); a passing test never waits.
      testTimeout: 30_000,
      pool: 'threads',
      // Both cores (vitest's default leaves one idle on a 2-core machine); docs/decisions/060.
      maxWorkers: 2,
      projects: [
        {
          // Pure rules: no DOM, no mock backend, no setup; one module graph per worker.
          extends: true,
          test: { name: 'node', environment: 'node', include: ['tests/**/*.node.test.ts'], isolate: false },
        },
        {
          // Pages and everything that needs the browser's APIs or the mock backend.
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/**/*.node.test.ts'],
          },
        },
      ],
    },
  };
});
