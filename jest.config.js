// One jest config with a project per test layer, so `npm test` can run them in order and
// CI can read one JSON result per layer.
const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", decorators: true, tsx: true },
      transform: { react: { runtime: "automatic" } },
    },
  },
]

const common = {
  transform: { "^.+\\.[jt]sx?$": swc },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "tsx", "json"],
  // .stryker-tmp: a mutation run's sandbox, a second copy of the package beside it.
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/", "<rootDir>/.cache/", "<rootDir>/.stryker-tmp/"],
}

module.exports = {
  projects: [
    {
      ...common,
      displayName: "unit",
      testMatch: ["<rootDir>/src/**/__tests__/**/*.unit.spec.[jt]s"],
    },
    {
      // Admin widget components in a browser-like DOM, the SDK stubbed (no network).
      ...common,
      displayName: "admin",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/src/admin/**/__tests__/**/*.unit.spec.tsx"],
    },
    {
      ...common,
      displayName: "emulator",
      testMatch: ["<rootDir>/integration-tests/emulator/**/*.spec.[jt]s"],
    },
    {
      ...common,
      displayName: "modules",
      testMatch: ["<rootDir>/integration-tests/modules/**/*.spec.[jt]s"],
      setupFiles: ["<rootDir>/integration-tests/setup.js"],
    },
    {
      ...common,
      displayName: "http",
      testMatch: ["<rootDir>/integration-tests/http/**/*.spec.[jt]s"],
      setupFiles: ["<rootDir>/integration-tests/setup.js"],
    },
    {
      // Faults, concurrency, malformed input and crashes against real Medusa servers and the emulator.
      ...common,
      displayName: "reliability",
      testMatch: ["<rootDir>/integration-tests/reliability/**/*.spec.[jt]s"],
      setupFiles: ["<rootDir>/integration-tests/setup.js"],
    },
    {
      ...common,
      displayName: "install",
      testMatch: ["<rootDir>/integration-tests/install/**/*.spec.[jt]s"],
    },
    {
      // The development store's real admin in Chromium (playwright-core), against the emulator.
      ...common,
      displayName: "browser",
      testMatch: ["<rootDir>/integration-tests/browser/**/*.spec.[jt]s"],
    },
  ],
}
