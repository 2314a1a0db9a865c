// Lint: typescript-eslint strict (type-aware), React hooks, and the project's layer boundaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import hoshi from './tools/eslint/importBoundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'dev-dist', 'data', 'coverage', 'node_modules', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { hoshi },
    rules: {
      'hoshi/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['server/**', 'tools/**', 'tests/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
