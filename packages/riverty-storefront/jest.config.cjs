// `npm test -w riverty-storefront`, and the root's `npm test` (its riverty-storefront stage).
const { common } = require("../../jest.base.js")

module.exports = {
  ...common,
  rootDir: __dirname,
  displayName: "riverty-storefront",
  // Component tests (.tsx) declare `@jest-environment jsdom` in their docblock; the rest run in node.
  testMatch: ["<rootDir>/src/**/__tests__/**/*.unit.spec.ts", "<rootDir>/src/**/__tests__/**/*.unit.spec.tsx"],
}
