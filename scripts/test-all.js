#!/usr/bin/env node
// `npm test`: every layer (package tests, unit, emulator conformance, module integration, HTTP
// integration, reliability, install smoke test, browser, typecheck, lint) against one database
// server, in two lanes side by side (see LANES), then one summary line.
// Every stage runs even after a failure, so one run shows everything that is broken. The console
// gets a report per stage (counts, duration, each failure's first lines); a stage's full output
// (Medusa's logger, jest's own report) goes to test-results/logs/<stage>.log, which it names.
const fs = require("node:fs")
const path = require("node:path")
const { spawn } = require("node:child_process")
const { acquireDatabase } = require("./lib/database")
const { PLUGIN_DIR, ROOT } = require("./lib/paths")
const { LOGS_DIR, RESULTS_DIR, stageReport, summarise } = require("./lib/test-results")
const { printStage, printStages, tail } = require("./lib/stage-report")
const { NODE22_PATH, node22Missing, unshadow } = require("./lib/node22")

// Jest runs in the plugin's folder: its config names every layer (the packages' own configs
// included), and the integration tests boot the plugin's development store from the working folder.
const jest = (project, extra = [], name = project) => ({
  name,
  jestProject: project,
  cwd: PLUGIN_DIR,
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

// Every HTTP and reliability file boots a Medusa app (about 10 s of CPU) and then mostly waits on
// the emulator, PostgreSQL and timers, so these files run on jest workers side by side. A worker
// does not give back all of a boot's memory (past ~18 files one process ran out of heap): a worker
// above the limit after a file is replaced by a fresh one.
const onWorkers = (workers) => [`--maxWorkers=${workers}`, "--workerIdleMemoryLimit=1500MB", "--forceExit"]
const SERVER_WORKERS = Number(process.env.RIVERTY_TEST_WORKERS || 3)

// The same jest run on Node 22 (see lib/node22.js): jest's own bin under that binary, and the
// binary's folder first on PATH so anything the tests start with `node` runs on 22 as well.
// Missing in CI is a failure, not a skip: npm ci must have installed it.
const onNode22 = (stage, alsoProjects = []) => ({
  ...stage,
  runtime: "node22",
  missing: () => (process.env.CI ? null : node22Missing()),
  command: NODE22_PATH,
  // `npx jest ...` becomes `<node22> <jest's bin> ...`, with any further projects selected beside it.
  args: [require.resolve("jest/bin/jest"), ...stage.args.slice(1)].flatMap((arg) => (arg === stage.jestProject ? [arg, ...alsoProjects] : [arg])),
})

// Medusa 2.22 needs Node 22.15+; the machine's Node runs everything, Node 22 the packages' own
// tests (the client, the emulator and the kit run in stores of either Node) and one group of HTTP
// files, a checkout and notifications, each booting the plugin in a Medusa app on Node 22 (and
// only there: lane one's HTTP stage leaves them out). The plugin's unit tests are pure code Node 22
// runs alike: they run once.
const NODE22_HTTP = ["integration-tests/http/checkout-sync.spec.ts", "integration-tests/http/notifications-receiving.spec.ts"]

const BROWSER = {
  ...jest("browser", ["--runInBand", "--forceExit"]),
  // A bare machine (only Node and npm) has no browser; CI installs Debian's Chromium and must run it.
  missing: () => {
    const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
    return fs.existsSync(chromium) || process.env.CI ? null : `no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`
  },
}

// Three lanes at once on the machine this was tuned on (2 cores), each a list run in order. The
// HTTP files are the longest stage and mostly wait (emulator, PostgreSQL, timers), so they run on
// workers from the start. The short CPU-bound stages run beside them, then the browser stage: it
// builds the demo storefront and compiles the dev admin on its first visit, and its waits hold
// beside the HTTP files' tail but not beside the install test's packing and npm install, which run
// in the third lane with the reliability files (faults, crashes and several server processes,
// two at once so their timing stays the subject).
const LANES = [
  [jest("http", [...onWorkers(SERVER_WORKERS), "--testPathIgnorePatterns", ...NODE22_HTTP])],
  [
    // The workspace packages' own tests first: they need no database and no Medusa.
    jest("riverty-client"),
    jest("riverty-emulator"),
    jest("riverty-storefront"),
    jest("unit"),
    onNode22(jest("riverty-client", [], "packages-node22"), ["riverty-emulator", "riverty-storefront"]),
    jest("admin"),
    jest("emulator", ["--runInBand", "--forceExit"]),
    jest("modules", ["--runInBand", "--forceExit"]),
    onNode22(jest("http", ["--runInBand", "--forceExit", "--runTestsByPath", ...NODE22_HTTP], "http-node22")),
    { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
    { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
    BROWSER,
  ],
  [jest("install", ["--runInBand", "--forceExit"]), jest("reliability", onWorkers(2))],
]

function hasTests(project) {
  // A project is inline in the plugin's config or a package's own config file (its rootDir is its folder).
  const configs = require(path.join(PLUGIN_DIR, "jest.config.js")).projects.map((p) => (typeof p === "string" ? require(path.resolve(p.replace("<rootDir>", PLUGIN_DIR))) : p))
  const config = configs.find((p) => p.displayName === project)
  const { globSync } = require("glob")
  const cwd = config.rootDir ?? PLUGIN_DIR
  return config.testMatch.some((pattern) => globSync(pattern.replace("<rootDir>/", ""), { cwd }).length > 0)
}

function node22Env(env) {
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === "PATH") ?? "PATH"
  return { ...env, [pathKey]: [path.dirname(NODE22_PATH), env[pathKey]].join(path.delimiter) }
}

// A stage's CPU time (its processes and the ones they waited for; PostgreSQL's is not counted),
// read through GNU time where the machine has it: on two shared cores the CPU a stage costs says
// more about where the run's time goes than its duration does.
const GNU_TIME = "/usr/bin/time"

function run(stage, env, logFile) {
  return new Promise((resolve) => {
    const log = fs.openSync(logFile, "w")
    fs.writeSync(log, `$ ${stage.command} ${stage.args.join(" ")}\n`)
    const cpuFile = `${logFile}.cpu`
    const timed = fs.existsSync(GNU_TIME)
    const [command, args] = timed ? [GNU_TIME, ["-f", "%U %S", "-o", cpuFile, stage.command, ...stage.args]] : [stage.command, stage.args]
    const child = spawn(command, args, { cwd: stage.cwd ?? ROOT, stdio: ["ignore", log, log], env: stage.runtime === "node22" ? node22Env(env) : env })
    child.on("error", (error) => fs.writeSync(log, `\n${error.stack}\n`))
    child.on("close", (code, signal) => {
      fs.closeSync(log)
      resolve({ code: code ?? (signal ? 1 : 0), cpuSeconds: timed ? cpuSecondsOf(cpuFile) : null })
    })
  })
}

function cpuSecondsOf(file) {
  try {
    // GNU time writes "Command exited with non-zero status N" before the format's line.
    const [user, system] = fs.readFileSync(file, "utf8").trim().split("\n").pop().split(" ").map(Number)
    fs.rmSync(file)
    return Number.isFinite(user + system) ? Math.round(user + system) : null
  } catch {
    return null
  }
}

async function main() {
  const only = process.argv.slice(2)
  // A later `npm install <package>` can link node_modules/.bin/node again; the stages use the machine's Node.
  unshadow()
  fs.rmSync(RESULTS_DIR, { recursive: true, force: true })
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.rmSync(LOGS_DIR, { recursive: true, force: true })
  fs.mkdirSync(LOGS_DIR, { recursive: true })
  const db = await acquireDatabase({ name: "test" })
  const env = {
    ...process.env,
    MEDUSA_DISABLE_TELEMETRY: "true",
    ...db.env,
  }
  const outcomes = []
  const record = (outcome) => {
    outcomes.push(outcome)
    fs.writeFileSync(path.join(RESULTS_DIR, "stages.json"), JSON.stringify(outcomes, null, 2))
    printStage(outcome)
  }
  const runLane = async (stages) => {
    for (const stage of stages) {
      if (only.length && !only.includes(stage.name) && !only.includes(stage.jestProject)) continue
      const missing = stage.missing?.() ?? (stage.jestProject && !hasTests(stage.jestProject) ? "no test files yet" : null)
      if (missing) {
        record({ stage: stage.name, ok: true, skipped: missing })
        continue
      }
      const logFile = path.join(LOGS_DIR, `${stage.name}.log`)
      process.stdout.write(`${stage.name}: running (log: ${path.relative(ROOT, logFile)})\n`)
      const started = Date.now()
      const { code, cpuSeconds } = await run(stage, env, logFile)
      record({
        stage: stage.name,
        ok: code === 0,
        exitCode: code,
        seconds: Math.round((Date.now() - started) / 1000),
        cpuSeconds,
        log: path.relative(ROOT, logFile),
        report: stage.jestProject ? stageReport(stage.name) : null,
        // A stage without jest results (typecheck, lint, or jest that crashed) shows its log's end.
        tail: code !== 0 && !(stage.jestProject && stageReport(stage.name)?.failures.length) ? tail(logFile) : null,
      })
    }
  }
  const runStarted = Date.now()
  try {
    await Promise.all(LANES.map(runLane))
  } finally {
    await db.stop()
  }
  printStages(outcomes)
  console.log(`\nAll stages in ${Math.round((Date.now() - runStarted) / 1000)}s (three lanes side by side).`)
  const summary = summarise()
  console.log(summary.line)
  process.exit(outcomes.every((o) => o.ok) ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
