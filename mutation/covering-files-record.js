// Which test files reach which mutants, as Stryker's dry run saw it. Stryker's jest runner picks a
// mutant's tests by name but still loads every test file of the group for each mutant; with the
// provider and Medusa's utilities behind each operations file that was about 0.4-1 s per file, 19
// files, for every one of 1,300 mutants. The record lets covering-files-filter.js load only the
// files whose tests cover the mutant. Written only inside a Stryker sandbox during the dry run.
const fs = require("node:fs")
const path = require("node:path")

const RECORD_FILE = path.join(__dirname, ".covering-files.json")
const ACTIVE_MUTANT = "__STRYKER_ACTIVE_MUTANT__"

/** mutant id -> test file paths, kept for the process and mirrored to RECORD_FILE. */
const byMutant = {}

function recordFile(testPath, mutantIds) {
  for (const id of mutantIds) {
    const files = (byMutant[id] ??= [])
    if (!files.includes(testPath)) files.push(testPath)
  }
  fs.writeFileSync(RECORD_FILE, JSON.stringify(byMutant))
}

/** The files recorded for the mutant under test now, or undefined (dry run, or not recorded). */
function filesOfActiveMutant() {
  const active = process.env[ACTIVE_MUTANT]
  if (active === undefined || !fs.existsSync(RECORD_FILE)) return undefined
  return JSON.parse(fs.readFileSync(RECORD_FILE, "utf8"))[active]
}

const isDryRun = () => process.env[ACTIVE_MUTANT] === undefined

module.exports = { recordFile, filesOfActiveMutant, isDryRun }
