#!/usr/bin/env node
// npm run test:mutation [money|operations]: StrykerJS over the money and state code, one run per
// group (mutation/stryker.<group>.json, each with the unit tests of that code, see
// mutation/jest.config.js). Fails when a group scores below its break threshold (85).
const { spawnSync } = require("node:child_process")

const GROUPS = ["money", "operations"]
const asked = process.argv.slice(2)
const unknown = asked.filter((group) => !GROUPS.includes(group))
if (unknown.length) {
  console.error(`unknown group(s) ${unknown.join(", ")}; choose from ${GROUPS.join(", ")}`)
  process.exit(2)
}

let failed = false
for (const group of asked.length ? asked : GROUPS) {
  const started = Date.now()
  const run = spawnSync("npx", ["stryker", "run", `mutation/stryker.${group}.json`], {
    stdio: "inherit",
    shell: process.platform === "win32",
    env: { ...process.env, MUTATION_GROUP: group },
  })
  console.log(`mutation group ${group}: exit ${run.status} after ${Math.round((Date.now() - started) / 1000)} s`)
  if (run.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
