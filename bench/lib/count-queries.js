"use strict"
// Preloaded into the bench store (`node --require`, see bench/profile-checkout.js): counts every
// statement the process sends to PostgreSQL through `pg`, by its shape, and on SIGUSR2 writes the
// counts to BENCH_QUERY_COUNT_DIR/<pid>-<phase>.json and resets them, so the profiler can count
// the statements of one phase of requests. With BENCH_PROFILE=on it also keeps a CPU profile per
// phase (the V8 profiler that --cpu-prof uses, started and stopped by the same signal), written
// next to the counts as <pid>-<phase>.cpuprofile. Diagnostics only; never part of a store.
const fs = require("node:fs")
const path = require("node:path")

const dir = process.env.BENCH_QUERY_COUNT_DIR
if (dir) {
  let counts = new Map()
  let total = 0
  const shapeOf = (text) =>
    String(text)
      .replace(/\s+/g, " ")
      .replace(/\$\d+|'[^']*'|\b\d+\b/g, "?")
      .slice(0, 110)
  const count = (config) => {
    const text = typeof config === "string" ? config : config && config.text
    if (!text) return
    total++
    const shape = shapeOf(text)
    counts.set(shape, (counts.get(shape) ?? 0) + 1)
  }
  const patch = () => {
    let pg
    try {
      pg = require(require.resolve("pg", { paths: [process.cwd()] }))
    } catch {
      return
    }
    const original = pg.Client.prototype.query
    if (original.__counted) return
    const counted = function (config, ...rest) {
      count(config)
      return original.call(this, config, ...rest)
    }
    counted.__counted = true
    pg.Client.prototype.query = counted
  }
  patch()
  let phase = 0
  let session
  const profiling = process.env.BENCH_PROFILE === "on"
  const startProfile = () => {
    const inspector = require("node:inspector")
    session = new inspector.Session()
    session.connect()
    session.post("Profiler.enable", () => session.post("Profiler.setSamplingInterval", { interval: 500 }, () => session.post("Profiler.start")))
  }
  const stopProfile = (file) =>
    new Promise((resolve) => {
      if (!session) return resolve()
      session.post("Profiler.stop", (error, result) => {
        if (!error) fs.writeFileSync(file, JSON.stringify(result.profile))
        session.disconnect()
        session = undefined
        resolve()
      })
    })
  process.on("SIGUSR2", async () => {
    if (total === 0 && !session) {
      // A process that never queried (npx) only starts its phases.
      phase++
      return
    }
    const name = path.join(dir, `${process.pid}-${phase++}`)
    fs.mkdirSync(dir, { recursive: true })
    const out = { pid: process.pid, total, statements: Object.fromEntries([...counts].sort((a, b) => b[1] - a[1])) }
    fs.writeFileSync(`${name}.json`, JSON.stringify(out, null, 1))
    counts = new Map()
    total = 0
    if (profiling) {
      await stopProfile(`${name}.cpuprofile`)
      startProfile()
    }
  })
}
