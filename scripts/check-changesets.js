#!/usr/bin/env node
// Every change to a published package's source comes with a change file (.changeset/*.md naming
// the package), so the next `npm run release:version` bumps it and writes its changelog.
// Compared: the committed changes since the merge base with main (a branch: all of its commits),
// or, on main itself (CI's clean clone after a merge), since the previous commit (HEAD^: a merge
// commit's first parent, so the whole merged branch). CHANGESET_BASE=<commit> sets the base.
// A package counts as covered when a change file added or edited in the range names it, or when
// its CHANGELOG.md changed (a release consumed its change files). Uncovered source changes fail;
// uncovered changes to its docs (*.md) only warn; tests and the development store need none.
// With --record the outcome counts in CI's summary line (see lib/record-stage.js).
const { execFileSync } = require("node:child_process")
const fs = require("node:fs")
const path = require("node:path")
const { PUBLISHED } = require("./lib/published-files")
const { recordStage } = require("./lib/record-stage")
const { ROOT } = require("./lib/paths")

// In a package's folder, files that never reach its tarball or change its build.
const DEVELOPMENT_ONLY = [/(^|\/)__tests__\//, /^integration-tests\//, /\.(spec|test)\.[cm]?[jt]sx?$/, /^jest\.config\.[cm]?js$/, /^tsconfig\.test\.json$/, /^medusa-config\.ts$/]
const DOCS = /\.md$/

function git(root, ...args) {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
  } catch {
    return null
  }
}

/** The commit to compare HEAD with, and how it was chosen; null when there is none. */
function baseOf(root, given) {
  if (given) return { commit: given, how: "CHANGESET_BASE" }
  const head = git(root, "rev-parse", "HEAD")
  for (const branch of ["main", "origin/main"]) {
    const mergeBase = git(root, "merge-base", "HEAD", branch)
    if (mergeBase && mergeBase !== head) return { commit: mergeBase, how: `the merge base with ${branch}` }
  }
  const previous = git(root, "rev-parse", "--verify", "--quiet", "HEAD^")
  return previous ? { commit: previous, how: "the previous commit" } : null
}

/** Package names a change file's front matter names (`"name": patch` lines between the `---`). */
function packagesNamedIn(file) {
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)
  if (!front) return []
  return front[1]
    .split(/\r?\n/)
    .map((line) => /^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line)?.[1])
    .filter(Boolean)
}

/** The check in the repository at `root`: notes to print and errors that fail it. */
function check({ root = ROOT, base: given = process.env.CHANGESET_BASE } = {}) {
  const base = baseOf(root, given)
  if (!base) return { notes: ["check-changesets: no earlier commit to compare with (a shallow clone?): nothing checked"], errors: [] }
  const changed = git(root, "diff", "--name-only", "--no-renames", "--diff-filter=ACMRD", base.commit, "HEAD")
  if (changed === null) return { notes: [], errors: [`check-changesets: git diff against ${base.commit} failed`] }
  const files = changed ? changed.split("\n") : []
  const changeFiles = files.filter((file) => /^\.changeset\/[^/]+\.md$/.test(file) && file !== ".changeset/README.md")
  const named = new Set(changeFiles.flatMap((file) => packagesNamedIn(path.join(root, file))))
  const notes = [`check-changesets: ${files.length} file(s) changed since ${base.how} (${base.commit.slice(0, 12)}), ${changeFiles.length} change file(s)`]
  const errors = []
  for (const pkg of PUBLISHED) {
    const own = files.filter((file) => file.startsWith(`${pkg.folder}/`)).map((file) => file.slice(pkg.folder.length + 1))
    const covered = named.has(pkg.name) || own.includes("CHANGELOG.md")
    const source = own.filter((file) => !DOCS.test(file) && !DEVELOPMENT_ONLY.some((pattern) => pattern.test(file)))
    const docs = own.filter((file) => DOCS.test(file))
    if (covered) continue
    if (source.length) {
      errors.push(`check-changesets: ${pkg.name}'s source changed (${source.slice(0, 3).join(", ")}${source.length > 3 ? ", …" : ""}) without a change file naming it: run \`npx changeset\``)
    } else if (docs.length) {
      notes.push(`check-changesets: warning: ${pkg.name}'s docs changed (${docs.join(", ")}) without a change file; a docs-only change needs none unless it should be released`)
    }
  }
  return { notes, errors }
}

if (require.main === module) {
  const { notes, errors } = check()
  for (const line of [...notes, ...errors]) console.log(line)
  if (!errors.length) console.log("check-changesets: every changed package has a change file")
  if (process.argv.includes("--record")) recordStage({ stage: "changesets", ok: errors.length === 0 })
  process.exit(errors.length ? 1 : 0)
}

module.exports = { check, packagesNamedIn }
