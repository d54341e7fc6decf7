// jest's node environment plus the dry-run record of covering-files-record.js. Stryker wraps this
// class with its own (it keeps the configured environment and adds its coverage hooks), so during
// the dry run the instrumenter's per-test coverage is on this.global by the time a file tears down.
const { TestEnvironment } = require("jest-environment-node")
const { recordFile, isDryRun } = require("./covering-files-record")

/** Stryker's test id: the describe names and the test name, space-separated. */
function testId(test) {
  const names = []
  for (let block = test.parent; block && block.parent; block = block.parent) names.unshift(block.name)
  return [...names, test.name].join(" ").trimStart()
}

class CoveringFilesEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    this.testPath = context.testPath
    this.testIds = new Set()
  }

  async handleTestEvent(event) {
    if (event.name === "test_start") this.testIds.add(testId(event.test))
  }

  async teardown() {
    const instrumenter = this.global[this.global.__strykerGlobalNamespace__ ?? "__stryker__"]
    const perTest = instrumenter?.mutantCoverage?.perTest
    if (perTest && isDryRun()) {
      const mutants = new Set()
      for (const id of this.testIds) for (const mutant of Object.keys(perTest[id] ?? {})) mutants.add(mutant)
      recordFile(this.testPath, mutants)
    }
    await super.teardown()
  }
}

module.exports = CoveringFilesEnvironment
