// jest `filter`: for a mutant's run, only the test files whose tests covered it in the dry run
// (covering-files-record.js). Stryker's name filter still picks the tests inside them; anything
// not recorded (dry run, a plain jest run) keeps every file, so nothing is ever left untested.
const { filesOfActiveMutant } = require("./covering-files-record")

module.exports = async function coveringFiles(testPaths) {
  const files = filesOfActiveMutant()
  const kept = files ? testPaths.filter((testPath) => files.includes(testPath)) : []
  return { filtered: (kept.length ? kept : testPaths).map((test) => ({ test })) }
}
