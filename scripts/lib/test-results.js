// Reads the jest JSON results that `npm test` leaves in .cache/test-results and turns them into
// the one-line summary CI reads.
const fs = require("node:fs")
const path = require("node:path")

const RESULTS_DIR = path.resolve(__dirname, "..", "..", ".cache", "test-results")

function summarise(dir = RESULTS_DIR) {
  let passed = 0
  let failed = 0
  let skipped = 0
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : []
  for (const file of files.filter((f) => f.endsWith(".json") && f !== "stages.json")) {
    const result = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))
    passed += result.numPassedTests
    // A suite that crashed before its tests ran reports no failed test; count it so it is not hidden.
    failed += result.numFailedTests + result.numRuntimeErrorTestSuites
    skipped += result.numPendingTests + result.numTodoTests
  }
  // Non-jest stages (typecheck, lint) and jest runs that wrote no results count as one failure each.
  const stagesFile = path.join(dir, "stages.json")
  if (fs.existsSync(stagesFile)) {
    for (const stage of JSON.parse(fs.readFileSync(stagesFile, "utf8"))) {
      const resultFile = path.join(dir, `${stage.stage}.json`)
      const reported = fs.existsSync(resultFile)
      if (!stage.ok && (!reported || JSON.parse(fs.readFileSync(resultFile, "utf8")).success)) failed += 1
    }
  }
  const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`
  return { passed, failed, skipped, line }
}

module.exports = { RESULTS_DIR, summarise }

if (require.main === module) {
  console.log(summarise().line)
}
