import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const AXIOS = { name: 'axios', message: 'Only lib/http imports axios.' };
const LIB_LAYER = {
  group: ['@/features/*', '@/app/*', '@/mocks/*', '**/features/**', '**/app/**'],
  message: 'lib/ is the bottom layer: it never imports features, app or mocks.',
};
const SHARED_LAYER = { group: ['@/features/*', '@/app/*', '@/mocks/*'], message: 'Shared layers never import features, app or mocks.' };
// A feature reaches its own files by relative paths, so any `@/features/…` import is another feature.
const FEATURE_LAYER = {
  group: ['@/app/*', '@/mocks/*', '@/features/*'],
  message: 'Features never import app, mocks or another feature; lift shared code into components/ or lib/.',
};
const restrict = (layer, { allowAxios = false } = {}) => [
  'error',
  { paths: allowAxios ? [] : [AXIOS], patterns: layer ? [layer] : [] },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-mock*', 'test-results*', '.bench', 'docs', 'public/mockServiceWorker.js', 'node_modules', 'test-results', 'playwright-report', '.serve'] },
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
  // Layer rules. In flat config a later block replaces an earlier block's options of the same rule, so each
  // block states the whole restriction for its files: axios only in lib/http, plus the layer's own patterns.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict() } },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(LIB_LAYER) },
  },
  {
    files: ['src/lib/http/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(LIB_LAYER, { allowAxios: true }) },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/stores/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(SHARED_LAYER) },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(FEATURE_LAYER) },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/mocks/**'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "ImportDeclaration[source.value=/^(\\.\\.\\/)+tests\\//]", message: 'Source never imports test code.' }],
    },
  },
  {
    // Playwright fixtures call their `use` callback, which is not React's `use`.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
