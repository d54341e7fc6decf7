#!/usr/bin/env node
// `npm publish --dry-run` of each published package, as a release would run it (the plugin's
// prepublishOnly build included), and the file list each would publish checked against
// lib/published-files.js. CI runs it after npm test (.ci/run). The registry is set to an address
// nothing listens on: a dry run sends nothing, needs no credentials, and must not depend on one.
// Exit code 1 when a package would not publish cleanly; with --record, a failure also counts in
// the summary line CI reads (.cache/test-results/stages.json, as a stage of its own).
const { spawnSync } = require("node:child_process")
const { PUBLISHED, problemsOf } = require("./lib/published-files")
const { recordStage } = require("./lib/record-stage")
const { ROOT } = require("./lib/paths")

const REGISTRY = "http://127.0.0.1:9/"

/** The last JSON document on stdout: npm prints lifecycle scripts' output before its own JSON. */
function lastJson(stdout) {
  for (let at = stdout.lastIndexOf("\n{"); ; at = stdout.lastIndexOf("\n{", at - 1)) {
    try {
      return JSON.parse(stdout.slice(at + 1))
    } catch {
      if (at <= 0) return JSON.parse(stdout)
    }
  }
}

function dryRun(pkg) {
  const result = spawnSync("npm", ["publish", "--dry-run", "--json", "--workspace", pkg.name, "--registry", REGISTRY], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
  })
  if (result.status !== 0) return [`npm publish --dry-run failed (${result.status}): ${(result.stderr || result.stdout).trim().split("\n").slice(-8).join("\n")}`]
  let published
  try {
    const answer = lastJson(result.stdout)
    published = answer[pkg.name] ?? answer
  } catch {
    return [`npm publish --dry-run printed no JSON: ${result.stdout.trim().split("\n").slice(-5).join("\n")}`]
  }
  return problemsOf(
    pkg,
    published.files.map((file) => file.path)
  )
}

let failed = 0
for (const pkg of PUBLISHED) {
  const problems = dryRun(pkg)
  if (problems.length) {
    failed++
    console.log(`publish-dry-run: ${pkg.name} would not publish cleanly:\n${problems.map((p) => `  - ${p}`).join("\n")}`)
  } else {
    console.log(`publish-dry-run: ${pkg.name} would publish cleanly`)
  }
}
if (process.argv.includes("--record")) recordStage({ stage: "publish-dry-run", ok: failed === 0 })
process.exit(failed ? 1 : 0)
