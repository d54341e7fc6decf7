"use strict"
// Preloaded into the bench store (`node --require`, see bench/profile-checkout.js): counts every
// statement the process sends to PostgreSQL through `pg`, by its shape, and on SIGUSR2 writes the
// counts to BENCH_QUERY_COUNT_DIR/<pid>-<phase>.json and resets them, so the profiler can count
// the statements of one phase of requests. With BENCH_PROFILE=on it also keeps a CPU profile per
// phase (the V8 profiler that --cpu-prof uses, started and stopped by the same signal), written
// next to the counts as <pid>-<phase>.cpuprofile. With BENCH_QUERY_TIMELINE=on it also writes
// <pid>-<phase>.timeline.json: every statement and every HTTP request with its start and end (ms
// since the phase began), which shows what a request waits for one after another. Diagnostics
// only; never part of a store. Figure 2 loads it with BENCH_QUERY_SHAPES=off for its statement count.
const fs = require("node:fs")
const path = require("node:path")

const dir = process.env.BENCH_QUERY_COUNT_DIR
if (dir) {
  let counts = new Map()
  let total = 0
  const timeline = process.env.BENCH_QUERY_TIMELINE === "on"
  let events = []
  let phaseStart = performance.now()
  const now = () => Math.round((performance.now() - phaseStart) * 100) / 100
  const shapeOf = (text) =>
    String(text)
      .replace(/\s+/g, " ")
      .replace(/\$\d+|'[^']*'|\b\d+\b/g, "?")
      .slice(0, 110)
  // BENCH_QUERY_SHAPES=off counts statements only (figure 2): no shape is computed per statement.
  const shapes = process.env.BENCH_QUERY_SHAPES !== "off"
  const count = (config) => {
    const text = typeof config === "string" ? config : config && config.text
    if (!text) return undefined
    total++
    if (!shapes) return undefined
    const shape = shapeOf(text)
    counts.set(shape, (counts.get(shape) ?? 0) + 1)
    if (!timeline) return undefined
    const event = { kind: "sql", shape, start: now(), end: undefined }
    events.push(event)
    return event
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
      const event = count(config)
      if (!event) return original.call(this, config, ...rest)
      const done = () => {
        event.end = now()
      }
      const last = rest.length - 1
      if (typeof rest[last] === "function") {
        const callback = rest[last]
        rest[last] = function (...args) {
          done()
          return callback.apply(this, args)
        }
      } else if (config && typeof config.callback === "function") {
        const callback = config.callback
        config.callback = function (...args) {
          done()
          return callback.apply(this, args)
        }
      }
      const answer = original.call(this, config, ...rest)
      if (answer && typeof answer.then === "function") answer.then(done, done)
      return answer
    }
    counted.__counted = true
    pg.Client.prototype.query = counted
  }
  patch()
  if (timeline) {
    const http = require("node:http")
    const emit = http.Server.prototype.emit
    http.Server.prototype.emit = function (name, req, res) {
      if (name === "request") {
        const event = { kind: "http", shape: `${req.method} ${String(req.url).split("?")[0]}`, start: now(), end: undefined }
        events.push(event)
        res.once("finish", () => {
          event.end = now()
        })
      }
      return emit.apply(this, arguments)
    }
  }
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
    if (timeline) fs.writeFileSync(`${name}.timeline.json`, JSON.stringify(events))
    events = []
    phaseStart = performance.now()
    if (profiling) {
      await stopProfile(`${name}.cpuprofile`)
      startProfile()
    }
  })
}
