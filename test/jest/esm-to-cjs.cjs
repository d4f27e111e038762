'use strict';
/**
 * Jest transformer for the packages under node_modules that ship ES modules only (the list
 * is jest.config.js's transformIgnorePatterns): TypeScript's transpiler rewrites their
 * import/export to CommonJS. ts-jest has such a path for node_modules too, but without its
 * AST transformers, so `import.meta` (e.g. in @nestjs/common) would stay a syntax error.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const ts = require('typescript');
const { importMetaTransformer } = require('./import-meta.cjs');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  allowJs: true,
  esModuleInterop: true,
  sourceMap: true,
  inlineSources: true,
};
const salt = createHash('sha256')
  .update(ts.version)
  .update(readFileSync(__filename))
  .update(readFileSync(require.resolve('./import-meta.cjs')))
  .digest('hex');

module.exports = {
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256').update(salt).update(sourcePath).update(sourceText).digest('hex');
  },
  process(sourceText, sourcePath) {
    const out = ts.transpileModule(sourceText, {
      // A .mjs name would make TypeScript keep the ES module syntax.
      fileName: sourcePath.replace(/\.mjs$/, '.js'),
      compilerOptions,
      transformers: { before: [importMetaTransformer(ts)] },
    });
    return { code: out.outputText, map: out.sourceMapText };
  },
};
