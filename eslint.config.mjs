// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      '.generated/',
      'node_modules/',
      'docs/',
      'test-results/',
      'playwright-report/',
      'bench/tmp/',
      'bench/.default-site/',
      'bench/.scale-site/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    settings: {react: {version: '19'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Imports flow one way: tests and scripts may use the site's code, never the reverse, and the site's
  // code and build scripts never depend on test code.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/tests/**', '**/scripts/**', '@site/tests/**', '@site/scripts/**'],
              message: 'src/ must not import from tests/ or scripts/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', '*.ts'],
    ignores: ['playwright.config.ts', 'vitest*.config.mts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{group: ['**/tests/**'], message: 'scripts/ and the site config must not import from tests/.'}]},
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {globals: {...globals.node}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
