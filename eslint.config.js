import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const NO_TEST_IMPORTS = {
  selector: 'ImportDeclaration[source.value=/^(\\.\\.\\/)+tests\\//]',
  message: 'Source never imports test code.',
};
// One definition per server resource: keys (and what a write invalidates) are written only in src/api.
const NO_QUERY_KEYS = {
  selector: "Property[key.name='queryKey']",
  message: 'Query keys live in src/api beside their fetchers: use its queryOptions / mutationOptions.',
};
const AXIOS = { name: 'axios', message: 'Only lib/http imports axios.' };

/**
 * The layers point one way: lib → api → components / stores → entities → features → app (house style). The zones
 * are checked on resolved paths, so a relative import (`../../features/x`) is caught like an alias import.
 * `from` lists what the `target` folder may not import.
 */
const LAYER = {
  lib: ['api', 'components', 'stores', 'entities', 'features', 'app', 'mocks'],
  api: ['components', 'stores', 'entities', 'features', 'app', 'mocks'],
  components: ['api', 'stores', 'entities', 'features', 'app', 'mocks'],
  stores: ['api', 'components', 'entities', 'features', 'app', 'mocks'],
  entities: ['features', 'app', 'mocks'],
  features: ['app', 'mocks'],
  mocks: ['components', 'stores', 'entities', 'features', 'app'],
};
const MESSAGES = {
  lib: 'lib/ is the bottom layer: it imports nothing of the app above it.',
  api: 'api/ (the server contract) imports only lib/.',
  components: 'components/ are generic UI: they import only lib/ (domain pieces belong in entities/).',
  stores: 'stores/ import only lib/.',
  entities: 'entities/ never import features, app or mocks.',
  features: 'Features never import app or mocks.',
  mocks: 'The mock backend imports only api/ and lib/.',
};
const layerZones = Object.entries(LAYER).map(([target, banned]) => ({
  target: `./src/${target}`,
  from: banned.map((layer) => `./src/${layer}`),
  message: MESSAGES[target],
}));
// app/ reaches the mock backend only through its guarded entry point, the mock SSO page the router loads behind
// VITE_MOCK (main.tsx, outside app/, starts the worker the same way): nothing else of mocks/ may enter a real build.
const appMockZone = {
  target: './src/app',
  from: './src/mocks',
  except: ['./sso/mock-sso-page.tsx'],
  message: 'app/ reaches mocks/ only through the mock SSO page, loaded behind VITE_MOCK in router.tsx.',
};
// A feature reaches only its own folder: shared domain pieces are lifted into entities/.
const featureZones = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import another feature; lift what two features share into entities/.',
  }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist*',
      'test-results*',
      '.bench',
      '.serve',
      '.docker',
      'docs',
      'public/mockServiceWorker.js',
      'node_modules',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser for the modules no-cycle reads, and the resolver for the `@/` alias.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, appMockZone, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { paths: [AXIOS] }],
    },
  },
  { files: ['src/lib/http/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/mocks/**', 'src/api/**'],
    rules: { 'no-restricted-syntax': ['error', NO_TEST_IMPORTS, NO_QUERY_KEYS] },
  },
  { files: ['src/api/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', NO_TEST_IMPORTS] } },
  {
    // Playwright fixtures call their `use` callback, which is not React's `use`.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
