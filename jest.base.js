// What every jest project of the repository shares (the root's layers and each package's own
// config): TypeScript and TSX through swc, and `./x.js` specifiers (ES module sources) found as `./x.ts`.
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
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  // .stryker-tmp: a mutation run's sandbox, a second copy of the package beside it.
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/", "<rootDir>/.cache/", "<rootDir>/.stryker-tmp/"],
}

module.exports = { common }
