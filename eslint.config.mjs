import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // A static export has no image optimizer; pictures are plain <img> elements
      // with explicit sizes and lazy loading.
      '@next/next/no-img-element': 'off',
      // Leaving fields out of an object by destructuring them away is the point, not a mistake.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
      // A function or component longer than this is two.
      'max-lines-per-function': ['error', { max: 100 }],
    },
  },
  {
    // Tests group their cases in describe() blocks, which are not functions a reader has to hold at once.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  globalIgnores(['.next/**', '.next-base/**', '.catalogue/**', 'bench-results/**', 'out/**', '.build-previous/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'coverage/**',
    // Put there from node_modules by scripts/editor-bundle.mts.
    'public/admin/sveltia-cms.js',
    'public/admin/jsquash/**',
  ]),
]);
