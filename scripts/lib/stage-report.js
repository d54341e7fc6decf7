// What `npm test` prints about each stage: counts, duration, the log file, and the first lines of
// each failure, so a run reads in a screen and the logs hold the rest.
const fs = require("node:fs")
const { firstLines } = require("./test-results")

const MAX_FAILURES_SHOWN = 20

/** The last lines of a log, for stages that leave no jest results (typecheck, lint, a crash). */
function tail(file, lines = 15) {
  if (!fs.existsSync(file)) return []
  const text = fs.readFileSync(file, "utf8")
  return firstLines(text.split("\n").slice(-lines * 4).join("\n"), Infinity).slice(-lines)
}

function counts(outcome) {
  const r = outcome.report
  return r ? `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped` : outcome.ok ? "passed" : `exit code ${outcome.exitCode}`
}

/** ", 812 s CPU" when the stage's CPU time was read. */
const cpu = (outcome) => (typeof outcome.cpuSeconds === "number" ? `, ${outcome.cpuSeconds}s CPU` : "")

function printStage(outcome) {
  if (outcome.skipped) {
    console.log(`${outcome.stage}: skipped (${outcome.skipped})`)
    return
  }
  console.log(`${outcome.stage}: ${outcome.ok ? "ok" : "FAILED"}, ${counts(outcome)} (${outcome.seconds}s${cpu(outcome)}), log: ${outcome.log}`)
  const failures = outcome.report?.failures ?? []
  for (const failure of failures.slice(0, MAX_FAILURES_SHOWN)) {
    console.log(`  x ${failure.where} > ${failure.name}`)
    for (const line of failure.message) console.log(`      ${line}`)
  }
  if (failures.length > MAX_FAILURES_SHOWN) console.log(`  ... ${failures.length - MAX_FAILURES_SHOWN} more failures in ${outcome.log}`)
  for (const line of outcome.tail ?? []) console.log(`    | ${line}`)
}

/** The table at the end: one line per stage, run or skipped. */
function printStages(outcomes) {
  console.log("\nStages:")
  for (const o of outcomes) {
    const status = o.skipped ? "skip" : o.ok ? "ok  " : "FAIL"
    const detail = o.skipped ? o.skipped : `${counts(o)}, ${o.seconds}s${cpu(o)}, ${o.log}`
    console.log(`  ${status} ${o.stage.padEnd(12)} ${detail}`)
  }
}

module.exports = { printStage, printStages, tail }
