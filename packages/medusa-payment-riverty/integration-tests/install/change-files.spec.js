// CI's change-file check (scripts/check-changesets.js) in a scratch git repository: a published
// package's source change needs a change file naming it; docs only warn; tests need none.
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const { execFileSync } = require("node:child_process")
const { check, packagesNamedIn } = require("../../../../scripts/check-changesets")

const GIT_ENV = { GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com" }

describe("the change-file check", () => {
  let root

  const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8", env: { ...process.env, ...GIT_ENV }, stdio: ["ignore", "pipe", "pipe"] })
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  const commit = (files) => {
    for (const [file, text] of Object.entries(files)) write(file, text)
    git("add", "-A")
    git("commit", "-qm", "change")
  }
  const changeFile = (name, packages) => `---\n${packages.map((p) => `"${p}": patch`).join("\n")}\n---\n\nWhat changed.\n`

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "riverty-change-files-"))
    git("init", "-q", "-b", "main")
    commit({
      "packages/riverty-client/src/index.ts": "export const a = 1\n",
      "packages/riverty-client/README.md": "# riverty-client\n",
      "packages/riverty-emulator/src/index.ts": "export const b = 1\n",
    })
    git("switch", "-q", "-c", "work")
  })

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("fails a branch that changed a package's source without a change file naming it", () => {
    commit({ "packages/riverty-client/src/index.ts": "export const a = 2\n", ".changeset/other.md": changeFile("other", ["riverty-emulator"]) })
    const { errors, notes } = check({ root })
    expect(notes[0]).toContain("since the merge base with main")
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain("riverty-client's source changed (src/index.ts) without a change file naming it")
  })

  it("passes a source change whose change file names the package", () => {
    commit({ "packages/riverty-client/src/index.ts": "export const a = 2\n", ".changeset/brave-fox.md": changeFile("x", ["riverty-client"]) })
    expect(check({ root }).errors).toEqual([])
  })

  it("only warns on a change to a package's docs, and says nothing of its tests", () => {
    commit({ "packages/riverty-client/README.md": "# riverty-client\n\nMore.\n", "packages/riverty-emulator/src/__tests__/b.unit.spec.ts": "test\n" })
    const { errors, notes } = check({ root })
    expect(errors).toEqual([])
    expect(notes.filter((note) => note.includes("warning"))).toEqual([expect.stringContaining("riverty-client's docs changed (README.md) without a change file")])
  })

  it("passes a release commit: the change files consumed into CHANGELOG.md", () => {
    commit({ "packages/riverty-client/package.json": '{ "version": "0.1.1" }\n', "packages/riverty-client/CHANGELOG.md": "# riverty-client\n\n## 0.1.1\n" })
    expect(check({ root }).errors).toEqual([])
  })

  it("on main, compares with the previous commit: a merged branch without a change file fails", () => {
    commit({ "packages/riverty-emulator/src/index.ts": "export const b = 2\n" })
    git("switch", "-q", "main")
    git("merge", "-q", "--no-ff", "-m", "merge", "work")
    const { errors, notes } = check({ root })
    expect(notes[0]).toContain("since the previous commit")
    expect(errors).toEqual([expect.stringContaining("riverty-emulator's source changed (src/index.ts)")])
  })

  it("reads the packages a change file names from its front matter", () => {
    write(".changeset/a.md", "---\n\"riverty-client\": minor\nriverty-emulator: patch\n---\n\nriverty-storefront: patch\n")
    expect(packagesNamedIn(path.join(root, ".changeset/a.md"))).toEqual(["riverty-client", "riverty-emulator"])
  })
})
