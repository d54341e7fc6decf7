import fs from "node:fs"
import path from "node:path"

// The README is the front door: it links every doc and each package's README (its size is held
// in reference-docs.unit.spec.ts), and every package's `engines` says the same, tested, Node versions.
// The repository's root (this file is packages/medusa-payment-riverty/src/__tests__).
const root = path.resolve(__dirname, "../../../..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const packageJsons = ["package.json", ...fs.readdirSync(path.join(root, "packages")).map((name) => `packages/${name}/package.json`)].filter((file) =>
  fs.existsSync(path.join(root, file)),
)

describe("the README as the front door", () => {
  const readme = read("README.md")
  const links = new Set([...readme.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((match) => match[1].replace(/^\.\//, "")))

  it("links every doc and each package's README, and every relative link exists", () => {
    const docs = fs.readdirSync(path.join(root, "docs")).filter((file) => file.endsWith(".md")).map((file) => `docs/${file}`)
    const readmes = packageJsons.filter((file) => file !== "package.json").map((file) => file.replace(/package\.json$/, "README.md"))
    expect([...docs, ...readmes].filter((file) => !links.has(file))).toEqual([])
    expect([...links].filter((link) => !/^[a-z]+:/.test(link) && !fs.existsSync(path.join(root, link)))).toEqual([])
  })
})

describe("engines", () => {
  it("is the same in every package, and the Node 22 that npm test runs on satisfies it and Medusa 2.22 (22.15+)", () => {
    const engines = packageJsons.map((file) => [file, (JSON.parse(read(file)) as { engines?: { node?: string } }).engines?.node])
    expect(engines).toEqual(packageJsons.map((file) => [file, "^20.19.0 || >=22.12.0"]))
    const node22 = (JSON.parse(read("package.json")) as { devDependencies: Record<string, string> }).devDependencies.node
    const [major, minor] = node22.split(".").map(Number)
    expect(node22).toMatch(/^22\.\d+\.\d+$/) // pinned: the stages name one version
    expect(major === 22 && minor >= 15).toBe(true)
  })
})
