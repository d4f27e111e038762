/**
 * Jest runs in native ESM mode (NestJS 12 ships ES modules only), so every script runs
 * it as `node --experimental-vm-modules node_modules/jest/bin/jest.js`.
 * Projects: `unit` (specs beside the code) and `e2e` (API over HTTP on a fresh SQLite file).
 */
const tsJest = [
  'ts-jest',
  { useESM: true, tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: { warnOnly: false } },
];
const common = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': tsJest },
  testEnvironment: 'node',
  setupFiles: ['reflect-metadata'],
};

export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/api/**/*.spec.ts', '<rootDir>/shared/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
    },
  ],
  testTimeout: 60000,
};
