/** One jest run for the whole workspace: unit specs and integration specs against real services. */
const swc = (syntax) => ["@swc/jest", { jsc: { parser: { syntax }, target: "es2022" }, module: { type: "commonjs" } }];

// ESM-only dependencies that jest (CommonJS) must compile; Node itself loads them via require(esm).
const ESM_DEPS = ["jose"];

module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/packages", "<rootDir>/services", "<rootDir>/emulators", "<rootDir>/deploy", "<rootDir>/scripts"],
  testMatch: ["**/*.spec.ts"],
  transform: { "^.+\\.ts$": swc("typescript"), "^.+\\.m?js$": swc("ecmascript") },
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_DEPS.join("|")})@)`],
  moduleFileExtensions: ["ts", "js", "mjs", "json"],
  testTimeout: 30000,
  maxWorkers: 2,
};
