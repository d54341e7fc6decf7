// `npm test -w riverty-client`, and the root's `npm test` (its riverty-client stage).
const { common } = require("../../jest.base.js")

module.exports = {
  ...common,
  rootDir: __dirname,
  displayName: "riverty-client",
  testMatch: ["<rootDir>/src/**/__tests__/**/*.unit.spec.ts"],
}
