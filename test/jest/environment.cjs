'use strict';
/**
 * Jest's node environment, with mupdf loaded beforehand. mupdf is an ES module with a
 * top-level `await` (it instantiates its WebAssembly), which no transform to CommonJS can
 * express, so Node's own ES module loader loads it here (once per worker: Node caches it)
 * and test/jest/mupdf.cjs hands it to the code under test.
 * mupdf's typed arrays (page pixels) then come from Node's realm: like Jest already does for
 * Uint8Array and ArrayBuffer, the tests see Node's typed-array classes, so checks such as
 * sharp's `input.constructor === Uint8ClampedArray` hold.
 */
const { TestEnvironment } = require('jest-environment-node');

const TYPED_ARRAYS = [
  'Int8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
  'DataView',
];

class ShopTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of TYPED_ARRAYS) this.global[name] = globalThis[name];
  }

  async setup() {
    await super.setup();
    this.global.__mupdf = await import('mupdf');
  }
}

module.exports = ShopTestEnvironment;
