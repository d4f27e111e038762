/**
 * Import boundaries (DESIGN §1, §4), checked by `npm run lint`:
 *  - no cycles between files, nor between API modules (scripts/lint-boundaries.mjs);
 *  - an API module uses another only through its public files (module, service, errors,
 *    guards, DTOs and the few pure helpers listed below), never its entities or stores
 *    (type-only imports of an entity are allowed: services return them);
 *  - api/common imports no feature; shared/ imports nothing but shared/;
 *  - the web imports shared/ but never the API; a web feature never imports another
 *    feature; web components and lib import no feature.
 */
const INFRA = '(common|config|database|storage)';
/** Files of a module other modules may import. */
const PUBLIC_FILE = [
  '(\\.module|\\.service|\\.errors|\\.guard|\\.decorator)\\.ts$',
  '/dto/',
  // Pure helpers a module exports on purpose.
  '^api/session/current-user\\.ts$',
  '^api/session/(session-auth|session\\.middleware|session-cookie|session-orders)\\.ts$',
  '^api/uploads/upload-address\\.ts$',
  '^api/guides/pdf-layout\\.ts$',
  '^api/mail/email-layout\\.ts$',
  // A leaf module of pure functions (signed download links).
  '^api/download-links/',
].join('|');

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle between files: move the shared part into a leaf file. (TypeORM entities refer to each other in relations.)',
      from: { pathNot: '\\.entity\\.ts$' },
      to: { circular: true },
    },
    {
      name: 'common-imports-no-feature',
      severity: 'error',
      from: { path: '^api/common/' },
      to: { path: `^api/(?!${INFRA}/)[^/]+/` },
    },
    {
      name: 'no-other-module-internals',
      severity: 'error',
      comment: "Use the other module's exported service (or its DTOs, errors, guards).",
      from: { path: '^api/([^/]+)/', pathNot: '\\.(spec|test-helpers)\\.ts$' },
      to: { path: `^api/(?!$1/)(?!${INFRA}/)[^/]+/`, pathNot: PUBLIC_FILE, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-other-module-entities',
      severity: 'error',
      comment: "Another module's table is read through its service.",
      from: { path: '^api/([^/]+)/', pathNot: '\\.(spec|test-helpers)\\.ts$' },
      to: { path: '^api/(?!$1/)[^/]+/.*\\.(entity|store)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-is-pure',
      severity: 'error',
      comment: 'shared/ is imported by the browser and Node: no Node, Nest or browser modules.',
      from: { path: '^shared/' },
      to: { pathNot: '^shared/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(api|test|scripts)/' },
    },
    {
      name: 'web-feature-isolation',
      severity: 'error',
      comment: 'Share through web/src/components or web/src/lib, not another feature.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/(?!$1/)' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      severity: 'error',
      from: { path: '^web/src/(components|lib|theme)/' },
      to: { path: '^web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    // The web's path aliases (web/tsconfig.json), so its imports of shared/ are followed.
    tsConfig: { fileName: 'tsconfig.lint.json' },
  },
};
