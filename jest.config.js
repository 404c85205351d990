/** One jest run for the whole workspace: unit specs and integration specs against real services. */
const swc = ["@swc/jest", { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } }];

module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/packages", "<rootDir>/services", "<rootDir>/emulators"],
  testMatch: ["**/*.spec.ts"],
  transform: { "^.+\\.ts$": swc },
  moduleFileExtensions: ["ts", "js", "json"],
  testTimeout: 30000,
  maxWorkers: 2,
};
