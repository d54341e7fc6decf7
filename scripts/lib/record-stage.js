// Adds a check CI runs after npm test to the stages npm test recorded, so the summary line
// (lib/test-results.js) counts its failure like a failed typecheck or lint stage.
const fs = require("node:fs")
const path = require("node:path")
const { RESULTS_DIR } = require("./test-results")

function recordStage(outcome) {
  const file = path.join(RESULTS_DIR, "stages.json")
  const stages = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : []
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.writeFileSync(file, JSON.stringify([...stages.filter((s) => s.stage !== outcome.stage), outcome], null, 2))
}

module.exports = { recordStage }
