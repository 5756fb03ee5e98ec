/** Layering rules (ARCHITECTURE.md section 2, STYLE.md "Layers"), checked in CI. */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment: 'packages/shared is pure TypeScript: no node, no react, no server or web code; only the pure libraries of settlement money (decimal.js, and jsep to parse cost formulas).',
      severity: 'error',
      from: { path: '^packages/shared/src' },
      to: { pathNot: ['^packages/shared/src', '^node_modules/(decimal\\.js|jsep)/'], dependencyTypesNot: ['npm-dev'] },
    },
    {
      name: 'domain-imports-no-framework',
      comment: 'Domain rules and state machines are pure functions.',
      severity: 'error',
      from: { path: '/domain/' },
      to: { path: ['node_modules/(fastify|drizzle-orm|pg|@electric-sql|ioredis|react|antd)', '^apps/server/src/(db|http|platform)/'] },
    },
    {
      name: 'modules-through-index',
      comment: 'A module reaches another module only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/([^/]+)/', pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'platform-uses-modules-through-index',
      severity: 'error',
      from: { path: '^apps/server/src/(platform|http|workflows)/' },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: ['^apps/server/src/modules/[^/]+/index\\.ts$', '\\.table\\.ts$'] },
    },
    {
      name: 'web-and-server-apart',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    { name: 'no-circular', severity: 'error', from: { path: '^apps/server/src/modules' }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // swc's parser here reads no JSX: .tsx files are skipped, and biome's noRestrictedImports keeps them off the server.
    exclude: { path: ['dist', '\\.tmp', '\\.tsx$'] },
    tsPreCompilationDeps: true,
    // TypeScript 7 has no JavaScript API; swc parses the sources instead.
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js'] },
  },
};
