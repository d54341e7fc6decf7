// Reads the jest JSON results that `npm test` leaves in .cache/test-results: per stage counts and
// failures for the report, and the one-line summary CI reads.
const fs = require("node:fs")
const path = require("node:path")

const { ROOT } = require("./paths")
const RESULTS_DIR = path.join(ROOT, ".cache", "test-results")
// Full console output of each stage; the printed report names the file.
const LOGS_DIR = path.join(ROOT, "test-results", "logs")

const ANSI = /\u001b\[[0-9;]*m/g

function readResult(dir, stage) {
  const file = path.join(dir, `${stage}.json`)
  if (!fs.existsSync(file)) return null
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } catch {
    return null
  }
}

/** The first lines of a failure message: enough to see what broke; the log has the rest. */
function firstLines(message, lines) {
  return String(message ?? "")
    .replace(ANSI, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim())
    .slice(0, lines)
}

/**
 * One stage's counts and failures from its jest JSON: each failed test by name with the first
 * lines of its message, and each file that failed without a failed test (it crashed before or
 * around its tests) with the first lines of its error. null when the stage wrote no JSON.
 */
function stageReport(stage, { dir = RESULTS_DIR, lines = 6 } = {}) {
  const result = readResult(dir, stage)
  if (!result) return null
  const failures = []
  for (const file of result.testResults ?? []) {
    const where = path.relative(ROOT, file.name)
    const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed")
    for (const test of failed) {
      failures.push({ where, name: test.fullName || test.title, message: firstLines(test.failureMessages?.join("\n"), lines) })
    }
    if (!failed.length && file.status === "failed") {
      failures.push({ where, name: "(test file failed to run)", message: firstLines(file.message || file.failureMessage, lines) })
    }
  }
  return {
    passed: result.numPassedTests,
    failed: result.numFailedTests + result.numRuntimeErrorTestSuites,
    skipped: result.numPendingTests + result.numTodoTests,
    failures,
  }
}

function summarise(dir = RESULTS_DIR) {
  let passed = 0
  let failed = 0
  let skipped = 0
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : []
  for (const file of files.filter((f) => f.endsWith(".json") && f !== "stages.json")) {
    const result = readResult(dir, file.slice(0, -".json".length))
    if (!result) continue
    passed += result.numPassedTests
    // A suite that crashed before its tests ran reports no failed test; count it so it is not hidden.
    failed += result.numFailedTests + result.numRuntimeErrorTestSuites
    skipped += result.numPendingTests + result.numTodoTests
  }
  // Non-jest stages (typecheck, lint) and jest runs that wrote no results count as one failure each.
  const stagesFile = path.join(dir, "stages.json")
  if (fs.existsSync(stagesFile)) {
    for (const stage of JSON.parse(fs.readFileSync(stagesFile, "utf8"))) {
      if (stage.skipped || stage.ok) continue
      const result = readResult(dir, stage.stage)
      if (!result || result.success) failed += 1
    }
  }
  const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`
  return { passed, failed, skipped, line }
}

module.exports = { LOGS_DIR, RESULTS_DIR, ROOT, firstLines, stageReport, summarise }

if (require.main === module) {
  console.log(summarise().line)
}
