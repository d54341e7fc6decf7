// What each published package's tarball may hold: its build, its README, LICENSE and CHANGELOG.md,
// the emulator's reference docs (Riverty's answers with their sources)
// and package.json; never a test, a fixture, a test's source map, a build cache or a secret.
// The install test (integration-tests/install/packed-files.spec.js) and CI's publish dry-run
// (scripts/publish-dry-run.js) check every tarball's file list with it.
const path = require("node:path")
const { ROOT } = require("./paths")

/** The published packages, each with its folder, the folders its build writes and the reference docs it ships. */
const PUBLISHED = [
  { name: "riverty-client", folder: "packages/riverty-client", built: ["dist/"] },
  { name: "riverty-storefront", folder: "packages/riverty-storefront", built: ["dist/"] },
  { name: "riverty-emulator", folder: "packages/riverty-emulator", built: ["dist/", "bin/"], docs: ["docs/"] },
  { name: "medusa-payment-riverty", folder: "packages/medusa-payment-riverty", built: [".medusa/server/"] },
]

const REQUIRED = ["package.json", "README.md", "LICENSE", "CHANGELOG.md"]

const FORBIDDEN = [
  { pattern: /(^|\/)__tests__\//, why: "a test" },
  { pattern: /(^|\/)integration-tests\//, why: "a test" },
  { pattern: /\.(spec|test)\.[cm]?[jt]sx?(\.map)?$|\.(spec|test)\.d\.[cm]?ts$/, why: "a test" },
  { pattern: /(^|\/)(fixtures?|__fixtures__|__mocks__|test-utils)\//, why: "a fixture" },
  { pattern: /(^|\/)(\.env(\..*)?|\.npmrc|[^/]*secrets?[^/]*\.json|[^/]*\.(pem|key|p12|pfx))$/, why: "a secret" },
  { pattern: /(^|\/)\.cache\/|\.tsbuildinfo$/, why: "a build cache" },
]

/** The package's own entry points (main, types, bin, exports without a wildcard): files its build must write. */
function entryFiles(manifest) {
  const targets = new Set()
  const add = (value) => {
    if (typeof value === "string") {
      if (!value.includes("*")) targets.add(path.posix.normalize(value))
    } else if (value && typeof value === "object") {
      Object.values(value).forEach(add)
    }
  }
  add(manifest.main)
  add(manifest.types)
  add(manifest.bin)
  add(manifest.exports)
  return [...targets]
}

/**
 * What is wrong with a package's file list (paths relative to its folder, as `npm pack --json`
 * lists them): each problem as a sentence naming the file; none when it would publish cleanly.
 */
function problemsOf(pkg, files) {
  const manifest = require(path.join(ROOT, pkg.folder, "package.json"))
  const listed = new Set(files)
  const problems = []
  for (const file of REQUIRED) if (!listed.has(file)) problems.push(`${file} is missing`)
  for (const file of entryFiles(manifest)) if (!listed.has(file)) problems.push(`${file} (an entry point) is missing: is the package built?`)
  for (const file of files) {
    const forbidden = FORBIDDEN.find(({ pattern }) => pattern.test(file))
    if (forbidden) problems.push(`${file} is ${forbidden.why}`)
    else if (!REQUIRED.includes(file) && ![...pkg.built, ...(pkg.docs ?? [])].some((folder) => file.startsWith(folder))) problems.push(`${file} is not built output`)
  }
  return problems
}

module.exports = { PUBLISHED, REQUIRED, entryFiles, problemsOf }
