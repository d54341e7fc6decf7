// Orders the Medusa-app test files for jest's workers: the files that start extra server processes
// (a second `medusa start`, a worker, a crash and restart) or say `@long-running` in their header
// (a real five-minute outage, a sweep's time bound) take minutes where others take seconds, so
// they start first and the rest fill the other workers around them. Without this, a clean clone
// (no timing cache) sorts by file size and can leave one long file to run alone at the end.
const fs = require("node:fs")
const Sequencer = require("@jest/test-sequencer").default

const SPAWNS_SERVERS = /\bstartServerProcess\(/
const LONG_RUNNING = /^\/\/ @long-running\b/m

function weight(test) {
  const source = fs.readFileSync(test.path, "utf8")
  return (LONG_RUNNING.test(source) ? 2_000_000 : 0) + (SPAWNS_SERVERS.test(source) ? 1_000_000 : 0) + source.length
}

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    // A timing cache from an earlier run on this machine knows better; use it when every file has one.
    const timed = tests.every((test) => typeof this.time(test) === "number")
    if (timed) return super.sort(tests)
    const weights = new Map(tests.map((test) => [test.path, weight(test)]))
    return [...tests].sort((a, b) => weights.get(b.path) - weights.get(a.path))
  }
}

module.exports = LongestFirstSequencer
