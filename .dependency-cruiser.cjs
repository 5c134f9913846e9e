/**
 * Dependency rules for src/ (run by `npm run deps`, part of `npm test`). The folder READMEs
 * (src/core, src/ui, src/workers, src/cli) say the same in words.
 * Every rule holds with no exceptions (there is no baseline of known violations).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules must not import each other, directly or through others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      severity: 'error',
      comment: 'src/core runs everywhere (page, workers, Node): it never imports the app.',
      from: { path: '^src/core/' },
      // The CLI release bundles reach core through its own port type; a test may read the manifest.
      to: {
        path: '^src/(ui|workers|cli)/|^src/releases/(?!manifest\\.json$)|^src/(main\\.ts|start\\.tsx)$',
      },
    },
    {
      name: 'workers-never-import-ui',
      severity: 'error',
      comment: 'A worker imports core only; the UI talks to it through its client.',
      from: { path: '^src/workers/' },
      to: { path: '^src/ui/|^src/(main\\.ts|start\\.tsx)$' },
    },
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment:
        'A UI feature never imports another feature: shared pieces go to src/ui/components/, ' +
        'composition to the app shell (src/ui/shell/).',
      from: { path: '^src/ui/features/([^/]+)/' },
      to: { path: '^src/ui/features/([^/]+)/', pathNot: '^src/ui/features/$1/' },
    },
    {
      name: 'shared-ui-never-imports-features',
      severity: 'error',
      comment:
        'Shared UI pieces (components, prompt, tokens, stores, ...) never import a feature or ' +
        'the shell: features build on them, not the other way round. Tests may render a ' +
        'shared piece together with the feature that shows it.',
      from: {
        path: '^src/ui/(?!features/|shell/|App\\.tsx$)',
        pathNot: '\\.test\\.tsx?$',
      },
      to: { path: '^src/ui/(features|shell)/' },
    },
    {
      name: 'ui-uses-worker-clients-only',
      severity: 'error',
      comment:
        'The UI reaches a worker only through src/workers/<name>/client.ts and protocol.ts, ' +
        'never its internals.',
      from: { path: '^src/ui/|^src/(main\\.ts|start\\.tsx)$' },
      to: {
        path: '^src/workers/',
        pathNot: '^src/workers/[^/]+/(client|protocol)\\.ts$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|src/releases/generated|conformance/node_modules)/' },
    // Type-only imports couple modules too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
