/** One jest run for the whole workspace: unit specs and integration specs against real services. */
const swc = (syntax) => ["@swc/jest", { jsc: { parser: { syntax }, target: "es2022" }, module: { type: "commonjs" } }];

// ESM-only dependencies that jest (CommonJS) must compile; Node itself loads them via require(esm).
// csv-parse: the panel imports its browser ESM build (csv-parse/browser/esm/sync); json-schema-ref-parser: openapi-backend (the BCB API conformance spec).
const ESM_DEPS = ["jose", "csv-parse", "@apidevtools\\+json-schema-ref-parser"];

module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/packages", "<rootDir>/services", "<rootDir>/emulators", "<rootDir>/deploy", "<rootDir>/scripts", "<rootDir>/bench"],
  testMatch: ["**/*.spec.ts"],
  transform: { "^.+\\.ts$": swc("typescript"), "^.+\\.m?js$": swc("ecmascript") },
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_DEPS.join("|")})@)`],
  moduleFileExtensions: ["ts", "js", "mjs", "json"],
  // Also every hook's bound: a stack's start or close on the loaded 2-core CI machine took over 30 s.
  testTimeout: 60000,
  maxWorkers: 2,
  // One migrated template database per service and run; each test file's databases are copies of it.
  globalSetup: "<rootDir>/packages/testing/src/jest-global-setup.ts",
  globalTeardown: "<rootDir>/packages/testing/src/jest-global-teardown.ts",
};
