// A jest reporter for the conformance suite's contract mode: names every case that did not run
// (the control-API and emulator-only cases), so a run against the real service says what it left out.
const path = require("node:path")

class SkippedReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir
  }

  onRunComplete(_contexts, results) {
    const skipped = []
    for (const file of results.testResults) {
      for (const test of file.testResults) {
        if (test.status === "pending" || test.status === "skipped" || test.status === "todo") {
          skipped.push(`${path.relative(this.rootDir, file.testFilePath)} > ${test.fullName}`)
        }
      }
    }
    const lines = [
      "",
      `Contract mode: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped.length} skipped (they need the emulator's control API or its own data):`,
      ...skipped.map((name) => `  - ${name}`),
      "",
    ]
    process.stdout.write(lines.join("\n") + "\n")
  }
}

module.exports = SkippedReporter
