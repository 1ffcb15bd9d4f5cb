// ESLint with typescript-eslint's strict type-checked rules over the TypeScript sources and tests, and
// ESLint's recommended rules over the build and test scripts. `npm run lint`; CI runs it (.github/workflows/ci.yml).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'dist/', 'node_modules/', 'src/generated/', 'test/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    // Type information from tsconfig.json (noUncheckedIndexedAccess is on, so a bounds-checked `arr[i]!` is needed).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Template literals with numbers are this code base's way of writing messages.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // With noUncheckedIndexedAccess every index is `T | undefined`; after a bounds check (a loop over indices, a length
      // test, a regex group the pattern always captures) `arr[i]!` is the idiom, and an explicit throw for each would be
      // noise. `!` stays for what the code has just checked; the compiler still checks everything else.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-invalid-void-type': ['error', { allowAsThisParameter: true }],
      // node:test's test() and describe() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['test', 'it', 'describe', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
