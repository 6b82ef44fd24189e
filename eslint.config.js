import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const layer = (patterns, message) => ({ group: patterns, message });

export default tseslint.config(
  { ignores: ['dist', 'dist-mock', 'public/mockServiceWorker.js', 'node_modules', 'test-results', 'playwright-report', '.bench'] },
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
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer(['@/features/*', '@/app/*', '@/mocks/*', '**/features/**', '**/app/**'], 'lib/ is the bottom layer: it never imports features, app or mocks.')] }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/stores/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer(['@/features/*', '@/app/*', '@/mocks/*'], 'Shared layers never import features, app or mocks.')] }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer(['@/app/*', '@/mocks/*'], 'Features never import app or mocks; lift shared code into components/ or lib/.')] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/mocks/**'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "ImportDeclaration[source.value=/^(\\.\\.\\/)+tests\\//]", message: 'Source never imports test code.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/http/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'Only lib/http imports axios.' }] }],
    },
  },
);
