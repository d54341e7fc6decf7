#!/usr/bin/env node
"use strict"
// `node bench/profile-checkout.js`: where the complete-cart request's time goes. Boots the bench
// store with the statement counter and the CPU profiler (bench/lib/count-queries.js), prepares
// BENCH_PROFILE_CARTS carts per provider up to their payment session, then completes the Riverty
// carts in a row and the system provider's carts in a row, each as its own phase, and prints per
// complete request the statements sent to PostgreSQL (by shape, Riverty's beside the system's)
// and the profile's top entries of the Riverty phase (self time, and the plugin's functions by
// total time). A Riverty complete-cart is the whole "Place order" (one request: Riverty decides and
// the cart completes), so the Riverty phase is the shopper's whole wait. Files stay in
// bench/results/profile/. Not part of `npm run bench`.
const fs = require("node:fs")
const path = require("node:path")
const { serverPid } = require("./lib/server-pid")
const { shopperOf, RIVERTY, SYSTEM } = require("./lib/shopper")
const { intFromEnv } = require("./lib/env")

const log = (message) => process.stderr.write(`[profile ${new Date().toISOString().slice(11, 19)}] ${message}\n`)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const OUT = path.join(__dirname, "results", "profile")
const ROOT = path.join(__dirname, "..")

/** The store's server: the node process of the group that holds the port (not npx, not a shell). */

/** Self time (ms) per function, and total time per function of the plugin's own files. */
function summarize(profile, top = 20) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const selfMs = new Map(profile.nodes.map((node) => [node.id, 0]))
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]
    selfMs.set(id, selfMs.get(id) + (profile.timeDeltas[i] ?? 0) / 1000)
  }
  const nameOf = (node) => {
    const frame = node.callFrame
    const where = frame.url ? `${path.relative(ROOT, frame.url.replace(/^file:\/\//, ""))}:${frame.lineNumber + 1}` : ""
    return `${frame.functionName || "(anonymous)"} ${where}`.trim()
  }
  const self = new Map()
  const total = new Map()
  for (const node of profile.nodes) {
    const name = nameOf(node)
    const ms = selfMs.get(node.id)
    self.set(name, (self.get(name) ?? 0) + ms)
    // Total time: this sample's time counts once for every distinct function on its stack.
    if (ms === 0) continue
    const seen = new Set()
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const ancestor = nameOf(nodes.get(id))
      if (seen.has(ancestor)) continue
      seen.add(ancestor)
      total.set(ancestor, (total.get(ancestor) ?? 0) + ms)
    }
  }
  const all = [...selfMs.values()].reduce((a, b) => a + b, 0)
  const sorted = (map, filter = () => true) =>
    [...map]
      .filter(([name]) => filter(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
  return {
    sampledMs: all,
    self: sorted(self),
    plugin: sorted(total, (name) => name.includes("packages/medusa-payment-riverty/src") || name.includes("packages/riverty-client/")),
  }
}

async function main() {
  const carts = intFromEnv("BENCH_PROFILE_CARTS", 20)
  fs.rmSync(OUT, { recursive: true, force: true })
  fs.mkdirSync(OUT, { recursive: true })
  const store = await require("./lib/store").startBenchStore({
    log,
    nodeOptions: `--require ${path.join(__dirname, "lib", "count-queries.js")}`,
    extraEnv: { BENCH_QUERY_COUNT_DIR: OUT, BENCH_PROFILE: "on", BENCH_QUERY_TIMELINE: "on" },
  })
  try {
    const pid = serverPid(store.pid, new URL(store.url).port)
    const signal = () => process.kill(pid, "SIGUSR2")
    const checkout = await shopperOf(store)
    log("warming up")
    for (let i = 0; i < 3; i++) {
      await checkout(RIVERTY)
      await checkout(SYSTEM)
    }
    log(`preparing ${carts} carts per provider`)
    const prepared = { [RIVERTY]: [], [SYSTEM]: [] }
    for (let i = 0; i < carts; i++) {
      prepared[RIVERTY].push((await checkout.prepare(RIVERTY)).cartId)
      prepared[SYSTEM].push((await checkout.prepare(SYSTEM)).cartId)
    }
    await sleep(1500)
    signal() // phase 0 ends: boot, warm-up, preparation
    await sleep(500)
    const timings = {}
    for (const providerId of [RIVERTY, SYSTEM]) {
      log(`completing ${carts} ${providerId} carts`)
      const ms = []
      for (const cartId of prepared[providerId]) ms.push(await checkout.complete(providerId, cartId))
      timings[providerId] = ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]
      // What the order.placed subscribers do after the answer belongs to the phase too.
      await sleep(1500)
      signal()
      await sleep(1000)
    }
    await sleep(1500)
    const files = fs.readdirSync(OUT)
    const server = String(pid)
    if (!files.includes(`${server}-2.json`)) throw new Error(`no phase files of the server in ${OUT}: ${files.join(", ")}`)
    const counts = (phase) => JSON.parse(fs.readFileSync(path.join(OUT, `${server}-${phase}.json`), "utf8"))
    const riverty = counts(1)
    const system = counts(2)
    const result = {
      at: new Date().toISOString(),
      carts,
      medianCompleteMs: timings,
      statementsPerComplete: { riverty: riverty.total / carts, system: system.total / carts },
      shapes: [...new Set([...Object.keys(riverty.statements), ...Object.keys(system.statements)])]
        .map((shape) => ({ shape, riverty: (riverty.statements[shape] ?? 0) / carts, system: (system.statements[shape] ?? 0) / carts }))
        .filter((row) => row.riverty !== row.system)
        .sort((a, b) => b.riverty - b.system - (a.riverty - a.system)),
    }
    for (const [phase, name] of [
      [1, "riverty"],
      [2, "system"],
    ]) {
      const file = path.join(OUT, `${server}-${phase}.cpuprofile`)
      if (fs.existsSync(file)) result[`profile_${name}`] = summarize(JSON.parse(fs.readFileSync(file, "utf8")))
    }
    fs.writeFileSync(path.join(OUT, "summary.json"), `${JSON.stringify(result, null, 2)}\n`)
    console.log(`median complete-cart: Riverty ${timings[RIVERTY].toFixed(1)} ms, system ${timings[SYSTEM].toFixed(1)} ms`)
    console.log(`statements per complete-cart (incl. its order.placed subscribers): Riverty ${result.statementsPerComplete.riverty}, system ${result.statementsPerComplete.system}`)
    console.log("statements Riverty sends more (per complete):")
    for (const row of result.shapes) console.log(`  ${(row.riverty - row.system).toFixed(2).padStart(6)}  ${row.shape}`)
    for (const name of ["riverty", "system"]) {
      const p = result[`profile_${name}`]
      if (!p) continue
      console.log(`\nCPU profile, ${name} complete phase (${p.sampledMs.toFixed(0)} ms sampled, ${carts} completes): top self time`)
      for (const [fn, ms] of p.self) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${fn}`)
      if (name === "riverty") {
        console.log("plugin and client functions by total time")
        for (const [fn, ms] of p.plugin) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${fn}`)
      }
    }
  } finally {
    await store.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
