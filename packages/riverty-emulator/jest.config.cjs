// `npm test -w riverty-emulator`, and the root's `npm test` (its riverty-emulator stage).
const { common } = require("../../jest.base.js")

module.exports = {
  ...common,
  rootDir: __dirname,
  displayName: "riverty-emulator",
  testMatch: ["<rootDir>/src/**/__tests__/**/*.unit.spec.ts"],
}
