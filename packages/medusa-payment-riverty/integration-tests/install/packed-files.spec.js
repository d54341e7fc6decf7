// Each published package's tarball as `npm pack` lists it: its build, README, LICENSE,
// CHANGELOG.md and package.json, and no test, fixture, test source map, build cache or secret
// (the rule: scripts/lib/published-files.js). The layer's globalSetup builds the packages.
const { spawnSync } = require("node:child_process")
const { PUBLISHED, problemsOf } = require("../../../../scripts/lib/published-files")
const { ROOT } = require("../../../../scripts/lib/paths")

jest.setTimeout(5 * 60 * 1000)

/** The files `npm pack --dry-run` of a workspace package lists, relative to its folder. */
function packedFiles(name) {
  const result = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts", "-w", name], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
  })
  if (result.status !== 0) throw new Error(`npm pack --dry-run -w ${name} failed (${result.status}):\n${result.stderr}`)
  const [packed] = JSON.parse(result.stdout)
  return packed.files.map((file) => file.path)
}

describe.each(PUBLISHED)("the $name tarball", (pkg) => {
  let files

  beforeAll(() => {
    files = packedFiles(pkg.name)
  })

  it("holds its build, README, LICENSE, CHANGELOG.md and package.json, nothing else", () => {
    expect(files).toEqual(expect.arrayContaining(["package.json", "README.md", "LICENSE", "CHANGELOG.md"]))
    expect(files.some((file) => pkg.built.some((folder) => file.startsWith(folder)))).toBe(true)
    expect(problemsOf(pkg, files)).toEqual([])
  })
})

describe("the rule the tarballs are checked with", () => {
  const client = PUBLISHED.find((pkg) => pkg.name === "riverty-client")
  const clean = ["package.json", "README.md", "LICENSE", "CHANGELOG.md", "dist/index.js", "dist/index.d.ts", "dist/schemas/index.js", "dist/schemas/index.d.ts", "dist/normalise/index.js", "dist/normalise/index.d.ts", "dist/normalise/amounts.js", "dist/normalise/amounts.d.ts", "dist/signatures.js", "dist/signatures.d.ts", "dist/published-secrets.js", "dist/published-secrets.d.ts", "dist/module/index.js", "dist/module/schemas/index.js", "dist/module/normalise/index.js", "dist/module/normalise/amounts.js", "dist/module/signatures.js", "dist/module/published-secrets.js"]

  it("passes a list of built files with the four required ones", () => {
    expect(problemsOf(client, clean)).toEqual([])
  })

  it.each([
    ["dist/__tests__/cents.unit.spec.js", "a test"],
    ["dist/cents.unit.spec.js.map", "a test"],
    ["dist/fixtures/order.json", "a fixture"],
    ["dist/.env", "a secret"],
    ["dist/dev-secrets.json", "a secret"],
    ["dist/tsconfig.tsbuildinfo", "a build cache"],
  ])("refuses %s as %s", (file, why) => {
    expect(problemsOf(client, [...clean, file])).toEqual([`${file} is ${why}`])
  })

  it("refuses source outside the build and a missing LICENSE, CHANGELOG.md or entry point", () => {
    const without = clean.filter((file) => !["LICENSE", "CHANGELOG.md", "dist/signatures.js"].includes(file))
    expect(problemsOf(client, [...without, "src/index.ts"])).toEqual([
      "LICENSE is missing",
      "CHANGELOG.md is missing",
      "dist/signatures.js (an entry point) is missing: is the package built?",
      "src/index.ts is not built output",
    ])
  })
})
