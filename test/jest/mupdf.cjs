'use strict';
// `mupdf` for the tests: the module test/jest/environment.cjs loaded with Node's ESM loader.
if (!globalThis.__mupdf) throw new Error('mupdf was not preloaded: run the tests with testEnvironment test/jest/environment.cjs');
module.exports = globalThis.__mupdf;
