// `npm test -w riverty-storefront`, and the root's `npm test` (its riverty-storefront stage).
const { common } = require("../../jest.base.js")

module.exports = {
  ...common,
  rootDir: __dirname,
  displayName: "riverty-storefront",
  testMatch: ["<rootDir>/src/**/__tests__/**/*.unit.spec.ts"],
}
