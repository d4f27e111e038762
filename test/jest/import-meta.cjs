'use strict';
/**
 * The tests run as CommonJS, where `import.meta` is a syntax error: this TypeScript transform
 * turns it into `{ url, filename, dirname }` of the file (what Node's ES module loader gives).
 * It also drops an ES module's own top-level `require`, `__filename`, `__dirname` (`const
 * require = createRequire(import.meta.url)` and the like): the CommonJS wrapper already
 * declares them, with the same meaning, and a second declaration is a syntax error.
 * Used by ts-jest for our sources (astTransformers) and by esm-to-cjs.cjs for node_modules.
 */
const WRAPPER_NAMES = new Set(['require', 'module', 'exports', '__filename', '__dirname']);

function importMetaTransformer(ts) {
  const f = ts.factory;
  const importMeta = () => {
    const fileUrl = f.createPropertyAccessExpression(
      f.createCallExpression(
        f.createPropertyAccessExpression(
          f.createCallExpression(f.createIdentifier('require'), undefined, [f.createStringLiteral('node:url')]),
          'pathToFileURL',
        ),
        undefined,
        [f.createIdentifier('__filename')],
      ),
      'href',
    );
    return f.createParenthesizedExpression(
      f.createObjectLiteralExpression([
        f.createPropertyAssignment('url', fileUrl),
        f.createPropertyAssignment('filename', f.createIdentifier('__filename')),
        f.createPropertyAssignment('dirname', f.createIdentifier('__dirname')),
      ]),
    );
  };
  return (ctx) => (sourceFile) => {
    const visit = (node) =>
      ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword ? importMeta() : ts.visitEachChild(node, visit, ctx);
    const redeclaresWrapperName = (stmt) =>
      ts.isVariableStatement(stmt) &&
      stmt.declarationList.declarations.every((d) => ts.isIdentifier(d.name) && WRAPPER_NAMES.has(d.name.text));
    const kept = ts.factory.updateSourceFile(
      sourceFile,
      sourceFile.statements.filter((stmt) => !redeclaresWrapperName(stmt)),
    );
    return ts.visitNode(kept, visit);
  };
}

exports.importMetaTransformer = importMetaTransformer;
// ts-jest astTransformer interface; `version` is part of Jest's cache key: bump it on change.
exports.name = 'import-meta-to-commonjs';
exports.version = 2;
exports.factory = ({ configSet }) => importMetaTransformer(configSet.compilerModule);
