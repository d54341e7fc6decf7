#!/usr/bin/env node
// `npm test`: every layer in order (unit, emulator conformance, module integration, HTTP
// integration, reliability, install smoke test, browser, typecheck, lint) against one database,
// then one summary line.
// Every stage runs even after a failure, so one run shows everything that is broken.
const fs = require("node:fs")
const path = require("node:path")
const { spawn } = require("node:child_process")
const { acquireDatabase, ROOT } = require("./lib/database")
const { RESULTS_DIR, summarise } = require("./lib/test-results")

const jest = (project, extra = [], name = project) => ({
  name,
  jestProject: project,
  command: "npx",
  args: [
    "jest",
    "--config",
    "jest.config.js",
    "--selectProjects",
    project,
    "--json",
    `--outputFile=${path.join(RESULTS_DIR, `${name}.json`)}`,
    ...extra,
  ],
})

// Every HTTP test file boots a Medusa app in the one jest process, and not all of that memory is
// given back: past ~18 files the process ran out of heap. The files are split over fresh processes.
const sharded = (project, shards, extra = []) =>
  Array.from({ length: shards }, (_, i) => jest(project, [...extra, `--shard=${i + 1}/${shards}`], `${project}-${i + 1}`))

const STAGES = [
  jest("unit"),
  jest("admin"),
  jest("emulator", ["--runInBand", "--forceExit"]),
  jest("modules", ["--runInBand", "--forceExit"]),
  ...sharded("http", 3, ["--runInBand", "--forceExit"]),
  jest("reliability", ["--runInBand", "--forceExit"]),
  jest("install", ["--runInBand", "--forceExit"]),
  {
    ...jest("browser", ["--runInBand", "--forceExit"]),
    // A bare machine (only Node and npm) has no browser; CI installs Debian's Chromium and must run it.
    missing: () => {
      const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
      return fs.existsSync(chromium) || process.env.CI ? null : `no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`
    },
  },
  { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
]

function hasTests(project) {
  const config = require(path.join(ROOT, "jest.config.js")).projects.find((p) => p.displayName === project)
  const { globSync } = require("glob")
  return config.testMatch.some((pattern) => globSync(pattern.replace("<rootDir>/", ""), { cwd: ROOT }).length > 0)
}

function run(stage, env) {
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { cwd: ROOT, stdio: "inherit", env })
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

async function main() {
  const only = process.argv.slice(2)
  fs.rmSync(RESULTS_DIR, { recursive: true, force: true })
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  const db = await acquireDatabase({ name: "test" })
  const env = {
    ...process.env,
    MEDUSA_DISABLE_TELEMETRY: "true",
    ...db.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --experimental-vm-modules`.trim(),
  }
  const outcomes = []
  try {
    for (const stage of STAGES) {
      if (only.length && !only.includes(stage.name) && !only.includes(stage.jestProject)) continue
      const missing = stage.missing?.()
      if (missing) {
        console.log(`\n=== ${stage.name}: skipped, ${missing} ===`)
        continue
      }
      if (stage.jestProject && !hasTests(stage.jestProject)) {
        console.log(`\n=== ${stage.name}: no test files yet, skipped ===`)
        continue
      }
      console.log(`\n=== ${stage.name} ===`)
      const started = Date.now()
      const code = await run(stage, env)
      outcomes.push({ stage: stage.name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) })
      fs.writeFileSync(path.join(RESULTS_DIR, "stages.json"), JSON.stringify(outcomes, null, 2))
    }
  } finally {
    await db.stop()
  }
  console.log("\nStages:")
  for (const o of outcomes) console.log(`  ${o.ok ? "ok  " : "FAIL"} ${o.stage} (${o.seconds}s)`)
  const summary = summarise()
  console.log(summary.line)
  process.exit(outcomes.every((o) => o.ok) ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
