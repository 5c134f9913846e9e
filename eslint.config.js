// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Everything outside core reaches core only through its public entry, src/core/index.ts. */
const coreOnlyThroughIndex = {
  regex: '(^|/)core/(?!index(\\.ts)?$).+',
  message: 'Import core only through src/core/index.ts.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      'public',
      'src/releases/generated*',
      'conformance/node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Core is pure: no DOM, no UI frameworks, no Node built-ins, no runtime SDK.
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@google/genai',
              allowTypeImports: true,
              message: 'Core may only import types from @google/genai.',
            },
          ],
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*'],
              message: 'src/core must stay free of React and UI state.',
            },
            { group: ['@tanstack/*'], message: 'src/core must stay free of UI data libraries.' },
            {
              group: ['monaco-editor', 'monaco-editor/*'],
              message: 'src/core must not touch the editor.',
            },
            {
              group: ['@google/genai/*'],
              message: 'Core may only import types from @google/genai.',
              allowTypeImports: true,
            },
            {
              group: ['node:*', 'fs', 'path', 'os', 'process', 'child_process', 'url'],
              message: 'src/core runs in browsers and workers: no Node built-ins.',
            },
            {
              regex: '(^|/)(ui|workers|cli|releases)(/|$)',
              message: 'src/core must not depend on the app.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'location',
          'process',
        ].map((name) => ({
          name,
          message: `src/core is DOM-free and environment-free: no \`${name}\`.`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage'].map((property) => ({
          object: 'globalThis',
          property,
          message: 'src/core is DOM-free.',
        })),
      ],
    },
  },
  {
    files: [
      'src/core/**/*.test.ts',
      'src/cli/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      'e2e/**/*.ts',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: [
      'src/ui/**/*.{ts,tsx}',
      'src/workers/**/*.ts',
      'src/main.ts',
      'src/start.tsx',
      'src/cli/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [coreOnlyThroughIndex] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.ts', 'src/start.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
