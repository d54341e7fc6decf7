// The unit layer as flat jest configs for StrykerJS (its jest runner takes one project), one per
// group of mutated code, each with only the tests written for that code. On a shared 2-core
// machine a mutant that is run against every test that happens to import the cents rule (the
// emulator's, the transport's) takes minutes; the tests of the code itself decide it in seconds.
const path = require("node:path")
const { projects } = require("../packages/medusa-payment-riverty/jest.config")

const unit = projects.find((project) => project.displayName === "unit")

const GROUPS = {
  // the plugin's riverty-order, the client's normalise/ and signatures.ts, the inbox's duplicate check
  money: [
    "packages/medusa-payment-riverty/src/riverty-order/__tests__/*.unit.spec.ts",
    "packages/riverty-client/src/__tests__/{amounts,normalise,http-url,signature}*.unit.spec.ts",
    "packages/medusa-payment-riverty/src/modules/riverty/__tests__/inbox-*.unit.spec.ts",
  ],
  // the plugin's providers/riverty/operations, and the authorize before complete-cart
  operations: [
    "packages/medusa-payment-riverty/src/providers/riverty/operations/__tests__/*.unit.spec.ts",
    "packages/medusa-payment-riverty/src/providers/riverty/__tests__/*.unit.spec.ts",
    "packages/medusa-payment-riverty/src/workflows/checkout/__tests__/*.unit.spec.ts",
  ],
}

const group = process.env.MUTATION_GROUP ?? "money"
if (!GROUPS[group]) {
  console.error(`MUTATION_GROUP must be one of ${Object.keys(GROUPS).join(", ")}`)
  process.exit(2)
}

module.exports = {
  ...unit,
  rootDir: path.resolve(__dirname, ".."),
  roots: ["<rootDir>/packages/medusa-payment-riverty/src", "<rootDir>/packages/riverty-client/src", "<rootDir>/packages/riverty-emulator/src", "<rootDir>/packages/riverty-storefront/src"],
  testMatch: GROUPS[group].map((glob) => `<rootDir>/${glob}`),
  // No unit test of either group needs more than 1.7 s (the slowest wait out a retry back-off). A
  // mutant that leaves a test waiting forever then fails that test in 2.5 s inside the same jest
  // process, instead of every covering test waiting jest's 5 s until Stryker's own timeout kills
  // and restarts the worker (most mutants of operations/ did that: 44 of the first 59).
  testTimeout: 2500,
  // Under Stryker, a mutant's run loads only the files whose tests cover it (covering-files-*.js).
  testEnvironment: path.join(__dirname, "covering-files-environment.js"),
  filter: path.join(__dirname, "covering-files-filter.js"),
}
