import { esmPackageNames } from './test/jest/esm-packages.js';

/**
 * The tests run as CommonJS (plain `jest`, no `--experimental-vm-modules`): ts-jest compiles
 * our TypeScript to CommonJS, and the packages that ship ES modules only (Nest 12 itself,
 * file-type, ...) are compiled to CommonJS too, so that a CommonJS library (a Nest module
 * published as CommonJS) can require() them and shares their one copy with our code. Native
 * ES-module mode cannot do this before Node 24.9 (require() of an ES module throws).
 * pdf.js, which the tests use to read PDFs, runs in a child process (test/helpers/pdf-text.ts).
 * Projects: `unit` (specs beside the code) and `e2e` (API over HTTP on a fresh SQLite file).
 */
const tsJest = [
  'ts-jest',
  {
    tsconfig: '<rootDir>/tsconfig.jest.json',
    diagnostics: { warnOnly: false },
    astTransformers: { before: ['<rootDir>/test/jest/import-meta.cjs'] },
  },
];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const esm = esmPackageNames(new URL('./node_modules', import.meta.url).pathname);

const common = {
  rootDir: '.',
  // Our imports name the compiled file (`./x.js`); Jest resolves the source beside it.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // file-type 21 (the line that supports Node 20) exports its Node entry for `import` only.
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
  },
  transform: { '^.+\\.ts$': tsJest, '^.+\\.m?js$': '<rootDir>/test/jest/esm-to-cjs.cjs' },
  // Left as they are: files whose innermost package under node_modules is not an ES module,
  // and our own .js (CommonJS test fixtures; our sources are TypeScript).
  transformIgnorePatterns: [`/node_modules/(?!.*/node_modules/)(?!(?:${esm.map(escape).join('|')})/)`, '^(?!.*/node_modules/).*\\.js$'],
  testEnvironment: 'node',
  setupFiles: ['reflect-metadata'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/api/**/*.spec.ts', '<rootDir>/shared/**/*.spec.ts', '<rootDir>/test/jest/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
    },
  ],
  testTimeout: 60000,
};
