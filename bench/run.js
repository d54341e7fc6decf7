#!/usr/bin/env node
"use strict"
// `npm run bench`: the four figures of the performance budget. Each figure runs its subject and a
// baseline of the same shape in this run, in alternating rounds, and reports medians; the table
// shows both, their ratio and the target. Results go to bench/results/latest.json.
//
// Knobs (environment): BENCH_FIGURES=1,2,3,4 (which to run), BENCH_CLIENT_ROUNDS, BENCH_CLIENT_CALLS,
// BENCH_CHECKOUT_ROUNDS, BENCH_CHECKOUTS, BENCH_NOTIFICATIONS, BENCH_INTAKE_ROUNDS,
// BENCH_INTAKE_CONCURRENCY, BENCH_INTAKE_DRAIN_SECONDS, BENCH_BACKLOG, BENCH_BACKLOG_SAMPLE,
// BENCH_INTAKE_TABLES=a,b,c (figure 3's tables), BENCH_INTAKE_REDIS=0 (skip figure 3's Redis
// table), BENCH_REDIS_URL, BENCH_CPU_PROF=<dir>
// (profile the store), BENCH_EMULATOR_ROUNDS, BENCH_EMULATOR_AUTHORIZATIONS,
// BENCH_EMULATOR_CONCURRENCY, BENCH_ORDERS, BENCH_STORE_MODE=develop; figure 2's table (a):
// BENCH_CONCURRENCY_LEVELS (1,8,32), BENCH_CONCURRENCY_ROUNDS, BENCH_CONCURRENCY_CHECKOUTS,
// BENCH_CONCURRENCY=off to leave it out; BENCH_STATEMENT_CARTS (10) carts per provider for the
// statements per place order.
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const { printTable } = require("./lib/table")

const figures = (process.env.BENCH_FIGURES || "1,2,3,4").split(",").map((f) => Number(f.trim()))
const log = (message) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`)

async function main() {
  const rows = []
  const started = Date.now()
  if (figures.includes(1)) {
    log("figure 1: client overhead")
    rows.push(...(await require("./figures/client-overhead").run()))
  }
  if (figures.includes(4)) {
    log("figure 4: emulator throughput and heap")
    rows.push(...(await require("./figures/emulator").run()))
  }
  let store
  let checkoutFigure
  if (figures.includes(2) || figures.includes(3)) {
    log("booting the development store (fresh database, migrations, seed)")
    // Figure 2 counts the statements of a place order in the store's server (lib/count-queries.js,
    // totals only: no statement's shape is computed).
    const statementDir = figures.includes(2) ? fs.mkdtempSync(path.join(os.tmpdir(), "riverty-bench-statements-")) : undefined
    store = await require("./lib/store").startBenchStore({
      log,
      ...(statementDir
        ? { nodeOptions: `--require ${path.join(__dirname, "lib", "count-queries.js")}`, extraEnv: { BENCH_QUERY_COUNT_DIR: statementDir, BENCH_QUERY_SHAPES: "off" } }
        : {}),
    })
    if (statementDir) store.statementDir = statementDir
  }
  try {
    if (figures.includes(2)) {
      log("figure 2: store checkout, the payment step")
      checkoutFigure = await require("./figures/checkout").run(store, { log })
      rows.push(...checkoutFigure.rows)
    }
    if (figures.includes(3)) {
      log("figure 3: notification intake")
      rows.push(...(await store.profile(() => require("./figures/notification-intake").run(store, { log }))))
    }
  } finally {
    if (store) await store.stop()
  }
  rows.sort((a, b) => a.figure - b.figure)
  printTable(rows)
  if (checkoutFigure) checkoutFigure.print()
  const result = {
    at: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 1e9), node: process.version, load: os.loadavg() },
    store: store ? `medusa ${store.mode}` : undefined,
    figures: rows,
    concurrency: checkoutFigure?.concurrency,
  }
  const out = path.join(__dirname, "results", "latest.json")
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`)
  log(`written to ${path.relative(process.cwd(), out)} after ${result.seconds}s`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
