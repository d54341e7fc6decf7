// The plugin's jest config, a project per test layer, so `npm test` (scripts/test-all.js, run from
// this folder) can run them in order and CI can read one JSON result per layer.
const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

const path = require("node:path")
const base = require("../../jest.base.js")

const PACKAGES = path.resolve(__dirname, "..")

// The plugin's tests run the workspace packages from their sources, not from their dist/ builds:
// no build step between an edit and a test, and mutation runs see the mutated source.
const common = {
  ...base.common,
  moduleNameMapper: {
    // Absolute, so the mutation configs (rootDir at the repository's root) map them the same way.
    "^riverty-storefront$": `${PACKAGES}/riverty-storefront/src/index.ts`,
    "^riverty-storefront/messages$": `${PACKAGES}/riverty-storefront/src/messages/index.ts`,
    "^riverty-client$": `${PACKAGES}/riverty-client/src/index.ts`,
    "^riverty-client/(.*)$": `${PACKAGES}/riverty-client/src/$1`,
    "^riverty-emulator$": `${PACKAGES}/riverty-emulator/src/index.ts`,
    "^riverty-emulator/(.*)$": `${PACKAGES}/riverty-emulator/src/$1`,
    ...base.common.moduleNameMapper,
  },
}

// The Medusa-app layers (http, reliability) migrate once per run; each file's database is a copy
// (integration-tests/migrated-template.js).
const migratedTemplate = {
  globalSetup: "<rootDir>/integration-tests/global-setup.js",
  globalTeardown: "<rootDir>/integration-tests/global-teardown.js",
}

// The Medusa-app layers load Medusa's import() calls through require() (integration-tests/import-as-require.js),
// so they run without --experimental-vm-modules.
const medusaApp = {
  transform: { "/node_modules/@medusajs/.+\\.js$": "<rootDir>/integration-tests/import-as-require.js", ...common.transform },
  transformIgnorePatterns: ["/node_modules/(?!@medusajs/)"],
}

module.exports = {
  // Global (jest reads it outside projects only): long Medusa-app files first, see the file.
  testSequencer: "<rootDir>/integration-tests/longest-first-sequencer.js",
  projects: [
    // The workspace packages' own configs (`npm test -w <package>` runs the same).
    "<rootDir>/../riverty-client/jest.config.cjs",
    "<rootDir>/../riverty-emulator/jest.config.cjs",
    "<rootDir>/../riverty-storefront/jest.config.cjs",
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
      // Medusa's admin gives the extensions an i18next instance; the tests give them one in English.
      setupFiles: ["<rootDir>/src/admin/i18n/__tests__/setup.ts"],
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
      ...medusaApp,
    },
    {
      ...common,
      displayName: "http",
      testMatch: ["<rootDir>/integration-tests/http/**/*.spec.[jt]s"],
      setupFiles: ["<rootDir>/integration-tests/setup.js"],
      ...migratedTemplate,
      ...medusaApp,
    },
    {
      // Faults, concurrency, malformed input and crashes against real Medusa servers and the emulator.
      ...common,
      displayName: "reliability",
      testMatch: ["<rootDir>/integration-tests/reliability/**/*.spec.[jt]s"],
      setupFiles: ["<rootDir>/integration-tests/setup.js"],
      ...migratedTemplate,
      ...medusaApp,
    },
    {
      ...common,
      displayName: "install",
      testMatch: ["<rootDir>/integration-tests/install/**/*.spec.[jt]s"],
      globalSetup: "<rootDir>/integration-tests/install/build-packages.js",
    },
    {
      // The development store's real admin in Chromium (playwright-core), against the emulator.
      ...common,
      displayName: "browser",
      testMatch: ["<rootDir>/integration-tests/browser/**/*.spec.[jt]s"],
    },
  ],
}
